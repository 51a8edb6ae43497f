import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { text } from '@rollcall/contract/i18n/text-key';
import { AppError } from '../shared/app-error.js';

/**
 * Sign-in attempts from one address, right or wrong (the routes' own `config.rateLimit`): only
 * against a flood, since a school's staff often sign in at once behind one public address (every
 * browser signs in for itself now that its refresh token is a cookie); guessing is stopped by the
 * wrong-attempt counts below.
 */
export const LOGIN_LIMIT_PER_IP = { max: 120, timeWindow: '1 minute' };
/**
 * The web app refreshes on every page load (its access token lives in the page's memory), and a
 * school's staff often share one public address; a refresh token is 256 random bits, so this limit
 * only keeps one address from flooding the server.
 */
export const REFRESH_LIMIT_PER_IP = { max: 300, timeWindow: '1 minute' };

/**
 * How many wrong attempts one account may take in a window: from one address, and from all
 * addresses together. Counted per (account, address), someone who knows an admin's e-mail cannot
 * keep that admin out by failing from elsewhere; the much higher per-account ceiling still stops
 * credential stuffing spread over many addresses.
 */
export type AttemptPolicy = {
  /** Names the count, so that kinds of attempt do not share one. */
  kind: string;
  perAddress: number;
  perAccount: number;
  windowMinutes: number;
};

/** Passwords at sign-in, by the e-mail typed. */
export const SIGN_IN_ATTEMPTS: AttemptPolicy = {
  kind: 'sign-in',
  perAddress: 10,
  perAccount: 100,
  windowMinutes: 15,
};

/**
 * The current password asked again of a signed-in user (password change, restore and reset
 * confirmations): a held session must not become a password guesser.
 */
export const CURRENT_PASSWORD_ATTEMPTS: AttemptPolicy = {
  kind: 'current-password',
  perAddress: 10,
  perAccount: 30,
  windowMinutes: 15,
};

/**
 * Two-factor codes, at sign-in and when turning it off together: with three codes valid at a
 * time, five tries a quarter hour from one address leave a guesser one chance in 66,000, and ten
 * from everywhere one in 33,000.
 */
export const TWO_FACTOR_ATTEMPTS: AttemptPolicy = {
  kind: 'two-factor',
  perAddress: 5,
  perAccount: 10,
  windowMinutes: 15,
};

/** The counts a request's attempt was added to, cleared when it turns out right. */
const countedKeys = new WeakMap<FastifyRequest, string[]>();

/**
 * A preHandler counting the attempt for the account `accountOf` names (none: not counted) before
 * it is checked, and refusing with 429, the wait in the message and Retry-After once the account
 * has had its share of wrong ones. Counting first means parallel guesses cannot all slip in under
 * the limit; an attempt that succeeds (a reply below 400) clears its account's counts, so only
 * wrong attempts add up: staff signing in on six computers in a quarter hour are never refused.
 */
export function attemptLimit(
  app: FastifyInstance,
  policy: AttemptPolicy,
  accountOf: (request: FastifyRequest) => Promise<string | undefined> | string | undefined,
) {
  const windowMs = policy.windowMinutes * 60_000;
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const account = await accountOf(request);
    if (account === undefined) return;
    const accountKey = `attempts:${policy.kind}:${account}`;
    const addressKey = `${accountKey}@${request.ip}`;
    // The address first: one that is locked out adds nothing to the account's ceiling, so it
    // cannot lock the account for everyone by going on.
    const fromAddress = await app.attemptCounter.hit(addressKey, windowMs);
    if (fromAddress.current > policy.perAddress) refuse(reply, fromAddress.ttl);
    const fromAnywhere = await app.attemptCounter.hit(accountKey, windowMs);
    if (fromAnywhere.current > policy.perAccount) refuse(reply, fromAnywhere.ttl);
    countedKeys.set(request, [addressKey, accountKey]);
  };
}

function refuse(reply: FastifyReply, ttlMs: number): never {
  const seconds = Math.max(1, Math.ceil(ttlMs / 1000));
  void reply.header('retry-after', seconds);
  throw new AppError('RATE_LIMITED', waitWording(seconds));
}

const waitWording = (seconds: number) =>
  seconds < 120
    ? text('common.tooManyAttempts', { seconds })
    : text('common.tooManyAttemptsMinutes', { minutes: Math.ceil(seconds / 60) });

/** A right attempt forgets the wrong ones of its account (from its address, and the ceiling's). */
export function registerAttemptClearing(app: FastifyInstance) {
  app.addHook('onSend', async (request, reply, payload) => {
    const keys = countedKeys.get(request);
    if (keys && reply.statusCode < 400) await app.attemptCounter.clear(keys);
    return payload;
  });
}
