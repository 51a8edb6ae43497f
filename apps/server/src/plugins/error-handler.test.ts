import type { AddressInfo } from 'node:net';
import { beforeAll, expect, test } from 'vitest';
import { ErrorBodySchema, ERROR_MESSAGES, type ErrorCode } from '@rollcall/contract/errors';
import { insertStudent } from '../../test/factories.js';
import { rawRequest } from '../../test/raw-http.js';
import { useTestApp } from '../../test/test-app.js';

// Errors raised before a handler runs (Node's HTTP parser, the router, the multipart parser)
// used to answer with Fastify's bare body, or a 500 for a cut-off upload.
const { t } = useTestApp({ logLevel: 'info' });
let port: number;
beforeAll(async () => {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});

const expectEnvelope = (body: string, code: ErrorCode) =>
  expect(ErrorBodySchema.parse(JSON.parse(body))).toEqual({
    success: false,
    error: { code, message: ERROR_MESSAGES[code] },
  });

test('errors from the HTTP parser and the router answer in the error envelope', async () => {
  const get = (target: string, extra = '') =>
    `GET ${target} HTTP/1.1\r\nHost: localhost\r\n${extra}Connection: close\r\n\r\n`;
  const cases: [string, string, number, ErrorCode][] = [
    ['URL over 16 KB', get(`/api/students?search=${'a'.repeat(20_000)}`), 431, 'HEADERS_TOO_LARGE'],
    ['path parameter over 100', get(`/api/students/${'a'.repeat(200)}`), 414, 'URI_TOO_LONG'],
    ['malformed URL encoding', get('/api/students/%zz'), 400, 'MALFORMED_REQUEST'],
    [
      'malformed Content-Length',
      'POST /api/auth/login HTTP/1.1\r\nHost: localhost\r\nContent-Length: abc\r\n\r\n',
      400,
      'MALFORMED_REQUEST',
    ],
    [
      'two Content-Lengths',
      'POST /api/auth/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 1\r\nContent-Length: 2\r\n\r\n{}',
      400,
      'MALFORMED_REQUEST',
    ],
  ];
  for (const [name, request, status, code] of cases) {
    const response = await rawRequest(port, request);
    expect(response.status, name).toBe(status);
    expect(response.headers['content-type'], name).toContain('application/json');
    expectEnvelope(response.body, code);
  }
  expect(t.logLines.filter((line) => line.level >= 50)).toEqual([]);
});

test('a cut-off or malformed photo upload is a 400 in the envelope, not a 500', async () => {
  const admin = await t.signIn('admin');
  const student = await insertStudent(t.database.db);
  const url = `/api/students/${student.id}/upload-photo`;
  const boundary = 'rollcallBoundary';
  const cutOff = `--${boundary}\r\nContent-Disposition: form-data; name="photo"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n\x89PNG`;
  for (const [contentType, payload] of [
    [`multipart/form-data; boundary=${boundary}`, cutOff],
    [`multipart/form-data; boundary=${boundary}`, `--${boundary}\r\nContent-Disposition: form-da`],
    ['multipart/form-data', 'no boundary at all'],
  ] as const) {
    const response = await admin.request({
      method: 'POST',
      url,
      headers: { 'content-type': contentType },
      payload,
    });
    expect(response.statusCode, payload).toBe(400);
    expect(ErrorBodySchema.parse(response.json()).error.code).toBe('MALFORMED_UPLOAD');
  }
  expect(t.logLines.filter((line) => line.level >= 50)).toEqual([]);
});
