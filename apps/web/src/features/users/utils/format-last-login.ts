import { currentLocale } from '@/i18n/language';
import { formatSchoolDate } from '@/lib/school-time';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/** The browser's zone stands in only while the school's is still loading. */
const zoneOr = (timezone: string | undefined) =>
  timezone ?? Intl.DateTimeFormat().resolvedOptions().timeZone;

/** "Mar 1, 2026" / "1 mar 2026" / "1 mars 2026": the school's calendar day of an instant. */
export const formatDate = (iso: string, timezone?: string) =>
  formatSchoolDate(iso, zoneOr(timezone));

/** "5 minutes ago", "hace 5 minutos", "il y a 5 minutes". */
function ago(count: number, unit: 'minute' | 'hour' | 'day'): string {
  // `-count` is -0 for zero, which Intl writes as the past ("0 minutes ago"), not "in 0 minutes".
  return new Intl.RelativeTimeFormat(currentLocale(), { numeric: 'always' }).format(-count, unit);
}

/** Spec §9: minutes under an hour, hours under a day, days under a week, then the date. */
export function formatLastLogin(iso: string, timezone?: string, now: Date = new Date()): string {
  const elapsed = Math.max(0, now.getTime() - new Date(iso).getTime());
  if (elapsed < HOUR_MS) return ago(Math.floor(elapsed / MINUTE_MS), 'minute');
  if (elapsed < DAY_MS) return ago(Math.floor(elapsed / HOUR_MS), 'hour');
  if (elapsed < 7 * DAY_MS) return ago(Math.floor(elapsed / DAY_MS), 'day');
  return formatDate(iso, timezone);
}
