import { fillMessage } from './i18n/message-template.js';

/**
 * The attendance CSV's columns and cell texts (spec §9), shared by the server's export and the
 * Attendance Records screen's own CSV so that both files read the same.
 */
export const ATTENDANCE_CSV_COLUMNS = [
  'Date',
  'Time',
  'Student Name',
  'Student ID',
  'Class',
  'Section',
  'Status',
  'Time Window',
  'Minutes Late',
  'Location',
  'Check-out',
] as const;

/**
 * The words the cells are written with (spec §9), in English; the catalogue holds them as
 * `attendanceCsv`, with Spanish and French beside them, so an export is in its reader's language.
 */
export const ATTENDANCE_CSV_TEXTS = {
  /** The Excel export's worksheet. */
  sheetName: 'Attendance',
  statuses: { present: 'Present', late: 'Late', absent: 'Absent' },
  timeWindows: { on_time: 'on time', late: 'late', very_late: 'very late' },
  notApplicable: 'N/A',
  /** A record whose student's name is not at hand. */
  unknownStudent: 'Unknown Student',
  onTime: 'On time',
  minutesLate: '+{{minutes}} min',
  checkOutEarly: '{{time}} (early)',
} as const;

type TextsOf<T> = { readonly [K in keyof T]: T[K] extends string ? string : TextsOf<T[K]> };
/** The cells' words in one language (`textsIn(language).attendanceCsv`). */
export type AttendanceCsvTexts = TextsOf<typeof ATTENDANCE_CSV_TEXTS>;

/** A value's word, or undefined for a value the texts do not name. */
const wordFor = (words: Readonly<Record<string, string>>, value: string) =>
  Object.hasOwn(words, value) ? words[value] : undefined;

export const formatStatus = (
  status: string | null | undefined,
  texts: AttendanceCsvTexts = ATTENDANCE_CSV_TEXTS,
) =>
  status
    ? (wordFor(texts.statuses, status) ?? status.charAt(0).toUpperCase() + status.slice(1))
    : texts.statuses.present;

export const formatTimeWindow = (
  window: string | null | undefined,
  texts: AttendanceCsvTexts = ATTENDANCE_CSV_TEXTS,
) =>
  window
    ? (wordFor(texts.timeWindows, window) ?? window.replaceAll('_', ' '))
    : texts.notApplicable;

export const formatMinutesLate = (
  minutes: number | null | undefined,
  texts: AttendanceCsvTexts = ATTENDANCE_CSV_TEXTS,
) => (minutes && minutes > 0 ? fillMessage(texts.minutesLate, { minutes }) : texts.onTime);

export type AttendanceCsvRow = {
  date: string;
  time: string;
  studentName: string;
  studentId: string | null | undefined;
  class: string | null | undefined;
  section: string | null | undefined;
  status: string | null | undefined;
  timeWindow: string | null | undefined;
  minutesLate: number | null | undefined;
  location: string | null | undefined;
  /** The check-out time as shown (school time), if the student checked out. */
  checkOutTime: string | null | undefined;
  checkOutIsEarly: boolean | null | undefined;
};

/** `15:05`, `11:20 (early)`, or empty when the student did not check out. */
export const formatCheckOut = (
  time: string | null | undefined,
  isEarly?: boolean | null,
  texts: AttendanceCsvTexts = ATTENDANCE_CSV_TEXTS,
) => (time ? (isEarly ? fillMessage(texts.checkOutEarly, { time }) : time) : '');

/** One record's cells, in the columns' order, with the words of `texts` (English by default). */
export const attendanceCsvCells = (
  row: AttendanceCsvRow,
  texts: AttendanceCsvTexts = ATTENDANCE_CSV_TEXTS,
): string[] => [
  row.date,
  row.time,
  row.studentName,
  row.studentId || texts.notApplicable,
  row.class || texts.notApplicable,
  row.section || texts.notApplicable,
  formatStatus(row.status, texts),
  formatTimeWindow(row.timeWindow, texts),
  formatMinutesLate(row.minutesLate, texts),
  row.location || texts.notApplicable,
  formatCheckOut(row.checkOutTime, row.checkOutIsEarly, texts),
];
