import { sql } from 'drizzle-orm';
import {
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
import { createdAt, id, updatedAt } from './columns.js';
import { gateDevices } from './gate.js';
import { schoolIdColumn } from './schools.js';
import { students } from './students.js';
import { users } from './users.js';

export const attendance = pgTable(
  'attendance',
  {
    id: id(),
    studentId: uuid('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'restrict' }),
    /** The school it was recorded at (issue 41): its lists, today and exports. */
    schoolId: schoolIdColumn(),
    /** The school's calendar day in the school's time zone. */
    schoolDate: date('school_date').notNull(),
    scanTime: timestamp('scan_time', { withTimezone: true }).notNull(),
    status: text('status', { enum: ['present', 'late', 'absent'] }).notNull(),
    timeWindow: text('time_window', { enum: ['on_time', 'late', 'very_late'] }),
    minutesLate: integer('minutes_late').notNull().default(0),
    location: text('location'),
    notes: text('notes'),
    method: text('method', { enum: ['scan', 'manual'] }).notNull(),
    recordedBy: uuid('recorded_by').references(() => users.id, { onDelete: 'set null' }),
    /** The gate device that scanned it (issue 14), if any. */
    deviceId: uuid('device_id').references(() => gateDevices.id, { onDelete: 'set null' }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    // One check-in per student per school day, enforced by the database rather than a read.
    uniqueIndex('attendance_student_day_unique')
      .on(table.studentId, table.schoolDate)
      .where(sql`${table.deletedAt} is null`),
    // A school's day, newest first: today, the lists and the exports' date ranges.
    index('attendance_school_date_idx').on(table.schoolId, table.schoolDate, table.scanTime),
    // Newest-first lists and the export's keyset walk: (scan_time, id) in one index.
    index('attendance_scan_time_idx').on(table.scanTime, table.id),
    // A gate's count of the day.
    index('attendance_device_day_idx')
      .on(table.deviceId, table.schoolDate)
      .where(sql`${table.deviceId} is not null`),
  ],
);

/** Who changed or deleted an attendance record, when and why. */
export const attendanceAudit = pgTable(
  'attendance_audit',
  {
    id: id(),
    attendanceId: uuid('attendance_id')
      .notNull()
      .references(() => attendance.id, { onDelete: 'cascade' }),
    action: text('action', { enum: ['update', 'delete'] }).notNull(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    reason: text('reason'),
    before: jsonb('before').notNull(),
    after: jsonb('after'),
    createdAt: createdAt(),
  },
  (table) => [index('attendance_audit_attendance_idx').on(table.attendanceId)],
);
