// The browser build (its own Buffer inside) reads the same in Node and in the browser's bundle.
import {
  parse as parseWithOwnBuffer,
  type CsvError,
  type Options,
} from 'csv-parse/browser/esm/sync';

/**
 * csv-parse's synchronous parse. Its browser build by default; a server reading a large file
 * passes csv-parse's Node build (`csv-parse/sync`), which reads bytes with Node's own Buffer:
 * the browser build's encoding of a 15 MB text took a quarter of a roster's reading.
 */
export type CsvParser = (input: string | Uint8Array, options: Options) => unknown;

/** The longest record read, in characters: a student or a roster row is well under 2,000. */
export const CSV_MAX_RECORD_CHARS = 65_536;

/** Why a file cannot be read as CSV; each screen and the API word it themselves. */
export type CsvProblem = 'unclosed-quote' | 'record-too-long' | 'too-many-records';

/** A file that cannot be read as CSV, with the line where the trouble starts. */
export class CsvParseError extends Error {
  override name = 'CsvParseError';

  constructor(
    readonly problem: CsvProblem,
    /** The line the unclosed quoted field or the long record starts on. */
    readonly line: number,
  ) {
    super(`CSV ${problem} on line ${line}`);
  }
}

const PROBLEM_OF: Partial<Record<CsvError['code'], CsvProblem>> = {
  CSV_QUOTE_NOT_CLOSED: 'unclosed-quote',
  CSV_MAX_RECORD_SIZE: 'record-too-long',
};

/**
 * RFC 4180 CSV, read by csv-parse (the server's and the browser's one reader): fields separated by
 * commas, records by CRLF, LF or CR, mixed within a file as spreadsheets write them. A quoted field
 * may hold commas, line breaks and doubled quotes (""); a quote inside an unquoted field is kept
 * as text. A leading byte-order mark is dropped, a final line break makes no empty record, and a
 * record longer than CSV_MAX_RECORD_CHARS is refused rather than read into memory, as is a file
 * with more than `maxRecords` records (the header counts as one).
 *
 * Each record is handed to `visit` as it is read (`index` 0 is the first, the header) and not
 * kept: a 200,000-row roster's cells are dropped once the caller has taken what it needs from them,
 * instead of all of them sitting in memory together.
 */
export function forEachCsvRecord(
  input: string | Uint8Array,
  visit: (record: string[], index: number) => void,
  { maxRecords, parse = parseWithOwnBuffer }: { maxRecords?: number; parse?: CsvParser } = {},
): void {
  let linesRead = 0;
  let records = 0;
  try {
    parse(input, {
      bom: true,
      relax_column_count: true,
      relax_quotes: true,
      record_delimiter: ['\r\n', '\n', '\r'],
      max_record_size: CSV_MAX_RECORD_CHARS,
      on_record: (record: string[], { lines }) => {
        records += 1;
        // Stopped here: a file past the limit is not read to its end first.
        if (maxRecords !== undefined && records > maxRecords) {
          throw new CsvParseError('too-many-records', lines);
        }
        linesRead = lines;
        visit(record, records - 1);
        // Not collected by csv-parse: the visitor took what it needed.
        return null;
      },
    });
  } catch (error) {
    if (error instanceof CsvParseError) throw error;
    const problem = PROBLEM_OF[(error as Partial<CsvError>).code ?? 'CSV_INVALID_ARGUMENT'];
    // The trouble starts on the line after the last whole record.
    if (problem) throw new CsvParseError(problem, linesRead + 1);
    throw error;
  }
}

/** Every record of a CSV text, read as `forEachCsvRecord` reads them. */
export function parseCsv(text: string, options: { maxRecords?: number } = {}): string[][] {
  const records: string[][] = [];
  forEachCsvRecord(text, (record) => records.push(record), options);
  return records;
}
