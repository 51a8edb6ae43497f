import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { text, type Text } from '@rollcall/contract/i18n/text-key';
import {
  RECOVERY_CODE_COUNT,
  type DisableTwoFactorBody,
  type EnableTwoFactorBody,
} from '@rollcall/contract/two-factor';
import type { Db } from '../../db/client.js';
import {
  twoFactorChallenges,
  twoFactorRecoveryCodes,
  twoFactorSecrets,
} from '../../db/schema/two-factor.js';
import type { Actor } from '../../shared/actor.js';
import { AppError } from '../../shared/app-error.js';
import { recordAudit } from '../../shared/audit.js';
import { checkOwnPassword } from '../../shared/own-password.js';
import { revokeUserSessions } from '../../shared/sessions.js';
import {
  decryptSecret,
  encryptSecret,
  hashRecoveryCode,
  newRecoveryCode,
  type TwoFactorKeys,
} from '../../shared/two-factor-crypto.js';
import { getSettings } from '../../shared/school-settings.js';
import { getUserById } from '../users/users.service.js';
import { assertManagesAccount } from '../users/memberships.service.js';
import { checkCode } from './two-factor-codes.js';
import { newTotpSecret, otpauthUri, totpStepOf } from './totp.js';

const DEFAULT_ISSUER = 'Rollcall';

/** "Rollcall (Springfield High)": the app and the school, as the authenticator lists it. */
function issuerFor(schoolName: string): string {
  // A colon would split the URI's label into issuer and account.
  const school = schoolName.replace(/:/g, ' ').trim();
  return school ? `${DEFAULT_ISSUER} (${school})` : DEFAULT_ISSUER;
}

/** A new pending secret for the caller; one not yet confirmed is replaced. */
export async function setupTwoFactor(db: Db, keys: TwoFactorKeys, actor: Actor) {
  const secret = newTotpSecret();
  const secretCiphertext = encryptSecret(keys, actor.id, secret);
  // One statement: an enabled secret is never overwritten, even by a racing setup.
  const [stored] = await db
    .insert(twoFactorSecrets)
    .values({ userId: actor.id, secretCiphertext })
    .onConflictDoUpdate({
      target: twoFactorSecrets.userId,
      set: { secretCiphertext, createdAt: sql`now()`, lastUsedStep: null },
      setWhere: isNull(twoFactorSecrets.enabledAt),
    })
    .returning({ userId: twoFactorSecrets.userId });
  if (!stored) throw new AppError('TWO_FACTOR_ALREADY_ENABLED');
  const [user, settings] = await Promise.all([getUserById(db, actor.id), getSettings(db)]);
  return { secret, otpauthUri: otpauthUri(issuerFor(settings.schoolName), user.email, secret) };
}

/** On the signed-in screens a wrong code is the code field's error… */
const wrongCodeField = (message: Text = text('errors.WRONG_TWO_FACTOR_CODE')) =>
  new AppError('WRONG_TWO_FACTOR_CODE', message, { code: message });

const recoveryCodeRows = (keys: TwoFactorKeys, userId: string, codes: string[]) =>
  codes.map((code) => ({ userId, codeHash: hashRecoveryCode(keys, code) }));

/**
 * Confirms the pending secret with a code from the app and turns two-factor sign-in on. Answers
 * ten new recovery codes, once. The caller's other sessions, which signed in without a second
 * step, are signed out.
 */
export async function enableTwoFactor(
  db: Db,
  keys: TwoFactorKeys,
  now: Date,
  actor: Actor,
  input: EnableTwoFactorBody,
) {
  const recoveryCodes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  await db.transaction(async (tx) => {
    const [pending] = await tx
      .select()
      .from(twoFactorSecrets)
      .where(eq(twoFactorSecrets.userId, actor.id))
      .for('update');
    if (pending?.enabledAt) throw new AppError('TWO_FACTOR_ALREADY_ENABLED');
    const secret = pending && decryptSecret(keys, actor.id, pending.secretCiphertext);
    if (!secret) throw new AppError('TWO_FACTOR_SETUP_NOT_STARTED');
    const step = await totpStepOf(secret, input.code, now);
    if (step === undefined) throw wrongCodeField();
    await tx
      .update(twoFactorSecrets)
      .set({ enabledAt: now, lastUsedStep: step })
      .where(eq(twoFactorSecrets.userId, actor.id));
    await tx.delete(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, actor.id));
    await tx.insert(twoFactorRecoveryCodes).values(recoveryCodeRows(keys, actor.id, recoveryCodes));
    await revokeUserSessions(tx, actor.id, 'two-factor sign-in turned on', actor.sessionId);
  });
  return { recoveryCodes, message: text('twoFactor.enabled') };
}

