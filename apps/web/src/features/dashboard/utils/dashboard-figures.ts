import { type TodaySummary } from '@rollcall/contract/attendance';
import { NO_FIGURE } from '@/components/ui/stat-card';
import { GOOD_ATTENDANCE_RATE } from '@/config/screen-constants';
import { formatNumber } from '@/lib/school-time';

export type DashboardFigures = {
  totalStudents: number;
  /** Check-ins today (present or late): the Present Today card and Total Scanned. */
  scanned: number;
  present: number;
  late: number;
  onTime: number;
  /**
   * Total students minus scanned, never below zero (Absent Today, Not Scanned); undefined on a day
   * that is not a school day, when nobody is expected.
   */
  notScanned: number | undefined;
  /** Scanned over total students, as a rounded percent; undefined when nobody is expected. */
  rate: number | undefined;
  isRateGood: boolean;
  /** False on a weekend or holiday: no absences, no rate, and no verdict on it. */
  isSchoolDay: boolean;
};

const ZERO_SUMMARY: TodaySummary = { total: 0, present: 0, late: 0, onTime: 0 };

/**
 * Spec §4; when the load fails every figure is zero. On a day that is not a school day (known once
 * today's attendance has loaded) nobody is absent and there is no rate to judge.
 */
export function dashboardFigures(
  totalStudents: number | undefined,
  summary: TodaySummary | undefined,
  hasFailed: boolean,
  isSchoolDay = true,
): DashboardFigures {
  const total = hasFailed ? 0 : (totalStudents ?? 0);
  const today = hasFailed ? ZERO_SUMMARY : (summary ?? ZERO_SUMMARY);
  const rate = total > 0 ? Math.round((today.total / total) * 100) : 0;
  return {
    totalStudents: total,
    scanned: today.total,
    present: today.present,
    late: today.late,
    onTime: today.onTime,
    notScanned: isSchoolDay ? Math.max(0, total - today.total) : undefined,
    rate: isSchoolDay ? rate : undefined,
    isRateGood: rate >= GOOD_ATTENDANCE_RATE,
    isSchoolDay,
  };
}

/** A figure, or the dash that stands for none (a day that is not a school day). */
export const figureOrDash = (value: number | undefined, format: (value: number) => string) =>
  value === undefined ? NO_FIGURE : format(value);

/** A rounded percent as the screens' language writes it: "85%", "85 %". */
export const formatPercent = (rate: number) => formatNumber(rate / 100, { style: 'percent' });
