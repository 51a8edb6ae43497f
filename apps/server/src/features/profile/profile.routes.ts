import {
  attemptLimit,
  CURRENT_PASSWORD_ATTEMPTS,
  TWO_FACTOR_ATTEMPTS,
} from '../../plugins/attempt-limits.js';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { profileApi } from '@rollcall/contract/profile';
import { actorOf, requireUser, requireUserInPasswordChange } from '../../plugins/authenticate.js';
import { routeOf } from '../../shared/route-of.js';
import { readImageUpload } from '../../shared/image-upload.js';
import { confirmIdentity } from './confirm-identity.service.js';
import * as profile from './profile.service.js';

/** Everyone signed in manages their own account; the endpoints stay under /auth (spec §2). */
export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route(
    routeOf(profileApi.update, {
      guard: requireUser,
      handler: (request) => profile.updateProfile(app.db, actorOf(request), request.body),
    }),
  );

  app.route(
    routeOf(profileApi.language, {
      guard: requireUser,
      handler: (request) => profile.updateLanguage(app.db, actorOf(request), request.body),
    }),
  );

  app.route(
    routeOf(profileApi.uploadAvatar, {
      guard: requireUser,
      handler: async (request) => {
        const upload = await readImageUpload(request, profileApi.uploadAvatar.uploadField);
        return profile.updateAvatar(app.db, actorOf(request), upload);
      },
    }),
  );

  app.route(
    routeOf(profileApi.changePassword, {
      guard: requireUserInPasswordChange,
      preHandler: attemptLimit(app, CURRENT_PASSWORD_ATTEMPTS, (request) => actorOf(request).id),
      handler: (request) => profile.changePassword(app.db, actorOf(request), request.body),
    }),
  );

  app.route(
    routeOf(profileApi.confirm, {
      guard: requireUser,
      // Counted as password checks, and as code checks when a code is given: a held session must
      // guess neither.
      preHandler: [
        attemptLimit(app, CURRENT_PASSWORD_ATTEMPTS, (request) => actorOf(request).id),
        attemptLimit(app, TWO_FACTOR_ATTEMPTS, (request) =>
          request.body && (request.body as { code?: string }).code
            ? actorOf(request).id
            : undefined,
        ),
      ],
      handler: (request) =>
        confirmIdentity(app.db, app.twoFactorKeys, app.clock(), actorOf(request), request.body),
    }),
  );

  app.route(
    routeOf(profileApi.sessions, {
      guard: requireUser,
      handler: (request) => profile.listSessions(app.db, actorOf(request)),
    }),
  );

  app.route(
    routeOf(profileApi.endSession, {
      guard: requireUser,
      handler: (request) => profile.endOwnSession(app.db, actorOf(request), request.params.id),
    }),
  );
};
