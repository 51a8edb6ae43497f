import { ERROR_MESSAGES } from '../errors.js';
import { expect, test } from 'vitest';
import { ATTENDANCE_MESSAGES } from '../attendance.js';
import { COMMON_MESSAGES } from '../common.js';
import { CONTRACT_TEXTS } from './catalogue.js';
import { ES_TEXTS } from './es.js';
import { FR_TEXTS } from './fr.js';
import { translationProblems } from './completeness.js';
import { translateText } from './translate.js';

/**
 * Texts that are rightly the same as the English, by language: codes and names a school writes
 * the same way in that language. Anything else equal to the English is an untranslated text.
 */
const SAME_AS_ENGLISH: Record<'es' | 'fr', readonly string[]> = {
  es: [
    'reports.pdf.no', // "No" is Spanish too
    'attendanceCsv.minutesLate', // "+7 min": "min" is Spanish too
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
    'attendanceCsv.statuses.absent', // "Absent": the same word in French
    'attendanceCsv.minutesLate', // "+7 min": "min" is French too
  ],
};

const TRANSLATIONS = { es: ES_TEXTS, fr: FR_TEXTS };

test.each(['es', 'fr'] as const)(
  '[%s] every English text is translated, with its {{values}}, and none left in English unless allowed',
  (language) => {
    expect(
      translationProblems(
        CONTRACT_TEXTS,
        TRANSLATIONS[language],
        new Set(SAME_AS_ENGLISH[language]),
      ),
    ).toEqual([]);
  },
);

test('translateText turns a whole catalogue text into Spanish', () => {
  expect(translateText(ERROR_MESSAGES.STUDENT_NOT_FOUND, 'es')).toBe('Estudiante no encontrado');
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
  expect(translateText(ERROR_MESSAGES.STUDENT_NOT_FOUND, 'en')).toBe(
    ERROR_MESSAGES.STUDENT_NOT_FOUND,
  );
});

test('translateText speaks French with the values of the English text', () => {
  expect(translateText(ERROR_MESSAGES.STUDENT_NOT_FOUND, 'fr')).toBe('Élève introuvable');
  expect(translateText(ATTENDANCE_MESSAGES.recorded('Ana Ruiz'), 'fr')).toBe(
    'Présence enregistrée pour Ana Ruiz',
  );
  expect(translateText(COMMON_MESSAGES.tooLong(100), 'fr')).toBe('100 caractères maximum');
});
