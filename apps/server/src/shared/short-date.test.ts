import { expect, test } from 'vitest';
import { shortDate } from './short-date.js';

test.each([
  ['en', 'May 1, 2010'],
  ['fr', '1 mai 2010'],
  ['es', '1 may 2010'],
] as const)('a day in %s is short month, day and year: %s', (language, written) => {
  expect(shortDate('2010-05-01', language)).toBe(written);
});

test('the first and last days of a year stay on their day whatever the time zone', () => {
  expect(shortDate('2026-01-01', 'en')).toBe('Jan 1, 2026');
  expect(shortDate('2025-12-31', 'en')).toBe('Dec 31, 2025');
});

test('anything that is not a calendar day is printed as it is', () => {
  expect(shortDate('', 'en')).toBe('');
  expect(shortDate('N/A', 'fr')).toBe('N/A');
  expect(shortDate('2026-13-45', 'en')).toBe('2026-13-45');
  expect(shortDate('2026-02-30', 'en')).toBe('2026-02-30');
});
