/**
 * The Attendance Records screen opens filtered when its URL says so:
 * `/attendance?studentId=<record id>&startDate=yyyy-mm-dd&endDate=yyyy-mm-dd`.
 * Other screens (the reports' chronic absence panel) link to it through `attendanceRecordsHref`.
 */
export type AttendanceLinkFilters = {
  /** The student's record id (_id), not the student number. */
  studentId?: string;
  startDate?: string;
  endDate?: string;
};

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

export function attendanceRecordsHref(filters: AttendanceLinkFilters): string {
  const params = new URLSearchParams();
  for (const key of ['studentId', 'startDate', 'endDate'] as const) {
    const value = filters[key];
    if (value) params.set(key, value);
  }
  const search = params.toString();
  return `/attendance${search ? `?${search}` : ''}`;
}

/** The filters a link carries; a malformed value is ignored rather than sent to the server. */
export function readAttendanceLink(params: URLSearchParams): AttendanceLinkFilters {
  const studentId = params.get('studentId') ?? '';
  const startDate = params.get('startDate') ?? '';
  const endDate = params.get('endDate') ?? '';
  return {
    ...(UUID_PATTERN.test(studentId) ? { studentId } : {}),
    ...(DATE_PATTERN.test(startDate) ? { startDate } : {}),
    ...(DATE_PATTERN.test(endDate) ? { endDate } : {}),
  };
}
