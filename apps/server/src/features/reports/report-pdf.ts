import PDFDocument from 'pdfkit';
import { fillMessage } from '@rollcall/contract/i18n/message-template';
import { REPORT_MESSAGES, type ReportColumn } from '@rollcall/contract/reports';
import { cellText, type ReportDocument } from './report-document.js';
import type { Row } from './report-rows.js';

/** A4 landscape, in points. The layout is placed by hand, so pdfkit never breaks a page itself. */
const PAGE = { width: 841.89, height: 595.28, margin: 36 };
const ROW_HEIGHT = 14;
const HEADER_HEIGHT = 18;
const FIRST_PAGE_TOP = PAGE.margin + 76;
const OTHER_PAGE_TOP = PAGE.margin + 20;
const TABLE_BOTTOM = PAGE.height - PAGE.margin - 18;
const FONT_SIZE = 8;

const rowsFitting = (top: number) => Math.floor((TABLE_BOTTOM - top - HEADER_HEIGHT) / ROW_HEIGHT);
const FIRST_PAGE_ROWS = rowsFitting(FIRST_PAGE_TOP);
const OTHER_PAGE_ROWS = rowsFitting(OTHER_PAGE_TOP);

/** Rows a PDF may hold (about 1,500 pages); a longer log is better read as CSV or Excel. */
export const PDF_MAX_ROWS = 50_000;

export class ReportTooLargeError extends Error {}

export const pdfPageCount = (rows: number) =>
  rows <= FIRST_PAGE_ROWS ? 1 : 1 + Math.ceil((rows - FIRST_PAGE_ROWS) / OTHER_PAGE_ROWS);

/**
 * Each column gets at least its header's width; what is left goes mostly to names and other text,
 * so counts stay narrow. With too many columns for the page, all shrink alike.
 */
function columnWidths(doc: PDFKit.PDFDocument, columns: readonly ReportColumn[]): number[] {
  doc.font('Helvetica-Bold').fontSize(FONT_SIZE);
  const minimums = columns.map((column) => doc.widthOfString(column.header) + 8);
  const weights = columns.map((column) => {
    if (column.key === 'fullName' || column.key === 'studentName') return 3;
    return column.kind === 'text' ? 1 : 0.3;
  });
  const usable = PAGE.width - 2 * PAGE.margin;
  const spare = usable - minimums.reduce((sum, width) => sum + width, 0);
  if (spare < 0) return minimums.map((width) => (width * usable) / (usable - spare));
  const totalWeight = weights.reduce((sum, weight) => sum + weight, 0);
  return minimums.map((width, index) => width + (spare * (weights[index] ?? 0)) / totalWeight);
}

const isNumeric = (column: ReportColumn) =>
  column.kind === 'integer' || column.kind === 'decimal' || column.kind === 'percent';

/** Cuts text to the width with an ellipsis, so every row keeps one line and the page count holds. */
function fitted(doc: PDFKit.PDFDocument, text: string, width: number): string {
  if (doc.widthOfString(text) <= width) return text;
  let end = text.length;
  while (end > 0 && doc.widthOfString(`${text.slice(0, end)}…`) > width) end -= 1;
  return `${text.slice(0, end)}…`;
}

/**
 * School name, title, range and filters, who made it and when on the first page; on every page
 * the table's header and "Page N of M". Text cells go through the shared formula neutraliser too,
 * so a copied cell cannot become a formula in a spreadsheet.
 */
