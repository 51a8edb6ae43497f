import type { AbsenteeStatisticsSchema } from '@rollcall/contract/absentee';
import type { z } from 'zod';
import { i18n } from '@/i18n/i18n';
import { currentLocale } from '@/i18n/language';

type AbsenteeStatistics = z.output<typeof AbsenteeStatisticsSchema>;

export type QuickStats = { totalStudents: number; averageRate: number | null; daysTracked: number };

/** The Quick Stats card: the mean of the daily rates, to one decimal; null without school days. */
export function quickStats(data: AbsenteeStatistics): QuickStats {
  const rates = data.statistics.map((day) => day.attendanceRate);
  const averageRate =
    rates.length === 0
      ? null
      : Math.round((rates.reduce((sum, rate) => sum + rate, 0) / rates.length) * 10) / 10;
  return { totalStudents: data.totalStudents, averageRate, daysTracked: rates.length };
}

/** "3 students", "1 message", "2 attempts" in the screens' language (components re-render on a switch). */
export const countOf = (unit: 'students' | 'messages' | 'attempts', count: number) =>
  i18n.t(`absentee:counts.${unit}`, { count });

/** What a send or a check did beyond its headline: repeats skipped, guardians with no contact. */
export function deliveryDetails(result: {
  queued: number;
  alreadyNotified: number;
  withoutContact?: number;
}): string | null {
  const parts: string[] = [];
  if (result.alreadyNotified > 0) {
    parts.push(
      i18n.t('absentee:details.notAgain', {
        messages: countOf('messages', result.alreadyNotified),
      }),
    );
  }
  if (result.withoutContact) {
    parts.push(
      i18n.t('absentee:details.withoutContact', {
        students: countOf('students', result.withoutContact),
      }),
    );
  }
  return parts.length > 0 ? parts.join(' ') : null;
}

/**
 * "Sat, Nov 21, 2026" for a calendar day that is already the school's: written at noon UTC in
 * UTC, which no zone can move to another day.
 */
export const formatDay = (date: string) =>
  new Date(`${date}T12:00:00Z`).toLocaleDateString(currentLocale(), {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });

export { formatSchoolInstant as formatInstant } from '@/lib/school-time';

export const attemptsText = (attempts: number) =>
  attempts === 0 ? i18n.t('absentee:notAttempted') : countOf('attempts', attempts);
