import { COMMON_MESSAGES } from './common.js';
import { expect, test } from 'vitest';
import { CreateStudentBodySchema, STUDENT_MESSAGES, UpdateStudentBodySchema } from './students.js';
import {
  attendanceCsvCells,
  formatCheckOut,
  formatMinutesLate,
  formatStatus,
  formatTimeWindow,
} from './attendance-csv.js';
import { SchoolSettingsBodySchema, SETTINGS_MESSAGES } from './settings.js';
import { renderMessage } from './i18n/render.js';

const student = {
  studentId: 'S-1',
  firstName: 'Ada',
  lastName: 'Lovelace',
  class: '10',
  guardianName: 'Grace',
  guardianPhone: '555 0100',
};
const firstMessages = (result: {
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) =>
  Object.fromEntries(
    [...(result.error?.issues ?? [])]
      .reverse()
      .map((issue) => [issue.path.join('.'), renderMessage(issue.message, 'en')]),
  );

test('the student form applies the defaults of the spec', () => {
  const parsed = CreateStudentBodySchema.parse({ ...student, email: '', notes: '   ' });
  expect(parsed).toMatchObject({ section: 'A', guardianRelation: 'parent', isActive: true });
  expect(parsed.email).toBeUndefined();
  expect(parsed.notes).toBeUndefined();
  expect(
    CreateStudentBodySchema.parse({ ...student, address: { city: 'Springfield' } }).address
      ?.country,
  ).toBe('USA');
});

test('the student form gives the spec message for each rule', () => {
  const messages = firstMessages(
    CreateStudentBodySchema.safeParse({
      studentId: '',
      firstName: '',
      lastName: '',
      guardianName: '',
      guardianPhone: 'x',
      email: 'a@',
      guardianEmail: 'b',
      notes: 'n'.repeat(501),
    }),
  );
  expect(messages).toEqual({
    studentId: STUDENT_MESSAGES.studentIdRequired,
    firstName: STUDENT_MESSAGES.firstNameRequired,
    lastName: STUDENT_MESSAGES.lastNameRequired,
    class: STUDENT_MESSAGES.classRequired,
    email: COMMON_MESSAGES.emailInvalid,
    guardianName: STUDENT_MESSAGES.guardianNameRequired,
    guardianPhone: STUDENT_MESSAGES.guardianPhoneInvalid,
    guardianEmail: STUDENT_MESSAGES.guardianEmailInvalid,
    notes: STUDENT_MESSAGES.notesTooLong,
  });
  expect(
    firstMessages(CreateStudentBodySchema.safeParse({ ...student, guardianPhone: '' }))
      .guardianPhone,
  ).toBe(STUDENT_MESSAGES.guardianPhoneRequired);
});

test('an edit may carry the student ID (the server compares it), but no unknown fields', () => {
  const { studentId: _omit, ...form } = student;
  expect(UpdateStudentBodySchema.safeParse(form).success).toBe(true);
  expect(UpdateStudentBodySchema.safeParse({ ...form, studentId: 'S-2' }).success).toBe(true);
  expect(UpdateStudentBodySchema.safeParse({ ...form, role: 'admin' }).success).toBe(false);
});

test('the CSV cells follow the spec texts', () => {
  expect(formatStatus(undefined)).toBe('Present');
  expect(formatStatus('late')).toBe('Late');
  expect(formatTimeWindow('very_late')).toBe('very late');
  expect(formatTimeWindow(null)).toBe('N/A');
  expect(formatMinutesLate(7)).toBe('+7 min');
  expect(formatMinutesLate(0)).toBe('On time');
  expect(
    attendanceCsvCells({
      date: '2026-10-05',
      time: '08:07',
      studentName: 'Ada Lovelace',
      studentId: undefined,
      class: '9',
      section: null,
      status: 'late',
      timeWindow: 'late',
      minutesLate: 7,
      location: '',
      checkOutTime: null,
      checkOutIsEarly: null,
    }),
  ).toEqual([
    '2026-10-05',
    '08:07',
    'Ada Lovelace',
    'N/A',
    '9',
    'N/A',
    'Late',
    'late',
    '+7 min',
    'N/A',
    '',
  ]);
  expect(formatCheckOut('11:20', true)).toBe('11:20 (early)');
  expect(formatCheckOut('15:05', false)).toBe('15:05');
});

test('school settings refuse an unknown time zone and thresholds out of order', () => {
  const valid = {
    schoolName: 'Lincoln',
    timezone: 'Europe/Paris',
    startTime: '08:30',
    gracePeriodMinutes: 5,
    veryLateAfterMinutes: 20,
    absenteeCutoffTime: '10:00',
    schoolDays: [1, 2, 3, 4, 5],
    holidays: [],
  };
  expect(SchoolSettingsBodySchema.safeParse(valid).success).toBe(true);
  expect(
    firstMessages(SchoolSettingsBodySchema.safeParse({ ...valid, timezone: 'Nowhere/City' }))
      .timezone,
  ).toBe(SETTINGS_MESSAGES.timezoneInvalid);
  expect(
    firstMessages(SchoolSettingsBodySchema.safeParse({ ...valid, veryLateAfterMinutes: 5 }))
      .veryLateAfterMinutes,
  ).toBe(SETTINGS_MESSAGES.veryLateAfterGrace);
});
