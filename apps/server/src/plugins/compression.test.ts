import type { AddressInfo } from 'node:net';
import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.js';
import { insertDemoAttendance, insertDemoStudents } from '../demo/generate-school.js';
import { rawChunkedResponse } from '../../test/raw-http.js';
import { useTestApp } from '../../test/test-app.js';
import { COMPRESSION_THRESHOLD_BYTES } from './compression.js';

const { t } = useTestApp();

/** A script the size of a real chunk, repetitive enough to compress as code does. */
const MAIN_SCRIPT = Array.from(
  { length: 2000 },
  (_, index) => `export const screen${index} = () => 'screen ${index}';\n`,
).join('');
const SCRIPT_URL = '/assets/index-AbC123.js';
const PRECOMPRESS_SCRIPT = path.resolve(
  import.meta.dirname,
  '../../../web/scripts/precompress.mjs',
);

let webDistDir: string;
let app: FastifyInstance;

beforeAll(async () => {
  webDistDir = await mkdtemp(path.join(os.tmpdir(), 'rollcall-web-'));
  await mkdir(path.join(webDistDir, 'assets'));
  await writeFile(path.join(webDistDir, 'assets', 'index-AbC123.js'), MAIN_SCRIPT);
  await writeFile(
    path.join(webDistDir, 'index.html'),
    `<!doctype html><title>Rollcall</title>${'<meta name="x" content="padding">'.repeat(40)}`,
  );
  // The build's own step writes the .br and .gz copies.
  await promisify(execFile)(process.execPath, [PRECOMPRESS_SCRIPT, webDistDir]);
  app = await buildApp({
    config: { jwtSecret: 'x'.repeat(40), logLevel: 'silent', webDistDir },
    database: t.database,
  });
});

afterAll(async () => {
  await app.close();
  await rm(webDistDir, { recursive: true, force: true });
});

const getScript = (acceptEncoding?: string) =>
  app.inject({
    method: 'GET',
    url: SCRIPT_URL,
    headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
  });

test('the main script goes as brotli to a browser that takes it, with its long cache', async () => {
  const response = await getScript('gzip, deflate, br, zstd');
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-encoding']).toBe('br');
  expect(response.headers['content-type']).toContain('javascript');
  expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(response.headers.vary).toContain('accept-encoding');
  expect(response.rawPayload.length).toBeLessThan(MAIN_SCRIPT.length / 5);
  expect(brotliDecompressSync(response.rawPayload).toString()).toBe(MAIN_SCRIPT);
});

test('the main script goes as gzip to a browser without brotli', async () => {
  const response = await getScript('gzip, deflate');
  expect(response.headers['content-encoding']).toBe('gzip');
  expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(response.headers.vary).toContain('accept-encoding');
  expect(gunzipSync(response.rawPayload).toString()).toBe(MAIN_SCRIPT);
});

test('without Accept-Encoding, or with identity only, the script goes as it is', async () => {
  for (const acceptEncoding of [undefined, 'identity']) {
    const response = await getScript(acceptEncoding);
    expect(response.statusCode, acceptEncoding).toBe(200);
    expect(response.headers['content-encoding'], acceptEncoding).toBeUndefined();
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers.vary).toContain('accept-encoding');
    expect(response.body).toBe(MAIN_SCRIPT);
  }
});

test('the page of a client route is compressed and never cached', async () => {
  const response = await app.inject({
    method: 'GET',
    url: '/dashboard',
    headers: { 'accept-encoding': 'br' },
  });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-encoding']).toBe('br');
  expect(response.headers['cache-control']).toBe('no-cache');
  expect(brotliDecompressSync(response.rawPayload).toString()).toContain('<title>Rollcall</title>');
});

test('API JSON over the threshold is compressed as accepted; a small reply is not', async () => {
  await insertDemoStudents(t.database.db, 30);
  const teacher = await t.signIn('teacher');
  const list = (acceptEncoding: string) =>
    teacher.request({
      method: 'GET',
      url: '/api/students?limit=30',
      headers: { 'accept-encoding': acceptEncoding },
    });
  const plain = await list('identity');
  expect(plain.headers['content-encoding']).toBeUndefined();
  expect(plain.body.length).toBeGreaterThan(COMPRESSION_THRESHOLD_BYTES);

  const brotli = await list('gzip, br');
  expect(brotli.headers['content-encoding']).toBe('br');
  expect(brotli.headers.vary).toContain('accept-encoding');
  // The same list (each student's QR code is signed afresh per request, so not the same bytes).
  const idsOf = (body: string) =>
    (JSON.parse(body) as { data: { students: { _id: string }[] } }).data.students.map(
      (student) => student._id,
    );
  expect(idsOf(brotliDecompressSync(brotli.rawPayload).toString())).toEqual(idsOf(plain.body));
  const gzipped = await list('gzip');
  expect(gzipped.headers['content-encoding']).toBe('gzip');
  expect(idsOf(gunzipSync(gzipped.rawPayload).toString())).toEqual(idsOf(plain.body));

  const health = await t.app.inject({
    method: 'GET',
    url: '/api/health',
    headers: { 'accept-encoding': 'br' },
  });
  expect(health.body.length).toBeLessThan(COMPRESSION_THRESHOLD_BYTES);
  expect(health.headers['content-encoding']).toBeUndefined();
});

test('a CSV export still streams as it is to a browser that accepts compression', async () => {
  await insertDemoAttendance(t.database.db, {
    from: '2026-03-02',
    to: '2026-03-27',
    timezone: 'America/New_York',
    startTime: '08:00',
  });
  const teacher = await t.signIn('teacher');
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = t.app.server.address() as AddressInfo;
  // Read off the wire: how many chunks the server wrote, whatever the network joined on the way.
  const response = await rawChunkedResponse(
    port,
    [
      'GET /api/attendance/export?format=csv HTTP/1.1',
      'Host: 127.0.0.1',
      `Authorization: ${teacher.headers.authorization}`,
      'Accept-Encoding: gzip, br',
      'Connection: close',
      '',
      '',
    ].join('\r\n'),
  );
  const head = response.head.toLowerCase();
  expect(head).toMatch(/^http\/1\.1 200/);
  expect(head).not.toContain('content-encoding');
  expect(head).toContain('content-type: text/csv');
  // Streamed: no length known up front, the rows written in several chunks.
  expect(head).toContain('transfer-encoding: chunked');
  expect(response.chunkSizes.length).toBeGreaterThan(1);
  const text = response.body;
  expect(text.trim().split('\n').length).toBeGreaterThan(500);
});
