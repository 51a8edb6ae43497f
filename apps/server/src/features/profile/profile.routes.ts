import { attemptLimit, CURRENT_PASSWORD_ATTEMPTS } from '../../plugins/attempt-limits.js';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { profileApi } from '@rollcall/contract/profile';
import { actorOf, requireUser } from '../../plugins/authenticate.js';
import { routeOf } from '../../shared/route-of.js';
import { readImageUpload } from '../../shared/image-upload.js';
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
      guard: requireUser,
      preHandler: attemptLimit(app, CURRENT_PASSWORD_ATTEMPTS, (request) => actorOf(request).id),
      handler: (request) => profile.changePassword(app.db, actorOf(request), request.body),
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
