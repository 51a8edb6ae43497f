import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import type { ContractTranslations } from '@rollcall/contract/i18n/catalogue';
import { fillMessage } from '@rollcall/contract/i18n/message-template';
import type { ReportColumn } from '@rollcall/contract/reports';
import type { ReportDocument } from './report-document.js';
import type { Cell } from './report-rows.js';

const NUMBER_FORMATS: Partial<Record<ReportColumn['kind'], string>> = {
  integer: '0',
  decimal: '0.0',
  percent: '0.0',
  date: 'yyyy-mm-dd',
};

/**
 * Typed cells: numbers stay numbers, days become dates, and text stays text: a string cell of an
 * xlsx is never run as a formula (formulas are a cell's own element), so it needs no guard and
 * shows no apostrophe. Yes and no in the report's language.
 */
function excelValue(
  value: Cell,
  kind: ReportColumn['kind'],
  texts: ContractTranslations,
): ExcelJS.CellValue {
  if (value === null || value === '') return null;
  if (kind === 'yesno') return value ? texts.reports.pdf.yes : texts.reports.pdf.no;
  if (kind === 'date' && typeof value === 'string') return new Date(`${value}T00:00:00Z`);
  if (typeof value === 'number') return value;
  return String(value);
}

/** A real .xlsx through exceljs' streaming writer: rows are committed as they come. */
export async function writeExcel(document: ReportDocument): Promise<Buffer> {
  const output = new PassThrough();
  const chunks: Buffer[] = [];
  output.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<void>((resolve, reject) => {
    output.on('end', resolve);
    output.on('error', reject);
  });
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: output, useStyles: true });
  workbook.creator = 'Rollcall';
  const { table } = document;
  const sheet = workbook.addWorksheet(document.title, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = table.columns.map((column) => ({
    header: column.header,
    key: column.key,
    width: Math.max(12, column.header.length + 2, column.key === 'fullName' ? 28 : 0),
  }));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  // One style object per column, shared by its cells: exceljs recognises an object it has seen
  // and skips working the style out again for every cell (most of an xlsx's time otherwise).
  const styles = table.columns.map((column) => {
    const numFmt = NUMBER_FORMATS[column.kind];
    return numFmt ? { numFmt } : {};
  });
  for await (const rows of table.batches()) {
    for (const row of rows) {
      const sheetRow = sheet.addRow(
        table.columns.map((column) =>
          excelValue(row[column.key] ?? null, column.kind, document.texts),
        ),
      );
      sheetRow.eachCell((cell, column) => {
        cell.style = styles[column - 1] ?? {};
      });
      sheetRow.commit();
    }
  }
  sheet.commit();

  const { pdf } = document.texts.reports;
  const about = workbook.addWorksheet(pdf.about);
  about.columns = [{ width: 16 }, { width: 60 }];
  for (const [label, value] of [
    [pdf.school, document.schoolName],
    [pdf.report, document.title],
    [pdf.range, document.range],
    [pdf.filters, document.filters],
    [
      pdf.generated,
      fillMessage(pdf.generatedLine, { when: document.generated, name: document.generatedBy }),
    ],
  ] as const) {
    about.addRow([label, value]).commit();
  }
  about.commit();
  await workbook.commit();
  await finished;
  return Buffer.concat(chunks);
}
