import type { ReportDocument } from './report-document.js';
import { writeExcel } from './report-excel.js';
import { writePdf } from './report-pdf.js';
import type { ReportTable, Row } from './report-rows.js';

/** A report document as it crosses to a drawing thread: its table without the rows' source. */
export type ReportFileHeader = {
  format: 'pdf' | 'excel';
  document: Omit<ReportDocument, 'table'> & { table: Omit<ReportTable, 'batches'> };
  maxRows: number;
};

/** Run on a drawing thread (shared/drawing): the PDF or workbook of the rows streamed in. */
export async function draw(header: ReportFileHeader, batches: AsyncIterable<Row[]>) {
  const { document, format, maxRows } = header;
  const whole: ReportDocument = {
    ...document,
    // Cloned across threads as a plain Uint8Array; pdfkit reads images from Buffers.
    logo: document.logo ? Buffer.from(document.logo) : undefined,
    table: { ...document.table, batches: () => batches },
  };
  return format === 'pdf' ? writePdf(whole, maxRows) : writeExcel(whole);
}
