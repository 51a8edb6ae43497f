import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import {
  AUTH_MESSAGES,
  type ChangePasswordBody,
  type LoginBody,
  type ProfileBody,
} from '@rollcall/contract/auth';
import { ERROR_MESSAGES } from '@rollcall/contract/errors';
import type { Db } from '../../db/client.js';
import { sessions, users } from '../../db/schema/users.js';
import { AppError } from '../../shared/app-error.js';
import { deleteMedia, storeSquareImage } from '../media/media.service.js';
import { getUserById, withUniqueEmail } from '../users/users.service.js';
import type { Actor } from '../../shared/actor.js';
import { hashPassword, verifyPassword } from '../../shared/passwords.js';
import {
  revokeSession,
  revokeUserSessions,
  rotateRefreshToken,
  sessionOfRefreshToken,
  startSession,
} from '../../shared/sessions.js';
import { signAccessToken, type JwtKey } from '../../shared/tokens.js';

type AuthContext = { db: Db; jwtKey: JwtKey };

export async function login(ctx: AuthContext, input: LoginBody, userAgent: string | undefined) {
  const [account] = await ctx.db
    .select({
      id: users.id,
      role: users.role,
      isActive: users.isActive,
      passwordHash: users.passwordHash,
    })
    .from(users)
    .where(eq(sql`lower(${users.email})`, input.email));
  const isPasswordRight = await verifyPassword(account?.passwordHash, input.password);
  if (!account || !isPasswordRight) throw new AppError('INVALID_CREDENTIALS');
  // Said only to someone who knows the password.
  if (!account.isActive) throw new AppError('ACCOUNT_INACTIVE');

  await ctx.db.update(users).set({ lastLogin: new Date() }).where(eq(users.id, account.id));
  const { sessionId, refreshToken } = await startSession(ctx.db, account.id, userAgent);
  const accessToken = await signAccessToken(ctx.jwtKey, {
    userId: account.id,
    sessionId,
    role: account.role,
  });
  return { accessToken, refreshToken, user: await getUserById(ctx.db, account.id) };
}

export async function refresh(ctx: AuthContext, refreshToken: string) {
  const rotated = await rotateRefreshToken(ctx.db, refreshToken);
  const accessToken = await signAccessToken(ctx.jwtKey, rotated);
  return { accessToken, refreshToken: rotated.refreshToken };
}

/** Knowing a refresh token is proof enough to end its session, even with an expired access token. */
export async function logout(db: Db, refreshToken: string | undefined, actor: Actor | undefined) {
  const sessionId = refreshToken ? await sessionOfRefreshToken(db, refreshToken) : undefined;
  if (sessionId) await revokeSession(db, sessionId, 'signed out');
  if (actor) await revokeSession(db, actor.sessionId, 'signed out');
  return { message: AUTH_MESSAGES.loggedOut };
}

export async function updateProfile(db: Db, actor: Actor, input: ProfileBody) {
  await withUniqueEmail(() =>
    db
      .update(users)
      .set({
        name: input.name,
        email: input.email,
        phoneNumber: input.phoneNumber ?? null,
        department: input.department ?? null,
        bio: input.bio ?? null,
      })
      .where(eq(users.id, actor.id)),
  );
  return { user: await getUserById(db, actor.id), message: AUTH_MESSAGES.profileUpdated };
}

export async function updateAvatar(
  db: Db,
  actor: Actor,
  upload: { mimetype: string; data: Buffer },
) {
  const image = await storeSquareImage(db, upload);
  const [previous] = await db
    .select({ mediaId: users.avatarMediaId })
    .from(users)
    .where(eq(users.id, actor.id));
  await db.update(users).set({ avatarMediaId: image.id }).where(eq(users.id, actor.id));
  if (previous?.mediaId) await deleteMedia(db, previous.mediaId);
  return { user: await getUserById(db, actor.id), message: AUTH_MESSAGES.profileUpdated };
}

export async function changePassword(db: Db, actor: Actor, input: ChangePasswordBody) {
  const [account] = await db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, actor.id));
  if (!(await verifyPassword(account?.passwordHash, input.currentPassword))) {
    throw new AppError('WRONG_CURRENT_PASSWORD', undefined, {
      currentPassword: ERROR_MESSAGES.WRONG_CURRENT_PASSWORD,
    });
  }
  const passwordHash = await hashPassword(input.newPassword);
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash }).where(eq(users.id, actor.id));
    await revokeUserSessions(tx, actor.id, 'password changed', actor.sessionId);
  });
  return { message: AUTH_MESSAGES.passwordChanged };
}

export async function listSessions(db: Db, actor: Actor) {
  const rows = await db
    .select()
    .from(sessions)
    .where(and(eq(sessions.userId, actor.id), isNull(sessions.revokedAt)))
    .orderBy(desc(sessions.lastUsedAt));
  return {
    sessions: rows.map((row) => ({
      _id: row.id,
      userAgent: row.userAgent,
      createdAt: row.createdAt.toISOString(),
      lastUsedAt: row.lastUsedAt.toISOString(),
      isCurrent: row.id === actor.sessionId,
    })),
  };
}

export async function endOwnSession(db: Db, actor: Actor, sessionId: string) {
  const [owned] = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, actor.id)));
  if (!owned) throw new AppError('NOT_FOUND', 'Session not found');
  await revokeSession(db, sessionId, 'signed out from another device');
  return { message: 'Session signed out' };
}
