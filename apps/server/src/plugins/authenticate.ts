import type { FastifyRequest } from 'fastify';
import type { Role } from '@rollcall/contract/roles';
import { preparedQuery, runPrepared } from '../db/prepared.js';
import type { Actor } from '../shared/actor.js';
import { verifyAccessToken } from '../shared/tokens.js';
import { AppError } from '../shared/app-error.js';

declare module 'fastify' {
  interface FastifyRequest {
    actor: Actor | undefined;
  }
}

const openSessionQuery = preparedQuery<{ id: string; role: Role }>(
  'open_session',
  `select users.id, users.role
     from sessions join users on users.id = sessions.user_id
    where sessions.id = $1 and users.id = $2
      and sessions.revoked_at is null and users.is_active`,
);

/**
 * Checks the bearer token, then that its session is still open and its user still active, so
 * that signing out, deactivation and demotion take effect at once rather than at token expiry.
 */
export async function requireUser(request: FastifyRequest): Promise<void> {
  const header = request.headers.authorization;
  const token = header?.startsWith('Bearer ') ? header.slice('Bearer '.length).trim() : undefined;
  if (!token) throw new AppError('UNAUTHENTICATED');
  const claims = await verifyAccessToken(request.server.jwtKey, token);
  if (!claims) throw new AppError('UNAUTHENTICATED');
  const [row] = await runPrepared(request.server.pool, openSessionQuery, [
    claims.sessionId,
    claims.userId,
  ]);
  if (!row) throw new AppError('UNAUTHENTICATED');
  request.actor = { id: row.id, role: row.role, sessionId: claims.sessionId };
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
