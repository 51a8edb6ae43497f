import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.js';
import { useTestApp } from '../../test/test-app.js';

const { t } = useTestApp();

const PAGE = `<!doctype html><html><head><title>Rollcall</title><script type="module" src="/assets/index-E1.js"></script></head><body><div id="root"></div></body></html>`;
const textsOf = (language: string) => [
  `/assets/common-${language}.js`,
  `/assets/contract-${language}.js`,
];
/** As apps/web/scripts/first-load-hints.mjs writes it. */
const HINTS = {
  screens: [
    {
      paths: ['/login'],
      files: Object.fromEntries(
        ['en', 'es', 'fr'].map((language) => [
          language,
          ['/assets/login-route-L1.js', '/assets/login-route-L1.css', ...textsOf(language)],
        ]),
      ),
    },
  ],
  other: Object.fromEntries(['en', 'es', 'fr'].map((language) => [language, textsOf(language)])),
};

let withHints: FastifyInstance;
let withoutHints: FastifyInstance;
const distDirs: string[] = [];

async function appServing(hints: object | undefined) {
  const webDistDir = await mkdtemp(path.join(os.tmpdir(), 'rollcall-web-'));
  distDirs.push(webDistDir);
  await mkdir(path.join(webDistDir, '.vite'));
  await writeFile(path.join(webDistDir, 'index.html'), PAGE);
  if (hints) {
    await writeFile(path.join(webDistDir, '.vite', 'first-load.json'), JSON.stringify(hints));
  }
  return buildApp({
    config: { jwtSecret: 'x'.repeat(40), logLevel: 'silent', webDistDir },
    database: t.database,
  });
}

beforeAll(async () => {
  withHints = await appServing(HINTS);
  withoutHints = await appServing(undefined);
});

afterAll(async () => {
  await withHints.close();
  await withoutHints.close();
  await Promise.all(distDirs.map((dir) => rm(dir, { recursive: true, force: true })));
});

const getPage = (app: FastifyInstance, url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers });

const preloads = (html: string) =>
  [...html.matchAll(/<link rel="(modulepreload|preload)"[^>]* href="([^"]+)">/g)].map(
    (match) => match[2],
  );

test("the sign-in page names its screen's chunks and the browser's language's texts", async () => {
  const response = await getPage(withHints, '/login?next=%2Fstudents', {
    'accept-language': 'fr-CA,fr;q=0.9,en;q=0.8',
  });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toContain('text/html');
  expect(response.headers['cache-control']).toBe('no-cache');
  expect(response.headers.vary).toContain('Accept-Language');
  expect(preloads(response.body)).toEqual([
    '/assets/login-route-L1.js',
    '/assets/login-route-L1.css',
    '/assets/common-fr.js',
    '/assets/contract-fr.js',
  ]);
  // A style sheet is preloaded as a style, a chunk as a module; the page's own script is kept.
  expect(response.body).toContain('rel="preload" as="style"');
  expect(response.body).toContain('<script type="module" src="/assets/index-E1.js"></script>');
});

test('a language Rollcall does not speak, or none, gets the English texts', async () => {
  for (const acceptLanguage of ['de-DE,de;q=0.9', undefined]) {
    const headers: Record<string, string> = acceptLanguage
      ? { 'accept-language': acceptLanguage }
      : {};
    const response = await getPage(withHints, '/login', headers);
    expect(preloads(response.body), acceptLanguage).toContain('/assets/contract-en.js');
  }
});

test('a page without a first screen of its own names only the first texts', async () => {
  const response = await getPage(withHints, '/students', { 'accept-language': 'es' });
  expect(response.statusCode).toBe(200);
  expect(preloads(response.body)).toEqual(['/assets/common-es.js', '/assets/contract-es.js']);
});

test('the page goes compressed as accepted, each encoding with its own tag, and revalidates', async () => {
  const brotli = await getPage(withHints, '/login', { 'accept-encoding': 'gzip, deflate, br' });
  expect(brotli.headers['content-encoding']).toBe('br');
  const page = brotliDecompressSync(brotli.rawPayload).toString();
  expect(preloads(page)).toContain('/assets/login-route-L1.js');

  const gzipped = await getPage(withHints, '/login', { 'accept-encoding': 'gzip' });
  expect(gzipped.headers['content-encoding']).toBe('gzip');
  expect(gunzipSync(gzipped.rawPayload).toString()).toBe(page);
  expect(gzipped.headers.etag).not.toBe(brotli.headers.etag);

  const again = await getPage(withHints, '/login', {
    'accept-encoding': 'gzip, deflate, br',
    'if-none-match': String(brotli.headers.etag),
  });
  expect(again.statusCode).toBe(304);
  expect(again.body).toBe('');
  // Another language is another page.
  const french = await getPage(withHints, '/login', {
    'accept-encoding': 'gzip, deflate, br',
    'accept-language': 'fr',
    'if-none-match': String(brotli.headers.etag),
  });
  expect(french.statusCode).toBe(200);
});

test("without the build's hints the page goes as built", async () => {
  const response = await getPage(withoutHints, '/login');
  expect(response.statusCode).toBe(200);
  expect(response.body).toBe(PAGE);
});

test('HEAD answers the headers alone', async () => {
  const response = await withHints.inject({ method: 'HEAD', url: '/login' });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toContain('text/html');
  expect(response.body).toBe('');
});
