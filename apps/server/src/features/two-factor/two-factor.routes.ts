import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { twoFactorApi } from '@rollcall/contract/two-factor';
import { attemptLimit, TWO_FACTOR_ATTEMPTS } from '../../plugins/attempt-limits.js';
import {
  actorOf,
  requireAdmin,
  requireUser,
  requireUserInTwoFactorSetup,
} from '../../plugins/authenticate.js';
import { requireRecentConfirmation } from '../../shared/recent-confirmation.js';
import { routeOf } from '../../shared/route-of.js';
import * as twoFactor from './two-factor.service.js';

/** The caller's own two-factor sign-in (paths under /auth), and an admin's reset of another's. */
export const twoFactorRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route(
    routeOf(twoFactorApi.setup, {
      guard: requireUserInTwoFactorSetup,
      preHandler: requireRecentConfirmation,
      handler: (request) => twoFactor.setupTwoFactor(app.db, app.twoFactorKeys, actorOf(request)),
    }),
  );

  app.route(
    routeOf(twoFactorApi.enable, {
      guard: requireUserInTwoFactorSetup,
      preHandler: requireRecentConfirmation,
      handler: (request) =>
        twoFactor.enableTwoFactor(
          app.db,
          app.twoFactorKeys,
          app.clock(),
          actorOf(request),
          request.body,
        ),
    }),
  );

  app.route(
    routeOf(twoFactorApi.disable, {
      guard: requireUser,
      // Counted with the sign-in's code attempts: a held session must not become a code guesser.
      preHandler: attemptLimit(app, TWO_FACTOR_ATTEMPTS, (request) => actorOf(request).id),
      handler: (request) =>
        twoFactor.disableTwoFactor(
          app.db,
          app.twoFactorKeys,
          app.clock(),
          actorOf(request),
          request.body,
        ),
    }),
  );

  app.route(
    routeOf(twoFactorApi.reset, {
      guard: requireAdmin,
      preHandler: requireRecentConfirmation,
      handler: (request) => twoFactor.resetTwoFactor(app.db, actorOf(request), request.params.id),
    }),
  );
};
