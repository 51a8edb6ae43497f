import { eq, sql } from 'drizzle-orm';
import { AUTH_MESSAGES, type LoginBody } from '@rollcall/contract/auth';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema/users.js';
import type { Actor } from '../../shared/actor.js';
import { AppError } from '../../shared/app-error.js';
import { verifyPassword } from '../../shared/passwords.js';
import {
  revokeSession,
  rotateRefreshToken,
  sessionOfRefreshToken,
  startSession,
} from '../../shared/sessions.js';
import { signAccessToken, type JwtKey } from '../../shared/tokens.js';
import { getUserById } from '../users/users.service.js';

export async function login(
  db: Db,
  jwtKey: JwtKey,
  input: LoginBody,
  userAgent: string | undefined,
) {
  const [account] = await db
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

  await db.update(users).set({ lastLogin: new Date() }).where(eq(users.id, account.id));
  const { sessionId, refreshToken } = await startSession(db, account.id, userAgent);
  const accessToken = await signAccessToken(jwtKey, {
    userId: account.id,
    sessionId,
    role: account.role,
  });
  return { accessToken, refreshToken, user: await getUserById(db, account.id) };
}

export async function refresh(db: Db, jwtKey: JwtKey, refreshToken: string) {
  const rotated = await rotateRefreshToken(db, refreshToken);
  const accessToken = await signAccessToken(jwtKey, rotated);
  return { accessToken, refreshToken: rotated.refreshToken };
}

/** Knowing a refresh token is proof enough to end its session, even with an expired access token. */
export async function logout(db: Db, actor: Actor | undefined, refreshToken: string | undefined) {
  const sessionId = refreshToken ? await sessionOfRefreshToken(db, refreshToken) : undefined;
  if (sessionId) await revokeSession(db, sessionId, 'signed out');
  if (actor) await revokeSession(db, actor.sessionId, 'signed out');
  return { message: AUTH_MESSAGES.loggedOut };
}
