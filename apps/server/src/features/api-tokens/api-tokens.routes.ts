import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiTokensApi } from '@rollcall/contract/api-tokens';
import { actorOf, requireDistrictAdmin } from '../../plugins/authenticate.js';
import { requireRecentConfirmation } from '../../shared/recent-confirmation.js';
import { routeOf } from '../../shared/route-of.js';
import { createApiToken, listApiTokens, revokeApiToken } from './api-tokens.service.js';

/** Admins only, signed in: a token cannot make or see tokens. */
export const apiTokensRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route(
    routeOf(apiTokensApi.create, {
      guard: requireDistrictAdmin,
      // A token outlives the session: a held session must not mint itself a way back in.
      preHandler: requireRecentConfirmation,
      handler: (request) => createApiToken(app.db, actorOf(request), request.body),
    }),
  );
  app.route(
    routeOf(apiTokensApi.list, {
      guard: requireDistrictAdmin,
      handler: () => listApiTokens(app.db),
    }),
  );
  app.route(
    routeOf(apiTokensApi.revoke, {
      guard: requireDistrictAdmin,
      handler: (request) => revokeApiToken(app.db, actorOf(request), request.params.id),
    }),
  );
};
