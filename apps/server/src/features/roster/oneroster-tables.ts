import {
  CSV_MAX_RECORD_CHARS,
  CsvParseError,
  forEachCsvRecord,
} from '@rollcall/contract/csv-parse';
import { parse } from 'csv-parse/sync';
import { text } from '@rollcall/contract/i18n/text-key';
import { ONEROSTER_FIELD, ONEROSTER_MAX_RECORDS } from '@rollcall/contract/roster';
import { AppError } from '../../shared/app-error.js';

/** One record of a OneRoster CSV file, read by column name (any letter case); '' when absent. */
export type RosterRecord = { line: number; get: (column: string) => string };

/** What was taken from each record of a file, and which columns the file has. */
export type RosterTable<Item> = {
  file: string;
  has: (column: string) => boolean;
  items: Item[];
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
 * A OneRoster CSV file (RFC 4180, UTF-8, the header first). Columns are matched by name, so their order
 * does not matter and unknown ones are ignored; a required column that is missing is an error
 * naming the file and the column. `line` is the record's number, the header being line 1.
 *
 * Each record is handed to `itemOf` as it is read, and only what that answers is kept (undefined:
 * nothing): the file's cells are never all in memory at once (issue 39 §4).
 */
export function readTable<Item>(
  file: string,
  content: Uint8Array,
  required: readonly string[],
  itemOf: (record: RosterRecord) => Item | undefined,
): RosterTable<Item> {
  // The database stores no NUL in text: refused here, not as a failed write mid-import.
  if (content.includes(0)) throw fileError(text('roster.nulCharacter', { file }));
  let indexOf = new Map<string, number>();
  const has = (column: string) => indexOf.has(column.toLowerCase());
  const checkColumns = () => {
    const missing = required.find((column) => !has(column));
    if (missing) throw fileError(text('roster.columnMissing', { file, column: missing }));
  };
  const items: Item[] = [];
  try {
    forEachCsvRecord(
      content,
      (cells, index) => {
        if (index === 0) {
          indexOf = new Map(cells.map((name, at) => [name.trim().toLowerCase(), at]));
          checkColumns();
          return;
        }
        // A blank line (a trailing one, a spreadsheet's empty row) is no record.
        if (!cells.some((cell) => cell.trim() !== '')) return;
        const item = itemOf({
          line: index + 1,
          get: (column: string) => {
            const at = indexOf.get(column.toLowerCase());
            return at === undefined ? '' : (cells[at] ?? '').trim();
          },
        });
        if (item !== undefined) items.push(item);
      },
      // The header and the rows.
      { maxRecords: ONEROSTER_MAX_RECORDS + 1, parse },
    );
  } catch (error) {
    if (error instanceof CsvParseError) throw fileError(csvProblemWording(file, error));
    throw error;
  }
  // An empty file has no header to check while reading.
  if (indexOf.size === 0) checkColumns();
  return { file, has, items };
}

/** A OneRoster list field ("09,10", agentSourcedIds): its items, trimmed, blanks dropped. */
export const listOf = (value: string) =>
  value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
