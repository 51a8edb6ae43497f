import { type TodaySummary } from '@rollcall/contract/attendance';
import { GOOD_ATTENDANCE_RATE } from '@/config/screen-constants';
import { formatNumber } from '@/lib/school-time';

export type DashboardFigures = {
  totalStudents: number;
  /** Check-ins today (present or late): the Present Today card and Total Scanned. */
  scanned: number;
  present: number;
  late: number;
  onTime: number;
  /** Total students minus scanned, never below zero (Absent Today, Not Scanned). */
  notScanned: number;
  /** Scanned over total students, as a rounded percent. */
  rate: number;
  isRateGood: boolean;
};

const ZERO_SUMMARY: TodaySummary = { total: 0, present: 0, late: 0, onTime: 0 };

/** Spec §4; when the load fails every figure is zero. */
export function dashboardFigures(
  totalStudents: number | undefined,
  summary: TodaySummary | undefined,
  hasFailed: boolean,
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
    notScanned: Math.max(0, total - today.total),
    rate,
    isRateGood: rate >= GOOD_ATTENDANCE_RATE,
  };
}

/** A rounded percent as the screens' language writes it: "85%", "85 %". */
export const formatPercent = (rate: number) => formatNumber(rate / 100, { style: 'percent' });
