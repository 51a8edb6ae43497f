import { CONFIRMATION_WINDOW_MINUTES } from '@rollcall/contract/profile';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/client.js';
import { sessions } from '../db/schema/users.js';
import type { Actor } from './actor.js';
import { AppError } from './app-error.js';

/**
 * The window is the database's clock on both sides (set and checked with `now()`), so it does not
 * depend on the clock the app was given (tests move that one to school days).
 */
const WINDOW = sql`make_interval(mins => ${CONFIRMATION_WINDOW_MINUTES})`;

/**
 * Refuses (CONFIRMATION_REQUIRED) unless the actor's session signed in or confirmed its password
 * within the last few minutes: a session taken from an unlocked computer or a stolen token must
 * not reach every child's data in a backup, enrol its own authenticator, or move the account.
 */
export async function assertRecentlyConfirmed(db: Db, actor: Actor): Promise<void> {
  const [confirmed] = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(eq(sessions.id, actor.sessionId), gt(sessions.confirmedAt, sql`now() - ${WINDOW}`)));
  if (!confirmed) throw new AppError('CONFIRMATION_REQUIRED');
}

/** assertRecentlyConfirmed as a preHandler, after the route's guard has found the actor. */
export async function requireRecentConfirmation(request: FastifyRequest): Promise<void> {
  if (!request.actor) throw new AppError('UNAUTHENTICATED');
  await assertRecentlyConfirmed(request.server.db, request.actor);
}

/** Opens the window for the actor's session; answers when it closes. */
export async function markSessionConfirmed(db: Db, actor: Actor): Promise<Date> {
  const [row] = await db
    .update(sessions)
    .set({ confirmedAt: sql`now()` })
    .where(eq(sessions.id, actor.sessionId))
    .returning({ until: sql<string>`now() + ${WINDOW}` });
  if (!row) throw new AppError('UNAUTHENTICATED');
  return new Date(row.until);
}
