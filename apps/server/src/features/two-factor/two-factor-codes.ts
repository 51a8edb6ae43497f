/** A two-factor code checked once: a TOTP step moved forward, or a recovery code spent. */
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import { text, type Text } from '@rollcall/contract/i18n/text-key';
import type { Db } from '../../db/client.js';
import { twoFactorRecoveryCodes, twoFactorSecrets } from '../../db/schema/two-factor.js';
import type { AppError } from '../../shared/app-error.js';
import {
  decryptSecret,
  hashRecoveryCode,
  type TwoFactorKeys,
} from '../../shared/two-factor-crypto.js';
import { isTotpShaped, totpStepOf } from './totp.js';

/**
 * Accepts a TOTP code by moving the last used step forward in one conditional update: a code
 * (or an older one) that was already accepted cannot pass again, even in a racing request.
 */
async function acceptTotp(db: Db, userId: string, step: number): Promise<boolean> {
  const [accepted] = await db
    .update(twoFactorSecrets)
    .set({ lastUsedStep: step })
    .where(
      and(
        eq(twoFactorSecrets.userId, userId),
        or(isNull(twoFactorSecrets.lastUsedStep), lt(twoFactorSecrets.lastUsedStep, step)),
      ),
    )
    .returning({ userId: twoFactorSecrets.userId });
  return Boolean(accepted);
}

/** Spends a recovery code: a single conditional update, so it works once. */
async function spendRecoveryCode(db: Db, keys: TwoFactorKeys, userId: string, code: string) {
  const [spent] = await db
    .update(twoFactorRecoveryCodes)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(twoFactorRecoveryCodes.userId, userId),
        eq(twoFactorRecoveryCodes.codeHash, hashRecoveryCode(keys, code)),
        isNull(twoFactorRecoveryCodes.usedAt),
      ),
    )
    .returning({ id: twoFactorRecoveryCodes.id });
  return Boolean(spent);
}

/**
 * Checks a code of a user whose two-factor sign-in is on: a 6-digit code from the app, or a
 * recovery code. Throws `wrongCode()` for a code that is not theirs, and the "already used"
 * message for a TOTP code accepted before.
 */
export async function checkCode(
  db: Db,
  keys: TwoFactorKeys,
  now: Date,
  secretRow: { userId: string; secretCiphertext: string },
  code: string,
  wrongCode: (message?: Text) => AppError,
): Promise<void> {
  if (!isTotpShaped(code)) {
    if (await spendRecoveryCode(db, keys, secretRow.userId, code)) return;
    throw wrongCode();
  }
  const secret = decryptSecret(keys, secretRow.userId, secretRow.secretCiphertext);
  const step = secret ? await totpStepOf(secret, code, now) : undefined;
  if (step === undefined) throw wrongCode();
  if (!(await acceptTotp(db, secretRow.userId, step))) throw wrongCode(text('twoFactor.codeUsed'));
}
