import type { FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import type { Db } from '../db/client.js';
import { rateLimitStoreOptions } from './rate-limit-store.js';

export async function registerSecurity(
  app: FastifyInstance,
  options: { db: Db; redisUrl: string | undefined },
): Promise<void> {
  await app.register(helmet, {
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
  });
  // Off by default; the routes that need it (sign-in, refresh) opt in with their own limits.
  await app.register(rateLimit, {
    ...(await rateLimitStoreOptions(app, options)),
    global: false,
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      code: 'FST_ERR_RATE_LIMIT',
      message: `Too many attempts. Please wait ${Math.ceil(context.ttl / 1000)} seconds and try again.`,
    }),
  });
}
