import { expect, test } from 'vitest';
import { dashboardFigures, figureOrDash } from './dashboard-figures';

const summary = { total: 30, present: 24, late: 6, onTime: 24 };

test('on a school day the absent count and the rate come from the students and the check-ins', () => {
  expect(dashboardFigures(40, summary, false, true)).toMatchObject({
    scanned: 30,
    notScanned: 10,
    rate: 75,
    isSchoolDay: true,
  });
});

test('on a day that is not a school day nobody is absent and there is no rate', () => {
  const figures = dashboardFigures(40, summary, false, false);
  expect(figures).toMatchObject({ scanned: 30, notScanned: undefined, rate: undefined });
  expect(figureOrDash(figures.rate, String)).toBe('–');
});

test('a failed load shows zeros, not figures of another day', () => {
  expect(dashboardFigures(40, summary, true)).toMatchObject({ scanned: 0, notScanned: 0, rate: 0 });
});
