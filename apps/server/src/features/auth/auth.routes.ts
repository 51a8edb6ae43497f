import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AVATAR_FIELD,
  ChangePasswordBodySchema,
  ChangePasswordResponseSchema,
  LoginBodySchema,
  LoginResponseSchema,
  LogoutBodySchema,
  MeResponseSchema,
  ProfileBodySchema,
  ProfileResponseSchema,
  RefreshBodySchema,
  SessionListSchema,
  TokensSchema,
} from '@rollcall/contract/auth';
import { IdParamsSchema, MessageSchema, successEnvelope } from '@rollcall/contract/common';
import { actorOf, requireUser } from '../../plugins/authenticate.js';
import { AppError } from '../../shared/app-error.js';
import { readImageUpload } from '../media/image-upload.js';
import { getSignedInUser } from '../users/users.service.js';
import * as auth from './auth.service.js';
import { verifyAccessToken } from './tokens.js';

const LOGIN_LIMIT_PER_IP = { max: 20, timeWindow: '1 minute' };
const LOGIN_LIMIT_PER_EMAIL = { max: 10, timeWindow: '15 minutes' };

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const checkEmailLimit = app.createRateLimit({
    ...LOGIN_LIMIT_PER_EMAIL,
    keyGenerator: (request) => `login:${(request.body as { email: string }).email}`,
  });

  app.post(
    '/auth/login',
    {
      config: { rateLimit: LOGIN_LIMIT_PER_IP },
      schema: {
        tags: ['auth'],
        body: LoginBodySchema,
        response: { 200: successEnvelope(LoginResponseSchema) },
      },
      preHandler: async (request, reply) => {
        const limit = await checkEmailLimit(request);
        if (!limit.isAllowed && limit.isExceeded) {
          void reply.header('retry-after', limit.ttlInSeconds);
          throw new AppError('RATE_LIMITED');
        }
      },
    },
    async (request) => ({
      success: true as const,
      data: await auth.login(app, request.body, request.headers['user-agent']),
    }),
  );

  app.post(
    '/auth/refresh',
    {
      config: { rateLimit: LOGIN_LIMIT_PER_IP },
      schema: {
        tags: ['auth'],
        body: RefreshBodySchema,
        response: { 200: successEnvelope(TokensSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await auth.refresh(app, request.body.refreshToken),
    }),
  );

  app.post(
    '/auth/logout',
    {
      schema: {
        tags: ['auth'],
        body: LogoutBodySchema.nullish(),
        response: { 200: successEnvelope(MessageSchema) },
      },
    },
    async (request) => {
      const header = request.headers.authorization;
      const claims = header?.startsWith('Bearer ')
        ? await verifyAccessToken(app.jwtKey, header.slice(7).trim())
        : undefined;
      const actor = claims
        ? { id: claims.userId, role: claims.role, sessionId: claims.sessionId }
        : undefined;
      return {
        success: true as const,
        data: await auth.logout(app.db, request.body?.refreshToken, actor),
      };
    },
  );

  app.get(
    '/auth/me',
    {
      onRequest: requireUser,
      schema: { tags: ['auth'], response: { 200: successEnvelope(MeResponseSchema) } },
    },
    async (request) => ({
      success: true as const,
      data: { user: await getSignedInUser(app.pool, actorOf(request).id) },
    }),
  );

  app.put(
    '/auth/profile',
    {
      onRequest: requireUser,
      schema: {
        tags: ['auth'],
        body: ProfileBodySchema,
        response: { 200: successEnvelope(ProfileResponseSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await auth.updateProfile(app.db, actorOf(request), request.body),
    }),
  );

  app.put(
    '/auth/avatar',
    {
      onRequest: requireUser,
      schema: {
        tags: ['auth'],
        consumes: ['multipart/form-data'],
        response: { 200: successEnvelope(ProfileResponseSchema) },
      },
    },
    async (request) => {
      const upload = await readImageUpload(request, AVATAR_FIELD);
      return {
        success: true as const,
        data: await auth.updateAvatar(app.db, actorOf(request), upload),
      };
    },
  );

  app.put(
    '/auth/change-password',
    {
      onRequest: requireUser,
      schema: {
        tags: ['auth'],
        body: ChangePasswordBodySchema,
        response: { 200: successEnvelope(ChangePasswordResponseSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await auth.changePassword(app.db, actorOf(request), request.body),
    }),
  );

  app.get(
    '/auth/sessions',
    {
      onRequest: requireUser,
      schema: { tags: ['auth'], response: { 200: successEnvelope(SessionListSchema) } },
    },
    async (request) => ({
      success: true as const,
      data: await auth.listSessions(app.db, actorOf(request)),
    }),
  );

  app.delete(
    '/auth/sessions/:id',
    {
      onRequest: requireUser,
      schema: {
        tags: ['auth'],
        params: IdParamsSchema,
        response: { 200: successEnvelope(MessageSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await auth.endOwnSession(app.db, actorOf(request), request.params.id),
    }),
  );
};
