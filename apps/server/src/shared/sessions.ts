import type { Language } from '@rollcall/contract/languages';
import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type pg from 'pg';
import type { Role } from '@rollcall/contract/roles';
import type { Db } from '../db/client.js';
import { preparedQuery, runPrepared } from '../db/prepared.js';
import { refreshTokens, sessions, users } from '../db/schema/users.js';
import { AppError } from './app-error.js';
import type { Actor } from './actor.js';
import { actingSchoolAndRole } from './acting-school.js';
import {
  hashToken,
  newRefreshToken,
  successorRefreshToken,
  type AccessClaims,
  type JwtKey,
} from './tokens.js';
import { MUST_SET_UP_TWO_FACTOR_SQL } from './two-factor-requirement.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A refresh token lives `lifetimeDays` (the school's session length, System Settings): a session
 * not used for that long ends; each use issues a new token with the then current length.
 */
async function issueRefreshToken(
  db: Db,
  sessionId: string,
  lifetimeDays: number,
  refreshToken = newRefreshToken(),
) {
  await db.insert(refreshTokens).values({
    tokenHash: hashToken(refreshToken),
    sessionId,
    expiresAt: new Date(Date.now() + lifetimeDays * DAY_MS),
  });
  return refreshToken;
}

export async function startSession(
  db: Db,
  lifetimeDays: number,
  userId: string,
  userAgent: string | undefined,
) {
  const [session] = await db
    .insert(sessions)
    .values({ userId, userAgent: userAgent?.slice(0, 300) ?? null })
    .returning({ id: sessions.id });
  if (!session) throw new Error('Session was not created');
  return {
    sessionId: session.id,
    refreshToken: await issueRefreshToken(db, session.id, lifetimeDays),
  };
}

/**
 * How long a just-spent refresh token still opens its session when it comes from the web app's
 * cookie: two tabs reloading at once both send the cookie they share, the first rotates it (and the
 * browser keeps the new one for both), and the second must not be taken for a thief. A reload can
 * also cancel a refresh after the server rotated the token and before the browser stored the new
 * cookie: the page that loads next sends the spent one, and gets the same successor again.
 */
export const COOKIE_REUSE_GRACE_SECONDS = 10;

type Rotation = {
  /** The server's key, from which each token's one successor is derived. */
  key: JwtKey;
  /** How long the new token lasts unused (the school's session length). */
  lifetimeDays: number;
  /** How long the session may last at all since its sign-in, however often used. */
  maxSessionDays: number;
  now: Date;
  /** Seconds during which a token spent a moment ago is a race, not a reuse (cookie only). */
  reuseGraceSeconds?: number;
};

/**
 * Spends a refresh token for a new one. The claim is a single conditional UPDATE, so a token works
 * once even when two requests race; presenting a spent token revokes its whole session, except
 * within `reuseGraceSeconds` of its use, when the answer is an access token and the successor the
 * first use issued, again, while that one is unspent (else the browser already holds a newer one
 * and gets none). One successor per token: a grace never forks the session.
 */
export async function rotateRefreshToken(
  db: Db,
  { key, lifetimeDays, maxSessionDays, now, reuseGraceSeconds = 0 }: Rotation,
  refreshToken: string,
): Promise<{ userId: string; role: Role; sessionId: string; refreshToken: string | undefined }> {
  const tokenHash = hashToken(refreshToken);
  const isSessionOpen = and(
    isNull(sessions.revokedAt),
    gt(sessions.createdAt, sql`now() - make_interval(days => ${maxSessionDays})`),
    eq(users.isActive, true),
  );
  // The claim checks the session and its user in the same statement: a second, simultaneous use
  // of the token (which revokes the session as a reuse) cannot undo a claim that already won.
  const [claimed] = await db
    .update(refreshTokens)
    .set({ usedAt: now })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(refreshTokens.tokenHash, tokenHash),
        isNull(refreshTokens.usedAt),
        gt(refreshTokens.expiresAt, sql`now()`),
        eq(sessions.id, refreshTokens.sessionId),
        isSessionOpen,
      ),
    )
    .returning({ sessionId: refreshTokens.sessionId, userId: users.id, role: users.role });
  const successor = await successorRefreshToken(key, refreshToken);

  if (!claimed) {
    const [spent] = await db
      .select({ sessionId: refreshTokens.sessionId, usedAt: refreshTokens.usedAt })
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, tokenHash));
    if (!spent?.usedAt) throw new AppError('INVALID_REFRESH_TOKEN');
    // Two racing requests each read the clock as they began: the token may have been spent at a
    // moment after this request's `now`. Without a grace (a body token) that is still a reuse.
    if (
      reuseGraceSeconds > 0 &&
      now.getTime() - spent.usedAt.getTime() < reuseGraceSeconds * 1000
    ) {
      const [open] = await db
        .select({ userId: users.id, role: users.role })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(and(eq(sessions.id, spent.sessionId), isSessionOpen));
      const [unspentSuccessor] = await db
        .select({ usedAt: refreshTokens.usedAt })
        .from(refreshTokens)
        .where(
          and(eq(refreshTokens.tokenHash, hashToken(successor)), isNull(refreshTokens.usedAt)),
        );
      if (open) {
        return {
          ...open,
          sessionId: spent.sessionId,
          refreshToken: unspentSuccessor ? successor : undefined,
        };
      }
    }
    await revokeSession(db, spent.sessionId, 'refresh token reused');
    throw new AppError('INVALID_REFRESH_TOKEN');
  }
  const owner = { userId: claimed.userId, role: claimed.role };

  await db
    .update(sessions)
    .set({ lastUsedAt: new Date() })
    .where(eq(sessions.id, claimed.sessionId));
  return {
    ...owner,
    sessionId: claimed.sessionId,
    refreshToken: await issueRefreshToken(db, claimed.sessionId, lifetimeDays, successor),
  };
}

