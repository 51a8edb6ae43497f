import { and, eq } from 'drizzle-orm';
import { text, type Text } from '@rollcall/contract/i18n/text-key';
import type pg from 'pg';
import { type ManualAttendanceBody, type ScanBody } from '@rollcall/contract/attendance';
import type { Db } from '../../db/client.js';
import { students } from '../../db/schema/students.js';
import { AppError } from '../../shared/app-error.js';
import type { Actor } from '../../shared/actor.js';
import {
  arrivalAfter,
  classifyCheckIn,
  schoolDateOf,
  schoolInstant,
  schoolYearStartOf,
} from '../../shared/school-calendar.js';
import { getSchoolSettings } from '../../shared/school-settings.js';
import { schoolIdOf } from '../../shared/acting-school.js';
import { studentsAt } from '../../figures/enrolled.js';
import { forgetScanSchool, scanSchoolSettings } from './scan-school.js';
import { parseQrText } from '../../shared/qr-code.js';
import { heldAccountRefusal, openSessionActor } from '../../shared/sessions.js';
import type { AccessClaims } from '../../shared/tokens.js';
import { getRecordById, toRecord } from './attendance-record.js';
import { scanInBatch } from './scan-batch.js';
import { alreadyCheckedIn, checkInRefusal, insertCheckIn } from './check-in.service.js';

/**
 * A manual entry is for a day of this school year up to today: a future day would pre-mark a
 * student present and silently cancel that day's guardian alert.
 */
function assertManualDate(date: string, today: string) {
  const refuse = (message: Text) => {
    throw new AppError('VALIDATION_FAILED', message, { date: message });
  };
  if (date > today) refuse(text('attendance.manualDateInFuture'));
  const yearStart = schoolYearStartOf(today);
  if (date < yearStart) refuse(text('attendance.manualDateBeforeSchoolYear', { start: yearStart }));
}

/**
 * Records a scanned or typed code in one statement, with the scans that arrive beside it
 * (scan-batch.ts): a forged card is refused before, a refused student or a second scan today
 * after it. It has the token's claims, not an actor: the same statement checks the session.
 */
export async function scanAttendance(
  db: Db,
  pool: pg.Pool,
  qrSecret: string,
  now: Date,
  claims: AccessClaims,
  requestedSchool: string | null | undefined,
  input: ScanBody,
) {
  const parsed = parseQrText(qrSecret, input.qrCode);
  if (parsed.kind === 'signed' && !parsed.isSignatureValid) {
    // Refused before the statement, but a closed session hears that first, as on every route.
    await openSessionActor(pool, claims, requestedSchool);
    throw new AppError('QR_INVALID', text('errors.QR_INVALID'));
  }
  const { schoolId, settings } = await scanSchoolSettings(db, pool, claims, requestedSchool);
  const timing = classifyCheckIn(now, settings);
  const location = input.location ?? null;
  const notes = input.notes ?? null;
  const row = await scanInBatch(pool, {
    card: parsed.kind === 'signed' ? { id: parsed.id, version: parsed.version } : null,
    code: parsed.kind === 'signed' ? null : parsed.text,
    schoolDate: timing.schoolDate,
    scanTime: now,
    status: timing.status,
    timeWindow: timing.timeWindow,
    minutesLate: timing.minutesLate,
    location,
    notes,
    userId: claims.userId,
    sessionId: claims.sessionId,
    schoolId,
  });
  if (!row.actorId) throw new AppError('UNAUTHENTICATED');
  // As requireUser refuses on every other route.
  const heldBack = heldAccountRefusal(row);
  if (heldBack) throw heldBack;
  if (!row.actingSchoolId) {
    forgetScanSchool(pool, claims);
    throw new AppError('SCHOOL_FORBIDDEN');
  }
  const { id } = row;
  if (id === null) throw new AppError('STUDENT_NOT_FOUND', text('attendance.unknownCode'));
  if (row.schoolId !== schoolId) {
    const { schoolName } = await getSchoolSettings(db, row.schoolId ?? schoolId);
    throw new AppError('CARD_OTHER_SCHOOL', text('gate.otherSchool', { school: schoolName }));
  }
  const student = { ...row, id };
  const refusal = checkInRefusal(student, parsed.kind === 'signed' ? parsed.version : undefined);
  if (refusal) throw refusal;
  if (!row.attendanceId) {
    throw await alreadyCheckedIn(db, student, timing.schoolDate, settings.timezone);
  }
  const attendanceRecord = toRecord({
    id: row.attendanceId,
    ...timing,
    scanTime: now,
    receivedAt: now,
    location,
    notes,
    method: 'scan',
    studentRecordId: student.id,
    studentFirstName: row.firstName,
    studentLastName: row.lastName,
    studentNumber: row.studentId,
    studentClass: row.class,
    studentSection: row.section,
    recordedById: row.actorId,
    recordedByName: row.recordedByName,
    // A check-in made now: the day's check-out, if any, comes later.
    checkedOutAt: null,
    checkOutIsEarly: null,
  });
  return {
    attendance: attendanceRecord,
    student: attendanceRecord.student,
    // The name is in `student`: a client appends it (spec §2's dialog), so the line never has it twice.
    message: text('attendance.saved'),
  };
}

/**
 * What a manual entry stores: absent has no time window; present is on time; late is classified
 * by its minutes exactly as a scan that many minutes after the start time would be, so a "late"
 * of 0 minutes (or within the grace period) is stored as present and on time.
 */
function manualArrival(
  input: Pick<ManualAttendanceBody, 'status' | 'minutesLate'>,
  settings: Parameters<typeof arrivalAfter>[1],
) {
  if (input.status === 'absent')
    return { status: 'absent' as const, timeWindow: null, minutesLate: 0 };
  return arrivalAfter(input.status === 'late' ? (input.minutesLate ?? 0) : 0, settings);
}

/** Staff record a day by hand: present unless they say otherwise, late classified like a scan. */
export async function recordManualAttendance(
  db: Db,
  now: Date,
  actor: Actor,
  input: ManualAttendanceBody,
) {
  const schoolId = schoolIdOf(actor);
  const [student] = await db
    .select()
    .from(students)
    .where(and(studentsAt(schoolId), eq(students.id, input.studentId)));
  if (!student) throw new AppError('STUDENT_NOT_FOUND');
  const refusal = checkInRefusal(student, undefined);
  if (refusal) throw refusal;
  const settings = await getSchoolSettings(db, schoolId);
  const today = schoolDateOf(now, settings.timezone);
  const schoolDate = input.date ?? today;
  assertManualDate(schoolDate, today);
  const id = await insertCheckIn(db, {
    studentId: student.id,
    schoolId,
    schoolDate,
    ...manualArrival(input, settings),
    scanTime:
      schoolDate === today ? now : schoolInstant(schoolDate, settings.startTime, settings.timezone),
    location: input.location ?? null,
    notes: input.notes ?? null,
    method: 'manual',
    recordedBy: actor.id,
  });
  if (!id) throw await alreadyCheckedIn(db, student, schoolDate, settings.timezone);
  const record = await getRecordById(db, id);
  if (!record) throw new Error('Attendance was not recorded');
  return { attendance: record, message: text('attendance.saved') };
}
