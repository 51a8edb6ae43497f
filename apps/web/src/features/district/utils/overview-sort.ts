import type { DistrictOverview } from '@rollcall/contract/schools';

export type OverviewRow = DistrictOverview['schools'][number];

/** The overview's columns, each a figure of a school's row (present: on time, not late). */
export const OVERVIEW_COLUMNS = {
  name: (row: OverviewRow) => row.name,
  enrolled: (row: OverviewRow) => row.enrolled,
  present: (row: OverviewRow) => row.checkedIn - row.late,
  late: (row: OverviewRow) => row.late,
  absent: (row: OverviewRow) => row.absent,
  attendanceRate: (row: OverviewRow) => row.attendanceRate,
  chronicAbsent: (row: OverviewRow) => row.chronicAbsent,
  openCases: (row: OverviewRow) => row.openCases,
  alertsSent: (row: OverviewRow) => row.alertsSent,
} as const;

export type OverviewColumn = keyof typeof OVERVIEW_COLUMNS;
export type OverviewSort = { column: OverviewColumn; order: 'asc' | 'desc' };

/**
 * The rows in the sort's order; a school with no rate (nobody expected that day) comes last
 * either way, and ties keep the schools' order by name.
 */
export function sortOverviewRows(rows: readonly OverviewRow[], sort: OverviewSort): OverviewRow[] {
  const valueOf = OVERVIEW_COLUMNS[sort.column];
  const sign = sort.order === 'asc' ? 1 : -1;
  return [...rows].sort((a, b) => {
    const [first, second] = [valueOf(a), valueOf(b)];
    if (first === second) return a.name.localeCompare(b.name);
    if (first === null) return 1;
    if (second === null) return -1;
    if (typeof first === 'string' || typeof second === 'string')
      return sign * String(first).localeCompare(String(second));
    return sign * (first - second);
  });
}

/** A column's first click sorts names A→Z, and figures from the highest. */
export const nextSort = (current: OverviewSort, column: OverviewColumn): OverviewSort =>
  current.column === column
    ? { column, order: current.order === 'asc' ? 'desc' : 'asc' }
    : { column, order: column === 'name' ? 'asc' : 'desc' };