export async function revokeSession(db: Db, sessionId: string, reason: string) {
  await db
    .update(sessions)
    .set({ revokedAt: new Date(), revokedReason: reason })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/** Signs a user out everywhere, or everywhere but the session that asked. */
export async function revokeUserSessions(
  db: Db,
  userId: string,
  reason: string,
  exceptSessionId?: string,
) {
  await db
    .update(sessions)
    .set({ revokedAt: new Date(), revokedReason: reason })
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        exceptSessionId ? ne(sessions.id, exceptSessionId) : undefined,
      ),
    );
}

export async function sessionOfRefreshToken(db: Db, refreshToken: string) {
  const [row] = await db
    .select({ sessionId: refreshTokens.sessionId })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, hashToken(refreshToken)));
  return row?.sessionId;
}

const openSessionQuery = preparedQuery<{
  id: string;
  mustSetUpTwoFactor: boolean;
  mustChangePassword: boolean;
  language: Language | null;
  isDistrictAdmin: boolean;
  schoolIds: string[];
  schoolRoles: Role[];
}>(
  'open_session',
  // $3, the school the request names (or null): the schools the account may act at that match
  // it, at most two (migration 0046; acting-school.ts tells one from several), and its role at
  // each (migration 0057).
  `select users.id, users.language,
          ${MUST_SET_UP_TWO_FACTOR_SQL} as "mustSetUpTwoFactor",
          users.must_change_password as "mustChangePassword",
          users.is_district_admin as "isDistrictAdmin",
          rollcall_acting_schools(users.id, $3::uuid) as "schoolIds",
          rollcall_acting_roles(users.id, $3::uuid) as "schoolRoles"
     from sessions join users on users.id = sessions.user_id
    where sessions.id = $1 and users.id = $2
      and sessions.revoked_at is null and users.is_active`,
);

/**
 * What an account held back must do before anything else (the only routes open to it then): choose
 * its own password in place of the one printed at install, then set up two-factor sign-in where
 * the school requires it of admins.
 */
export type HeldAccountStep = 'password-change' | 'two-factor-setup';

/** The refusal for an account that must first take a step other than `allowedStep`. */
export function heldAccountRefusal(
  account: { mustChangePassword: boolean | null; mustSetUpTwoFactor: boolean | null },
  allowedStep?: HeldAccountStep,
): AppError | undefined {
  if (account.mustChangePassword && allowedStep !== 'password-change') {
    return new AppError('PASSWORD_CHANGE_REQUIRED');
  }
  if (account.mustSetUpTwoFactor && !allowedStep) return new AppError('TWO_FACTOR_SETUP_REQUIRED');
  return undefined;
}

/**
 * The staff member of a signed token whose session is open and whose account is active. An account
 * held back (heldAccountRefusal) is refused unless the route is the step it must take.
 */
export async function openSessionActor(
  pool: pg.Pool,
  claims: AccessClaims,
  requestedSchool: string | null | undefined,
  allowedStep?: HeldAccountStep,
): Promise<Actor> {
  const [row] = await runPrepared(pool, openSessionQuery, [
    claims.sessionId,
    claims.userId,
    requestedSchool ?? null,
  ]);
  if (!row) throw new AppError('UNAUTHENTICATED');
  const refusal = heldAccountRefusal(row, allowedStep);
  if (refusal) throw refusal;
  return {
    id: row.id,
    sessionId: claims.sessionId,
    language: row.language,
    isDistrictAdmin: row.isDistrictAdmin,
    ...actingSchoolAndRole(requestedSchool, row),
  };
}
