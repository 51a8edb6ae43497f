import { expect, expectTypeOf, test } from 'vitest';
import { z } from 'zod';
import { IdParamsSchema } from './common.js';
import { defineEndpoint, pathOf, tagOf, type EndpointInput } from './endpoint.js';

const getQr = defineEndpoint({
  method: 'GET',
  path: '/students/:id/qr',
  params: IdParamsSchema,
  response: z.object({ qr: z.string() }),
});

test('pathOf fills and encodes each path param', () => {
  expect(pathOf(getQr, { id: 'a b/c' })).toBe('/students/a%20b%2Fc/qr');
  const twoParams = defineEndpoint({
    method: 'GET',
    path: '/classes/:grade/sections/:section',
    params: z.object({ grade: z.string(), section: z.string() }),
    response: z.object({}),
  });
  expect(pathOf(twoParams, { grade: '9', section: 'A' })).toBe('/classes/9/sections/A');
});

test('pathOf refuses a missing param instead of calling a wrong URL', () => {
  expect(() => pathOf(getQr, {})).toThrow('/students/:id/qr: no value for :id');
});

test('the first path segment is the API docs group', () => {
  expect(tagOf(getQr)).toBe('students');
});

test('a path param without its schema, or a schema without the param, does not compile', () => {
  // @ts-expect-error — the path has :id, so params are required
  defineEndpoint({ method: 'GET', path: '/users/:id', response: z.object({}) });
  defineEndpoint({
    method: 'GET',
    path: '/users/:id',
    // @ts-expect-error — the schema must carry the path's own param names
    params: z.object({ userId: z.string() }),
    response: z.object({}),
  });
  const paramsWithoutPathParam = {
    method: 'GET',
    path: '/users',
    params: IdParamsSchema,
    response: z.object({}),
  } as const;
  // @ts-expect-error — no :params in the path, so no params schema
  defineEndpoint(paramsWithoutPathParam);
});

test('the caller must send what the schemas require, typed', () => {
  const create = defineEndpoint({
    method: 'POST',
    path: '/things',
    body: z.object({ name: z.string() }),
    query: z.object({ dryRun: z.enum(['true', 'false']).optional() }),
    response: z.object({}),
  });
  expect(pathOf(create)).toBe('/things');
  expectTypeOf<EndpointInput<typeof create>>().toEqualTypeOf<
    { body: { name: string } } & { query?: { dryRun?: 'true' | 'false' } } & {
      signal?: AbortSignal;
    }
  >();
  expectTypeOf<EndpointInput<typeof getQr>>().toHaveProperty('params');
  const upload = defineEndpoint({
    method: 'PUT',
    path: '/me/avatar',
    uploadField: 'avatar',
    response: z.object({}),
  });
  expect(tagOf(upload)).toBe('me');
  expectTypeOf<EndpointInput<typeof upload>>().toHaveProperty('file').toEqualTypeOf<Blob>();
});

test('only a reply with a message may declare it at the top level', () => {
  const withMessage = defineEndpoint({
    method: 'POST',
    path: '/things/check',
    response: z.object({ message: z.string(), count: z.number() }),
    hasTopLevelMessage: true,
  });
  expect(withMessage.hasTopLevelMessage).toBe(true);
  defineEndpoint({
    method: 'POST',
    path: '/things/count',
    // @ts-expect-error — no `message` in the reply to put at the top
    response: z.object({ count: z.number() }),
    hasTopLevelMessage: true,
  });
});
