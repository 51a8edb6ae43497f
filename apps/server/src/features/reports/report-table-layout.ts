import type { ReportColumn } from '@rollcall/contract/reports';
import { textWidth, wrapText, type TextFont } from '../../shared/pdf-text/pdf-text.js';

export const CELL_FONT: TextFont = { size: 8 };
export const HEADER_FONT: TextFont = { size: 8, weight: 'bold' };
/** Space on each side of a cell's text, and above and below its lines. */
export const CELL_PADDING = 3;
const ROW_PADDING = 2;
export const LINE_HEIGHT = 10;
/** A wrapped column is never narrower than this, so a name still shows a few letters a line. */
const MIN_WRAPPED_WIDTH = 40;

export const isNumeric = (column: ReportColumn) =>
  column.kind === 'integer' || column.kind === 'decimal' || column.kind === 'percent';

/**
 * Widths of texts, each measured once: a log repeats its dates, classes and statuses on every
 * row, and its names on many.
 */
export function widthCache(doc: PDFKit.PDFDocument) {
  const widths = new Map<string, number>();
  return (text: string, font: TextFont) => {
    const key = `${font.weight ?? 'regular'}\u0000${text}`;
    let width = widths.get(key);
    if (width === undefined) {
      width = textWidth(doc, text, font);
      widths.set(key, width);
    }
    return width;
  };
}
export type MeasureText = ReturnType<typeof widthCache>;

/**
 * Columns sized to their content: each is as wide as its widest cell or header when all fit,
 * the page's spare width shared out in proportion. When they do not, every column that fits in
 * an equal share of the width left keeps its own width (dates, codes, counts), again until none
 * does; the rest (names, mostly) share what is left in proportion to their content, their text
 * wrapped, never cut.
 */
export function columnWidths(
  columns: readonly ReportColumn[],
  cells: readonly (readonly string[])[],
  usable: number,
  measure: MeasureText,
): number[] {
  const natural = columns.map((column, index) => {
    const widest = cells.reduce(
      (max, row) => Math.max(max, measure(row[index] ?? '', CELL_FONT)),
      measure(column.header, HEADER_FONT),
    );
    return widest + 2 * CELL_PADDING;
  });
  const total = natural.reduce((sum, width) => sum + width, 0);
  if (total <= usable) return natural.map((width) => (width * usable) / total);
  const widths: (number | undefined)[] = natural.map(() => undefined);
  for (;;) {
    const left = usable - widths.reduce((sum: number, width) => sum + (width ?? 0), 0);
    const flexible = natural.flatMap((width, index) =>
      widths[index] === undefined ? [{ width, index }] : [],
    );
    const equalShare = left / flexible.length;
    const fitting = flexible.filter(({ width }) => width <= equalShare);
    if (fitting.length === 0) {
      const flexibleTotal = flexible.reduce((sum, { width }) => sum + width, 0);
      for (const { width, index } of flexible) {
        widths[index] = Math.max(MIN_WRAPPED_WIDTH, (left * width) / flexibleTotal);
      }
      return widths.map((width) => width ?? 0);
    }
    for (const { width, index } of fitting) widths[index] = width;
  }
}

/** A cell's lines in its column: one when it fits, else wrapped to the column's width. */
export function cellLines(
  doc: PDFKit.PDFDocument,
  text: string,
  width: number,
  font: TextFont,
  measure: MeasureText,
): string[] {
  // A hair more than the width: a column sized to its text must not wrap it for a rounding error.
  const inner = width - 2 * CELL_PADDING + 0.01;
  return measure(text, font) <= inner ? [text] : wrapText(doc, text, inner, font);
}

/** The height of a row (or the header) whose tallest cell has `lines` lines. */
export const rowHeight = (lines: number) => 2 * ROW_PADDING + Math.max(1, lines) * LINE_HEIGHT;
/** Where a cell's first line's capitals start below its row's top. */
export const TEXT_TOP = ROW_PADDING + 2;
