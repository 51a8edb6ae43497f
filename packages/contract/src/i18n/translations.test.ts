import { expect, test } from 'vitest';
import { ATTENDANCE_MESSAGES } from '../attendance.js';
import { ERROR_MESSAGES } from '../errors.js';
import { CONTRACT_TEXTS } from './catalogue.js';
import { ES_TEXTS } from './es.js';
import { FR_TEXTS } from './fr.js';
import { translationProblems } from './completeness.js';
import { renderMessage, renderText } from './render.js';
import { textKey } from './text-key.js';

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
    'interventions.digestLine', // names and punctuation only: "Ana (9-B): Ausencias consecutivas"
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
    'common.actions', // "Actions": the same word in French, as in any French table
    'reports.tableColumns.type', // "Type": the same word in French
    'reportColumns.attendance-log.date', // "Date": the same word in French
    'reportColumns.daily-summary.date', // "Date", as above
    'attendanceCsv.statuses.absent', // "Absent": the same word in French
    'attendanceCsv.minutesLate', // "+7 min": "min" is French too
    'reportTypes.interventions', // "Interventions": the same word in French
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

test('renderText writes a text by its key in Spanish and French, and in English as defined', () => {
  expect(renderText('errors.STUDENT_NOT_FOUND', {}, 'es')).toBe('Estudiante no encontrado');
  expect(renderText('errors.STUDENT_NOT_FOUND', {}, 'fr')).toBe('Élève introuvable');
  expect(renderText('errors.STUDENT_NOT_FOUND', {}, 'en')).toBe(ERROR_MESSAGES.STUDENT_NOT_FOUND);
});

test("renderText fills a template's values in the reader's language", () => {
  expect(renderText('attendance.recorded', { name: 'Ana Ruiz' }, 'es')).toBe(
    'Asistencia registrada para Ana Ruiz',
  );
  expect(renderText('attendance.recorded', { name: 'Ana Ruiz' }, 'fr')).toBe(
    'Présence enregistrée pour Ana Ruiz',
  );
  expect(renderText('attendance.recorded', { name: 'Ana Ruiz' }, 'en')).toBe(
    ATTENDANCE_MESSAGES.recorded('Ana Ruiz'),
  );
});

test("renderMessage writes a schema's keyed message with its values, and leaves any other as it is", () => {
  expect(renderMessage(textKey('common.tooLong', { max: 100 }), 'es')).toBe(
    'Máximo 100 caracteres',
  );
  expect(renderMessage(textKey('common.tooLong', { max: 100 }), 'fr')).toBe(
    '100 caractères maximum',
  );
  expect(renderMessage('Escuela Primaria Lincoln', 'es')).toBe('Escuela Primaria Lincoln');
});
