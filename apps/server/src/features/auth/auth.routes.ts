import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authApi, type LoginBody, type TwoFactorLoginBody } from '@rollcall/contract/auth';
import {
  attemptLimit,
  REFRESH_LIMIT_PER_IP,
  SIGN_IN_ATTEMPTS,
  TWO_FACTOR_ATTEMPTS,
} from '../../plugins/attempt-limits.js';
import { claimsOf, requireSignedToken } from '../../plugins/authenticate.js';
import { AppError } from '../../shared/app-error.js';
import { routeOf } from '../../shared/route-of.js';
import * as signInChallenge from '../two-factor/sign-in-challenge.service.js';
import { getSignedInUser } from '../users/signed-in-user.service.js';
import { getSettings } from '../../shared/school-settings.js';
import * as auth from './auth.service.js';
import { verifyAccessToken } from '../../shared/tokens.js';
import { requestedSchoolOf } from '../../shared/acting-school.js';
import {
  clearRefreshCookie,
  deliverTokens,
  presentedRefreshToken,
  type TokenSource,
} from '../../shared/refresh-cookie.js';

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  /** Tokens as the caller asked for them: in the body, or the refresh token in the web's cookie. */
  const deliver = async <T extends { accessToken: string; refreshToken?: string | undefined }>(
    request: FastifyRequest,
    reply: FastifyReply,
    tokens: T,
    presentedIn?: TokenSource,
  ) =>
    deliverTokens(request, reply, tokens, {
      maxSessionDays: (await getSettings(app.db)).maxSessionDays,
      presentedIn,
    });

  // By the e-mail typed, known or not, so that a refusal tells nothing about accounts.
  const limitPasswordAttempts = attemptLimit(
    app,
    SIGN_IN_ATTEMPTS,
    (request) => (request.body as LoginBody).email,
  );
  // Counted per account whose challenge it is; an unknown or spent challenge is refused anyway.
  const limitCodeAttempts = attemptLimit(app, TWO_FACTOR_ATTEMPTS, async (request) => {
    const { challengeToken } = request.body as TwoFactorLoginBody;
    return signInChallenge.challengeOwner(app.db, app.clock(), challengeToken);
  });

  app.route(
    routeOf(authApi.login, {
      guard: 'public',
      config: { rateLimit: app.signInLimitPerIp },
      preHandler: limitPasswordAttempts,
      handler: async (request, reply) => {
        const result = await auth.login(
          app.db,
          app.jwtKey,
          app.clock(),
          request.body,
          request.headers['user-agent'],
        );
        return 'accessToken' in result ? deliver(request, reply, result) : result;
      },
    }),
  );

  app.route(
    routeOf(authApi.loginTwoFactor, {
      guard: 'public',
      config: { rateLimit: app.signInLimitPerIp },
      preHandler: limitCodeAttempts,
      handler: async (request, reply) =>
        deliver(
          request,
          reply,
          await auth.completeTwoFactorLogin(
            app.db,
            app.jwtKey,
            app.twoFactorKeys,
            app.clock(),
            request.body,
            request.headers['user-agent'],
          ),
        ),
    }),
  );

  app.route(
    routeOf(authApi.refresh, {
      guard: 'public',
      config: { rateLimit: REFRESH_LIMIT_PER_IP },
      handler: async (request, reply) => {
        const presented = presentedRefreshToken(request, request.body?.refreshToken);
        if (!presented) throw new AppError('INVALID_REFRESH_TOKEN');
        return deliver(
          request,
          reply,
          await auth.refresh(app.db, app.jwtKey, app.clock(), presented),
          presented.source,
        );
      },
    }),
  );

  app.route(
    routeOf(authApi.logout, {
      // Signing out works with an expired access token: the refresh token names the session.
      guard: 'public',
      handler: async (request, reply) => {
        const presented = presentedRefreshToken(request, request.body?.refreshToken);
        const header = request.headers.authorization;
        const claims = header?.startsWith('Bearer ')
          ? await verifyAccessToken(app.jwtKey, header.slice(7).trim())
          : undefined;
        const actor = claims
          ? { id: claims.userId, role: claims.role, sessionId: claims.sessionId }
          : undefined;
        clearRefreshCookie(request, reply);
        return auth.logout(app.db, actor, presented?.token);
      },
    }),
  );

  app.route(
    routeOf(authApi.me, {
      // Its one statement checks the session itself (decision 003).
      guard: requireSignedToken,
      handler: async (request) => ({
        user: await getSignedInUser(app.pool, claimsOf(request), requestedSchoolOf(request)),
      }),
    }),
  );
};
