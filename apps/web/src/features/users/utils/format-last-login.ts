import dayjs from 'dayjs';
import { agoText } from '@rollcall/contract/common';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

export const formatDate = (iso: string) => dayjs(iso).format('MMM D, YYYY');

/** Spec §9: minutes under an hour, hours under a day, days under a week, then the date. */
export function formatLastLogin(iso: string | null, now: Date = new Date()): string {
  if (!iso) return 'Never';
  const elapsed = Math.max(0, now.getTime() - new Date(iso).getTime());
  if (elapsed < HOUR_MS) return agoText(Math.floor(elapsed / MINUTE_MS), 'minute');
  if (elapsed < DAY_MS) return agoText(Math.floor(elapsed / HOUR_MS), 'hour');
  if (elapsed < 7 * DAY_MS) return agoText(Math.floor(elapsed / DAY_MS), 'day');
  return formatDate(iso);
}
