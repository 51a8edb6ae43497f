import { textsIn } from '@rollcall/contract/i18n/translate';
import { ERROR_MESSAGES } from '@rollcall/contract/errors';
import { expect, test } from 'vitest';
import { STUDENT_MESSAGES } from '@rollcall/contract/students';
import { buildStudent, insertStudent } from '../../../test/factories.js';
import { useTestApp } from '../../../test/test-app.js';

const { t, admin } = useTestApp({ staff: { admin: {} } });

const importRows = (students: unknown[]) =>
  admin.request({ method: 'POST', url: '/api/students/bulk-import', payload: { students } });

test('valid rows are created, bad and duplicate rows are reported by row number', async () => {
  const existing = await insertStudent(t.database.db);
  const good = buildStudent();
  const response = await importRows([
    good,
    buildStudent({ firstName: '', guardianPhone: 'nope' }),
    buildStudent({ studentId: good.studentId }),
    buildStudent({ studentId: existing.studentId }),
    buildStudent({ class: '12', section: 'D' }),
    'not even an object',
  ]);
  expect(response.statusCode).toBe(200);
  const { results, summary } = response.json().data;
  expect(summary).toEqual({ total: 6, created: 2, failed: 4 });
  expect(results.map((r: { row: number; status: string }) => [r.row, r.status])).toEqual([
    [1, 'created'],
    [2, 'failed'],
    [3, 'failed'],
    [4, 'failed'],
    [5, 'created'],
    [6, 'failed'],
  ]);
  expect(results[1].messages).toEqual([
    STUDENT_MESSAGES.firstNameRequired,
    STUDENT_MESSAGES.guardianPhoneInvalid,
  ]);
  expect(results[2].messages).toEqual([`${STUDENT_MESSAGES.duplicateInFile} (row 1)`]);
  expect(results[3].messages).toEqual([ERROR_MESSAGES.STUDENT_ID_TAKEN]);
  const found = (
    await admin.request({ method: 'GET', url: `/api/students?search=${good.studentId}` })
  ).json().data;
  expect(found.students).toHaveLength(1);
});

test('an empty import is refused', async () => {
  expect((await importRows([])).statusCode).toBe(400);
});

test('5,000 rows import in one request', async () => {
  const rows = Array.from({ length: 5000 }, (_, i) =>
    buildStudent({ studentId: `BULK-${i}`, class: String(9 + (i % 4)) }),
  );
  const started = Date.now();
  const response = await importRows(rows);
  expect(response.statusCode).toBe(200);
  expect(response.json().data.summary).toEqual({ total: 5000, created: 5000, failed: 0 });
  // Informational only: the figure that matters is measured by npm run bench.
  console.info(`bulk import of 5,000 rows took ${Date.now() - started} ms`);
});

test("an import's row messages are in the reader's language, the row numbers and values kept", async () => {
  const first = buildStudent();
  const response = await admin.request({
    method: 'POST',
    url: '/api/students/bulk-import',
    headers: { 'accept-language': 'es' },
    payload: {
      students: [
        first,
        buildStudent({ firstName: '', guardianPhone: 'nope' }),
        buildStudent({ studentId: first.studentId }),
        buildStudent({ gender: 'x', isActive: 'maybe' }),
        'not even an object',
      ],
    },
  });
  expect(response.statusCode).toBe(200);
  const messages = response
    .json()
    .data.results.map((result: { messages: string[] }) => result.messages);
  expect(messages).toEqual([
    [],
    [textsIn('es').students.firstNameRequired, textsIn('es').students.guardianPhoneInvalid],
    ['El número de estudiante aparece más de una vez en este archivo (fila 1)'],
    [
      'Opción no válida: elija una de estas: "male"|"female"|"other"',
      'Valor no válido: se esperaba boolean y se recibió string',
    ],
    ['Valor no válido: se esperaba object y se recibió string'],
  ]);
  expect(messages[1][0]).not.toBe(STUDENT_MESSAGES.firstNameRequired);
});
