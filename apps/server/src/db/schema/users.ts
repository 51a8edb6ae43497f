import type { Language } from '@rollcall/contract/languages';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns.js';
import { media } from './media.js';

export const users = pgTable(
  'users',
  {
    id: id(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    /** Null for an account made by a provider sign-in or the roster, until an admin sets one. */
    passwordHash: text('password_hash'),
    role: text('role', { enum: ['admin', 'teacher'] }).notNull(),
    phoneNumber: text('phone_number'),
    department: text('department'),
    bio: text('bio'),
    /** Null until the staff member chooses: then the browser's language or the school's applies. */
    language: text('language').$type<Language>(),
    avatarMediaId: uuid('avatar_media_id').references(() => media.id, { onDelete: 'set null' }),
    isActive: boolean('is_active').notNull().default(true),
    /** Acts at every school of the district, and on the district's own settings (issue 41). */
    isDistrictAdmin: boolean('is_district_admin').notNull().default(false),
    /** Signs in only through a sign-in provider: the password is refused (issue 42; never an admin). */
    ssoOnly: boolean('sso_only').notNull().default(false),
    /** The staff member's OneRoster `sourcedId`, when the roster made or updates the account. */
    sourcedId: text('sourced_id'),
    /**
     * The first administrator's password was made up and printed at install: until they choose
     * their own, the server answers them nothing but the password change.
     */
    mustChangePassword: boolean('must_change_password').notNull().default(false),
    lastLogin: timestamp('last_login', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('users_email_lower_unique').on(sql`lower(${table.email})`),
    uniqueIndex('users_sourced_id_unique')
      .on(table.sourcedId)
      .where(sql`${table.sourcedId} is not null`),
    index('users_role_active_idx').on(table.role, table.isActive),
    index('users_created_at_idx').on(table.createdAt),
    check('users_role_check', sql`${table.role} in ('admin', 'teacher')`),
    check('users_language_check', sql`${table.language} in ('en', 'es', 'fr')`),
  ],
);

/** One row per signed-in device: the family that a chain of rotating refresh tokens belongs to. */
export const sessions = pgTable(
  'sessions',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    userAgent: text('user_agent'),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedReason: text('revoked_reason'),
    /**
     * When its user last gave their password (and code) here: at sign-in, and again through
     * `POST /auth/confirm` before a dangerous action, which then stays open for a few minutes.
     */
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('sessions_user_idx').on(table.userId)],
);

/** Refresh tokens are stored only as SHA-256 hashes; each works once. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [index('refresh_tokens_session_idx').on(table.sessionId)],
);