/**
 * Checks a code of the signed-in user (a confirmation before a dangerous action). Answers false
 * when their two-factor sign-in is off (no code to check); a wrong code is the code field's error.
 */
export async function checkOwnCode(
  db: Db,
  keys: TwoFactorKeys,
  now: Date,
  userId: string,
  code: string | undefined,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [enabled] = await tx
      .select()
      .from(twoFactorSecrets)
      .where(and(eq(twoFactorSecrets.userId, userId), isNotNull(twoFactorSecrets.enabledAt)))
      .for('update');
    if (!enabled) return false;
    if (!code) {
      const required = text('twoFactor.codeRequired');
      throw new AppError('VALIDATION_FAILED', required, { code: required });
    }
    await checkCode(tx, keys, now, enabled, code, wrongCodeField);
    return true;
  });
}

/** Removes a user's secret, recovery codes and open sign-in challenges. */
async function removeTwoFactor(db: Db, userId: string) {
  const [removed] = await db
    .delete(twoFactorSecrets)
    .where(eq(twoFactorSecrets.userId, userId))
    .returning({ enabledAt: twoFactorSecrets.enabledAt });
  await db.delete(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, userId));
  await db.delete(twoFactorChallenges).where(eq(twoFactorChallenges.userId, userId));
  return Boolean(removed?.enabledAt);
}

/**
 * Turns the caller's two-factor sign-in off, given their password and a code (or a recovery code).
 * Their other sessions are signed out, as after a password change. Not for an admin while the
 * school requires it of admins.
 */
export async function disableTwoFactor(
  db: Db,
  keys: TwoFactorKeys,
  now: Date,
  actor: Actor,
  input: DisableTwoFactorBody,
) {
  if (actor.role === 'admin' && (await getSettings(db)).requireAdminTwoFactor) {
    throw new AppError('FORBIDDEN', text('twoFactor.requiredForAdmins'));
  }
  await checkOwnPassword(db, actor.id, input.password, 'password');
  await db.transaction(async (tx) => {
    const [enabled] = await tx
      .select()
      .from(twoFactorSecrets)
      .where(and(eq(twoFactorSecrets.userId, actor.id), isNotNull(twoFactorSecrets.enabledAt)))
      .for('update');
    if (!enabled) throw new AppError('TWO_FACTOR_NOT_ENABLED');
    await checkCode(tx, keys, now, enabled, input.code, wrongCodeField);
    await removeTwoFactor(tx, actor.id);
    await revokeUserSessions(tx, actor.id, 'two-factor sign-in turned off', actor.sessionId);
  });
  return { message: text('twoFactor.disabled') };
}

/**
 * An administrator turns another user's two-factor sign-in off (a lost phone and lost recovery
 * codes). Every session of theirs is signed out: whoever holds one may be who took the phone.
 */
export async function resetTwoFactor(db: Db, actor: Actor, userId: string) {
  if (userId === actor.id) {
    throw new AppError('CANNOT_CHANGE_OWN_ACCOUNT', text('ownAccount.cannotResetOwnTwoFactor'));
  }
  await db.transaction(async (tx) => {
    await assertManagesAccount(tx, actor, userId);
    if (!(await removeTwoFactor(tx, userId))) {
      throw new AppError('TWO_FACTOR_NOT_ENABLED', text('twoFactor.resetNotEnabled'));
    }
    await revokeUserSessions(tx, userId, 'two-factor sign-in reset by an administrator');
    await recordAudit(tx, actor, {
      action: 'user.reset_2fa',
      entityType: 'user',
      entityId: userId,
      before: { twoFactorEnabled: true },
      after: { twoFactorEnabled: false },
    });
  });
  return { user: await getUserById(db, userId, actor.schoolId), message: text('twoFactor.reset') };
}

export async function isTwoFactorEnabled(db: Db, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ userId: twoFactorSecrets.userId })
    .from(twoFactorSecrets)
    .where(and(eq(twoFactorSecrets.userId, userId), isNotNull(twoFactorSecrets.enabledAt)));
  return Boolean(row);
}
