import PDFDocument from 'pdfkit';
import { fillMessage } from '@rollcall/contract/i18n/message-template';
import { REPORT_MESSAGES } from '@rollcall/contract/reports';
import { drawText, fitText, type TextFont } from '../../shared/pdf-text/pdf-text.js';
import { cellText, type ReportDocument } from './report-document.js';
import type { ReportTable } from './report-rows.js';
import {
  CELL_FONT,
  CELL_PADDING,
  HEADER_FONT,
  LINE_HEIGHT,
  cellLines,
  columnWidths,
  isNumeric,
  rowHeight,
  TEXT_TOP,
  widthCache,
} from './report-table-layout.js';

/** A4 landscape, in points. The layout is placed by hand, so pdfkit never breaks a page itself. */
const PAGE = { width: 841.89, height: 595.28, margin: 36 };
const TABLE_WIDTH = PAGE.width - 2 * PAGE.margin;
const FIRST_PAGE_TOP = PAGE.margin + 76;
const OTHER_PAGE_TOP = PAGE.margin + 20;
const TABLE_BOTTOM = PAGE.height - PAGE.margin - 18;

/** Rows a PDF may hold (about 1,500 pages); a longer log is better read as CSV or Excel. */
export const PDF_MAX_ROWS = 50_000;

export class ReportTooLargeError extends Error {}

/** The table's batches, failing as too large once they pass `maxRows`. */
export async function* batchesUpTo(table: ReportTable, maxRows: number) {
  let count = 0;
  for await (const batch of table.batches()) {
    count += batch.length;
    if (count > maxRows) throw new ReportTooLargeError(REPORT_MESSAGES.failedTooLarge);
    yield batch;
  }
}

type LaidRow = { lines: string[][]; height: number };

/** Rows to pages: each page holds the rows whose heights fit under its header. */
function paginate(rows: LaidRow[], headerHeight: number): LaidRow[][] {
  const pages: LaidRow[][] = [[]];
  let bottom = FIRST_PAGE_TOP + headerHeight;
  for (const row of rows) {
    const page = pages.at(-1) ?? [];
    if (page.length > 0 && bottom + row.height > TABLE_BOTTOM) {
      pages.push([row]);
      bottom = OTHER_PAGE_TOP + headerHeight + row.height;
    } else {
      page.push(row);
      bottom += row.height;
    }
  }
  return pages;
}

/**
 * School name, title, range and filters, who made it and when on the first page; on every page
 * the table's header and "Page N of M". Columns are sized to their content and long text wraps
 * inside its cell, so nothing is cut while the page has room.
 */
export async function writePdf(document: ReportDocument, maxRows = PDF_MAX_ROWS): Promise<Buffer> {
  const { columns } = document.table;
  // Each batch's rows become their cells' texts as they arrive, so the rows die young: a long
  // log's rows and their texts were both held until the end.
  // A log repeats a few thousand values (days, times, students, statuses) over its rows, which
  // arrive as copies of their own: each text is kept once, and so are its laid-out lines below.
  const distinctTexts = new Map<string, string>();
  const once = (text: string) => {
    const kept = distinctTexts.get(text);
    if (kept !== undefined) return kept;
    distinctTexts.set(text, text);
    return text;
  };
  const cells: string[][] = [];
  for await (const batch of batchesUpTo(document.table, maxRows)) {
    for (const row of batch) {
      cells.push(
        columns.map((column) =>
          once(cellText(row[column.key] ?? null, column.kind, document, 'pdf')),
        ),
      );
    }
  }
  distinctTexts.clear();

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

  const measure = widthCache(doc);
  const widths = columnWidths(columns, cells, TABLE_WIDTH, measure);
  const linesByColumn = columns.map(() => new Map<string, string[]>());
  const layOut = (texts: readonly string[], font: TextFont): LaidRow => {
    const lines = texts.map((text, index) => {
      const laidOut = font === CELL_FONT ? linesByColumn[index] : undefined;
      const kept = laidOut?.get(text);
      if (kept) return kept;
      const cellLinesOfText = cellLines(doc, text, widths[index] ?? 0, font, measure);
      laidOut?.set(text, cellLinesOfText);
      return cellLinesOfText;
    });
    return { lines, height: rowHeight(Math.max(...lines.map((cell) => cell.length))) };
  };
  const header = layOut(
    columns.map((column) => column.header),
    HEADER_FONT,
  );
  const pages = paginate(
    cells.map((texts) => layOut(texts, CELL_FONT)),
    header.height,
  );
  const isEmpty = cells.length === 0;
  cells.length = 0;
  for (const laidOut of linesByColumn) laidOut.clear();

  const drawRow = (row: LaidRow, top: number, font: TextFont) => {
    let x = PAGE.margin;
    columns.forEach((column, index) => {
      const width = widths[index] ?? 0;
      const align = isNumeric(column) ? 'right' : 'left';
      (row.lines[index] ?? []).forEach((line, number) => {
        const y = top + TEXT_TOP + number * LINE_HEIGHT;
        drawText(doc, line, x + CELL_PADDING, y, font, { width: width - 2 * CELL_PADDING, align });
      });
      x += width;
    });
  };

  const drawFooter = (page: number) => {
    const y = PAGE.height - PAGE.margin - 8;
    doc.fillColor('#555');
    const footer = `${document.schoolName} · ${document.title}`;
    drawText(doc, fitText(doc, footer, 400, CELL_FONT), PAGE.margin, y, CELL_FONT);
    const pageOf = fillMessage(document.texts.reports.pdf.page, { page, pages: pages.length });
    drawText(doc, pageOf, PAGE.width - PAGE.margin - 200, y, CELL_FONT, {
      width: 200,
      align: 'right',
    });
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
  const heading = (text: string, y: number, font: TextFont) =>
    drawText(doc, fitText(doc, text, headingWidth - 10, font), PAGE.margin, y, font);
  heading(document.schoolName, PAGE.margin, { size: 16, weight: 'bold' });
  heading(document.title, PAGE.margin + 22, { size: 13, weight: 'bold' });
  const { pdf, noData } = document.texts.reports;
  const about = { size: 9 };
  heading(
    `${pdf.range}: ${document.range}   ·   ${pdf.filters}: ${document.filters}`,
    PAGE.margin + 42,
    about,
  );
  heading(
    fillMessage(pdf.generatedLine, { when: document.generated, name: document.generatedBy }),
    PAGE.margin + 56,
    about,
  );

  pages.forEach((pageRows, index) => {
    let top = FIRST_PAGE_TOP;
    if (index > 0) {
      doc.addPage({ size: 'A4', layout: 'landscape', margin: 0 });
      top = OTHER_PAGE_TOP;
      doc.fillColor('#555');
      drawText(doc, `${document.title} · ${document.range}`, PAGE.margin, PAGE.margin, CELL_FONT);
    }
    doc.rect(PAGE.margin, top, TABLE_WIDTH, header.height).fill('#e9ecef');
    doc.fillColor('#000');
    drawRow(header, top, HEADER_FONT);
    drawFooter(index + 1);
    top += header.height;
    if (isEmpty) drawText(doc, noData, PAGE.margin + 3, top + 4, CELL_FONT);
    pageRows.forEach((row, number) => {
      if (number % 2 === 1) {
        doc.rect(PAGE.margin, top, TABLE_WIDTH, row.height).fill('#f8f9fa');
        doc.fillColor('#000');
      }
      drawRow(row, top, CELL_FONT);
      top += row.height;
    });
  });
  doc.end();
  await finished;
  return Buffer.concat(chunks);
}
