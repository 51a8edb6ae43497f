import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns.js';
import { schools } from './schools.js';
import { users } from './users.js';

/**
 * A district's OpenID Connect sign-in provider (issue 42): Google Workspace, Microsoft Entra ID or
 * any OpenID provider. The client secret is encrypted with the server's two-factor key, as TOTP
 * secrets are, and never leaves the server.
 */
export const ssoProviders = pgTable(
  'sso_providers',
  {
    id: id(),
    name: text('name').notNull(),
    kind: text('kind', { enum: ['google', 'microsoft', 'oidc'] }).notNull(),
    issuer: text('issuer').notNull(),
    clientId: text('client_id').notNull(),
    clientSecretCiphertext: text('client_secret_ciphertext').notNull(),
    /** E-mail domains whose staff may sign in here; empty: any (not allowed for Google). */
    allowedDomains: text('allowed_domains')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createAccounts: text('create_accounts', { enum: ['off', 'teachers'] })
      .notNull()
      .default('off'),
    /** Where an account made at first sign-in teaches; null in a district of one school. */
    newAccountsSchoolId: uuid('new_accounts_school_id').references(() => schools.id, {
      onDelete: 'set null',
    }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    check('sso_providers_kind_check', sql`${table.kind} in ('google', 'microsoft', 'oidc')`),
    check(
      'sso_providers_create_accounts_check',
      sql`${table.createAccounts} in ('off', 'teachers')`,
    ),
  ],
);

/**
 * One trip to a provider and back, for ten minutes and once: the `state` (kept as its SHA-256)
 * names it, and the browser that started it holds the same state in a cookie. A test sign-in from
 * System Settings keeps its outcome here for the screen to show, and signs no one in.
 */
export const ssoAttempts = pgTable(
  'sso_attempts',
  {
    stateHash: text('state_hash').primaryKey(),
    providerId: uuid('provider_id')
      .notNull()
      .references(() => ssoProviders.id, { onDelete: 'cascade' }),
    nonce: text('nonce').notNull(),
    codeVerifier: text('code_verifier').notNull(),
    redirectUri: text('redirect_uri').notNull(),
    /** The administrator testing the provider; null for a sign-in. */
    testedBy: uuid('tested_by').references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    /** A test's outcome: an `sso` text key, and the e-mail the provider vouched for. */
    outcome: text('outcome'),
    outcomeEmail: text('outcome_email'),
  },
  (table) => [index('sso_attempts_created_at_idx').on(table.createdAt)],
);
