import { expect, test } from 'vitest';
import { textsIn } from '@rollcall/contract/i18n/translate';
import { REPORT_COLUMNS, REPORT_TYPES, type ReportType } from '@rollcall/contract/reports';
import { readPdf } from '../../../test/pdf-files.js';
import { comparable, fullNameOf, WORLD_NAMES } from '../../../test/world-names.js';
import type { ReportDocument } from './report-document.js';
import { writePdf } from './report-pdf.js';
import type { Cell, Row } from './report-rows.js';

const NAME_KEYS = new Set(['fullName', 'studentName', 'guardianName']);

/** A row of a report type whose every name column holds `name`, the rest plausible values. */
function rowOf(type: ReportType, name: string, index: number): Row {
  const cells = REPORT_COLUMNS[type].map((column): [string, Cell] => {
    if (NAME_KEYS.has(column.key)) return [column.key, name];
    if (column.kind === 'integer') return [column.key, index];
    if (column.kind === 'percent' || column.kind === 'decimal') return [column.key, 87.5];
    if (column.kind === 'date') return [column.key, '2026-09-17'];
    if (column.kind === 'yesno') return [column.key, index % 2 === 0];
    if (column.key === 'minutesLate') return [column.key, '+444 min'];
    return [column.key, `V${index}`];
  });
  return Object.fromEntries(cells);
}

function documentOf(type: ReportType, rows: Row[]): ReportDocument {
  return {
    table: {
      type,
      columns: REPORT_COLUMNS[type],
      batches: async function* () {
        yield rows;
      },
    },
    schoolName: 'Lincoln High School',
    title: textsIn('en').reportTypes[type],
    range: 'Sep 7, 2026 to Sep 18, 2026',
    filters: 'All classes',
    generated: 'Sep 18, 2026 08:00 (UTC)',
    generatedBy: 'Alice Admin',
    texts: textsIn('en'),
    language: 'en',
  };
}

const pdfText = async (document: ReportDocument) => (await readPdf(await writePdf(document))).text;

test.each(REPORT_TYPES.filter((type) => REPORT_COLUMNS[type].some((c) => NAME_KEYS.has(c.key))))(
  'the %s PDF prints names in every script as written, right-to-left ones too',
  async (type) => {
    const rows = WORLD_NAMES.map((name, index) => rowOf(type, fullNameOf(name), index));
    const text = comparable(await pdfText(documentOf(type, rows)));
    for (const name of WORLD_NAMES) expect(text).toContain(comparable(fullNameOf(name)));
  },
);

test.each(REPORT_TYPES)(
  'the %s PDF prints its days in full and no cell cut short',
  async (type) => {
    const text = await pdfText(documentOf(type, [rowOf(type, 'Ana Lee', 1)]));
    if (REPORT_COLUMNS[type].some((column) => column.kind === 'date')) {
      expect(text).toContain('Sep 17, 2026');
    }
    expect(text).not.toContain('…');
    expect(text).not.toContain("'+");
  },
);

test('a long name wraps inside its cell and the header repeats on every page', async () => {
  const long = 'Maximiliana Konstantina Wolkenstein-Trostburg von Hohenzollern-Sigmaringen';
  const rows = Array.from({ length: 120 }, (_, index) => rowOf('attendance-log', long, index));
  const text = await pdfText(documentOf('attendance-log', rows));
  const pages = text.split('\f').filter((page) => page.trim());
  expect(pages.length).toBeGreaterThan(1);
  for (const page of pages) expect(page).toMatch(/Date\s+Time\s+Student Name/);
  expect(text).not.toContain('…');
  // Every row's name whole, over its lines: each of its words as often as there are rows.
  for (const word of long.split(/[\s-]/)) {
    expect(text.match(new RegExp(word, 'g'))?.length, word).toBe(rows.length);
  }
  expect(text).toContain('+444 min');
});

test('when names need more than the page, the other columns keep their width and only names wrap', async () => {
  const long = 'Maximiliana Konstantina Wolkenstein-Trostburg von Hohenzollern-Sigmaringen';
  const rows = [rowOf('consecutive-absences', long, 1)];
  const text = await pdfText(documentOf('consecutive-absences', rows));
  expect(text).toMatch(
    /Student ID\s+Student Name\s+Class\s+Section\s+First Day Absent\s+School Days in a Row\s+Guardian\s+Guardian Phone/,
  );
  expect(text).toMatch(/V1\s+Maximiliana .*\s+Sep 17, 2026\s+1\s+Maximiliana /);
  expect(text.match(/Sigmaringen/g)).toHaveLength(2);
});
