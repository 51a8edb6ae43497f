import { expect, test } from 'vitest';
import { formatGeneratedAgo } from './reports.js';

const now = new Date('2026-09-17T12:00:00Z');
const before = (minutes: number) => new Date(now.getTime() - minutes * 60_000);

test('generated times: Just now, then whole hours, then whole days, singular for one', () => {
  expect(formatGeneratedAgo(before(59), now)).toBe('Just now');
  expect(formatGeneratedAgo(before(60), now)).toBe('1 hour ago');
  expect(formatGeneratedAgo(before(119), now)).toBe('1 hour ago');
  expect(formatGeneratedAgo(before(120), now)).toBe('2 hours ago');
  expect(formatGeneratedAgo(before(23 * 60 + 59), now)).toBe('23 hours ago');
  expect(formatGeneratedAgo(before(24 * 60), now)).toBe('1 day ago');
  expect(formatGeneratedAgo(before(48 * 60), now)).toBe('2 days ago');
  expect(formatGeneratedAgo(before(48 * 60).toISOString(), now)).toBe('2 days ago');
});
