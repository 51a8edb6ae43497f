import { expect, test } from 'vitest';
import { buildTemplateCsv, parseStudentCsv, STUDENT_CSV_COLUMNS } from './student-csv';

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
