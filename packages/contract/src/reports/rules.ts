/**
 * Reports & Analytics (issue 10). The definitions every figure, chart and file uses:
 * - a school day is a weekday in the settings' `schoolDays` that is not a holiday, in the school's
 *   time zone, not after today;
 * - a student's enrolled days in a range are the school days from their enrollment date (their
 *   creation day when it is empty) until the day they were archived (that day excluded);
 * - attended = a non-deleted record with status present or late; absent = an enrolled day without
 *   such a record; late = status late;
 * - attendance rate = attended ÷ enrolled days, summed over whatever is measured (never an average
 *   of averages), in percent;
 * - chronic absence: absent on at least `chronicAbsenceThreshold` % of enrolled days, counting only
 *   students enrolled at least `chronicAbsenceMinDays` school days in the range.
 */

/** Spec §9: the trend window and the Export Report window (720 hours). */
export const DEFAULT_TREND_WINDOW_DAYS = 30;
export const REPORT_EXPORT_WINDOW_HOURS = 720;
/** The longest range one report or analytics request may cover. */
export const REPORT_MAX_RANGE_DAYS = 366;
/** How long a signed download link works. */
export const REPORT_LINK_TTL_SECONDS = 3600;
export const REPORTS_LIST_DEFAULT_LIMIT = 20;
export const REPORTS_LIST_MAX_LIMIT = 100;
/** The most schools one report may list by id (a district report of every school says `all`). */
export const REPORT_SCHOOLS_MAX = 500;
/** The chronic list in analytics shows the worst this many; `count` is always the full count. */
export const CHRONIC_LIST_LIMIT = 100;
/** Consecutive-absences lists runs at least this long. */
export const CONSECUTIVE_ABSENCE_MIN_DAYS = 3;

/** Chronic absence defaults: the U.S. EDFacts definition (10 % of at least 10 enrolled days). */
export const CHRONIC_ABSENCE_DEFAULTS = { threshold: 10, minDays: 10 } as const;
/** The federal civil-rights measure readable from the absent-day counts every report shows. */
export const CIVIL_RIGHTS_ABSENT_DAYS = 15;

// ---------------------------------------------------------------------------------------------
// Bands (spec §9)

export const ATTENDANCE_BANDS = [
  { band: 'Excellent', min: 90, max: 100 },
  { band: 'Good', min: 80, max: 89 },
  { band: 'Average', min: 70, max: 79 },
  { band: 'Poor', min: 60, max: 69 },
  { band: 'Very Poor', min: 0, max: 59 },
] as const;
export type AttendanceBand = (typeof ATTENDANCE_BANDS)[number]['band'];
export const ATTENDANCE_BAND_NAMES = ATTENDANCE_BANDS.map<AttendanceBand>((b) => b.band);

/** The band of a rate in percent; a rate between two bands' labels (89.5) falls in the lower. */
export function bandOf(rate: number): AttendanceBand {
  for (const { band, min } of ATTENDANCE_BANDS) if (rate >= min) return band;
  return 'Very Poor';
}

/** attended ÷ enrolled in percent (unrounded); null when nothing was enrolled. */
export const attendanceRate = (attended: number, enrolled: number): number | null =>
  enrolled === 0 ? null : (attended / enrolled) * 100;

/** One decimal, as every screen and file shows a rate. */
export const roundRate = (rate: number) => Math.round(rate * 10) / 10;
export const formatRate = (rate: number | null) =>
  rate === null ? '—' : `${roundRate(rate).toFixed(1)}%`;

/** Whether a student's figures make them chronically absent under the given settings. */
export function isChronicallyAbsent(
  figures: { enrolledDays: number; absentDays: number },
  settings: { threshold: number; minDays: number },
): boolean {
  return (
    figures.enrolledDays >= settings.minDays &&
    figures.enrolledDays > 0 &&
    figures.absentDays * 100 >= settings.threshold * figures.enrolledDays
  );
}
