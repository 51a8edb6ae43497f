import { sql } from 'drizzle-orm';
import {
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns.js';
import { schoolIdColumn } from './schools.js';
import { students } from './students.js';
import { users } from './users.js';

/**
 * Every guardian message is written here before it is sent, and this table is the delivery queue:
 * workers claim queued rows with `FOR UPDATE SKIP LOCKED`. The unique keys stop a second absentee
 * message, or a second nudge, to the same guardian for the same student, day and channel.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: id(),
    /** The school that sent it (issue 41): its staff alone see it in the history. */
    schoolId: schoolIdColumn(),
    kind: text('kind', { enum: ['absentee', 'custom', 'test', 'nudge'] }).notNull(),
    studentId: uuid('student_id').references(() => students.id, { onDelete: 'set null' }),
    /**
     * The other students a message names: a guardian's one nudge a day names each of their
     * children (issue 39), and erasing any of them blanks it.
     */
    otherStudentIds: uuid('other_student_ids').array(),
    schoolDate: date('school_date'),
    channel: text('channel', { enum: ['email', 'sms'] }).notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject'),
    body: text('body').notNull(),
    status: text('status', { enum: ['queued', 'sending', 'sent', 'failed', 'outbox'] })
      .notNull()
      .default('queued'),
    attempts: integer('attempts').notNull().default(0),
    /** A queued message waits until then (a retry's backoff). */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** The process sending it (while `sending`); only that process may record the outcome. */
    claimedBy: text('claimed_by'),
    sendingStartedAt: timestamp('sending_started_at', { withTimezone: true }),
    /**
     * The sending process renews this while it lives; only a claim whose lease ran out (its
     * process died or lost the database) is ever taken back and sent again.
     */
    leaseExpiresAt: timestamp('lease_expires_at', { withTimezone: true }),
    providerResponse: text('provider_response'),
    requestedBy: uuid('requested_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('notifications_once_per_day_unique')
      .on(table.studentId, table.schoolDate, table.channel, table.recipient)
      .where(sql`${table.kind} not in ('test', 'nudge')`),
    // A nudge is one a day to a guardian's address, naming each of their children, apart from
    // the day's absence message (issues 26, 39). Nudges from before had one a child and no
    // other_student_ids: a sister's and a brother's of the same day both stay in the history.
    uniqueIndex('notifications_nudge_once_per_day_unique')
      .on(table.schoolDate, table.channel, table.recipient)
      .where(sql`${table.kind} = 'nudge' and ${table.otherStudentIds} is not null`),
    uniqueIndex('notifications_nudge_once_per_student_day_unique')
      .on(table.studentId, table.schoolDate, table.channel, table.recipient)
      .where(sql`${table.kind} = 'nudge' and ${table.otherStudentIds} is null`),
    index('notifications_school_date_idx').on(table.schoolId, table.schoolDate),
    index('notifications_status_idx').on(table.status),
    index('notifications_pending_idx')
      .on(table.status, table.nextAttemptAt)
      .where(sql`${table.status} in ('queued', 'sending')`),
  ],
);

/**
 * A school's scheduled cutoff check claims (school, date, 'schedule') before it runs, so it runs
 * once a school day however many server processes there are; manual checks keep their latest run.
 */
export const absenteeRuns = pgTable(
  'absentee_runs',
  {
    schoolId: schoolIdColumn(),
    schoolDate: date('school_date').notNull(),
    trigger: text('trigger', { enum: ['schedule', 'manual'] }).notNull(),
    absentCount: integer('absent_count').notNull().default(0),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.schoolId, table.schoolDate, table.trigger] })],
);
