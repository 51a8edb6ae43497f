import { expect, test } from 'vitest';
import {
  classifyCheckIn,
  isSchoolDay,
  isoWeekday,
  schoolDateOf,
  schoolDaysBetween,
  schoolInstant,
  schoolTimeOf,
  schoolYearStartOf,
  timeWindowFor,
} from './school-calendar.js';

const newYork = {
  timezone: 'America/New_York',
  startTime: '08:00',
  gracePeriodMinutes: 5,
  veryLateAfterMinutes: 15,
  schoolDays: [1, 2, 3, 4, 5],
  holidays: ['2026-11-26'],
};

test('the school date follows the school time zone, not UTC', () => {
  // 02:30 UTC on the 10th is still the evening of the 9th in New York, and morning in Tokyo.
  const instant = new Date('2026-09-10T02:30:00Z');
  expect(schoolDateOf(instant, 'America/New_York')).toBe('2026-09-09');
  expect(schoolDateOf(instant, 'Asia/Tokyo')).toBe('2026-09-10');
  expect(schoolTimeOf(instant, 'America/New_York')).toBe('22:30');
});

test('08:00 local maps to the right instant on both sides of daylight-saving changes', () => {
  expect(schoolInstant('2026-03-06', '08:00', 'America/New_York').toISOString()).toBe(
    '2026-03-06T13:00:00.000Z',
  );
  expect(schoolInstant('2026-03-09', '08:00', 'America/New_York').toISOString()).toBe(
    '2026-03-09T12:00:00.000Z',
  );
  expect(schoolInstant('2026-10-30', '08:00', 'America/New_York').toISOString()).toBe(
    '2026-10-30T12:00:00.000Z',
  );
  expect(schoolInstant('2026-11-02', '08:00', 'America/New_York').toISOString()).toBe(
    '2026-11-02T13:00:00.000Z',
  );
  expect(schoolInstant('2026-03-30', '08:00', 'Europe/London').toISOString()).toBe(
    '2026-03-30T07:00:00.000Z',
  );
  expect(schoolInstant('2026-07-01', '07:30', 'Australia/Sydney').toISOString()).toBe(
    '2026-06-30T21:30:00.000Z',
  );
  expect(schoolInstant('2026-07-01', '08:00', 'Asia/Kolkata').toISOString()).toBe(
    '2026-07-01T02:30:00.000Z',
  );
});

test('a check-in through the grace period is on time', () => {
  for (const local of ['07:15:00', '08:00:00', '08:05:59']) {
    expect(classifyCheckIn(new Date(`2026-09-14T${local}-04:00`), newYork)).toEqual({
      schoolDate: '2026-09-14',
      status: 'present',
      timeWindow: 'on_time',
      minutesLate: 0,
    });
  }
});

test('after the grace period minutesLate counts from the start time', () => {
  expect(classifyCheckIn(new Date('2026-09-14T08:06:00-04:00'), newYork)).toMatchObject({
    status: 'late',
    timeWindow: 'late',
    minutesLate: 6,
  });
  expect(classifyCheckIn(new Date('2026-09-14T08:15:59-04:00'), newYork)).toMatchObject({
    timeWindow: 'late',
    minutesLate: 15,
  });
  expect(classifyCheckIn(new Date('2026-09-14T08:16:00-04:00'), newYork)).toMatchObject({
    timeWindow: 'very_late',
    minutesLate: 16,
  });
  expect(classifyCheckIn(new Date('2026-09-14T11:00:00-04:00'), newYork)).toMatchObject({
    status: 'late',
    timeWindow: 'very_late',
    minutesLate: 180,
  });
});

test('one rule gives the time window for any number of minutes after the start time', () => {
  expect([-30, 0, 5, 6, 15, 16, 180].map((minutes) => timeWindowFor(minutes, newYork))).toEqual([
    'on_time',
    'on_time',
    'on_time',
    'late',
    'late',
    'very_late',
    'very_late',
  ]);
  // Without a grace period a minute late is late.
  expect(timeWindowFor(1, { ...newYork, gracePeriodMinutes: 0 })).toBe('late');
});

test('the windows hold on the Monday after clocks change', () => {
  // Spring forward on 8 March 2026: EDT (-04:00) from then on.
  expect(classifyCheckIn(new Date('2026-03-09T12:04:00Z'), newYork)).toMatchObject({
    timeWindow: 'on_time',
    schoolDate: '2026-03-09',
  });
  expect(classifyCheckIn(new Date('2026-03-09T12:10:00Z'), newYork)).toMatchObject({
    timeWindow: 'late',
    minutesLate: 10,
  });
  // Fall back on 1 November 2026: EST (-05:00) from then on.
  expect(classifyCheckIn(new Date('2026-11-02T13:04:00Z'), newYork)).toMatchObject({
    timeWindow: 'on_time',
    schoolDate: '2026-11-02',
  });
  expect(classifyCheckIn(new Date('2026-11-02T12:59:00Z'), newYork)).toMatchObject({
    timeWindow: 'on_time',
  });
  expect(classifyCheckIn(new Date('2026-11-02T13:20:00Z'), newYork)).toMatchObject({
    timeWindow: 'very_late',
    minutesLate: 20,
  });
});

test('weekends and holidays are not school days', () => {
  expect(isoWeekday('2026-11-21')).toBe(6);
  expect(isoWeekday('2026-11-22')).toBe(7);
  expect(isoWeekday('2026-11-23')).toBe(1);
  expect(isSchoolDay('2026-11-21', newYork)).toBe(false);
  expect(isSchoolDay('2026-11-23', newYork)).toBe(true);
  expect(isSchoolDay('2026-11-26', newYork)).toBe(false);
  expect(schoolDaysBetween('2026-11-20', '2026-11-27', newYork)).toEqual([
    '2026-11-20',
    '2026-11-23',
    '2026-11-24',
    '2026-11-25',
    '2026-11-27',
  ]);
});

test('a school year starts on the latest 1 August on or before the day', () => {
  expect(schoolYearStartOf('2026-08-01')).toBe('2026-08-01');
  expect(schoolYearStartOf('2026-12-31')).toBe('2026-08-01');
  expect(schoolYearStartOf('2027-07-31')).toBe('2026-08-01');
  expect(schoolYearStartOf('2027-01-04')).toBe('2026-08-01');
});
