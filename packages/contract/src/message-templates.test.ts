import { expect, test } from 'vitest';
import { LANGUAGES, longSchoolDate } from './languages.js';
import {
  BUILT_IN_TEMPLATES,
  SAMPLE_TEMPLATE_VALUES,
  fillTemplate,
  smsSegmentsOf,
  unknownPlaceholdersOf,
} from './message-templates.js';

const placeholdersOf = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

test('every language has its own absence texts with the same placeholders as the English ones', () => {
  const english = BUILT_IN_TEMPLATES.en;
  for (const language of LANGUAGES) {
    const texts = BUILT_IN_TEMPLATES[language];
    for (const key of ['emailSubject', 'emailBody', 'smsText'] as const) {
      expect(unknownPlaceholdersOf(texts[key]), `${language} ${key}`).toEqual([]);
      expect(placeholdersOf(texts[key]), `${language} ${key}`).toEqual(
        placeholdersOf(english[key]),
      );
      if (language !== 'en') expect(texts[key], `${language} ${key}`).not.toBe(english[key]);
    }
  }
});

test("every language's SMS stays GSM-7 and within two parts, filled with a long date", () => {
  for (const language of LANGUAGES) {
    // Wednesday 30 September: the longest weekday and month names in the three languages.
    const text = fillTemplate(BUILT_IN_TEMPLATES[language].smsText, {
      ...SAMPLE_TEMPLATE_VALUES,
      date: longSchoolDate('2026-09-30', language),
    });
    expect(smsSegmentsOf(text), `${language}: ${text}`).toMatchObject({ encoding: 'GSM-7' });
    expect(smsSegmentsOf(text).segments, `${language}: ${text}`).toBeLessThanOrEqual(2);
  }
});

test('a school date is written out in each language, the same calendar day whatever the zone', () => {
  expect(longSchoolDate('2026-10-12', 'en')).toBe('Monday, October 12, 2026');
  expect(longSchoolDate('2026-10-12', 'es')).toBe('lunes, 12 de octubre de 2026');
  expect(longSchoolDate('2026-10-12', 'fr')).toBe('lundi 12 octobre 2026');
});
