import { expect, test } from 'vitest';
import { formatLastLogin } from './format-last-login';

const now = new Date('2026-03-10T12:00:00Z');
const before = (ms: number) => new Date(now.getTime() - ms).toISOString();
const MINUTE = 60_000;

test('spells out minutes, hours and days, then falls back to the date', () => {
  expect(formatLastLogin(null, now)).toBe('Never');
  expect(formatLastLogin(before(5 * MINUTE), now)).toBe('5 minutes ago');
  expect(formatLastLogin(before(59 * MINUTE), now)).toBe('59 minutes ago');
  expect(formatLastLogin(before(60 * MINUTE), now)).toBe('1 hour ago');
  expect(formatLastLogin(before(23 * 60 * MINUTE), now)).toBe('23 hours ago');
  expect(formatLastLogin(before(24 * 60 * MINUTE), now)).toBe('1 day ago');
  expect(formatLastLogin(before(6 * 24 * 60 * MINUTE), now)).toBe('6 days ago');
  expect(formatLastLogin('2026-03-01T12:00:00Z', now)).toBe('Mar 1, 2026');
});
