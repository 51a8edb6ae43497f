import { and, count, eq, sql } from 'drizzle-orm';
import {
  ATTENDANCE_BANDS,
  CHRONIC_LIST_LIMIT,
  DEFAULT_TREND_WINDOW_DAYS,
  TREND_DAYS,
  WEEK_LABELS,
  attendanceRate,
  roundRate,
  type Analytics,
  type AnalyticsQuery,
  type ChronicStudent,
  type ReportStats,
} from '@rollcall/contract/reports';
import type { Db } from '../../db/client.js';
import { students } from '../../db/schema/students.js';
import { users } from '../../db/schema/users.js';
import { addDays, isoWeekday, schoolDateOf } from '../../shared/school-calendar.js';
import { getSchoolSettings } from '../../shared/school-settings.js';
import { staffOf } from '../../shared/school-staff.js';
import { enrolled, studentsAt } from '../../figures/enrolled.js';
import { chronicSettingsOf } from '../../figures/chronic-absence.js';
import { dailyFigures } from '../../figures/daily-figures.js';
import type { StudentFigures } from '../../figures/student-figures.js';
import { studentOverview } from '../../figures/student-overview.js';
import { rollUpTotals } from '../../figures/attendance-totals.js';
import { enrolledDayFigures, rateOver } from '../../figures/attendance-rate.js';
import { pastSchoolDays, resolveScope } from '../../figures/scope.js';

const rounded = (rate: number | null) => (rate === null ? null : roundRate(rate));

export const toChronicStudent = (student: StudentFigures): ChronicStudent => ({
  _id: student.id,
  studentId: student.studentId,
  fullName: student.fullName,
  class: student.class,
  section: student.section,
  enrolledDays: student.enrolledDays,
  absentDays: student.absent,
  rate: roundRate(attendanceRate(student.attended, student.enrolledDays) ?? 0),
});

export async function getReportStats(db: Db, now: Date, schoolId: string): Promise<ReportStats> {
  const settings = await getSchoolSettings(db, schoolId);
  const today = schoolDateOf(now, settings.timezone);
  const [days, [active], [classes], [teachers]] = await Promise.all([
    enrolledDayFigures(db, { schoolId, settings }, today, {
      startDate: addDays(today, -(DEFAULT_TREND_WINDOW_DAYS - 1)),
      endDate: today,
    }),
    db
      .select({ value: count() })
      .from(students)
      .where(and(studentsAt(schoolId), enrolled)),
    db
      .execute(
        sql`
      select count(distinct (s.class, s.section))::int as value
        from attendance a join students s on s.id = a.student_id
       where a.school_id = ${schoolId} and a.school_date = ${today}::date and a.deleted_at is null
         and a.status in ('present', 'late')`,
      )
      .then((result) => result.rows),
    db
      .select({ value: count() })
      .from(users)
      .where(and(staffOf(schoolId, 'teacher'), eq(users.isActive, true))),
  ]);
  return {
    totalStudents: active?.value ?? 0,
    averageAttendance: rateOver(days) ?? 0,
    classesToday: Number(classes?.value ?? 0),
    activeTeachers: teachers?.value ?? 0,
  };
}

export async function getAnalytics(
  db: Db,
  now: Date,
  schoolId: string,
  query: AnalyticsQuery,
): Promise<Analytics> {
  const settings = await getSchoolSettings(db, schoolId);
  const scope = resolveScope(query, settings, now, schoolId);
  const today = schoolDateOf(now, settings.timezone);
  // The four weeks end with the range's end and may reach before its start.
  const weeksStart = addDays(scope.endDate, -(7 * WEEK_LABELS.length - 1));
  const from = weeksStart < scope.startDate ? weeksStart : scope.startDate;
  await rollUpTotals(db, today);
  const chronicSettings = chronicSettingsOf(settings);
  const [days, students] = await Promise.all([
    dailyFigures(db, scope, pastSchoolDays(from, scope.endDate, today, settings)),
    studentOverview(db, scope, scope.schoolDays, chronicSettings, CHRONIC_LIST_LIMIT),
  ]);
  const inRange = days.filter((day) => day.date >= scope.startDate);

  const trends = TREND_DAYS.map((day, index) => ({
    day,
    rate: rateOver(inRange.filter((figure) => isoWeekday(figure.date) === index + 1)),
  }));

  const bands = ATTENDANCE_BANDS.map(({ band, min, max }) => ({
    band,
    min,
    max,
    count: students.bands.get(band) ?? 0,
  }));

  const weekly = WEEK_LABELS.map((week, index) => {
    const endDate = addDays(scope.endDate, -7 * (WEEK_LABELS.length - 1 - index));
    const startDate = addDays(endDate, -6);
    const inWeek = days.filter((day) => day.date >= startDate && day.date <= endDate);
    const enrolled = inWeek.reduce((sum, day) => sum + day.enrolled, 0);
    const onTime = inWeek.reduce((sum, day) => sum + day.present, 0);
    return {
      week,
      startDate,
      endDate,
      attendanceRate: rateOver(inWeek),
      onTimeRate: rounded(attendanceRate(onTime, enrolled)),
    };
  });

  return {
    startDate: scope.startDate,
    endDate: scope.endDate,
    trends,
    bands,
    weekly,
    chronic: {
      count: students.chronicCount,
      ...chronicSettings,
      students: students.chronic.map(toChronicStudent),
    },
  };
}
