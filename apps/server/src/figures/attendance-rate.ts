import {
  attendanceRate,
  CONSECUTIVE_ABSENCE_MIN_DAYS,
  roundRate,
} from '@rollcall/contract/reports';
import type { SchoolSettings } from '@rollcall/contract/settings';
import type { Db } from '../db/client.js';
import { absenceRunsToEnd } from './absence-runs.js';
import { dailyFigures, type DayFigures } from './daily-figures.js';
import { studentFigures } from './student-figures.js';
import { rollUpTotals } from './attendance-totals.js';
import { pastSchoolDays } from './scope.js';

/**
 * The one attendance rate every endpoint answers (README, Reports): attended ÷ enrolled school
 * days, counting a student only from their enrolment date, over the school days not after today.
 * `/reports/*`, `/attendance/stats` and `/absentee/statistics` all read it from here.
 */

/** Whose figures: a school (every school of the district for null), under its settings. */
export type SchoolFigures = { schoolId: string | null; settings: SchoolSettings };

/** attended ÷ enrolled over a set of days, summed (never an average of daily rates); one decimal. */
export function rateOver(days: readonly DayFigures[]): number | null {
  let enrolled = 0;
  let attended = 0;
  for (const day of days) {
    enrolled += day.enrolled;
    attended += day.present + day.late;
  }
  const rate = attendanceRate(attended, enrolled);
  return rate === null ? null : roundRate(rate);
}

/** Per school day of the range up to today: students enrolled, on time and late. */
export async function enrolledDayFigures(
  db: Db,
  { schoolId, settings }: SchoolFigures,
  today: string,
  range: {
    startDate: string;
    endDate: string;
    class?: string | undefined;
    section?: string | undefined;
  },
): Promise<DayFigures[]> {
  const days = pastSchoolDays(range.startDate, range.endDate, today, settings);
  const scope = {
    schoolId,
    class: range.class ?? null,
    section: range.section ?? null,
    timezone: settings.timezone,
  };
  await rollUpTotals(db, today);
  return dailyFigures(db, scope, days);
}

/**
 * Per student enrolled on a school day of the range up to today: the reports' figures (chronic
 * absence under the school's settings), and the runs of absences reaching the range's last school
 * day (the consecutive-absences report's). Guardian nudges and letters read them here.
 */
export async function enrolledStudentFigures(
  db: Db,
  { schoolId, settings }: SchoolFigures,
  today: string,
  range: { startDate: string; endDate: string },
) {
  const days = pastSchoolDays(range.startDate, range.endDate, today, settings);
  const scope = { schoolId, class: null, section: null, timezone: settings.timezone };
  const chronic = {
    threshold: settings.chronicAbsenceThreshold,
    minDays: settings.chronicAbsenceMinDays,
  };
  await rollUpTotals(db, today);
  const [students, runs] = await Promise.all([
    studentFigures(db, scope, days, chronic),
    absenceRunsToEnd(db, scope, days, CONSECUTIVE_ABSENCE_MIN_DAYS),
  ]);
  return { days, students, runs };
}
