import { and, eq, sql } from 'drizzle-orm';
import {
  ATTENDANCE_MESSAGES,
  type ManualAttendanceBody,
  type ScanBody,
} from '@rollcall/contract/attendance';
import type { Db } from '../../db/client.js';
import { attendance } from '../../db/schema/attendance.js';
import { students } from '../../db/schema/students.js';
import { AppError } from '../../shared/app-error.js';
import { isUniqueViolation } from '../../shared/db-errors.js';
import type { Actor } from '../auth/actor.js';
import {
  classifyCheckIn,
  schoolDateOf,
  schoolInstant,
  schoolTimeOf,
} from '../settings/school-calendar.js';
import { getSettings } from '../settings/settings.service.js';
import { parseQrText } from '../students/qr-code.js';
import { getRecordById, notDeleted } from './attendance-record.js';

type ScanContext = { db: Db; qrSecret: string; now: Date; actor: Actor };
type StudentRow = typeof students.$inferSelect;

/** Finds the student a scanned or typed code stands for, refusing forged and replaced cards. */
async function resolveStudent(db: Db, qrSecret: string, code: string): Promise<StudentRow> {
  const parsed = parseQrText(qrSecret, code);
  let student: StudentRow | undefined;
  if (parsed.kind === 'signed') {
    if (!parsed.isSignatureValid) throw new AppError('QR_INVALID', ATTENDANCE_MESSAGES.forgedCode);
    [student] = await db.select().from(students).where(eq(students.id, parsed.id));
    if (student && student.qrVersion !== parsed.version) {
      throw new AppError('QR_SUPERSEDED', ATTENDANCE_MESSAGES.supersededCode);
    }
  } else {
    // A school's ready-made code first, then a student ID typed at the gate (any letter case).
    [student] = await db.select().from(students).where(eq(students.qrCodeData, parsed.text));
    student ??= (
      await db
        .select()
        .from(students)
        .where(sql`lower(${students.studentId}) = lower(${parsed.text})`)
    )[0];
  }
  if (!student) throw new AppError('STUDENT_NOT_FOUND', ATTENDANCE_MESSAGES.unknownCode);
  if (student.archivedAt)
    throw new AppError('STUDENT_UNAVAILABLE', ATTENDANCE_MESSAGES.archivedStudent);
  if (!student.isActive)
    throw new AppError('STUDENT_UNAVAILABLE', ATTENDANCE_MESSAGES.inactiveStudent);
  return student;
}

const fullName = (student: { firstName: string; lastName: string }) =>
  `${student.firstName} ${student.lastName}`;

/**
 * Inserts the day's one record for a student. The partial unique index decides, not a prior
 * read: of any number of simultaneous scans exactly one inserts, the others hear who was first.
 */
async function insertCheckIn(
  db: Db,
  student: StudentRow,
  timezone: string,
  values: Omit<typeof attendance.$inferInsert, 'studentId'>,
) {
  try {
    const [row] = await db
      .insert(attendance)
      .values({ ...values, studentId: student.id })
      .returning({ id: attendance.id });
    if (!row) throw new Error('Attendance was not recorded');
    const record = await getRecordById(db, row.id);
    if (!record) throw new Error('Attendance was not recorded');
    return record;
  } catch (error) {
    if (!isUniqueViolation(error, 'attendance_student_day_unique')) throw error;
    const [first] = await db
      .select({ scanTime: attendance.scanTime })
      .from(attendance)
      .where(
        and(
          eq(attendance.studentId, student.id),
          eq(attendance.schoolDate, values.schoolDate),
          notDeleted,
        ),
      );
    const time = first ? schoolTimeOf(first.scanTime, timezone) : 'an earlier time';
    throw new AppError(
      'ALREADY_CHECKED_IN',
      ATTENDANCE_MESSAGES.alreadyCheckedIn(fullName(student), time),
    );
  }
}

export async function scanAttendance(ctx: ScanContext, input: ScanBody) {
  const student = await resolveStudent(ctx.db, ctx.qrSecret, input.qrCode);
  const settings = await getSettings(ctx.db);
  const timing = classifyCheckIn(ctx.now, settings);
  const record = await insertCheckIn(ctx.db, student, settings.timezone, {
    ...timing,
    scanTime: ctx.now,
    location: input.location ?? null,
    notes: input.notes ?? null,
    method: 'scan',
    recordedBy: ctx.actor.id,
  });
  return {
    attendance: record,
    student: record.student,
    message: ATTENDANCE_MESSAGES.recorded(fullName(student)),
  };
}

/** Staff record a day by hand: present unless they say otherwise; kept exactly as entered. */
export async function recordManualAttendance(
  ctx: Omit<ScanContext, 'qrSecret'>,
  input: ManualAttendanceBody,
) {
  const [student] = await ctx.db.select().from(students).where(eq(students.id, input.studentId));
  if (!student || student.archivedAt) throw new AppError('STUDENT_NOT_FOUND');
  const settings = await getSettings(ctx.db);
  const today = schoolDateOf(ctx.now, settings.timezone);
  const schoolDate = input.date ?? today;
  const minutesLate = input.status === 'late' ? (input.minutesLate ?? 0) : 0;
  const timeWindow =
    input.status === 'absent'
      ? null
      : input.status === 'present'
        ? 'on_time'
        : minutesLate > settings.veryLateAfterMinutes
          ? 'very_late'
          : 'late';
  const record = await insertCheckIn(ctx.db, student, settings.timezone, {
    schoolDate,
    status: input.status,
    timeWindow,
    minutesLate,
    scanTime:
      schoolDate === today
        ? ctx.now
        : schoolInstant(schoolDate, settings.startTime, settings.timezone),
    location: input.location ?? null,
    notes: input.notes ?? null,
    method: 'manual',
    recordedBy: ctx.actor.id,
  });
  return { attendance: record, message: ATTENDANCE_MESSAGES.manualRecorded };
}
