import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authApi } from '@rollcall/contract/auth';
import { claimsOf, requireSignedToken } from '../../plugins/authenticate.js';
import { AppError } from '../../shared/app-error.js';
import { routeOf } from '../../shared/route-of.js';
import { getSignedInUser } from '../users/users.service.js';
import * as auth from './auth.service.js';
import { verifyAccessToken } from '../../shared/tokens.js';

const LOGIN_LIMIT_PER_IP = { max: 20, timeWindow: '1 minute' };
const LOGIN_LIMIT_PER_EMAIL = { max: 10, timeWindow: '15 minutes' };

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const checkEmailLimit = app.createRateLimit({
    ...LOGIN_LIMIT_PER_EMAIL,
    keyGenerator: (request) => `login:${(request.body as { email: string }).email}`,
  });

  app.route(
    routeOf(authApi.login, {
      guard: 'public',
      config: { rateLimit: LOGIN_LIMIT_PER_IP },
      preHandler: async (request, reply) => {
        const limit = await checkEmailLimit(request);
        if (!limit.isAllowed && limit.isExceeded) {
          void reply.header('retry-after', limit.ttlInSeconds);
          throw new AppError('RATE_LIMITED');
        }
      },
      handler: (request) =>
        auth.login(app.db, app.jwtKey, request.body, request.headers['user-agent']),
    }),
  );

  app.route(
    routeOf(authApi.refresh, {
      guard: 'public',
      config: { rateLimit: LOGIN_LIMIT_PER_IP },
      handler: (request) => auth.refresh(app.db, app.jwtKey, request.body.refreshToken),
    }),
  );

  app.route(
    routeOf(authApi.logout, {
      // Signing out works with an expired access token: the refresh token names the session.
      guard: 'public',
      handler: async (request) => {
        const header = request.headers.authorization;
        const claims = header?.startsWith('Bearer ')
          ? await verifyAccessToken(app.jwtKey, header.slice(7).trim())
          : undefined;
        const actor = claims
          ? { id: claims.userId, role: claims.role, sessionId: claims.sessionId }
          : undefined;
        return auth.logout(app.db, actor, request.body?.refreshToken);
      },
    }),
  );

  app.route(
    routeOf(authApi.me, {
      // Its one statement checks the session itself (decision 003).
      guard: requireSignedToken,
      handler: async (request) => ({ user: await getSignedInUser(app.pool, claimsOf(request)) }),
    }),
  );
};
