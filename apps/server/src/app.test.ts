import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from 'vitest';
import { buildApp } from './app.js';
import { useTestApp } from '../test/test-app.js';

const { t } = useTestApp();

test('GET /api/health answers with the database kind', async () => {
  const response = await t.app.inject({ method: 'GET', url: '/api/health' });
  expect(response.statusCode).toBe(200);
  expect(response.json().data).toMatchObject({
    status: 'ok',
    database: t.database.kind,
  });
});

test('malformed JSON is a 400 in the error envelope, never a 500', async () => {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers: { 'content-type': 'application/json' },
    payload: '{"email": "a@b.c", ',
  });
  expect(response.statusCode).toBe(400);
  expect(response.json()).toEqual({
    success: false,
    error: { code: 'MALFORMED_JSON', message: 'The request body is not valid JSON.' },
  });
});

test('a prototype-poisoning body is refused', async () => {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers: { 'content-type': 'application/json' },
    payload: '{"__proto__": {"admin": true}, "email": "a@b.co", "password": "x"}',
  });
  expect(response.statusCode).toBe(400);
});

test('a body over the limit is 413', async () => {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify({ email: 'a@b.co', password: 'x'.repeat(2 * 1024 * 1024) }),
  });
  expect(response.statusCode).toBe(413);
  expect(response.json().error.code).toBe('PAYLOAD_TOO_LARGE');
});

test('an unsupported content type is 415', async () => {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers: { 'content-type': 'text/xml' },
    payload: '<login/>',
  });
  expect(response.statusCode).toBe(415);
  expect(response.json().success).toBe(false);
});

test('unknown /api paths get a JSON 404', async () => {
  const response = await t.app.inject({ method: 'GET', url: '/api/does-not-exist?x=1' });
  expect(response.statusCode).toBe(404);
  expect(response.json()).toEqual({
    success: false,
    error: { code: 'NOT_FOUND', message: 'No such endpoint: GET /api/does-not-exist' },
  });
  const french = await t.app.inject({
    method: 'GET',
    url: '/api/does-not-exist',
    headers: { 'accept-language': 'fr' },
  });
  expect(french.json().error.message).toBe(
    'Adresse de l’API inconnue\u00a0: GET /api/does-not-exist',
  );
});

test('responses carry security headers', async () => {
  const response = await t.app.inject({ method: 'GET', url: '/api/health' });
  expect(response.headers['content-security-policy']).toContain("default-src 'self'");
  expect(response.headers['x-content-type-options']).toBe('nosniff');
  expect(response.headers['strict-transport-security']).toBeDefined();
  expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
});

test('the OpenAPI document lists the API and the docs page is served', async () => {
  const spec = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
  expect(spec.statusCode).toBe(200);
  const paths = Object.keys(spec.json().paths);
  expect(paths).toEqual(
    expect.arrayContaining(['/api/auth/login', '/api/users', '/api/users/{id}/toggle-status']),
  );
  const page = await t.app.inject({ method: 'GET', url: '/api/docs/' });
  expect(page.statusCode).toBe(200);
  expect(page.headers['content-type']).toContain('text/html');
});

test('an unexpected error is a 500 with no internals in the body', async () => {
  const webDistDir = await mkdtemp(path.join(os.tmpdir(), 'rollcall-web-'));
  const app = await buildApp({
    config: { jwtSecret: 'x'.repeat(40), logLevel: 'silent', webDistDir },
    database: t.database,
  });
  app.get('/api/boom', async () => {
    throw new Error('connection string postgres://secret@host');
  });
  const response = await app.inject({ method: 'GET', url: '/api/boom' });
  expect(response.statusCode).toBe(500);
  expect(response.body).not.toContain('secret');
  expect(response.json().error).toEqual({
    code: 'INTERNAL',
    message: 'Something went wrong on our side. Please try again.',
  });
  await app.close();
  await rm(webDistDir, { recursive: true, force: true });
});

test('the web app is served with history fallback for client routes', async () => {
  const webDistDir = await mkdtemp(path.join(os.tmpdir(), 'rollcall-web-'));
  await writeFile(path.join(webDistDir, 'index.html'), '<!doctype html><title>Rollcall</title>');
  const app = await buildApp({
    config: { jwtSecret: 'x'.repeat(40), logLevel: 'silent', webDistDir },
    database: t.database,
  });
  for (const url of ['/', '/users', '/students?action=add']) {
    const response = await app.inject({ method: 'GET', url });
    expect(response.statusCode, url).toBe(200);
    expect(response.body).toContain('<title>Rollcall</title>');
  }
  expect((await app.inject({ method: 'GET', url: '/api/users-typo' })).statusCode).toBe(404);
  expect((await app.inject({ method: 'POST', url: '/users' })).statusCode).toBe(404);
  await app.close();
  await rm(webDistDir, { recursive: true, force: true });
});
