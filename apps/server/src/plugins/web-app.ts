import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { text } from '@rollcall/contract/i18n/text-key';
import { API_PREFIX } from '@rollcall/contract/endpoint';
import { AppError } from '../shared/app-error.js';
import { firstLoadPages } from './first-load-page.js';
import { METRICS_PATH } from './metrics.js';

/**
 * Serves the built web app, compressed at build time, with history fallback: any GET outside /api that is not a file gets
 * index.html, with preload hints for its first screen (first-load-page.ts). Unknown /api paths (and /metrics when it is off) answer with a JSON 404.
 */
export async function registerWebApp(app: FastifyInstance, webDistDir: string): Promise<void> {
  const hasWebApp = existsSync(path.join(webDistDir, 'index.html'));
  const pageFor = hasWebApp ? firstLoadPages(webDistDir) : undefined;
  if (hasWebApp) {
    await app.register(fastifyStatic, {
      root: webDistDir,
      wildcard: false,
      index: false,
      // The build writes each text file beside its brotli (.br) and gzip (.gz) copies
      // (apps/web/scripts/precompress.mjs): the one the browser accepts is sent as it is, with
      // `Vary: Accept-Encoding`, so a school's Wi-Fi carries a third of the bytes (issue 28).
      preCompressed: true,
      setHeaders: (reply, filePath) => {
        const isHashedAsset = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header(
          'Cache-Control',
          isHashedAsset ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const isApi = request.url === API_PREFIX || request.url.startsWith(`${API_PREFIX}/`);
    // Metrics off (no METRICS_TOKEN): a scraper hears 404, not the web app's page.
    const isMetrics = request.url.split('?')[0] === METRICS_PATH;
    if (isApi || isMetrics || !pageFor || (request.method !== 'GET' && request.method !== 'HEAD')) {
      throw new AppError(
        'NOT_FOUND',
        text('common.noSuchEndpoint', {
          method: request.method,
          path: request.url.split('?')[0] ?? '',
        }),
      );
    }
    const page = pageFor(request.url.split('?')[0] ?? '/', request.headers);
    reply
      .header('Cache-Control', 'no-cache')
      .header('Vary', 'Accept-Encoding, Accept-Language')
      .header('ETag', page.etag)
      .type('text/html; charset=utf-8');
    if (page.encoding !== 'identity') reply.header('Content-Encoding', page.encoding);
    if (request.headers['if-none-match'] === page.etag) return reply.code(304).send();
    return reply.send(request.method === 'HEAD' ? undefined : page.body);
  });
}
