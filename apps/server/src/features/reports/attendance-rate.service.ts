import { attendanceRate, roundRate } from '@rollcall/contract/reports';
import type { SchoolSettings } from '@rollcall/contract/settings';
import type { Db } from '../../db/client.js';
import { dailyFigures, type DayFigures } from './attendance-figures.service.js';
import { rollUpTotals } from './attendance-totals.js';
import { pastSchoolDays } from './report-range.js';

/**
 * The one attendance rate every endpoint answers (README, Reports): attended ÷ enrolled school
 * days, counting a student only from their enrolment date, over the school days not after today.
 * `/reports/*`, `/attendance/stats` and `/absentee/statistics` all read it from here.
 */

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
  settings: SchoolSettings,
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
    class: range.class ?? null,
    section: range.section ?? null,
    timezone: settings.timezone,
  };
  await rollUpTotals(db, today);
  return dailyFigures(db, scope, days);
}
