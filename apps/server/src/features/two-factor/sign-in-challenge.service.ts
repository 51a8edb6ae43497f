/** The second step of a sign-in: a challenge for the code, opened, looked up and completed. */
import { and, eq, gt, isNotNull, isNull, lt, or } from 'drizzle-orm';
import { TWO_FACTOR_CHALLENGE_TTL_SECONDS } from '@rollcall/contract/two-factor';
import type { Db } from '../../db/client.js';
import { twoFactorChallenges, twoFactorSecrets } from '../../db/schema/two-factor.js';
import { AppError } from '../../shared/app-error.js';
import type { Text } from '@rollcall/contract/i18n/text-key';
import { hashToken, newRefreshToken } from '../../shared/tokens.js';
import type { TwoFactorKeys } from '../../shared/two-factor-crypto.js';
import { checkCode } from './two-factor-codes.js';

/** …at sign-in, a refused sign-in. */
const refusedSignInCode = (message?: Text) => new AppError('INVALID_TWO_FACTOR_CODE', message);

/**
 * The second step of a sign-in whose password was right: a token for this user alone, valid for
 * five minutes, once. Spent and expired challenges are cleared on the way.
 */
export async function createChallenge(db: Db, now: Date, userId: string): Promise<string> {
  await db
    .delete(twoFactorChallenges)
    .where(
      or(
        lt(twoFactorChallenges.expiresAt, now),
        and(eq(twoFactorChallenges.userId, userId), isNotNull(twoFactorChallenges.usedAt)),
      ),
    );
  const challengeToken = newRefreshToken();
  await db.insert(twoFactorChallenges).values({
    tokenHash: hashToken(challengeToken),
    userId,
    expiresAt: new Date(now.getTime() + TWO_FACTOR_CHALLENGE_TTL_SECONDS * 1000),
  });
  return challengeToken;
}

/** Whose open challenge this is (for counting their attempts), if it is one. */
export async function challengeOwner(db: Db, now: Date, challengeToken: string) {
  const [row] = await db
    .select({ userId: twoFactorChallenges.userId })
    .from(twoFactorChallenges)
    .where(
      and(
        eq(twoFactorChallenges.tokenHash, hashToken(challengeToken)),
        isNull(twoFactorChallenges.usedAt),
        gt(twoFactorChallenges.expiresAt, now),
      ),
    );
  return row?.userId;
}

/**
 * Completes a challenge with a code: claims it and checks the code in one transaction, so a wrong
 * code leaves the challenge open for another try, and a right one spends both. Answers the user.
 */
export async function completeChallenge(
  db: Db,
  keys: TwoFactorKeys,
  now: Date,
  input: { challengeToken: string; code: string },
): Promise<string> {
  return db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(twoFactorChallenges)
      .set({ usedAt: now })
      .where(
        and(
          eq(twoFactorChallenges.tokenHash, hashToken(input.challengeToken)),
          isNull(twoFactorChallenges.usedAt),
          gt(twoFactorChallenges.expiresAt, now),
        ),
      )
      .returning({ userId: twoFactorChallenges.userId });
    if (!claimed) throw new AppError('TWO_FACTOR_CHALLENGE_EXPIRED');
    const [enabled] = await tx
      .select()
      .from(twoFactorSecrets)
      .where(
        and(eq(twoFactorSecrets.userId, claimed.userId), isNotNull(twoFactorSecrets.enabledAt)),
      );
    // Reset by an administrator since the password was given: sign in again, with the password.
    if (!enabled) throw new AppError('TWO_FACTOR_CHALLENGE_EXPIRED');
    await checkCode(tx, keys, now, enabled, input.code, refusedSignInCode);
    return claimed.userId;
  });
}
