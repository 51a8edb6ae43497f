import type { FastifyRequest } from 'fastify';
import { and, eq, isNull } from 'drizzle-orm';
import type { Role } from '@rollcall/contract/roles';
import { sessions, users } from '../db/schema/users.js';
import type { Actor } from '../features/auth/actor.js';
import { verifyAccessToken } from '../features/auth/tokens.js';
import { AppError } from '../shared/app-error.js';

declare module 'fastify' {
  interface FastifyRequest {
    actor: Actor | undefined;
  }
}

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
  const [row] = await request.server.db
    .select({ id: users.id, role: users.role })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.id, claims.sessionId),
        eq(users.id, claims.userId),
        isNull(sessions.revokedAt),
        eq(users.isActive, true),
      ),
    );
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
