import { expect, test } from 'vitest';
import { nextSort, sortOverviewRows, type OverviewRow } from './overview-sort';

const row = (name: string, attendanceRate: number | null, late = 0): OverviewRow => ({
  _id: name,
  name,
  code: name,
  date: '2026-10-06',
  isSchoolDay: attendanceRate !== null,
  enrolled: 10,
  checkedIn: 5,
  late,
  absent: 5,
  attendanceRate,
  chronicAbsent: 0,
  openCases: 0,
  alertsSent: 0,
});

test('schools sort by a figure either way, those without a rate last, ties by name', () => {
  const rows = [row('Cedar', 80), row('Ash', null), row('Birch', 95), row('Alder', 80)];
  const names = (sorted: OverviewRow[]) => sorted.map((school) => school.name);
  expect(names(sortOverviewRows(rows, { column: 'attendanceRate', order: 'desc' }))).toEqual([
    'Birch',
    'Alder',
    'Cedar',
    'Ash',
  ]);
  expect(names(sortOverviewRows(rows, { column: 'attendanceRate', order: 'asc' }))).toEqual([
    'Alder',
    'Cedar',
    'Birch',
    'Ash',
  ]);
  expect(names(sortOverviewRows(rows, { column: 'name', order: 'desc' }))).toEqual([
    'Cedar',
    'Birch',
    'Ash',
    'Alder',
  ]);
  // Present counts those on time: 5 checked in, 3 of them late.
  const late = [row('Ash', 50, 3), row('Birch', 50, 0)];
  expect(names(sortOverviewRows(late, { column: 'present', order: 'desc' }))).toEqual([
    'Birch',
    'Ash',
  ]);
});

test('a new column sorts names A to Z and figures from the highest; the same column turns over', () => {
  expect(nextSort({ column: 'name', order: 'asc' }, 'absent')).toEqual({
    column: 'absent',
    order: 'desc',
  });
  expect(nextSort({ column: 'absent', order: 'desc' }, 'absent')).toEqual({
    column: 'absent',
    order: 'asc',
  });
  expect(nextSort({ column: 'absent', order: 'desc' }, 'name')).toEqual({
    column: 'name',
    order: 'asc',
  });
});
