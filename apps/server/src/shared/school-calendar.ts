/**
 * Dates and times in the school's time zone. A "school date" is a calendar day, yyyy-mm-dd, as the
 * school's wall clock shows it — never the server's day and never UTC's.
 */
import { SCHOOL_YEAR_START } from '@rollcall/contract/attendance';

export type CalendarSettings = {
  timezone: string;
  startTime: string;
  gracePeriodMinutes: number;
  veryLateAfterMinutes: number;
  schoolDays: number[];
  holidays: string[];
};

export type CheckInTiming = {
  schoolDate: string;
  status: 'present' | 'late';
  timeWindow: 'on_time' | 'late' | 'very_late';
  minutesLate: number;
};

const formatters = new Map<string, Intl.DateTimeFormat>();
function partsFormatter(timezone: string) {
  let formatter = formatters.get(timezone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone: timezone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timezone, formatter);
  }
  return formatter;
}

type WallClock = ReturnType<typeof readWallClock>;

/**
 * The last second read, per zone: a busy gate asks for the same second hundreds of times, and
 * formatToParts is the dearest step of a check-in's arithmetic.
 */
const lastSecondRead = new Map<string, { second: number; clock: WallClock }>();

/** Forgets the time-zone formatters and what was worked out with them (Clear Cache); all are rebuilt. */
export function forgetCalendarCaches(): number {
  const count = formatters.size + lastSecondRead.size + instantsWorkedOut.size;
  formatters.clear();
  lastSecondRead.clear();
  instantsWorkedOut.clear();
  return count;
}

function wallClock(instant: Date, timezone: string): WallClock {
  const second = Math.floor(instant.getTime() / 1000);
  const last = lastSecondRead.get(timezone);
  if (last?.second === second) return last.clock;
  const clock = readWallClock(instant, timezone);
  lastSecondRead.set(timezone, { second, clock });
  return clock;
}

function readWallClock(instant: Date, timezone: string) {
  const parts = Object.fromEntries(
    partsFormatter(timezone)
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  );
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    second: Number(parts.second),
  };
}

const pad = (value: number) => String(value).padStart(2, '0');

/** The school's calendar day at an instant. */
export function schoolDateOf(instant: Date, timezone: string): string {
  const clock = wallClock(instant, timezone);
  return `${clock.year}-${pad(clock.month)}-${pad(clock.day)}`;
}

type DateRange = { startDate?: string | undefined; endDate?: string | undefined };

/**
 * A date-range query's bounds as school days (the contract's DateOrTimestampSchema): a calendar
 * day as given, an ISO timestamp as the school's day at that instant.
 */
export function inSchoolDays<Q extends DateRange>(query: Q, timezone: string): Q {
  const dayOf = (value: string | undefined) =>
    value === undefined || /^\d{4}-\d{2}-\d{2}$/.test(value)
      ? value
      : schoolDateOf(new Date(value), timezone);
  return { ...query, startDate: dayOf(query.startDate), endDate: dayOf(query.endDate) };
}

/** The school's wall-clock time (HH:MM) at an instant. */
export function schoolTimeOf(instant: Date, timezone: string): string {
  const clock = wallClock(instant, timezone);
  return `${pad(clock.hour)}:${pad(clock.minute)}`;
}

/** Milliseconds the zone is ahead of UTC at an instant. */
function offsetAt(instant: Date, timezone: string): number {
  const c = wallClock(instant, timezone);
  const asUtc = Date.UTC(c.year, c.month - 1, c.day, c.hour, c.minute, c.second);
  return asUtc - Math.floor(instant.getTime() / 1000) * 1000;
}

/**
 * Instants already worked out, by zone, day and time: every check-in asks for the day's start,
 * which took two more formatToParts calls (each also evicting the current second's clock above).
 * A few entries a day; emptied whenever it reaches the limit.
 */
const instantsWorkedOut = new Map<string, number>();
const INSTANTS_KEPT = 1000;

/**
 * The instant at which the school's clock shows `time` on `date`. On a daylight-saving change the
 * offset is taken again at the first guess, so 08:00 stays 08:00 local on both sides of it.
 */
