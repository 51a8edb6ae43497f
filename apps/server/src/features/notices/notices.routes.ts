import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { noticesApi } from '@rollcall/contract/notices';
import { actorOf, requireUser } from '../../plugins/authenticate.js';
import { routeOf } from '../../shared/route-of.js';
import { noticesFor } from './notices.service.js';

/** The header's bell: what waits for the signed-in administrator. */
export const noticesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route(
    routeOf(noticesApi.list, {
      guard: requireUser,
      handler: async (request) => ({
        notices: await noticesFor(app.db, actorOf(request), app.clock()),
      }),
    }),
  );
};
