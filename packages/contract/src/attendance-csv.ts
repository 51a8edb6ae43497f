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

export const formatStatus = (status: string | null | undefined) =>
  status ? status.charAt(0).toUpperCase() + status.slice(1) : 'Present';

export const formatTimeWindow = (window: string | null | undefined) =>
  window ? window.replaceAll('_', ' ') : 'N/A';

export const formatMinutesLate = (minutes: number | null | undefined) =>
  minutes && minutes > 0 ? `+${minutes} min` : 'On time';

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
export const formatCheckOut = (time: string | null | undefined, isEarly?: boolean | null) =>
  time ? `${time}${isEarly ? ' (early)' : ''}` : '';

export const attendanceCsvCells = (row: AttendanceCsvRow): string[] => [
  row.date,
  row.time,
  row.studentName,
  row.studentId || 'N/A',
  row.class || 'N/A',
  row.section || 'N/A',
  formatStatus(row.status),
  formatTimeWindow(row.timeWindow),
  formatMinutesLate(row.minutesLate),
  row.location || 'N/A',
  formatCheckOut(row.checkOutTime, row.checkOutIsEarly),
];
