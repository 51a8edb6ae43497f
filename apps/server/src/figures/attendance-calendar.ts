import { and, eq, gte, isNull, lte } from 'drizzle-orm';
import { attendanceRate, roundRate } from '@rollcall/contract/reports';
import type { SchoolSettings } from '@rollcall/contract/settings';
import type {
  AttendanceCalendar,
  AttendanceCalendarQuery,
  CalendarDayState,
} from '@rollcall/contract/students';
import type { Db } from '../db/client.js';
import { attendance } from '../db/schema/attendance.js';
import { students } from '../db/schema/students.js';
import { AppError } from '../shared/app-error.js';
import {
  addDays,
  isoWeekday,
  isSchoolDay,
  schoolDateOf,
  schoolTimeOf,
} from '../shared/school-calendar.js';
import { getSchoolSettings } from '../shared/school-settings.js';
import { schoolYearNamed, schoolYearOn, schoolYearsBetween } from '../shared/school-year.js';
import { chronicSettingsOf } from './chronic-absence.js';
import { enrolmentSpanOf, type EnrolmentSpan } from './enrolment-span.js';
import { studentFigures } from './student-figures.js';
import { rollUpTotals } from './attendance-totals.js';
import { pastSchoolDays } from './scope.js';
import { studentsAt } from './enrolled.js';

/** The selector's school years at most, newest first (a mistyped enrolment date stays short). */
const SCHOOL_YEARS_LISTED = 20;

type RecordedStatus = 'present' | 'late' | 'absent';

function notSchoolDayState(date: string, settings: SchoolSettings): CalendarDayState {
  if (settings.holidays.includes(date)) return 'holiday';
  return isoWeekday(date) >= 6 ? 'weekend' : 'non-school';
}

const isEnrolledOn = (date: string, span: EnrolmentSpan | null) =>
  span !== null && date >= span.fromDay && (span.untilDay === null || date < span.untilDay);

/**
 * A student's school year day by day (issue 26), archived students included. The days counted are
 * the reports' (`pastSchoolDays`: the year's school days up to today), less today while it is
 * open: before the absentee cutoff time with no record, the student may still arrive, so today is
 * `upcoming` and not counted. The totals are the reports' own figures for the student over exactly
 * those days (`studentFigures`, the student-summary report's), so they equal the days shown.
 */
export async function getAttendanceCalendar(
  db: Db,
  schoolId: string,
  now: Date,
  id: string,
  query: AttendanceCalendarQuery,
): Promise<AttendanceCalendar> {
  const [student] = await db
    .select({
      studentId: students.studentId,
      firstName: students.firstName,
      lastName: students.lastName,
      class: students.class,
      section: students.section,
      isActive: students.isActive,
      archivedAt: students.archivedAt,
    })
    .from(students)
    .where(and(studentsAt(schoolId), eq(students.id, id)));
  if (!student) throw new AppError('STUDENT_NOT_FOUND');

  const settings = await getSchoolSettings(db, schoolId);
  const { timezone, academicYear } = settings;
  const today = schoolDateOf(now, timezone);
  const year = query.schoolYear
    ? schoolYearNamed(query.schoolYear, academicYear)
    : schoolYearOn(today, academicYear);
  const [span, records] = await Promise.all([
    enrolmentSpanOf(db, timezone, id),
    db
      .select({ date: attendance.schoolDate, status: attendance.status })
      .from(attendance)
      .where(
        and(
          eq(attendance.schoolId, schoolId),
          eq(attendance.studentId, id),
          isNull(attendance.deletedAt),
          gte(attendance.schoolDate, year.startDate),
          lte(attendance.schoolDate, year.endDate),
        ),
      ),
  ]);
  const statusOn = new Map<string, RecordedStatus>(records.map((r) => [r.date, r.status]));
  const isTodayOpen =
    !statusOn.has(today) && schoolTimeOf(now, timezone) < settings.absenteeCutoffTime;
  const counted = pastSchoolDays(year.startDate, year.endDate, today, settings).filter(
    (date) => date !== today || !isTodayOpen,
  );

  const stateOf = (date: string): CalendarDayState => {
    if (!isSchoolDay(date, settings)) return notSchoolDayState(date, settings);
    if (!isEnrolledOn(date, span)) return 'not-enrolled';
    if (date > today || (date === today && isTodayOpen)) return 'upcoming';
    const status = statusOn.get(date);
    return status === 'present' || status === 'late' ? status : 'absent';
  };
  const days: AttendanceCalendar['days'] = [];
  for (let date = year.startDate; date <= year.endDate; date = addDays(date, 1)) {
    days.push({ date, state: stateOf(date) });
  }

  await rollUpTotals(db, today);
  const scope = {
    schoolId,
    class: student.class,
    section: student.section,
    timezone,
  };
  const figures = (await studentFigures(db, scope, counted, chronicSettingsOf(settings))).find(
    (row) => row.id === id,
  );
  const enrolledDays = figures?.enrolledDays ?? 0;
  const attended = figures?.attended ?? 0;
  const rate = attendanceRate(attended, enrolledDays);

  return {
    student: {
      _id: id,
      studentId: student.studentId,
      fullName: `${student.firstName} ${student.lastName}`,
      isActive: student.isActive,
      isArchived: student.archivedAt !== null,
    },
    schoolYear: year,
    schoolYears: schoolYearsBetween(
      span?.fromDay ?? today,
      today,
      academicYear,
      SCHOOL_YEARS_LISTED,
    ),
    today,
    days,
    totals: {
      enrolledDays,
      present: figures?.present ?? 0,
      late: figures?.late ?? 0,
      absent: figures?.absent ?? 0,
      rate: rate === null ? null : roundRate(rate),
    },
  };
}
