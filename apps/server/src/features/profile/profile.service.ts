import { and, desc, eq, isNull } from 'drizzle-orm';
import { text } from '@rollcall/contract/i18n/text-key';
import type { ChangePasswordBody, LanguageBody, ProfileBody } from '@rollcall/contract/profile';
import type { Db } from '../../db/client.js';
import { sessions, users } from '../../db/schema/users.js';
import type { Actor } from '../../shared/actor.js';
import { AppError } from '../../shared/app-error.js';
import { checkNewPassword } from '../../shared/password-policy.js';
import { checkOwnPassword } from '../../shared/own-password.js';
import { hashPassword } from '../../shared/passwords.js';
import { assertRecentlyConfirmed } from '../../shared/recent-confirmation.js';
import { revokeSession, revokeUserSessions } from '../../shared/sessions.js';
import { deleteMedia, storeSquareImage } from '../media/media.service.js';
import { getSignedInUserById } from '../users/signed-in-user.service.js';
import { withUniqueEmail } from '../users/users.service.js';

/** The signed-in staff member's own account: details, picture, password and devices. */

export async function updateProfile(db: Db, actor: Actor, input: ProfileBody) {
  const [current] = await db
    .select({ email: users.email })
    .from(users)
    .where(eq(users.id, actor.id));
  // The sign-in e-mail moves the account (and where its alerts go): a second check first.
  if (current && current.email.toLowerCase() !== input.email.toLowerCase()) {
    await assertRecentlyConfirmed(db, actor);
  }
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
  return {
    user: await getSignedInUserById(db, actor.id, actor.schoolId),
    message: text('auth.profileUpdated'),
  };
}

/** The header's language menu and Profile Settings: the staff member's own language alone. */
export async function updateLanguage(db: Db, actor: Actor, input: LanguageBody) {
  await db.update(users).set({ language: input.language }).where(eq(users.id, actor.id));
  return {
    user: await getSignedInUserById(db, actor.id, actor.schoolId),
    message: text('auth.profileUpdated'),
  };
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
  return {
    user: await getSignedInUserById(db, actor.id, actor.schoolId),
    message: text('auth.profileUpdated'),
  };
}

export async function changePassword(db: Db, actor: Actor, input: ChangePasswordBody) {
  await checkOwnPassword(db, actor.id, input.currentPassword, 'currentPassword');
  await checkNewPassword(db, input.newPassword, 'newPassword');
  const passwordHash = await hashPassword(input.newPassword);
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ passwordHash, mustChangePassword: false })
      .where(eq(users.id, actor.id));
    await revokeUserSessions(tx, actor.id, 'password changed', actor.sessionId);
  });
  return { message: text('auth.passwordChanged') };
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
  if (!owned) throw new AppError('NOT_FOUND', text('ownAccount.sessionNotFound'));
  await revokeSession(db, sessionId, 'signed out from another device');
  return { message: text('ownAccount.sessionSignedOut') };
}
