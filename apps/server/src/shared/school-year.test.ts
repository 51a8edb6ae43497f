import { expect, test } from 'vitest';
import { schoolYearNamed, schoolYearOn, schoolYearsBetween } from './school-year.js';

const set = { label: '2026-2027', startDate: '2026-08-24', endDate: '2027-06-25', terms: [] };

test('without an academic year set, a school year runs from 1 August to 31 July', () => {
  expect(schoolYearNamed('2027-2028', null)).toEqual({
    label: '2027-2028',
    startDate: '2027-08-01',
    endDate: '2028-07-31',
  });
  expect(schoolYearOn('2027-07-31', null).label).toBe('2026-2027');
  expect(schoolYearOn('2027-08-01', null).label).toBe('2027-2028');
});

test('the academic year set is one year; the others have its dates moved by whole years', () => {
  expect(schoolYearNamed('2026-2027', set)).toEqual({
    label: '2026-2027',
    startDate: '2026-08-24',
    endDate: '2027-06-25',
  });
  expect(schoolYearNamed('2023-2024', { ...set, endDate: '2027-02-28' })).toEqual({
    label: '2023-2024',
    startDate: '2023-08-24',
    endDate: '2024-02-28',
  });
  expect(
    schoolYearNamed('2026-2027', { ...set, label: '2027-2028', endDate: '2028-02-29' }).endDate,
  ).toBe('2027-02-28');
});

test('the current school year is the latest that has started: the summer after it ends too', () => {
  expect(schoolYearOn('2026-08-23', set).label).toBe('2025-2026');
  expect(schoolYearOn('2026-08-24', set).label).toBe('2026-2027');
  expect(schoolYearOn('2027-07-15', set).label).toBe('2026-2027');
  const calendarYear = { ...set, startDate: '2027-01-04', endDate: '2027-12-17' };
  expect(schoolYearOn('2027-01-02', calendarYear).label).toBe('2025-2026');
  expect(schoolYearOn('2027-01-04', calendarYear).label).toBe('2026-2027');
});

test('the years listed run from the enrolment to today, newest first, at most as many as asked', () => {
  expect(schoolYearsBetween('2024-09-02', '2026-10-01', set, 20)).toEqual([
    '2026-2027',
    '2025-2026',
    '2024-2025',
  ]);
  expect(schoolYearsBetween('2024-09-02', '2026-10-01', set, 2)).toEqual([
    '2026-2027',
    '2025-2026',
  ]);
  expect(schoolYearsBetween('2027-01-10', '2026-10-01', set, 20)).toEqual(['2026-2027']);
});
