/**
 * School years by label ("2026-2027"). The academic year an admin set (settings) is one of them;
 * the others have its dates moved by whole years. Without one set, a year runs from
 * SCHOOL_YEAR_START (1 August) to the day before the next.
 */
import type { AcademicYear } from '@rollcall/contract/settings';
import type { SchoolYear } from '@rollcall/contract/students';
import { SCHOOL_YEAR_START } from '@rollcall/contract/attendance';
import { addDays } from './school-calendar.js';

const pad = (value: number) => String(value).padStart(2, '0');
const firstYearOf = (label: string) => Number(label.slice(0, 4));
const labelOf = (firstYear: number) => `${firstYear}-${firstYear + 1}`;

/** A calendar date `years` years later (earlier when negative); 29 February becomes the 28th. */
function movedByYears(date: string, years: number): string {
  const year = String(Number(date.slice(0, 4)) + years).padStart(4, '0');
  const moved = `${year}${date.slice(4)}`;
  return date.slice(5) === '02-29' && addDays(moved, 0) !== moved ? `${year}-02-28` : moved;
}

/** The school year labelled `label`. */
export function schoolYearNamed(label: string, academicYear: AcademicYear | null): SchoolYear {
  const firstYear = firstYearOf(label);
  if (!academicYear) {
    const start = `${firstYear}-${pad(SCHOOL_YEAR_START.month)}-${pad(SCHOOL_YEAR_START.day)}`;
    return { label, startDate: start, endDate: addDays(movedByYears(start, 1), -1) };
  }
  const years = firstYear - firstYearOf(academicYear.label);
  return {
    label,
    startDate: movedByYears(academicYear.startDate, years),
    endDate: movedByYears(academicYear.endDate, years),
  };
}

/** The school year holding `date`: the latest one that has started on or before it. */
export function schoolYearOn(date: string, academicYear: AcademicYear | null): SchoolYear {
  // From the next label back: a year set to start in its second calendar year is found too.
  let firstYear = Number(date.slice(0, 4)) + 1;
  let year = schoolYearNamed(labelOf(firstYear), academicYear);
  while (year.startDate > date) {
    firstYear -= 1;
    year = schoolYearNamed(labelOf(firstYear), academicYear);
  }
  return year;
}

/** The labels of the school years from the one holding `from` to the one holding `to`, newest first. */
export function schoolYearsBetween(
  from: string,
  to: string,
  academicYear: AcademicYear | null,
  most: number,
): string[] {
  const first = firstYearOf(schoolYearOn(from, academicYear).label);
  const last = firstYearOf(schoolYearOn(to, academicYear).label);
  const count = Math.max(1, Math.min(most, last - first + 1));
  return Array.from({ length: count }, (_, index) => labelOf(last - index));
}
