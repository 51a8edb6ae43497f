import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { CASE_ACTIONS, CASE_STATUSES, INTERVENTION_RULES } from '@rollcall/contract/interventions';
import { createdAt, id, updatedAt } from './columns.js';
import { schoolIdColumn } from './schools.js';
import { students } from './students.js';
import { users } from './users.js';

const listOf = (values: readonly (string | number)[]) =>
  sql.raw(values.map((value) => `'${value}'`).join(', '));

/**
 * An attendance case (issue 26): a student who met a rule. The partial unique index keeps one case
 * per student and rule that is not closed, so an evaluation opens a case with an insert that
 * conflicts when one is already open (and then brings its figures up to date) — never a read
 * followed by a write.
 */
export const interventionCases = pgTable(
  'intervention_cases',
  {
    id: id(),
    /** The school whose rules opened it (issue 41): its staff alone see and act on it. */
    schoolId: schoolIdColumn(),
    studentId: uuid('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    rule: text('rule', { enum: INTERVENTION_RULES }).notNull(),
    status: text('status', { enum: CASE_STATUSES }).notNull().default('open'),
    tier: integer('tier').notNull().default(1),
    openedOn: date('opened_on').notNull(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    absentDays: integer('absent_days').notNull().default(0),
    enrolledDays: integer('enrolled_days').notNull().default(0),
    /** Percent attended of enrolled days; null before the first enrolled day. */
    rate: real('rate'),
    consecutive: integer('consecutive').notNull().default(0),
    lateDays: integer('late_days').notNull().default(0),
    /** The evaluation that last found the rule met (the figures are of that day). */
    evaluatedOn: date('evaluated_on').notNull(),
    assignedTo: uuid('assigned_to').references(() => users.id, { onDelete: 'set null' }),
    /** The first note or change by staff (the report's time to first action). */
    firstActionAt: timestamp('first_action_at', { withTimezone: true }),
    lastActionAt: timestamp('last_action_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('intervention_cases_one_open_per_rule')
      .on(table.studentId, table.rule)
      .where(sql`${table.status} <> 'closed'`),
    index('intervention_cases_status_idx').on(table.schoolId, table.status, table.openedOn),
    index('intervention_cases_created_at_idx').on(table.schoolId, table.createdAt),
    check('intervention_cases_rule_check', sql`${table.rule} in (${listOf(INTERVENTION_RULES)})`),
    check('intervention_cases_status_check', sql`${table.status} in (${listOf(CASE_STATUSES)})`),
    check('intervention_cases_tier_check', sql`${table.tier} between 1 and 3`),
    check(
      'intervention_cases_closed_check',
      sql`(${table.status} = 'closed') = (${table.closedAt} is not null)`,
    ),
  ],
);

/** Staff notes on a case, each possibly recording an action taken (a call, a letter…). */
export const interventionNotes = pgTable(
  'intervention_notes',
  {
    id: id(),
    caseId: uuid('case_id')
      .notNull()
      .references(() => interventionCases.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    action: text('action', { enum: CASE_ACTIONS }),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    /**
     * The letter batch a letter's note was written for: one note per case per batch, however
     * often the batch's job runs. No foreign key: the note is the case's history and outlives the
     * batch's file (retention deletes batches).
     */
    letterBatchId: uuid('letter_batch_id'),
    createdAt: createdAt(),
  },
  (table) => [
    index('intervention_notes_case_idx').on(table.caseId, table.createdAt),
    uniqueIndex('intervention_notes_one_per_letter_batch').on(table.caseId, table.letterBatchId),
    check(
      'intervention_notes_action_check',
      sql`${table.action} is null or ${table.action} in (${listOf(CASE_ACTIONS)})`,
    ),
  ],
);

/**
 * One scheduled evaluation per school and school day across processes (the key is the claim, as
 * the absentee cutoff's), and whether that day's staff digest went out.
 */
export const interventionRuns = pgTable(
  'intervention_runs',
  {
    schoolId: schoolIdColumn(),
    schoolDate: date('school_date').notNull(),
    opened: integer('opened').notNull().default(0),
    /** Set once the day's staff digest went out (the digest job, one at a time, checks it first). */
    digestSentAt: timestamp('digest_sent_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.schoolId, table.schoolDate] })],
);

/**
 * When each staff member last looked at a school's new cases (the header's bell counts those
 * after): at each school of theirs apart (issue 41).
 */
export const interventionViews = pgTable(
  'intervention_views',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    schoolId: schoolIdColumn(),
    seenAt: timestamp('seen_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.schoolId] })],
);
