import { sql } from 'drizzle-orm';
import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns.js';
import { users } from './users.js';

/**
 * A script's credential (issue 27): the SHA-256 of a random 32-byte token (a long random string,
 * so a slow hash adds nothing), shown once at creation. It acts as the admin who made it, only on
 * the routes its scopes allow, and only while that admin is an active administrator. Revoking
 * keeps the row, so the audit log's entries still name it.
 */
export const apiTokens = pgTable('api_tokens', {
  id: id(),
  name: text('name').notNull(),
  scopes: text('scopes')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  tokenHash: text('token_hash').notNull().unique(),
  createdBy: uuid('created_by')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  createdAt: createdAt(),
  lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  /** Set at creation (30, 90 or 365 days); tokens made before expiry existed got 90 from then. */
  expiresAt: timestamp('expires_at', { withTimezone: true })
    .notNull()
    .default(sql`now() + interval '90 days'`),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
});
