import { expect, test } from 'vitest';
import { API_PREFIX, tagOf } from '@rollcall/contract/endpoint';
import { SCHOOL_ID_HEADER } from '@rollcall/contract/schools';
import { buildApp } from '../app.js';
import { loadConfig } from '../config/env.js';
import { useTestApp } from '../../test/test-app.js';
import { CONTRACT_ENDPOINTS } from '../../test/contract-endpoints.js';

const endpoints = CONTRACT_ENDPOINTS;

const { t } = useTestApp();

test('every contract endpoint is served and documented with its schemas, and nothing else', async () => {
  const spec = (await t.app.inject({ method: 'GET', url: `${API_PREFIX}/docs/json` })).json();
  for (const endpoint of endpoints) {
    const name = `${endpoint.method} ${endpoint.path}`;
    const openApiPath = API_PREFIX + endpoint.path.replace(/:(\w+)/g, '{$1}');
    const operation = spec.paths[openApiPath]?.[endpoint.method.toLowerCase()];
    if (endpoint.isHidden) {
      expect(operation, name).toBeUndefined();
      continue;
    }
    expect(operation, name).toBeDefined();
    expect(operation.tags, name).toEqual([tagOf(endpoint)]);
    expect(operation.parameters, name).toContainEqual(
      expect.objectContaining({ name: SCHOOL_ID_HEADER, in: 'header', required: false }),
    );
    if (endpoint.params) {
      expect(
        operation.parameters.filter((p: { in: string }) => p.in === 'path'),
        name,
      ).not.toEqual([]);
    }
    if (endpoint.body) {
      expect(operation.requestBody.content['application/json'].schema, name).toBeDefined();
    }
    if (typeof endpoint.response !== 'string') {
      const reply = operation.responses[endpoint.status ?? 200].content['application/json'];
      expect(reply.schema.properties.data, name).toBeDefined();
    }
  }
  const operations = Object.values(spec.paths).flatMap((methods) => Object.keys(methods as object));
  expect(operations).toHaveLength(endpoints.filter((endpoint) => !endpoint.isHidden).length);
});

test('the API docs can be turned off (API_DOCS=off; off by default in production)', async () => {
  const withoutDocs = await buildApp({
    config: {
      jwtSecret: undefined,
      logLevel: 'silent',
      webDistDir: '/nonexistent',
      apiDocs: false,
    },
    database: t.database,
  });
  try {
    for (const url of [`${API_PREFIX}/docs`, `${API_PREFIX}/docs/json`]) {
      expect((await withoutDocs.inject({ method: 'GET', url })).statusCode, url).toBe(404);
    }
  } finally {
    await withoutDocs.close();
  }
  expect(loadConfig({}).apiDocs).toBe(true);
  expect(loadConfig({ NODE_ENV: 'production' }).apiDocs).toBe(false);
  expect(loadConfig({ NODE_ENV: 'production', API_DOCS: 'on' }).apiDocs).toBe(true);
});
