import { expect, test } from 'vitest';
import { CSV_MAX_RECORD_CHARS, CsvParseError, parseCsv } from './csv-parse.js';

test('reads quoted commas, line breaks and doubled quotes, and keeps a bare quote as text', () => {
  expect(parseCsv('name,note\n"Doe, Jane","line one\nline two"\n"say ""hi""",5" tall\n')).toEqual([
    ['name', 'note'],
    ['Doe, Jane', 'line one\nline two'],
    ['say "hi"', '5" tall'],
  ]);
});

test('drops a byte-order mark, takes CRLF, LF and CR in one file, and ends without an empty record', () => {
  expect(parseCsv('\uFEFFa,b\r\n1,2\n3,4\r5,6\r\n')).toEqual([
    ['a', 'b'],
    ['1', '2'],
    ['3', '4'],
    ['5', '6'],
  ]);
  expect(parseCsv('')).toEqual([]);
});

test('rows of different lengths are read as they are', () => {
  expect(parseCsv('a,b,c\n1\n1,2,3,4\n')).toEqual([['a', 'b', 'c'], ['1'], ['1', '2', '3', '4']]);
});

test('a quoted field never closed is refused with the line it starts on', () => {
  const read = () => parseCsv('a,b\n1,"two\nlines"\n3,"open\n4,5\n');
  expect(read).toThrow(CsvParseError);
  expect(read).toThrow(expect.objectContaining({ problem: 'unclosed-quote', line: 4 }));
});

test('a record longer than the limit is refused, not read into memory', () => {
  const long = 'x'.repeat(CSV_MAX_RECORD_CHARS + 1);
  expect(() => parseCsv(`a,b\n1,2\n3,${long}\n`)).toThrow(
    expect.objectContaining({ problem: 'record-too-long', line: 3 }),
  );
});
