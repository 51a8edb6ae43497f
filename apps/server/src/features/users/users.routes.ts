import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { text } from '@rollcall/contract/i18n/text-key';
import { usersApi } from '@rollcall/contract/users';
import { actorOf, requireAdmin } from '../../plugins/authenticate.js';
import { routeOf } from '../../shared/route-of.js';
import { findUsers, getUserStats } from './user-list.service.js';
import * as usersService from './users.service.js';

export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  const guard = requireAdmin;

  app.route(
    routeOf(usersApi.list, {
      guard,
      handler: (request) => findUsers(app.db, actorOf(request), request.query),
    }),
  );

  app.route(
    routeOf(usersApi.stats, {
      guard,
      handler: (request) => getUserStats(app.db, actorOf(request)),
    }),
  );

  app.route(
    routeOf(usersApi.get, {
      guard,
      handler: async (request) => ({
        user: await usersService.getUserById(
          app.db,
          request.params.id,
          actorOf(request).schoolId,
          actorOf(request),
        ),
      }),
    }),
  );

  app.route(
    routeOf(usersApi.create, {
      guard,
      handler: async (request) => ({
        user: await usersService.createUser(app.db, actorOf(request), request.body),
        message: text('users.created'),
      }),
    }),
  );

  app.route(
    routeOf(usersApi.update, {
      guard,
      handler: (request) =>
        usersService.updateUser(app.db, actorOf(request), request.params.id, request.body),
    }),
  );

  app.route(
    routeOf(usersApi.delete, {
      guard,
      handler: (request) => usersService.deleteUser(app.db, actorOf(request), request.params.id),
    }),
  );

  app.route(
    routeOf(usersApi.toggleStatus, {
      guard,
      handler: (request) =>
        usersService.toggleUserStatus(app.db, actorOf(request), request.params.id),
    }),
  );
};
