import type { AbsenteeStatisticsSchema } from '@rollcall/contract/absentee';
import dayjs from 'dayjs';
import type { z } from 'zod';

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

export const plural = (count: number, one: string, many = `${one}s`) =>
  `${count} ${count === 1 ? one : many}`;

/** What a send or a check did beyond its headline: repeats skipped, guardians with no contact. */
export function deliveryDetails(result: {
  queued: number;
  alreadyNotified: number;
  withoutContact?: number;
}): string | null {
  const parts: string[] = [];
  if (result.alreadyNotified > 0) {
    parts.push(
      `${plural(result.alreadyNotified, 'message')} not sent again: those guardians were already notified today on that channel.`,
    );
  }
  if (result.withoutContact) {
    parts.push(`${plural(result.withoutContact, 'student')} without a guardian e-mail or phone.`);
  }
  return parts.length > 0 ? parts.join(' ') : null;
}

/** "Sat, Nov 21, 2026" for a calendar day that is already the school's. */
export const formatDay = (date: string) => dayjs(date).format('ddd, MMM D, YYYY');

export { formatSchoolInstant as formatInstant } from '@/lib/school-time';

export const attemptsText = (attempts: number) =>
  attempts === 0 ? 'Not attempted' : plural(attempts, 'attempt');
