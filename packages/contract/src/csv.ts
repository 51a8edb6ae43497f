/**
 * Every CSV file Rollcall writes — the server's exports, the ones the browser builds, templates,
 * reports — is written through these functions, so that quoting and spreadsheet safety live once.
 */

/** A cell: text is treated as untrusted; numbers and booleans are written as they are. */
export type CsvValue = string | number | boolean | null | undefined;

/** A spreadsheet reads a cell starting with one of these as a formula (OWASP, CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/;
/** A number written as text (-5, +3.5, 1e3) is data, not a formula: it stays as it is. */
const PLAIN_NUMBER = /^[+-]?(\d+(\.\d*)?|\.\d+)(e[+-]?\d+)?$/i;

/**
 * OWASP's rule: text that a spreadsheet would run as a formula (=HYPERLINK(…), +cmd|…, @SUM(…))
 * is prefixed with an apostrophe, so that it is shown as the text it is.
 */
export function neutraliseFormula(text: string): string {
  return FORMULA_START.test(text) && !PLAIN_NUMBER.test(text) ? `'${text}` : text;
}

/** Undoes neutraliseFormula when a file Rollcall wrote is read back (an import of an export). */
export function unneutraliseFormula(text: string): string {
  return text.startsWith("'") && FORMULA_START.test(text.slice(1)) ? text.slice(1) : text;
}

/** One field: neutralised if it is text, then quoted (RFC 4180) only when it needs it. */
export function csvField(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value !== 'string') return String(value);
  const text = neutraliseFormula(value);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export const CSV_LINE_END = '\r\n';

/** One record, ended by CRLF as RFC 4180 says; spreadsheets accept it everywhere. */
export const csvLine = (cells: readonly CsvValue[]) =>
  `${cells.map(csvField).join(',')}${CSV_LINE_END}`;

/** Several records at once, for writers that send a batch per chunk. */
export const csvLines = (rows: readonly (readonly CsvValue[])[]) => rows.map(csvLine).join('');
