import { API_PREFIX } from '@rollcall/contract/endpoint';
import { textKey } from '@rollcall/contract/i18n/text-key';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import helmet, { type HelmetOptions } from 'helmet';
import type { Db } from '../db/client.js';
import { registerAttemptClearing } from './attempt-limits.js';
import { rateLimitStoreOptions } from './rate-limit-store.js';

export const SECURITY_HEADER_OPTIONS = {
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      // Mantine writes inline style attributes; scripts stay same-origin only.
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      mediaSrc: ["'self'", 'data:', 'blob:'],
      connectSrc: ["'self'"],
      workerSrc: ["'self'", 'blob:'],
      objectSrc: ["'none'"],
      frameAncestors: ["'none'"],
      upgradeInsecureRequests: null,
    },
  },
  // The gate camera needs getUserMedia on our own origin.
  crossOriginEmbedderPolicy: false,
} satisfies HelmetOptions;

/**
 * helmet's headers for these options, computed once by running its middleware against a recorder:
 * they depend on no request, while @fastify/helmet builds the whole middleware again on every
 * request (5 % of the server's time under load). security.test.ts holds them equal to its output.
 */
function securityHeadersOf(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: string) => {
      headers[name.toLowerCase()] = value;
    },
    // Fastify sends no X-Powered-By to remove.
    removeHeader: () => {},
  };
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (error) => {
    if (error) throw error;
  });
  return headers;
}

export async function registerSecurity(
  app: FastifyInstance,
  options: { db: Db; redisUrl: string | undefined },
): Promise<void> {
  const headers = securityHeadersOf(SECURITY_HEADER_OPTIONS);
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(headers);
    // Replies of the API carry sign-in tokens, children's medical details and the like: no cache
    // (a browser's, a proxy's) keeps them. A route serving a picture says otherwise itself.
    if (request.url.startsWith(`${API_PREFIX}/`)) reply.header('cache-control', 'no-store');
    done();
  });
  // Off by default; the routes that need it (sign-in, refresh) opt in with their own limits.
  const stores = await rateLimitStoreOptions(app, options);
  app.decorate('attemptCounter', stores.counter);
  registerAttemptClearing(app);
  await app.register(rateLimit, {
    ...stores.plugin,
    global: false,
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      code: 'FST_ERR_RATE_LIMIT',
      message: textKey('common.tooManyAttempts', { seconds: Math.ceil(context.ttl / 1000) }),
    }),
  });
}