export function schoolInstant(date: string, time: string, timezone: string): Date {
  const key = `${timezone} ${date} ${time}`;
  const known = instantsWorkedOut.get(key);
  if (known !== undefined) return new Date(known);
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const [hour, minute] = time.split(':').map(Number) as [number, number];
  const naive = Date.UTC(year, month - 1, day, hour, minute);
  const firstGuess = naive - offsetAt(new Date(naive), timezone);
  const instant = naive - offsetAt(new Date(firstGuess), timezone);
  if (instantsWorkedOut.size >= INSTANTS_KEPT) instantsWorkedOut.clear();
  instantsWorkedOut.set(key, instant);
  return new Date(instant);
}

/** ISO weekday of a calendar date: 1 = Monday … 7 = Sunday. */
export function isoWeekday(date: string): number {
  const weekday = new Date(`${date}T12:00:00Z`).getUTCDay();
  return weekday === 0 ? 7 : weekday;
}

export function isSchoolDay(
  date: string,
  settings: Pick<CalendarSettings, 'schoolDays' | 'holidays'>,
): boolean {
  return settings.schoolDays.includes(isoWeekday(date)) && !settings.holidays.includes(date);
}

export function addDays(date: string, days: number): string {
  const next = new Date(`${date}T12:00:00Z`);
  next.setUTCDate(next.getUTCDate() + days);
  return next.toISOString().slice(0, 10);
}

/** The first day of the school year holding `date`: the latest SCHOOL_YEAR_START on or before it. */
export function schoolYearStartOf(date: string): string {
  const monthDay = `${String(SCHOOL_YEAR_START.month).padStart(2, '0')}-${String(SCHOOL_YEAR_START.day).padStart(2, '0')}`;
  const year = Number(date.slice(0, 4));
  const startThisYear = `${year}-${monthDay}`;
  return date >= startThisYear ? startThisYear : `${year - 1}-${monthDay}`;
}

/** The school days from `from` to `to`, both included. */
export function schoolDaysBetween(
  from: string,
  to: string,
  settings: Pick<CalendarSettings, 'schoolDays' | 'holidays'>,
): string[] {
  const days: string[] = [];
  for (let date = from; date <= to; date = addDays(date, 1)) {
    if (isSchoolDay(date, settings)) days.push(date);
  }
  return days;
}

export type TimeWindow = CheckInTiming['timeWindow'];

/**
 * The one rule for how late an arrival `minutesLate` minutes after the start time is: on time
 * through the grace period, "late" up to the very-late threshold, "very_late" beyond. A scan and a
 * manual entry are both classified by it.
 */
export function timeWindowFor(
  minutesLate: number,
  settings: Pick<CalendarSettings, 'gracePeriodMinutes' | 'veryLateAfterMinutes'>,
): TimeWindow {
  if (minutesLate <= settings.gracePeriodMinutes) return 'on_time';
  return minutesLate <= settings.veryLateAfterMinutes ? 'late' : 'very_late';
}

/**
 * An arrival in the time window `timeWindowFor` gives: on time is "present" with 0 minutes late
 * (the spec: on time means minutesLate is not above 0), anything later is "late" with the whole
 * minutes since the start time.
 */
export function arrivalAfter(
  minutesLate: number,
  settings: Pick<CalendarSettings, 'gracePeriodMinutes' | 'veryLateAfterMinutes'>,
): Omit<CheckInTiming, 'schoolDate'> {
  const timeWindow = timeWindowFor(minutesLate, settings);
  return timeWindow === 'on_time'
    ? { status: 'present', timeWindow, minutesLate: 0 }
    : { status: 'late', timeWindow, minutesLate };
}

/** A check-in scanned at `scanTime`: the school day it counts for, and how late it is. */
export function classifyCheckIn(scanTime: Date, settings: CalendarSettings): CheckInTiming {
  const schoolDate = schoolDateOf(scanTime, settings.timezone);
  const start = schoolInstant(schoolDate, settings.startTime, settings.timezone);
  const minutesAfterStart = Math.floor((scanTime.getTime() - start.getTime()) / 60_000);
  return { schoolDate, ...arrivalAfter(minutesAfterStart, settings) };
}
