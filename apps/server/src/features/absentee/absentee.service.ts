import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { absenteeRuns, notifications } from '../../db/schema/notifications.js';
import { students } from '../../db/schema/students.js';
import { pageInfo } from '../../shared/pagination.js';
import { findAbsentStudents } from '../attendance/attendance.service.js';
import { ABSENTEE_STATS_DAYS } from '@rollcall/contract/absentee';
import { renderText } from '@rollcall/contract/i18n/render';
import { perLanguage, type Language } from '@rollcall/contract/languages';
import { addDays, inSchoolDays, isSchoolDay, schoolDateOf } from '../../shared/school-calendar.js';
import { enrolledDayFigures, rateOver } from '../../figures/attendance-rate.js';
import { getSchoolSettings } from '../../shared/school-settings.js';
import { enrolled, studentsAt } from '../../figures/enrolled.js';

export async function getAbsentOn(db: Db, now: Date, schoolId: string, date: string | undefined) {
  const settings = await getSchoolSettings(db, schoolId);
  const day = date ?? schoolDateOf(now, settings.timezone);
  return {
    students: await findAbsentStudents(db, schoolId, day),
    date: day,
    isSchoolDay: isSchoolDay(day, settings),
  };
}

/** An ISO weekday's name in a language (1 January 2024 was a Monday). */
const weekdayName = (day: number, language: Language) =>
  weekdayFormat(language).format(new Date(Date.UTC(2024, 0, day)));
const weekdayFormat = perLanguage(
  (locale) => new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' }),
);

const describeDays = (days: number[], language: Language) =>
  days.join() === '1,2,3,4,5'
    ? renderText('absentee.mondayToFriday', {}, language)
    : days.map((day) => weekdayName(day, language)).join(', ');

/** The absence check's schedule, its sentence in the reader's language. */
export async function getScheduleInfo(
  db: Db,
  schoolId: string,
  isActive: boolean,
  language: Language,
) {
  const settings = await getSchoolSettings(db, schoolId);
  const [lastRun] = await db
    .select()
    .from(absenteeRuns)
    .where(eq(absenteeRuns.schoolId, schoolId))
    .orderBy(desc(absenteeRuns.createdAt))
    .limit(1);
  return {
    cutoffTime: settings.absenteeCutoffTime,
    description: renderText(
      'absentee.schedule',
      { days: describeDays(settings.schoolDays, language), time: settings.absenteeCutoffTime },
      language,
    ),
    timezone: settings.timezone,
    isActive,
    lastRun: lastRun
      ? { date: lastRun.schoolDate, absentCount: lastRun.absentCount, trigger: lastRun.trigger }
      : null,
  };
}

/**
 * One entry per school day of the range (default: the last 7 days) up to today on which a student
 * was enrolled, with its attendance rate: the figures' definition (figures/attendance-rate.ts).
 */
export async function getAbsenteeStatistics(
  db: Db,
  now: Date,
  schoolId: string,
  query: { startDate?: string | undefined; endDate?: string | undefined },
) {
  const settings = await getSchoolSettings(db, schoolId);
  const today = schoolDateOf(now, settings.timezone);
  const range = inSchoolDays(query, settings.timezone);
  const endDate = range.endDate ?? today;
  const startDate = range.startDate ?? addDays(endDate, -(ABSENTEE_STATS_DAYS - 1));
  const [[active], days] = await Promise.all([
    db
      .select({ value: count() })
      .from(students)
      .where(and(studentsAt(schoolId), enrolled)),
    enrolledDayFigures(db, { schoolId, settings }, today, { startDate, endDate }),
  ]);
  return {
    totalStudents: active?.value ?? 0,
    statistics: days
      .filter((day) => day.enrolled > 0)
      .map((day) => ({
        date: day.date,
        present: day.present + day.late,
        absent: day.enrolled - day.present - day.late,
        attendanceRate: rateOver([day]) ?? 0,
      })),
  };
}

export async function findNotifications(
  db: Db,
  schoolId: string,
  query: {
    date?: string | undefined;
    studentId?: string | undefined;
    status?: string | undefined;
    page: number;
    limit: number;
  },
) {
  const where = and(
    eq(notifications.schoolId, schoolId),
    query.date
      ? sql`(${notifications.schoolDate} = ${query.date} or (${notifications.schoolDate} is null and ${notifications.createdAt}::date = ${query.date}))`
      : undefined,
    query.studentId ? eq(notifications.studentId, query.studentId) : undefined,
    query.status ? eq(notifications.status, query.status as 'sent') : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({
        message: notifications,
        student: {
          id: students.id,
          firstName: students.firstName,
          lastName: students.lastName,
          studentId: students.studentId,
        },
      })
      .from(notifications)
      .leftJoin(students, eq(students.id, notifications.studentId))
      .where(where)
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ value: count() }).from(notifications).where(where),
  ]);
  const totalRecords = total?.value ?? 0;
  return {
    notifications: rows.map(({ message, student }) => toNotification(message, student)),
    pagination: { ...pageInfo(query.page, query.limit, totalRecords), totalRecords },
  };
}

export function toNotification(
  message: typeof notifications.$inferSelect,
  student: { id: string; firstName: string; lastName: string; studentId: string } | null,
) {
  return {
    _id: message.id,
    kind: message.kind,
    channel: message.channel,
    recipient: message.recipient,
    subject: message.subject,
    body: message.body,
    status: message.status,
    attempts: message.attempts,
    providerResponse: message.providerResponse,
    schoolDate: message.schoolDate,
    student: student
      ? {
          _id: student.id,
          fullName: `${student.firstName} ${student.lastName}`,
          studentId: student.studentId,
        }
      : null,
    createdAt: message.createdAt.toISOString(),
    sentAt: message.sentAt?.toISOString() ?? null,
  };
}