export async function writePdf(document: ReportDocument, maxRows = PDF_MAX_ROWS): Promise<Buffer> {
  const rows: Row[] = [];
  for await (const batch of document.table.batches()) {
    rows.push(...batch);
    if (rows.length > maxRows) throw new ReportTooLargeError(REPORT_MESSAGES.failedTooLarge);
  }
  const { columns } = document.table;
  const pages = pdfPageCount(rows.length);

  const doc = new PDFDocument({
    size: 'A4',
    layout: 'landscape',
    margin: 0,
    info: { Title: `${document.title} — ${document.schoolName}`, Author: document.generatedBy },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<void>((resolve, reject) => {
    doc.on('end', resolve);
    doc.on('error', reject);
  });

  const widths = columnWidths(doc, columns);
  const line = (
    text: string,
    x: number,
    y: number,
    width: number,
    align: 'left' | 'right' = 'left',
  ) => doc.text(text, x, y, { width, lineBreak: false, align });

  const drawHeader = (top: number) => {
    doc.rect(PAGE.margin, top, PAGE.width - 2 * PAGE.margin, HEADER_HEIGHT).fill('#e9ecef');
    doc.fillColor('#000').font('Helvetica-Bold').fontSize(FONT_SIZE);
    let x = PAGE.margin;
    columns.forEach((column, index) => {
      const width = widths[index] ?? 0;
      const align = isNumeric(column) ? 'right' : 'left';
      line(fitted(doc, column.header, width - 6), x + 3, top + 5, width - 6, align);
      x += width;
    });
    doc.font('Helvetica');
  };

  const drawFooter = (page: number) => {
    doc.font('Helvetica').fontSize(FONT_SIZE).fillColor('#555');
    line(
      `${document.schoolName} · ${document.title}`,
      PAGE.margin,
      PAGE.height - PAGE.margin - 8,
      400,
    );
    line(
      fillMessage(document.texts.reports.pdf.page, { page, pages }),
      PAGE.width - PAGE.margin - 200,
      PAGE.height - PAGE.margin - 8,
      200,
      'right',
    );
    doc.fillColor('#000');
  };

  // First page: who, what, when; the school's logo at the right, the heading's lines beside it.
  const logoSide = document.logo ? 64 : 0;
  const headingWidth = 770 - (logoSide ? logoSide + 12 : 0);
  if (document.logo) {
    doc.image(document.logo, PAGE.width - PAGE.margin - logoSide, PAGE.margin, {
      fit: [logoSide, logoSide],
      align: 'right',
    });
  }
  doc.font('Helvetica-Bold').fontSize(16);
  line(fitted(doc, document.schoolName, headingWidth - 10), PAGE.margin, PAGE.margin, headingWidth);
  doc.fontSize(13);
  line(document.title, PAGE.margin, PAGE.margin + 22, headingWidth);
  doc.font('Helvetica').fontSize(9);
  const { pdf, noData } = document.texts.reports;
  line(
    fitted(
      doc,
      `${pdf.range}: ${document.range}   ·   ${pdf.filters}: ${document.filters}`,
      headingWidth - 10,
    ),
    PAGE.margin,
    PAGE.margin + 42,
    headingWidth,
  );
  line(
    fitted(
      doc,
      fillMessage(pdf.generatedLine, { when: document.generated, name: document.generatedBy }),
      headingWidth - 10,
    ),
    PAGE.margin,
    PAGE.margin + 56,
    headingWidth,
  );

  let page = 1;
  let top = FIRST_PAGE_TOP;
  let capacity = FIRST_PAGE_ROWS;
  let onPage = 0;
  drawHeader(top);
  drawFooter(page);
  if (rows.length === 0) line(noData, PAGE.margin + 3, top + HEADER_HEIGHT + 4, 400);
  doc.fontSize(FONT_SIZE);
  for (const row of rows) {
    if (onPage === capacity) {
      doc.addPage({ size: 'A4', layout: 'landscape', margin: 0 });
      page += 1;
      top = OTHER_PAGE_TOP;
      capacity = OTHER_PAGE_ROWS;
      onPage = 0;
      doc.font('Helvetica').fontSize(FONT_SIZE).fillColor('#555');
      line(`${document.title} · ${document.range}`, PAGE.margin, PAGE.margin, 600);
      drawHeader(top);
      drawFooter(page);
      doc.fontSize(FONT_SIZE);
    }
    const y = top + HEADER_HEIGHT + onPage * ROW_HEIGHT;
    if (onPage % 2 === 1) {
      doc.rect(PAGE.margin, y, PAGE.width - 2 * PAGE.margin, ROW_HEIGHT).fill('#f8f9fa');
      doc.fillColor('#000');
    }
    let x = PAGE.margin;
    columns.forEach((column, index) => {
      const width = widths[index] ?? 0;
      const text = cellText(row[column.key] ?? null, column.kind, document.texts);
      line(
        fitted(doc, text, width - 6),
        x + 3,
        y + 3,
        width - 6,
        isNumeric(column) ? 'right' : 'left',
      );
      x += width;
    });
    onPage += 1;
  }
  doc.end();
  await finished;
  return Buffer.concat(chunks);
}
