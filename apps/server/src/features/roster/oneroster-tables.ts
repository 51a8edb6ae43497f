import { CSV_MAX_RECORD_CHARS, CsvParseError, parseCsv } from '@rollcall/contract/csv-parse';
import { text } from '@rollcall/contract/i18n/text-key';
import { ONEROSTER_FIELD, ONEROSTER_MAX_RECORDS } from '@rollcall/contract/roster';
import { AppError } from '../../shared/app-error.js';

/** One record of a OneRoster CSV file, read by column name (any letter case); '' when absent. */
export type RosterRecord = { line: number; get: (column: string) => string };

export type RosterTable = {
  file: string;
  has: (column: string) => boolean;
  records: RosterRecord[];
};

const fileError = (message: ReturnType<typeof text>) =>
  new AppError('VALIDATION_FAILED', message, { [ONEROSTER_FIELD]: message });

const csvProblemWording = (file: string, error: CsvParseError) => {
  switch (error.problem) {
    case 'unclosed-quote':
      return text('roster.unreadableCsv', { file, line: error.line });
    case 'record-too-long':
      return text('roster.recordTooLong', { file, line: error.line, max: CSV_MAX_RECORD_CHARS });
    case 'too-many-records':
      return text('roster.tooManyRecords', { file, max: ONEROSTER_MAX_RECORDS });
  }
};

export const fileMissing = (file: string) => fileError(text('roster.fileMissing', { file }));

/**
 * A OneRoster CSV file (RFC 4180, the header first). Columns are matched by name, so their order
 * does not matter and unknown ones are ignored; a required column that is missing is an error
 * naming the file and the column. `line` is the record's number, the header being line 1.
 */
export function readTable(file: string, content: string, required: readonly string[]): RosterTable {
  // The database stores no NUL in text: refused here, not as a failed write mid-import.
  if (content.includes('\u0000')) throw fileError(text('roster.nulCharacter', { file }));
  let parsed: string[][];
  try {
    // The header and the rows.
    parsed = parseCsv(content, { maxRecords: ONEROSTER_MAX_RECORDS + 1 });
  } catch (error) {
    if (error instanceof CsvParseError) throw fileError(csvProblemWording(file, error));
    throw error;
  }
  const [header = [], ...rows] = parsed;
  const indexOf = new Map(header.map((name, index) => [name.trim().toLowerCase(), index]));
  const has = (column: string) => indexOf.has(column.toLowerCase());
  const missing = required.find((column) => !has(column));
  if (missing) throw fileError(text('roster.columnMissing', { file, column: missing }));
  const records = rows
    .map((cells, index) => ({ cells, line: index + 2 }))
    // A blank line (a trailing one, a spreadsheet's empty row) is no record.
    .filter(({ cells }) => cells.some((cell) => cell.trim() !== ''))
    .map(({ cells, line }) => ({
      line,
      get: (column: string) => {
        const at = indexOf.get(column.toLowerCase());
        return at === undefined ? '' : (cells[at] ?? '').trim();
      },
    }));
  return { file, has, records };
}

/** A OneRoster list field ("09,10", agentSourcedIds): its items, trimmed, blanks dropped. */
export const listOf = (value: string) =>
  value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
