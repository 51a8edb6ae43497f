import { expect, test } from 'vitest';
import { addMonths, dateAfterKey, monthsOf } from './calendar-days';

test('a month is Monday-to-Sunday weeks, empty before its first day and after its last', () => {
  const days = ['2026-08-31', '2026-09-01', '2026-09-06', '2026-09-07'].map((date) => ({
    date,
    state: 'weekend' as const,
  }));
  const months = monthsOf(days);
  expect(months.map((month) => month.key)).toEqual(['2026-08', '2026-09']);
  // 31 August 2026 is a Monday; 1 September a Tuesday, 6 September a Sunday.
  expect(months[0]?.weeks).toEqual([[days[0], null, null, null, null, null, null]]);
  expect(months[1]?.weeks.map((week) => week.map((day) => day?.date.slice(8) ?? '.'))).toEqual([
    ['.', '01', '.', '.', '.', '.', '06'],
    ['07', '.', '.', '.', '.', '.', '.'],
  ]);
});

test('the keys move a day, a week, to the week’s or month’s ends, and a month', () => {
  const wednesday = '2026-09-16';
  expect(dateAfterKey(wednesday, 'ArrowLeft', false)).toBe('2026-09-15');
  expect(dateAfterKey(wednesday, 'ArrowDown', false)).toBe('2026-09-23');
  expect(dateAfterKey(wednesday, 'Home', false)).toBe('2026-09-14');
  expect(dateAfterKey(wednesday, 'End', false)).toBe('2026-09-20');
  expect(dateAfterKey(wednesday, 'Home', true)).toBe('2026-09-01');
  expect(dateAfterKey(wednesday, 'End', true)).toBe('2026-09-30');
  expect(dateAfterKey(wednesday, 'PageUp', false)).toBe('2026-08-16');
  expect(dateAfterKey(wednesday, 'Enter', false)).toBeUndefined();
  expect(addMonths('2027-01-31', 1)).toBe('2027-02-28');
});
