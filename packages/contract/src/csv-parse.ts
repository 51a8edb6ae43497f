/** A file that cannot be read as CSV, with the line where the trouble starts. */
export class CsvParseError extends Error {
  override name = 'CsvParseError';
  /** The line of the quote never closed; the screen writes its own message from it. */
  readonly line: number;

  constructor(line: number) {
    super(`A quoted field starting on line ${line} is never closed.`);
    this.line = line;
  }
}

/**
 * RFC 4180 CSV: fields separated by commas, records by CRLF, LF or CR. A quoted field may hold
 * commas, line breaks and doubled quotes (""). A leading byte-order mark is dropped, and a final
 * line break does not make an empty record. Quotes inside an unquoted field are kept as text.
 */
export function parseCsv(text: string): string[][] {
  const input = text.startsWith('\uFEFF') ? text.slice(1) : text;
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let isQuoted = false;
  let line = 1;
  let quoteStartLine = 0;
  let index = 0;

  const endField = () => {
    record.push(field);
    field = '';
  };
  const endRecord = () => {
    endField();
    records.push(record);
    record = [];
  };

  while (index < input.length) {
    const char = input[index];
    if (isQuoted) {
      if (char === '"') {
        if (input[index + 1] === '"') {
          field += '"';
          index += 2;
          continue;
        }
        isQuoted = false;
      } else {
        if (char === '\n' || (char === '\r' && input[index + 1] !== '\n')) line += 1;
        field += char;
      }
      index += 1;
      continue;
    }
    if (char === '"' && field === '') {
      isQuoted = true;
      quoteStartLine = line;
    } else if (char === ',') {
      endField();
    } else if (char === '\r' || char === '\n') {
      if (char === '\r' && input[index + 1] === '\n') index += 1;
      endRecord();
      line += 1;
    } else {
      field += char;
    }
    index += 1;
  }

  if (isQuoted) {
    throw new CsvParseError(quoteStartLine);
  }
  if (field !== '' || record.length > 0) endRecord();
  return records;
}
