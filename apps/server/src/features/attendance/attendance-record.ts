import { and, eq, isNull } from 'drizzle-orm';
import type { AttendanceRecord } from '@rollcall/contract/attendance';
import type { Db } from '../../db/client.js';
import { attendance } from '../../db/schema/attendance.js';
import { attendanceCheckOuts } from '../../db/schema/gate.js';
import { students } from '../../db/schema/students.js';
import { users } from '../../db/schema/users.js';

export const recordSelection = {
  id: attendance.id,
  schoolDate: attendance.schoolDate,
  status: attendance.status,
  timeWindow: attendance.timeWindow,
  minutesLate: attendance.minutesLate,
  scanTime: attendance.scanTime,
  receivedAt: attendance.createdAt,
  location: attendance.location,
  notes: attendance.notes,
  method: attendance.method,
  studentRecordId: students.id,
  studentFirstName: students.firstName,
  studentLastName: students.lastName,
  studentNumber: students.studentId,
  studentClass: students.class,
  studentSection: students.section,
  recordedById: users.id,
  recordedByName: users.name,
  checkedOutAt: attendanceCheckOuts.checkedOutAt,
  checkOutIsEarly: attendanceCheckOuts.isEarly,
};

/** Attendance rows with their student and the day's check-out embedded; deleted rows never show. */
export const selectRecords = (db: Db) =>
  db
    .select(recordSelection)
    .from(attendance)
    .innerJoin(students, eq(students.id, attendance.studentId))
    .leftJoin(users, eq(users.id, attendance.recordedBy))
    .leftJoin(
      attendanceCheckOuts,
      and(
        eq(attendanceCheckOuts.studentId, attendance.studentId),
        eq(attendanceCheckOuts.schoolDate, attendance.schoolDate),
      ),
    );

export const notDeleted = isNull(attendance.deletedAt);

type RecordRow = Awaited<ReturnType<ReturnType<typeof selectRecords>['where']>>[number];

export function toRecord(row: RecordRow): AttendanceRecord {
  const student = {
    _id: row.studentRecordId,
    firstName: row.studentFirstName,
    lastName: row.studentLastName,
    studentId: row.studentNumber,
    class: row.studentClass,
    section: row.studentSection,
  };
  return {
    _id: row.id,
    student,
    // Spec §3's populated form: the same student, where a client of the spec reads it.
    studentId: student,
    schoolDate: row.schoolDate,
    status: row.status,
    timeWindow: row.timeWindow,
    minutesLate: row.minutesLate,
    scanTime: row.scanTime.toISOString(),
    receivedAt: row.receivedAt.toISOString(),
    location: row.location,
    notes: row.notes,
    method: row.method,
    recordedBy:
      row.recordedById && row.recordedByName
        ? { _id: row.recordedById, name: row.recordedByName }
        : null,
    checkOut: row.checkedOutAt
      ? { time: row.checkedOutAt.toISOString(), isEarly: row.checkOutIsEarly ?? false }
      : null,
  };
}

export async function getRecordById(db: Db, id: string) {
  const [row] = await selectRecords(db).where(and(eq(attendance.id, id), notDeleted));
  return row ? toRecord(row) : undefined;
}
