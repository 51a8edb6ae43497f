import { sql } from 'drizzle-orm';
import { boolean, date, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import type { MessageTemplates } from '@rollcall/contract/message-templates';
import {
  DEFAULT_OUTREACH_SETTINGS,
  type NudgeSchedule,
  type OutreachTemplates,
} from '@rollcall/contract/interventions/outreach-settings';
import {
  DEFAULT_NOTIFICATION_SETTINGS,
  SETTINGS_LIMITS,
  type AcademicYear,
  type Language,
} from '@rollcall/contract/settings';
import { updatedAt } from './columns.js';
import { media } from './media.js';
import { schools } from './schools.js';
import type { StoredOffsiteBackup } from './offsite-backup.js';

/** Each school's settings: one row per school (issue 41). */
export const schoolSettings = pgTable('school_settings', {
  /**
   * 1 for the installation's first school, whose row also holds the district's settings until
   * they have a table of their own (issue 41); other schools' rows are numbered on from 2.
   */
  id: integer('id').primaryKey().generatedByDefaultAsIdentity({ startWith: 2 }),
  /** The school these settings are of (issue 41). */
  schoolId: uuid('school_id')
    .notNull()
    .unique()
    .references(() => schools.id, { onDelete: 'cascade' }),
  schoolName: text('school_name').notNull().default('Rollcall High School'),
  address: text('address').notNull().default(''),
  phone: text('phone').notNull().default(''),
  website: text('website').notNull().default(''),
  timezone: text('timezone').notNull().default('America/New_York'),
  startTime: text('start_time').notNull().default('08:00'),
  gracePeriodMinutes: integer('grace_period_minutes').notNull().default(5),
  veryLateAfterMinutes: integer('very_late_after_minutes').notNull().default(15),
  absenteeCutoffTime: text('absentee_cutoff_time').notNull().default('09:30'),
  dismissalTime: text('dismissal_time').notNull().default('15:00'),
  /** ISO weekdays, 1 = Monday … 7 = Sunday. */
  schoolDays: integer('school_days')
    .array()
    .notNull()
    .default(sql`'{1,2,3,4,5}'::int[]`),
  holidays: date('holidays')
    .array()
    .notNull()
    .default(sql`'{}'::date[]`),
  /** Chronic absence: absent on at least this percent of enrolled days… */
  chronicAbsenceThreshold: integer('chronic_absence_threshold').notNull().default(10),
  /** …counting only students enrolled at least this many school days in the range. */
  chronicAbsenceMinDays: integer('chronic_absence_min_days').notNull().default(10),
  /** Interventions (issue 26): the rules' thresholds. */
  consecutiveAbsenceDays: integer('consecutive_absence_days')
    .notNull()
    .default(SETTINGS_LIMITS.consecutiveAbsenceDays.default),
  repeatedLatenessDays: integer('repeated_lateness_days')
    .notNull()
    .default(SETTINGS_LIMITS.repeatedLatenessDays.default),
  repeatedLatenessWindowDays: integer('repeated_lateness_window_days')
    .notNull()
    .default(SETTINGS_LIMITS.repeatedLatenessWindowDays.default),
  /** The year's label and dates with its terms; null until an admin sets it. */
  academicYear: jsonb('academic_year').$type<AcademicYear>(),
  defaultLanguage: text('default_language').$type<Language>().notNull().default('en'),
  emailNotifications: boolean('email_notifications')
    .notNull()
    .default(DEFAULT_NOTIFICATION_SETTINGS.emailEnabled),
  smsNotifications: boolean('sms_notifications')
    .notNull()
    .default(DEFAULT_NOTIFICATION_SETTINGS.smsEnabled),
  senderName: text('sender_name').notNull().default(DEFAULT_NOTIFICATION_SETTINGS.senderName),
  /** The school's absence texts by language; a language not here gets Rollcall's own text. */
  messageTemplates: jsonb('message_templates')
    .$type<Partial<Record<Language, MessageTemplates>>>()
    .notNull()
    .default({}),
  /** Guardian nudges: off, or monthly on `nudge_day` (issue 26). */
  nudgeSchedule: text('nudge_schedule')
    .$type<NudgeSchedule>()
    .notNull()
    .default(DEFAULT_OUTREACH_SETTINGS.nudgeSchedule),
  nudgeDay: integer('nudge_day').notNull().default(DEFAULT_OUTREACH_SETTINGS.nudgeDay),
  /** The school's nudge and letter texts by language; a language not here gets Rollcall's. */
  outreachTemplates: jsonb('outreach_templates')
    .$type<Partial<Record<Language, OutreachTemplates>>>()
    .notNull()
    .default({}),
  requireAdminTwoFactor: boolean('require_admin_two_factor').notNull().default(false),
  gateAcceptsPlainCodes: boolean('gate_accepts_plain_codes').notNull().default(false),
  maxSessionDays: integer('max_session_days')
    .notNull()
    .default(SETTINGS_LIMITS.maxSessionDays.default),
  gateIdleDays: integer('gate_idle_days').notNull().default(SETTINGS_LIMITS.gateIdleDays.default),
  passwordMinLength: integer('password_min_length')
    .notNull()
    .default(SETTINGS_LIMITS.passwordMinLength.default),
  sessionLengthDays: integer('session_length_days')
    .notNull()
    .default(SETTINGS_LIMITS.sessionLengthDays.default),
  /** null: attendance is kept for ever. */
  retentionYears: integer('retention_years'),
  /** Years after archiving before a student's data is erased (issue 27); null: kept. */
  studentRetentionYears: integer('student_retention_years').default(
    SETTINGS_LIMITS.studentRetentionYears.default,
  ),
  /** null: the engine's default (on for the embedded database, off on PostgreSQL). */
  autoBackup: boolean('auto_backup'),
  backupsKept: integer('backups_kept').notNull().default(SETTINGS_LIMITS.backupsKept.default),
  /** Where each nightly backup is copied off this machine (issue 40); null: nowhere. */
  offsiteBackup: jsonb('offsite_backup').$type<StoredOffsiteBackup>(),
  rosterHoldPercent: integer('roster_hold_percent')
    .notNull()
    .default(SETTINGS_LIMITS.rosterHoldPercent.default),
  defaultTrendWindowDays: integer('default_trend_window_days')
    .notNull()
    .default(SETTINGS_LIMITS.defaultTrendWindowDays.default),
  /** The normalised logo (a PNG in `media`); its id versions the signed link. */
  logoMediaId: uuid('logo_media_id').references(() => media.id, { onDelete: 'set null' }),
  updatedAt: updatedAt(),
});
