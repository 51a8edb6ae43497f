import { TREND_DAYS } from '@rollcall/contract/reports';
import { currentLocale } from '@/i18n/language';
import { formatNumber } from '@/lib/school-time';

type TrendDay = (typeof TREND_DAYS)[number];

/**
 * A rate in percent the way the screens' language writes it ("92.5%", "92,5 %"), one decimal as
 * the contract's `formatRate`; a dash when there is none.
 */
export const formatPercent = (rate: number | null, digits = 1) =>
  rate === null
    ? '—'
    : formatNumber(rate / 100, {
        style: 'percent',
        minimumFractionDigits: digits,
        maximumFractionDigits: digits,
      });

/** A Monday, from which the server's weekday names ("Mon"…) are counted. */
const MONDAY = Date.UTC(2024, 0, 1, 12);
const DAY_MS = 86_400_000;

/** The server's weekday ("Mon") shortened the way the screens' language does: "lun.", "lun". */
export const weekdayName = (day: TrendDay) =>
  new Date(MONDAY + TREND_DAYS.indexOf(day) * DAY_MS).toLocaleDateString(currentLocale(), {
    weekday: 'short',
    timeZone: 'UTC',
  });

/** A calendar date (yyyy-mm-dd) without its year: "Nov 21", "21 nov". */
export const formatDayMonth = (date: string) =>
  new Date(`${date}T12:00:00Z`).toLocaleDateString(currentLocale(), {
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });
