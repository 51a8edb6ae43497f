import { expect, test } from 'vitest';
import { LANGUAGES, longSchoolDate } from './languages.js';
import {
  ACCENTED_SAMPLE_NAME,
  BUILT_IN_TEMPLATES,
  NO_SCHOOL_TEMPLATES,
  SAMPLE_TEMPLATE_VALUES,
  fillTemplate,
  isBuiltIn,
  smsSegmentsOf,
  templatesIn,
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

test("every language's SMS is written in GSM-7 and fits one part with the sample values", () => {
  for (const language of LANGUAGES) {
    // Wednesday 30 September: the longest date without a letter outside GSM-7 in all three.
    const text = fillTemplate(BUILT_IN_TEMPLATES[language].smsText, {
      ...SAMPLE_TEMPLATE_VALUES,
      date: longSchoolDate('2026-09-30', language),
    });
    expect(smsSegmentsOf(text), `${language}: ${text}`).toMatchObject({
      encoding: 'GSM-7',
      segments: 1,
    });
  }
});

/** Every day of 2026 (sábado, août: dates that are UCS-2 by themselves among them). */
const daysOf2026 = Array.from({ length: 365 }, (_, index) =>
  new Date(Date.UTC(2026, 0, 1 + index)).toISOString().slice(0, 10),
);

test("every language's SMS stays within two parts in UCS-2, with an accented name, on any day", () => {
  for (const language of LANGUAGES) {
    for (const day of daysOf2026) {
      const text = fillTemplate(BUILT_IN_TEMPLATES[language].smsText, {
        ...SAMPLE_TEMPLATE_VALUES,
        studentName: ACCENTED_SAMPLE_NAME,
        date: longSchoolDate(day, language),
      });
      const parts = smsSegmentsOf(text);
      expect(parts.encoding, text).toBe('UCS-2');
      expect(parts.segments, `${language} ${day}: ${text} (${parts.units})`).toBeLessThanOrEqual(2);
    }
  }
});

test('SMS parts: 160 GSM-7 characters in one, 153 each beyond; one accented letter makes it UCS-2', () => {
  expect(smsSegmentsOf('a'.repeat(160))).toEqual({ units: 160, encoding: 'GSM-7', segments: 1 });
  expect(smsSegmentsOf('a'.repeat(161))).toEqual({ units: 161, encoding: 'GSM-7', segments: 2 });
  // é and ñ are in the GSM alphabet; á, ç and the typographic apostrophe are not.
  expect(smsSegmentsOf(`${'a'.repeat(158)}éñ`).encoding).toBe('GSM-7');
  expect(smsSegmentsOf(`${'a'.repeat(69)}á`)).toEqual({
    units: 70,
    encoding: 'UCS-2',
    segments: 1,
  });
  expect(smsSegmentsOf(`${'a'.repeat(70)}ç`)).toEqual({
    units: 71,
    encoding: 'UCS-2',
    segments: 2,
  });
  expect(smsSegmentsOf(`l’${'a'.repeat(132)}`).segments).toBe(2);
  expect(smsSegmentsOf(`l’${'a'.repeat(133)}`).segments).toBe(3);
  // The extension characters take two septets each.
  expect(smsSegmentsOf('€'.repeat(80))).toEqual({ units: 160, encoding: 'GSM-7', segments: 1 });
});

test("a guardian gets the school's texts for their language, else Rollcall's in it", () => {
  const spanish = { emailSubject: 'Ausencia', emailBody: 'Hola {guardianName}', smsText: 'Aviso' };
  const school = { ...NO_SCHOOL_TEMPLATES, es: spanish };
  expect(templatesIn(school, 'es')).toBe(spanish);
  expect(templatesIn(school, 'fr')).toBe(BUILT_IN_TEMPLATES.fr);
  expect(templatesIn(school, 'en')).toBe(BUILT_IN_TEMPLATES.en);
});

test("Rollcall's texts are told from the school's per language", () => {
  expect(isBuiltIn({ ...BUILT_IN_TEMPLATES.es }, 'es')).toBe(true);
  expect(isBuiltIn(BUILT_IN_TEMPLATES.es, 'fr')).toBe(false);
  expect(isBuiltIn({ ...BUILT_IN_TEMPLATES.fr, smsText: 'Absent' }, 'fr')).toBe(false);
});

test('a school date is written out in each language, the same calendar day whatever the zone', () => {
  expect(longSchoolDate('2026-10-12', 'en')).toBe('Monday, October 12, 2026');
  expect(longSchoolDate('2026-10-12', 'es')).toBe('lunes, 12 de octubre de 2026');
  expect(longSchoolDate('2026-10-12', 'fr')).toBe('lundi 12 octobre 2026');
});
