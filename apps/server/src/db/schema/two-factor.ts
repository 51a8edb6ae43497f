import { bigint, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns.js';
import { users } from './users.js';

/**
 * A user's TOTP secret, encrypted with the server's two-factor key (shared/two-factor-crypto.ts).
 * Pending while `enabled_at` is null (set up, not yet confirmed with a code).
 */
export const twoFactorSecrets = pgTable('two_factor_secrets', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  secretCiphertext: text('secret_ciphertext').notNull(),
  createdAt: createdAt(),
  enabledAt: timestamp('enabled_at', { withTimezone: true }),
  /**
   * The TOTP time step of the last code accepted. A code is accepted only by a conditional update
   * that moves this forward, so a code works once even when two requests race (RFC 6238 §5.2).
   */
  lastUsedStep: bigint('last_used_step', { mode: 'number' }),
});

/** Ten per user, shown once; kept as keyed hashes; each works once. */
export const twoFactorRecoveryCodes = pgTable(
  'two_factor_recovery_codes',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('two_factor_recovery_codes_user_hash').on(table.userId, table.codeHash)],
);

/**
 * The second step of a sign-in whose password was right: the token (only its SHA-256 kept) stands
 * for the password for five minutes, for one user, once.
 */
export const twoFactorChallenges = pgTable(
  'two_factor_challenges',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [
    index('two_factor_challenges_user_idx').on(table.userId),
    index('two_factor_challenges_expires_idx').on(table.expiresAt),
  ],
);
