import { expect, test } from 'vitest';
import { ATTENDANCE_MESSAGES } from '../attendance.js';
import { COMMON_MESSAGES } from '../common.js';
import { STUDENT_MESSAGES } from '../students.js';
import { CONTRACT_TEXTS } from './catalogue.js';
import { ES_TEXTS } from './es.js';
import { FR_TEXTS } from './fr.js';
import { PLACEHOLDER } from './message-template.js';
import { flattenTexts, translateText } from './translate.js';

const ENGLISH = flattenTexts(CONTRACT_TEXTS);
const LANGUAGES = { es: flattenTexts(ES_TEXTS), fr: flattenTexts(FR_TEXTS) };

/**
 * Texts that are rightly the same as the English, by language: codes and names a school writes
 * the same way in that language. Anything else equal to the English is an untranslated text.
 */
const SAME_AS_ENGLISH: Record<keyof typeof LANGUAGES, readonly string[]> = {
  es: [
    'reportFormats.csv', // a file format's name
    'reportFormats.excel', // a product name
    'reportFormats.pdf', // a file format's name
  ],
  fr: [
    'reportFormats.csv', // a file format's name
    'reportFormats.excel', // a product name
    'reportFormats.pdf', // a file format's name
    'idCardTexts.allergies', // the same word in French
    'idCardTexts.securityCode', // "Code": the same word in French
    'idCardTexts.premium', // the card tier's name, used as is in French
    'idCardTypes.premium', // the card tier's name, used as is in French
    'idCardTypes.standard', // the same word in French
    'idCards.actions', // "Actions": the same word in French, as in any French table
    'idCards.columns.actions', // "Actions", as above
    'reports.tableColumns.actions', // "Actions", as above
    'reports.tableColumns.type', // "Type": the same word in French
    'reportColumns.attendance-log.date', // "Date": the same word in French
    'reportColumns.daily-summary.date', // "Date", as above
  ],
};

const placeholders = (text: string) =>
  [...text.matchAll(PLACEHOLDER)].map((match) => match[1]).sort();

for (const [language, texts] of Object.entries(LANGUAGES)) {
  const sameAsEnglish = SAME_AS_ENGLISH[language as keyof typeof LANGUAGES];

  test(`[${language}] every English text has a translation and there are no extra keys`, () => {
    expect([...texts.keys()].sort()).toEqual([...ENGLISH.keys()].sort());
  });

  test(`[${language}] every translation keeps its English text's {{placeholders}}`, () => {
    const mismatches = [...ENGLISH]
      .filter(([key, english]) => {
        const translated = texts.get(key) ?? '';
        return placeholders(translated).join() !== placeholders(english).join();
      })
      .map(([key]) => key);
    expect(mismatches).toEqual([]);
  });

  test(`[${language}] no translation is the English text unless allowed`, () => {
    const equal = [...ENGLISH]
      .filter(([key, english]) => texts.get(key) === english)
      .map(([key]) => key)
      .sort();
    // Both ways: an untranslated text fails, and so does an allowed key that is translated.
    expect(equal).toEqual([...sameAsEnglish].sort());
  });
}

test('translateText turns a whole catalogue text into Spanish', () => {
  expect(translateText(STUDENT_MESSAGES.notFound, 'es')).toBe('Estudiante no encontrado');
});

test('translateText fills the Spanish template with the values of a text made from one', () => {
  expect(translateText(ATTENDANCE_MESSAGES.recorded('Ana Ruiz'), 'es')).toBe(
    'Asistencia registrada para Ana Ruiz',
  );
  expect(translateText(COMMON_MESSAGES.tooLong(100), 'es')).toBe('Máximo 100 caracteres');
});

test('translateText returns a text the catalogue does not hold unchanged', () => {
  expect(translateText('Escuela Primaria Lincoln', 'es')).toBe('Escuela Primaria Lincoln');
});

test('translateText returns the English text unchanged for English', () => {
  expect(translateText(STUDENT_MESSAGES.notFound, 'en')).toBe(STUDENT_MESSAGES.notFound);
});

test('translateText speaks French with the values of the English text', () => {
  expect(translateText(STUDENT_MESSAGES.notFound, 'fr')).toBe('Élève introuvable');
  expect(translateText(ATTENDANCE_MESSAGES.recorded('Ana Ruiz'), 'fr')).toBe(
    'Présence enregistrée pour Ana Ruiz',
  );
  expect(translateText(COMMON_MESSAGES.tooLong(100), 'fr')).toBe('100 caractères maximum');
});
