import dayjs from 'dayjs';

export const NOT_AVAILABLE = 'N/A';

/** Short month, day, year ("Sep 1, 2025"); N/A when missing or not a date. */
export function formatCardDate(value: string | Date | undefined): string {
  if (!value) return NOT_AVAILABLE;
  const date = dayjs(value);
  return date.isValid() ? date.format('MMM D, YYYY') : NOT_AVAILABLE;
}

/** Whole years since a yyyy-mm-dd birth date, or undefined when unknown or in the future. */
export function ageInYears(dateOfBirth: string | undefined, today = dayjs()): number | undefined {
  if (!dateOfBirth) return undefined;
  const birth = dayjs(dateOfBirth);
  if (!birth.isValid()) return undefined;
  const age = today.diff(birth, 'year');
  return age >= 0 ? age : undefined;
}

/** Class with its section, as on the card and in the list: "10-B". */
export const classLabel = (student: { class: string; section?: string }) =>
  student.section ? `${student.class}-${student.section}` : student.class;

export const initialsOf = (student: { firstName: string; lastName: string }) =>
  `${student.firstName.trim().charAt(0)}${student.lastName.trim().charAt(0)}`.toUpperCase() || '?';
