import { csvLine, unneutraliseFormula } from '@rollcall/contract/csv';
import { languageFromText } from '@rollcall/contract/languages';
import {
  ALLERGY_SEPARATOR,
  STUDENT_CSV_COLUMNS,
  type StudentCsvColumn,
} from '@rollcall/contract/student-csv';
import { CreateStudentBodySchema } from '@rollcall/contract/students';
import { i18n } from '@/i18n/i18n';
import { messageForScreen } from '@/i18n/language';
import { parseCsv } from '@rollcall/contract/csv-parse';

type CsvColumn = StudentCsvColumn;

export const TEMPLATE_FILE_NAME = 'students-import-template.csv';

const EXAMPLE_ROW: Record<CsvColumn, string> = {
  studentId: 'STU-0001',
  firstName: 'Jane',
  lastName: 'Doe',
  email: 'jane.doe@example.com',
  phoneNumber: '555-0100',
  dateOfBirth: '2010-04-15',
  gender: 'female',
  class: '10',
  section: 'A',
  rollNumber: '12',
  enrollmentDate: '2025-09-01',
  isActive: 'true',
  guardianName: 'John Doe',
  guardianPhone: '555-0101',
  guardianEmail: 'john.doe@example.com',
  guardianRelation: 'parent',
  guardianLanguage: 'en',
  'address.street': '12 Main St, Apt 4',
  'address.city': 'Springfield',
  'address.state': 'IL',
  'address.zipCode': '62701',
  'address.country': 'USA',
  'emergencyContact.name': 'Mary Doe',
  'emergencyContact.phone': '555-0102',
  'medicalInfo.bloodType': 'O+',
  'medicalInfo.allergies': 'Peanuts;Penicillin',
  notes: '',
};

/** A header row and one example row; Excel and Sheets open it as is. */
export function buildTemplateCsv(): string {
  return (
    csvLine(STUDENT_CSV_COLUMNS) + csvLine(STUDENT_CSV_COLUMNS.map((column) => EXAMPLE_ROW[column]))
  );
}

const isCsvColumn = (name: string): name is CsvColumn =>
  (STUDENT_CSV_COLUMNS as readonly string[]).includes(name);

const BOOLEAN_WORDS: Record<string, boolean> = {
  true: true,
  yes: true,
  y: true,
  '1': true,
  active: true,
  false: false,
  no: false,
  n: false,
  '0': false,
  inactive: false,
};

function cellValue(column: CsvColumn, raw: string): unknown {
  // A cell an export protected from spreadsheets ('+1 555…) reads back as it was.
  const value = unneutraliseFormula(raw.trim());
  if (column === 'medicalInfo.allergies') {
    return value
      .split(ALLERGY_SEPARATOR)
      .map((item) => item.trim())
      .filter(Boolean);
  }
  if (column === 'isActive') return BOOLEAN_WORDS[value.toLowerCase()] ?? value;
  if (column === 'gender' || column === 'guardianRelation') return value.toLowerCase();
  if (column === 'section') return value.toUpperCase();
  if (column === 'guardianLanguage') return languageFromText(value);
  return value;
}

/** One CSV record as the create-student body: empty cells are left out, as the form does. */
function toStudentBody(headers: (CsvColumn | null)[], cells: string[]): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  headers.forEach((column, index) => {
    const raw = cells[index] ?? '';
    if (!column || raw.trim() === '') return;
    const value = cellValue(column, raw);
    const [group, key] = column.split('.');
    if (!group) return;
    if (!key) {
      body[group] = value;
      return;
    }
    const nested = (body[group] ?? {}) as Record<string, unknown>;
    nested[key] = value;
    body[group] = nested;
  });
  return body;
}

export type ImportRow = {
  /** 1-based among the data rows, as the server numbers them. */
  row: number;
  body: Record<string, unknown>;
  errors: string[];
};

export type ParsedImport = { rows: ImportRow[]; ignoredColumns: string[] };

/**
 * Parses the file and checks each row with the create form's schema before anything is sent; the
 * rows' messages are in the screens' language, after the column's name (a code, as in the file).
 */
export function parseStudentCsv(text: string): ParsedImport {
  const [headerCells = [], ...records] = parseCsv(text);
  const names = headerCells.map((cell) => cell.trim());
  const headers = names.map((name) => (isCsvColumn(name) ? name : null));
  const ignoredColumns = names.filter((name) => name !== '' && !isCsvColumn(name));
  const dataRecords = records.filter((cells) => cells.some((cell) => cell.trim() !== ''));
  const firstRowById = new Map<string, number>();

  const rows = dataRecords.map((cells, index): ImportRow => {
    const row = index + 1;
    const body = toStudentBody(headers, cells);
    const parsed = CreateStudentBodySchema.safeParse(body);
    if (!parsed.success) {
      const errors = parsed.error.issues.map((issue) => {
        const path = issue.path.map(String).join('.');
        const message = messageForScreen(issue.message);
        return path ? `${path}: ${message}` : message;
      });
      return { row, body, errors: [...new Set(errors)] };
    }
    const firstRow = firstRowById.get(parsed.data.studentId);
    if (firstRow !== undefined) {
      const message = i18n.t('import.duplicateRow', {
        ns: 'students',
        message: i18n.t('contract:students.duplicateInFile'),
        row: firstRow,
      });
      return { row, body, errors: [`studentId: ${message}`] };
    }
    firstRowById.set(parsed.data.studentId, row);
    return { row, body, errors: [] };
  });
  return { rows, ignoredColumns };
}
