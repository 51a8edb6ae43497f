import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
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
 * A paired scanning station (issue 14). Its pairing code and its credential are kept only as
 * SHA-256 hashes: both are long random strings, so a slow hash adds nothing. Removing a device
 * keeps its row (attendance names it) and clears the credential, which ends it at once.
 */
export const gateDevices = pgTable(
  'gate_devices',
  {
    id: id(),
    /** The school whose students it checks in (issue 41). */
    schoolId: schoolIdColumn(),
    name: text('name').notNull(),
    location: text('location').notNull(),
    mode: text('mode', { enum: ['check-in', 'check-out'] }).notNull(),
    pairingCodeHash: text('pairing_code_hash'),
    pairingExpiresAt: timestamp('pairing_expires_at', { withTimezone: true }),
    credentialHash: text('credential_hash'),
    /** When the current credential was issued: it is renewed on use a day later. */
    credentialIssuedAt: timestamp('credential_issued_at', { withTimezone: true }),
    /** The credential it replaced, still accepted until `previousCredentialUntil` (a lost reply). */
    previousCredentialHash: text('previous_credential_hash'),
    previousCredentialUntil: timestamp('previous_credential_until', { withTimezone: true }),
    pairedAt: timestamp('paired_at', { withTimezone: true }),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('gate_devices_pairing_code_unique').on(table.pairingCodeHash)],
);

/**
 * Each scan a gate sent, by the id the device made for it, with the answer it got: a replay (the
 * device resending after a lost reply, or its offline queue syncing twice) gets the same answer and
 * records nothing more. The primary key decides between simultaneous replays.
 */
export const gateScans = pgTable('gate_scans', {
  clientScanId: uuid('client_scan_id').primaryKey(),
  deviceId: uuid('device_id').references(() => gateDevices.id, { onDelete: 'cascade' }),
  userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
  statusCode: integer('status_code').notNull(),
  response: jsonb('response').notNull(),
  createdAt: createdAt(),
});

/**
 * When a student left (dismissal mode): the first check-out of a student's day. One per student
 * per day by the unique key; `withoutCheckIn` flags a day with no check-in for staff to look at.
 */
export const attendanceCheckOuts = pgTable(
  'attendance_check_outs',
  {
    id: id(),
    studentId: uuid('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    schoolDate: date('school_date').notNull(),
    checkedOutAt: timestamp('checked_out_at', { withTimezone: true }).notNull(),
    isEarly: boolean('is_early').notNull(),
    withoutCheckIn: boolean('without_check_in').notNull(),
    location: text('location'),
    deviceId: uuid('device_id').references(() => gateDevices.id, { onDelete: 'set null' }),
    recordedBy: uuid('recorded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('attendance_check_outs_student_day_unique').on(table.studentId, table.schoolDate),
    index('attendance_check_outs_day_idx').on(table.schoolDate, table.location),
  ],
);
