import { expect, test } from 'vitest';
import { attendanceRecordsHref, readAttendanceLink } from './attendance-link';

const STUDENT = '3f6c1a2e-8b4d-4c1e-9f7a-2d5b6c7e8f90';

test('a link to the attendance records carries the student and the range, and reads back', () => {
  const href = attendanceRecordsHref({
    studentId: STUDENT,
    startDate: '2026-10-01',
    endDate: '2026-10-31',
  });
  expect(href).toBe(`/attendance?studentId=${STUDENT}&startDate=2026-10-01&endDate=2026-10-31`);
  expect(readAttendanceLink(new URL(href, 'http://x').searchParams)).toEqual({
    studentId: STUDENT,
    startDate: '2026-10-01',
    endDate: '2026-10-31',
  });
});

test('a link without filters is the plain screen', () => {
  expect(attendanceRecordsHref({})).toBe('/attendance');
});

test('malformed link values are dropped instead of reaching the server', () => {
  const params = new URLSearchParams('studentId=STU-1&startDate=yesterday&endDate=2026-10-31');
  expect(readAttendanceLink(params)).toEqual({ endDate: '2026-10-31' });
});
