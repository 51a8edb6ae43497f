import type { CalendarDay } from '@rollcall/contract/students';

/** Calendar dates (yyyy-mm-dd) are read at noon UTC, which no arithmetic here moves to another day. */
const noonOf = (date: string) => new Date(`${date}T12:00:00Z`);

export function addDays(date: string, days: number): string {
  const next = noonOf(date);
  next.setUTCDate(next.getUTCDate() + days);
  return next.toISOString().slice(0, 10);
}

/** 1 = Monday … 7 = Sunday. */
export const isoWeekday = (date: string) => noonOf(date).getUTCDay() || 7;

/** The same day of the month `months` months on, or the month's last day when it has fewer. */
export function addMonths(date: string, months: number): string {
  const day = Number(date.slice(8));
  const first = noonOf(`${date.slice(0, 8)}01`);
  first.setUTCMonth(first.getUTCMonth() + months);
  const lastDay = new Date(
    Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0),
  ).getUTCDate();
  first.setUTCDate(Math.min(day, lastDay));
  return first.toISOString().slice(0, 10);
}

export type CalendarMonth = {
  /** yyyy-mm */
  key: string;
  /** Monday-to-Sunday rows; null before the month's first day and after its last. */
  weeks: (CalendarDay | null)[][];
};

/** The days in months, each a grid of Monday-to-Sunday weeks. */
export function monthsOf(days: readonly CalendarDay[]): CalendarMonth[] {
  const months: CalendarMonth[] = [];
  for (const day of days) {
    const key = day.date.slice(0, 7);
    let month = months.at(-1);
    if (month?.key !== key) {
      month = { key, weeks: [] };
      months.push(month);
    }
    const weekday = isoWeekday(day.date);
    let week = month.weeks.at(-1);
    if (!week || weekday === 1) {
      week = Array.from({ length: 7 }, () => null);
      month.weeks.push(week);
    }
    week[weekday - 1] = day;
  }
  return months;
}

/** Where a key moves the focus from `date` in a grid of weeks; undefined for other keys. */
export function dateAfterKey(date: string, key: string, ctrlKey: boolean): string | undefined {
  const weekday = isoWeekday(date);
  switch (key) {
    case 'ArrowLeft':
      return addDays(date, -1);
    case 'ArrowRight':
      return addDays(date, 1);
    case 'ArrowUp':
      return addDays(date, -7);
    case 'ArrowDown':
      return addDays(date, 7);
    case 'Home':
      return ctrlKey ? `${date.slice(0, 8)}01` : addDays(date, 1 - weekday);
    case 'End':
      return ctrlKey
        ? addDays(addMonths(`${date.slice(0, 8)}01`, 1), -1)
        : addDays(date, 7 - weekday);
    case 'PageUp':
      return addMonths(date, -1);
    case 'PageDown':
      return addMonths(date, 1);
    default:
      return undefined;
  }
}
