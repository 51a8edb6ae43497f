import { expect, test } from 'vitest';
import { STUDENT_CSV_COLUMNS } from '@rollcall/contract/student-csv';
import { buildTemplateCsv, parseStudentCsv } from './student-csv';

test('the import template is written through the shared CSV writer and reads back', () => {
  const template = buildTemplateCsv();
  expect(template.startsWith(`${STUDENT_CSV_COLUMNS.join(',')}\r\n`)).toBe(true);
  expect(template).toContain('"12 Main St, Apt 4"');
  const { rows, ignoredColumns } = parseStudentCsv(template);
  expect(ignoredColumns).toEqual([]);
  expect(rows).toHaveLength(1);
  expect(rows[0]?.errors).toEqual([]);
  expect(rows[0]?.body).toMatchObject({ studentId: 'STU-0001', medicalInfo: { bloodType: 'O+' } });
});

test("the guardian's language reads as its code or its name, and anything else is refused", () => {
  const header = 'studentId,firstName,lastName,class,guardianName,guardianPhone,guardianLanguage';
  const row = (id: string, language: string) => `${id},Ana,Ruiz,9,Luz Ruiz,555-0101,${language}`;
  const { rows } = parseStudentCsv(
    [
      header,
      row('S1', 'es'),
      row('S2', 'Spanish'),
      row('S3', 'FRANÇAIS'),
      row('S4', 'German'),
    ].join('\n'),
  );
  expect(rows.map((r) => r.body.guardianLanguage)).toEqual(['es', 'es', 'fr', 'German']);
  expect(rows.slice(0, 3).every((r) => r.errors.length === 0)).toBe(true);
  expect(rows[3]?.errors).toEqual(['guardianLanguage: Choose English, Spanish or French']);
});
