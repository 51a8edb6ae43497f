import { sql } from 'drizzle-orm';
import { boolean, check, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns.js';
import { users } from './users.js';

/**
 * The schools of the installation (issue 41): a district of one or more. A school's name, time
 * zone and the rest of its look and rules are its settings row (`school_settings.school_id`); this
 * row is what the district knows it by.
 */
export const schools = pgTable(
  'schools',
  {
    id: id(),
    /** The district's short code for the school (a SIS's school number, "LHS"). */
    code: text('code').notNull(),
    /** Its org's sourcedId in the district's OneRoster exports, once an import has placed it. */
    sourcedId: text('sourced_id'),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('schools_code_lower_unique').on(sql`lower(${table.code})`),
    uniqueIndex('schools_sourced_id_unique').on(table.sourcedId),
  ],
);

/**
 * The school a row belongs to (issue 41): required, with no default, so that a write that forgets
 * its school fails rather than landing in the wrong one.
 */
export const schoolIdColumn = () =>
  uuid('school_id')
    .notNull()
    .references(() => schools.id);

/**
 * Which schools a staff member works at, and as what: a teacher at one school may be an
 * administrator at another. A district administrator acts as one at every school.
 */
export const schoolMemberships = pgTable(
  'school_memberships',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    schoolId: uuid('school_id')
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
    role: text('role', { enum: ['admin', 'teacher'] }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.schoolId] }),
    check('school_memberships_role_check', sql`${table.role} in ('admin', 'teacher')`),
  ],
);
