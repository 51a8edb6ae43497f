import type { FastifyRequest } from 'fastify';
import type { ApiTokenScope } from '@rollcall/contract/api-tokens';
import type { Role } from '@rollcall/contract/roles';
import { requestedSchoolOf, schoolIdOf } from '../shared/acting-school.js';
import { actorOfApiToken, isApiToken } from '../shared/api-tokens.js';
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
  request.actor = await openSessionActor(
    request.server.pool,
    claimsOf(request),
    requestedSchoolOf(request),
  );
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
    requestedSchoolOf(request),
    'two-factor-setup',
  );
}

/**
 * requireUser for the password change alone: it stays open to the first administrator, held to
 * replace the password printed at install (PASSWORD_CHANGE_REQUIRED everywhere else).
 */
export async function requireUserInPasswordChange(request: FastifyRequest): Promise<void> {
  await requireSignedToken(request);
  request.actor = await openSessionActor(
    request.server.pool,
    claimsOf(request),
    requestedSchoolOf(request),
    'password-change',
  );
}

/**
 * The bearer token's signature and expiry only. For the two busiest routes alone, the check-in
 * and `GET /auth/me` (decision 003): each one's single statement checks the session and the
 * account itself, in the same round trip as its work, and a closed session is refused exactly as
 * requireUser would refuse it. Every other route uses requireUser or requireAdmin.
 */
export async function requireSignedToken(request: FastifyRequest): Promise<void> {
  const token = bearerOf(request);
  if (!token) throw new AppError('UNAUTHENTICATED');
  // A script's API token reaches only the routes of its scopes (requireAdminOrScope): here it
  // is refused, 401 when it is not a live token, 403 when it is, the attempt audited.
  if (isApiToken(token))
    await actorOfApiToken(
      request.server.db,
      token,
      undefined,
      useOf(request),
      requestedSchoolOf(request),
    );
  const claims = await verifyAccessToken(request.server.jwtKey, token);
  if (!claims) throw new AppError('UNAUTHENTICATED');
  request.tokenClaims = claims;
}

const bearerOf = (request: FastifyRequest) => {
  const header = request.headers.authorization;
  return header?.startsWith('Bearer ') ? header.slice('Bearer '.length).trim() : undefined;
};

const useOf = (request: FastifyRequest) => ({
  method: request.method,
  route: request.routeOptions.url ?? request.url,
});

/**
 * An administrator signed in, or a script with an API token whose scopes include `scope` (the
 * imports, for `import`). The token acts as the admin who made it; each use is audited.
 */
export const requireAdminOrScope =
  (scope: ApiTokenScope) =>
  async (request: FastifyRequest): Promise<void> => {
    const token = bearerOf(request);
    if (token && isApiToken(token)) {
      request.actor = await actorOfApiToken(
        request.server.db,
        token,
        scope,
        useOf(request),
        requestedSchoolOf(request),
      );
      return;
    }
    await requireAdmin(request);
  };

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

/** A district administrator: the district's schools and its own settings (issue 41). */
export async function requireDistrictAdmin(request: FastifyRequest): Promise<void> {
  await requireUser(request);
  if (!request.actor?.isDistrictAdmin) throw new AppError('FORBIDDEN');
}

/** The school a school-scoped route acts on (acting-school.ts), for a request past its guard. */
export const schoolOf = (request: FastifyRequest): string => schoolIdOf(actorOf(request));

/** The actor of a request that passed a require* guard. */
export function actorOf(request: FastifyRequest): Actor {
  if (!request.actor) throw new AppError('UNAUTHENTICATED');
  return request.actor;
}

/**
 * requireAdmin for the restore, which stays open on a new installation to the first administrator
 * still held to replace the printed password: the school's own accounts come from the backup
 * (issue 40), so choosing a password first would be for nothing.
 */
export async function requireAdminOrFirstOnNewInstallation(request: FastifyRequest): Promise<void> {
  await requireSignedToken(request);
  try {
    request.actor = await openSessionActor(
      request.server.pool,
      claimsOf(request),
      requestedSchoolOf(request),
    );
  } catch (error) {
    if (!(error instanceof AppError) || error.code !== 'PASSWORD_CHANGE_REQUIRED') throw error;
    if (!(await request.server.isNewInstallation())) throw error;
    request.actor = await openSessionActor(
      request.server.pool,
      claimsOf(request),
      requestedSchoolOf(request),
      'password-change',
    );
  }
  if (!request.actor.isDistrictAdmin) throw new AppError('FORBIDDEN');
}
