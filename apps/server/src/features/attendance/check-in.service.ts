import { and, eq } from 'drizzle-orm';
import { text } from '@rollcall/contract/i18n/text-key';
import type { Db } from '../../db/client.js';
import { attendance } from '../../db/schema/attendance.js';
import type { students } from '../../db/schema/students.js';
import { AppError } from '../../shared/app-error.js';
import { schoolTimeOf } from '../../shared/school-calendar.js';
import { notDeleted } from './attendance-record.js';

type StudentRow = typeof students.$inferSelect;
type Student = Pick<StudentRow, 'firstName' | 'lastName'>;

const fullName = (student: Student) => `${student.firstName} ${student.lastName}`;

/** Why a found student may not check in with this code, if they may not. */
export function checkInRefusal(
  student: Pick<StudentRow, 'archivedAt' | 'isActive' | 'qrVersion'>,
  cardVersion: number | undefined,
): AppError | undefined {
  if (cardVersion !== undefined && student.qrVersion !== cardVersion) {
    return new AppError('QR_SUPERSEDED', text('errors.QR_SUPERSEDED'));
  }
  if (student.archivedAt) {
    return new AppError('STUDENT_UNAVAILABLE', text('attendance.archivedStudent'));
  }
  if (!student.isActive) {
    return new AppError('STUDENT_UNAVAILABLE', text('attendance.inactiveStudent'));
  }
  return undefined;
}

/** The refusal of a second check-in on one day, naming the time of the first. */
export async function alreadyCheckedIn(
  db: Db,
  student: Student & { id: string },
  schoolDate: string,
  timezone: string,
) {
  const [first] = await db
    .select({ scanTime: attendance.scanTime })
    .from(attendance)
    .where(
      and(eq(attendance.studentId, student.id), eq(attendance.schoolDate, schoolDate), notDeleted),
    );
  return new AppError(
    'ALREADY_CHECKED_IN',
    first
      ? text('attendance.alreadyCheckedIn', {
          name: fullName(student),
          time: schoolTimeOf(first.scanTime, timezone),
        })
      : text('attendance.alreadyCheckedInEarlier', { name: fullName(student) }),
  );
}

/**
 * Writes a student's check-in for a day: the one way a check-in is written, by hand and at the
 * gate. (The staff scan writes the same row with the same conflict rule in one statement for all
 * the scans that arrive together, scan-batch.ts, where the session is checked too.) The partial
 * unique index decides, not a prior read: of any number of simultaneous check-ins exactly one
 * inserts and answers its id; the others answer undefined, and hear who was first from
 * `alreadyCheckedIn`.
 */
export async function insertCheckIn(
  db: Db,
  values: typeof attendance.$inferInsert,
): Promise<string | undefined> {
  const [inserted] = await db
    .insert(attendance)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: attendance.id });
  return inserted?.id;
}
