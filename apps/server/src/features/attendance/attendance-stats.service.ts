import { and, count, eq, inArray, sql } from 'drizzle-orm';
import type { AttendanceStats } from '@rollcall/contract/attendance';
import type { Db } from '../../db/client.js';
import { attendance } from '../../db/schema/attendance.js';
import { students } from '../../db/schema/students.js';
import { AppError } from '../../shared/app-error.js';
import {
  addDays,
  inSchoolDays,
  schoolDateOf,
  schoolDaysBetween,
} from '../../shared/school-calendar.js';
import { enrolledDayFigures, rateOver } from '../../figures/attendance-rate.js';
import { getSchoolSettings } from '../../shared/school-settings.js';
import { studentsAt } from '../../figures/enrolled.js';
import { toRecord, selectRecords } from './attendance-record.js';
import { recordConditions } from './attendance.service.js';

const DEFAULT_WINDOW_DAYS = 30;
const percent = (part: number, whole: number) =>
  whole === 0 ? 0 : Math.min(100, Math.round((part / whole) * 1000) / 10);

type StatsFilters = {
  startDate?: string | undefined;
  endDate?: string | undefined;
  class?: string | undefined;
  section?: string | undefined;
};

export async function getAttendanceStats(
  db: Db,
  now: Date,
  schoolId: string,
  filters: StatsFilters,
): Promise<AttendanceStats> {
  const settings = await getSchoolSettings(db, schoolId);
  const today = schoolDateOf(now, settings.timezone);
  const range = inSchoolDays(filters, settings.timezone);
  const endDate = range.endDate ?? today;
  const startDate = range.startDate ?? addDays(endDate, -(DEFAULT_WINDOW_DAYS - 1));
  const schoolDays = schoolDaysBetween(startDate, endDate, settings);
  const where = and(
    recordConditions({ ...filters, schoolId, startDate, endDate, enrolledOnly: true }),
    inArray(attendance.status, ['present', 'late']),
  );

  const [byStatus, enrolledDays] = await Promise.all([
    db
      .select({ status: attendance.status, value: count() })
      .from(attendance)
      .where(where)
      .groupBy(attendance.status),
    enrolledDayFigures(db, { schoolId, settings }, today, { ...filters, startDate, endDate }),
  ]);
  const presentCount = byStatus.find((row) => row.status === 'present')?.value ?? 0;
  const lateCount = byStatus.find((row) => row.status === 'late')?.value ?? 0;
  const totalAttendance = presentCount + lateCount;
  return {
    totalDays: schoolDays.length,
    totalAttendance,
    presentCount,
    lateCount,
    attendanceRate: percent(presentCount, totalAttendance),
    overallAttendanceRate: rateOver(enrolledDays) ?? 0,
  };
}

/** A student's records at their school: another school's student is not found (issue 41). */
export async function getStudentAttendance(
  db: Db,
  now: Date,
  schoolId: string,
  studentId: string,
  query: { limit: number; startDate?: string | undefined; endDate?: string | undefined },
) {
  const [student] = await db
    .select()
    .from(students)
    .where(and(studentsAt(schoolId), eq(students.id, studentId)));
  if (!student) throw new AppError('STUDENT_NOT_FOUND');
  const settings = await getSchoolSettings(db, schoolId);
  const today = schoolDateOf(now, settings.timezone);
  const range = inSchoolDays(query, settings.timezone);
  const endDate = range.endDate ?? today;
  const requestedStart = range.startDate ?? addDays(endDate, -(DEFAULT_WINDOW_DAYS - 1));
  const startDate =
    requestedStart < student.enrollmentDate ? student.enrollmentDate : requestedStart;
  const schoolDays = schoolDaysBetween(startDate, endDate < today ? endDate : today, settings);

  const rows = await selectRecords(db)
    .where(recordConditions({ schoolId, studentId, startDate, endDate }))
    .orderBy(sql`${attendance.scanTime} desc`)
    .limit(Math.max(query.limit, 1000));
  const records = rows.map(toRecord);
  const onSchoolDays = records.filter((record) => schoolDays.includes(record.schoolDate));
  const present = onSchoolDays.filter((record) => record.status === 'present').length;
  const late = onSchoolDays.filter((record) => record.status === 'late').length;
  return {
    student: {
      _id: student.id,
      firstName: student.firstName,
      lastName: student.lastName,
      studentId: student.studentId,
      class: student.class,
      section: student.section,
    },
    attendanceStats: {
      totalDays: schoolDays.length,
      present,
      late,
      absent: Math.max(0, schoolDays.length - present - late),
      attendanceRate: percent(present + late, schoolDays.length),
    },
    attendance: records.slice(0, query.limit),
  };
}
