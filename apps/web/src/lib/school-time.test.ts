import type { Language } from '@rollcall/contract/languages';
import { afterAll, describe, expect, test } from 'vitest';
import { i18n } from '@/i18n/i18n';
import {
  formatCalendarDate,
  formatCalendarMonthDay,
  formatLongDate,
  formatNumber,
  formatSchoolDate,
  formatSchoolInstant,
} from './school-time';

// 02:30 UTC on 1 March is still 28 February in Chicago and already 1 March in Paris.
const LATE_EVENING_IN_CHICAGO = '2026-03-01T02:30:00Z';

const inLanguage = (language: Language) => i18n.changeLanguage(language);

afterAll(() => inLanguage('en'));

describe('dates and numbers are written in the screens’ language, at the school', () => {
  test('English', async () => {
    await inLanguage('en');
    expect(formatSchoolDate(LATE_EVENING_IN_CHICAGO, 'America/Chicago')).toBe('Feb 28, 2026');
    expect(formatSchoolInstant(LATE_EVENING_IN_CHICAGO, 'America/Chicago')).toBe(
      'Feb 28, 2026 · 20:30',
    );
    expect(formatCalendarDate('2026-03-05')).toBe('Mar 5, 2026');
    expect(formatCalendarMonthDay('2026-11-21')).toBe('Nov 21');
    expect(formatLongDate('2026-03-05')).toBe('Thursday, March 5, 2026');
    expect(formatNumber(1234567.5)).toBe('1,234,567.5');
  });

  test('Spanish', async () => {
    await inLanguage('es');
    expect(formatSchoolDate(LATE_EVENING_IN_CHICAGO, 'America/Chicago')).toBe('28 feb 2026');
    expect(formatSchoolDate(LATE_EVENING_IN_CHICAGO, 'Europe/Madrid')).toBe('1 mar 2026');
    expect(formatLongDate('2026-03-05')).toBe('jueves, 5 de marzo de 2026');
    expect(formatNumber(1234567.5)).toBe('1.234.567,5');
    expect(formatNumber(87.5, { maximumFractionDigits: 1 })).toBe('87,5');
  });

  test('French', async () => {
    await inLanguage('fr');
    expect(formatSchoolDate(LATE_EVENING_IN_CHICAGO, 'America/Chicago')).toBe('28 févr. 2026');
    expect(formatSchoolInstant(LATE_EVENING_IN_CHICAGO, 'Europe/Paris')).toBe(
      '1 mars 2026 · 03:30',
    );
    expect(formatCalendarMonthDay('2026-11-21')).toBe('21 nov.');
    expect(formatLongDate('2026-03-05')).toBe('jeudi 5 mars 2026');
    // French groups thousands with a narrow no-break space and writes a decimal comma.
    expect(formatNumber(1234567.5)).toBe('1\u202f234\u202f567,5');
  });
});
