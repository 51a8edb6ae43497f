import { expect, test } from 'vitest';
import { formatLastLogin } from './format-last-login';

const now = new Date('2026-03-10T12:00:00Z');
const before = (ms: number) => new Date(now.getTime() - ms).toISOString();
const MINUTE = 60_000;
const at = (iso: string) => formatLastLogin(iso, 'UTC', now);

test('spells out minutes, hours and days, then falls back to the date', () => {
  expect(at(before(0))).toBe('0 minutes ago');
  expect(at(before(5 * MINUTE))).toBe('5 minutes ago');
  expect(at(before(59 * MINUTE))).toBe('59 minutes ago');
  expect(at(before(60 * MINUTE))).toBe('1 hour ago');
  expect(at(before(23 * 60 * MINUTE))).toBe('23 hours ago');
  expect(at(before(24 * 60 * MINUTE))).toBe('1 day ago');
  expect(at(before(6 * 24 * 60 * MINUTE))).toBe('6 days ago');
  expect(at('2026-03-01T12:00:00Z')).toBe('Mar 1, 2026');
});

test('writes the date on the school’s calendar day', () => {
  expect(formatLastLogin('2026-03-01T02:00:00Z', 'America/New_York', now)).toBe('Feb 28, 2026');
});
