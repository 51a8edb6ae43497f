import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { mediaApi } from '@rollcall/contract/media';
import { routeOf } from '../../shared/route-of.js';
import { getMediaByToken } from './media.service.js';

/**
 * Pictures are fetched by <img> tags, which cannot send a bearer token, so each is served only
 * under its own unguessable token, never cached by shared caches and never indexed.
 */
export const mediaRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route(
    routeOf(mediaApi.get, {
      guard: 'public',
      handler: async (request, reply) => {
        const image = await getMediaByToken(app.db, request.params.token);
        return reply
          .header('Content-Type', image.contentType)
          .header('Cache-Control', 'private, max-age=86400, immutable')
          .header('X-Robots-Tag', 'noindex')
          .header('Cross-Origin-Resource-Policy', 'same-origin')
          .send(image.data);
      },
    }),
  );
};
