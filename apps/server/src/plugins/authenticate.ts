import type { FastifyRequest } from 'fastify';
import type { Role } from '@rollcall/contract/roles';
import { openSessionActor } from '../shared/sessions.js';
import type { Actor } from '../shared/actor.js';
import { verifyAccessToken, type AccessClaims } from '../shared/tokens.js';
import { AppError } from '../shared/app-error.js';

declare module 'fastify' {
  interface FastifyRequest {
    actor: Actor | undefined;
    /** Set by requireSignedToken: a valid token whose session the route's own statement checks. */
    tokenClaims: AccessClaims | undefined;
  }
}

/**
 * Checks the bearer token, then that its session is still open and its user still active, so
 * that signing out, deactivation and demotion take effect at once rather than at token expiry.
 */
export async function requireUser(request: FastifyRequest): Promise<void> {
  await requireSignedToken(request);
  request.actor = await openSessionActor(request.server.pool, claimsOf(request));
}

/**
 * requireUser for the two-factor setup routes alone: they stay open to an admin whom the school's
 * requirement holds (TWO_FACTOR_SETUP_REQUIRED everywhere else) until it is set up.
 */
export async function requireUserInTwoFactorSetup(request: FastifyRequest): Promise<void> {
  await requireSignedToken(request);
  request.actor = await openSessionActor(
    request.server.pool,
    claimsOf(request),
    'two-factor-setup',
  );
}

/**
 * requireUser for the password change alone: it stays open to the first administrator, held to
 * replace the password printed at install (PASSWORD_CHANGE_REQUIRED everywhere else).
 */
export async function requireUserInPasswordChange(request: FastifyRequest): Promise<void> {
  await requireSignedToken(request);
  request.actor = await openSessionActor(request.server.pool, claimsOf(request), 'password-change');
}

/**
 * The bearer token's signature and expiry only. For the two busiest routes alone, the check-in
 * and `GET /auth/me` (decision 003): each one's single statement checks the session and the
 * account itself, in the same round trip as its work, and a closed session is refused exactly as
 * requireUser would refuse it. Every other route uses requireUser or requireAdmin.
 */
export async function requireSignedToken(request: FastifyRequest): Promise<void> {
  const header = request.headers.authorization;
  const token = header?.startsWith('Bearer ') ? header.slice('Bearer '.length).trim() : undefined;
  if (!token) throw new AppError('UNAUTHENTICATED');
  const claims = await verifyAccessToken(request.server.jwtKey, token);
  if (!claims) throw new AppError('UNAUTHENTICATED');
  request.tokenClaims = claims;
}

/** The claims of a request that passed requireSignedToken. */
export function claimsOf(request: FastifyRequest): AccessClaims {
  if (!request.tokenClaims) throw new AppError('UNAUTHENTICATED');
  return request.tokenClaims;
}

export const requireRole =
  (...roles: Role[]) =>
  async (request: FastifyRequest): Promise<void> => {
    await requireUser(request);
    if (!request.actor || !roles.includes(request.actor.role)) throw new AppError('FORBIDDEN');
  };

export const requireAdmin = requireRole('admin');

/** The actor of a request that passed a require* guard. */
export function actorOf(request: FastifyRequest): Actor {
  if (!request.actor) throw new AppError('UNAUTHENTICATED');
  return request.actor;
}
