import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdParamsSchema, MessageSchema, successEnvelope } from '@rollcall/contract/common';
import {
  CreateUserBodySchema,
  ListUsersQuerySchema,
  UpdateUserBodySchema,
  USER_MESSAGES,
  UserListSchema,
  UserSchema,
  UserStatsSchema,
  UserWithMessageSchema,
} from '@rollcall/contract/users';
import { z } from 'zod';
import { actorOf, requireAdmin } from '../../plugins/authenticate.js';
import * as usersService from './users.service.js';

export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireAdmin);

  app.get(
    '/users',
    {
      schema: {
        tags: ['users'],
        querystring: ListUsersQuerySchema,
        response: { 200: successEnvelope(UserListSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await usersService.findUsers(app.db, request.query),
    }),
  );

  app.get(
    '/users/stats',
    { schema: { tags: ['users'], response: { 200: successEnvelope(UserStatsSchema) } } },
    async () => ({ success: true as const, data: await usersService.getUserStats(app.db) }),
  );

  app.get(
    '/users/:id',
    {
      schema: {
        tags: ['users'],
        params: IdParamsSchema,
        response: { 200: successEnvelope(z.object({ user: UserSchema })) },
      },
    },
    async (request) => ({
      success: true as const,
      data: { user: await usersService.getUserById(app.db, request.params.id) },
    }),
  );

  app.post(
    '/users',
    {
      schema: {
        tags: ['users'],
        body: CreateUserBodySchema,
        response: { 201: successEnvelope(UserWithMessageSchema) },
      },
    },
    async (request, reply) => {
      const user = await usersService.createUser(app.db, request.body);
      return reply
        .status(201)
        .send({ success: true as const, data: { user, message: USER_MESSAGES.created } });
    },
  );

  app.put(
    '/users/:id',
    {
      schema: {
        tags: ['users'],
        params: IdParamsSchema,
        body: UpdateUserBodySchema,
        response: { 200: successEnvelope(UserWithMessageSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await usersService.updateUser(
        app.db,
        actorOf(request),
        request.params.id,
        request.body,
      ),
    }),
  );

  app.delete(
    '/users/:id',
    {
      schema: {
        tags: ['users'],
        params: IdParamsSchema,
        response: { 200: successEnvelope(MessageSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await usersService.deleteUser(app.db, actorOf(request), request.params.id),
    }),
  );

  app.put(
    '/users/:id/toggle-status',
    {
      schema: {
        tags: ['users'],
        params: IdParamsSchema,
        response: { 200: successEnvelope(UserWithMessageSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await usersService.toggleUserStatus(app.db, actorOf(request), request.params.id),
    }),
  );
};
