import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../shared/app-error.js';

/** Sign-in attempts from one address (the routes' own `config.rateLimit`). */
export const LOGIN_LIMIT_PER_IP = { max: 20, timeWindow: '1 minute' };
/** Password attempts for one e-mail address. */
export const LOGIN_LIMIT_PER_EMAIL = { max: 10, timeWindow: '15 minutes' };
/**
 * Two-factor code attempts for one account, at sign-in and when turning it off together: with
 * three codes valid at a time, five tries per quarter hour leave a guesser one chance in 66,000.
 */
export const TWO_FACTOR_LIMIT_PER_USER = { max: 5, timeWindow: '15 minutes' };
export const twoFactorAttemptsKey = (userId: string) => `two-factor:${userId}`;

const NOT_COUNTED = '';

/**
 * A preHandler counting attempts under the key `keyOf` gives (none: not counted) in the sign-in
 * limiter's store, which every server process shares (Redis or the database), and refusing with
 * 429 and Retry-After in the error envelope once the limit is passed.
 */
export function attemptLimit(
  app: FastifyInstance,
  limit: { max: number; timeWindow: string },
  keyOf: (request: FastifyRequest) => Promise<string | undefined> | string | undefined,
) {
  const check = app.createRateLimit({
    ...limit,
    keyGenerator: async (request) => (await keyOf(request)) ?? NOT_COUNTED,
    allowList: (_request, key) => key === NOT_COUNTED,
  });
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const result = await check(request);
    if (!result.isAllowed && result.isExceeded) {
      void reply.header('retry-after', result.ttlInSeconds);
      throw new AppError('RATE_LIMITED');
    }
  };
}
