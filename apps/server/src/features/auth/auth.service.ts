import { eq, sql } from 'drizzle-orm';
import { text } from '@rollcall/contract/i18n/text-key';
import {
  type LoginBody,
  type LoginResponse,
  type LoginResult,
  type TwoFactorLoginBody,
} from '@rollcall/contract/auth';
import type { Role } from '@rollcall/contract/roles';
import type { Db } from '../../db/client.js';
import { sessions, users } from '../../db/schema/users.js';
import type { Actor } from '../../shared/actor.js';
import { AppError } from '../../shared/app-error.js';
import { getMaintenance, refuseUnlessAdminDuringMaintenance } from '../../shared/maintenance.js';
import { verifyPassword } from '../../shared/passwords.js';
import {
  COOKIE_REUSE_GRACE_SECONDS,
  revokeSession,
  rotateRefreshToken,
  sessionOfRefreshToken,
  startSession,
} from '../../shared/sessions.js';
import { signAccessToken, type JwtKey } from '../../shared/tokens.js';
import type { TwoFactorKeys } from '../../shared/two-factor-crypto.js';
import * as twoFactor from '../two-factor/two-factor.service.js';
import * as signInChallenge from '../two-factor/sign-in-challenge.service.js';
import { getSettings } from '../../shared/school-settings.js';
import { getSignedInUserById } from '../users/signed-in-user.service.js';
import type { TokenSource } from '../../shared/refresh-cookie.js';

/**
 * Checks the password. Without two-factor sign-in that signs the user in; with it, the answer is
 * a challenge for the second step (`completeTwoFactorLogin`) and no session yet.
 */
export async function login(
  db: Db,
  jwtKey: JwtKey,
  now: Date,
  input: LoginBody,
  userAgent: string | undefined,
): Promise<LoginResult> {
  const [account] = await db
    .select({
      id: users.id,
      role: users.role,
      isActive: users.isActive,
      passwordHash: users.passwordHash,
      ssoOnly: users.ssoOnly,
    })
    .from(users)
    .where(eq(sql`lower(${users.email})`, input.email));
  const isPasswordRight = await verifyPassword(account?.passwordHash, input.password);
  if (!account || !isPasswordRight) throw new AppError('INVALID_CREDENTIALS');
  // Said only to someone who knows the password.
  if (!account.isActive) throw new AppError('ACCOUNT_INACTIVE');
  // Its sign-in provider decides who it is; a password kept from before does not.
  if (account.ssoOnly) throw new AppError('FORBIDDEN', text('sso.passwordSsoOnly'));
  await refuseUnlessAdminDuringMaintenance(db, account.role);

  if (await twoFactor.isTwoFactorEnabled(db, account.id)) {
    return {
      twoFactorRequired: true,
      challengeToken: await signInChallenge.createChallenge(db, now, account.id),
    };
  }
  return signIn(db, jwtKey, account, userAgent);
}

/** The second step: a code for the challenge the password step gave. */
export async function completeTwoFactorLogin(
  db: Db,
  jwtKey: JwtKey,
  keys: TwoFactorKeys,
  now: Date,
  input: TwoFactorLoginBody,
  userAgent: string | undefined,
): Promise<LoginResponse> {
  const userId = await signInChallenge.completeChallenge(db, keys, now, input);
  const [account] = await db
    .select({ id: users.id, role: users.role, isActive: users.isActive })
    .from(users)
    .where(eq(users.id, userId));
  // Deactivated in the five minutes since the password was given.
  if (!account?.isActive) throw new AppError('ACCOUNT_INACTIVE');
  return signIn(db, jwtKey, account, userAgent);
}

/** A new session for an account whose sign-in is complete (a password, a code, a provider). */
export async function signIn(
  db: Db,
  jwtKey: JwtKey,
  account: { id: string; role: Role },
  userAgent: string | undefined,
): Promise<LoginResponse> {
  await db.update(users).set({ lastLogin: new Date() }).where(eq(users.id, account.id));
  const { sessionLengthDays } = await getSettings(db);
  const { sessionId, refreshToken } = await startSession(
    db,
    sessionLengthDays,
    account.id,
    userAgent,
  );
  const accessToken = await signAccessToken(jwtKey, {
    userId: account.id,
    sessionId,
    role: account.role,
  });
  return { accessToken, refreshToken, user: await getSignedInUserById(db, account.id) };
}

/**
 * A new access token and refresh token for a refresh token. One from the web app's cookie may be
 * presented again for a few seconds (tabs reloading at once): that answer has no refresh token.
 */
export async function refresh(
  db: Db,
  jwtKey: JwtKey,
  now: Date,
  { token: refreshToken, source }: { token: string; source: TokenSource },
) {
  // Checked before the token is spent, so that it still works once maintenance is over.
  if ((await getMaintenance(db)).enabled) {
    const sessionId = await sessionOfRefreshToken(db, refreshToken);
    const [owner] = sessionId
      ? await db
          .select({ role: users.role })
          .from(sessions)
          .innerJoin(users, eq(users.id, sessions.userId))
          .where(eq(sessions.id, sessionId))
      : [];
    if (owner) await refuseUnlessAdminDuringMaintenance(db, owner.role);
  }
  const { sessionLengthDays, maxSessionDays } = await getSettings(db);
  const rotated = await rotateRefreshToken(
    db,
    {
      key: jwtKey,
      lifetimeDays: sessionLengthDays,
      maxSessionDays,
      now,
      reuseGraceSeconds: source === 'cookie' ? COOKIE_REUSE_GRACE_SECONDS : 0,
    },
    refreshToken,
  );
  const accessToken = await signAccessToken(jwtKey, rotated);
  return { accessToken, refreshToken: rotated.refreshToken };
}

/** Knowing a refresh token is proof enough to end its session, even with an expired access token. */
export async function logout(db: Db, actor: Actor | undefined, refreshToken: string | undefined) {
  const sessionId = refreshToken ? await sessionOfRefreshToken(db, refreshToken) : undefined;
  if (sessionId) await revokeSession(db, sessionId, 'signed out');
  if (actor) await revokeSession(db, actor.sessionId, 'signed out');
  return { message: text('auth.loggedOut') };
}
