import { expect, test } from 'vitest';
import { csvField, csvLine, csvLines, neutraliseFormula } from './csv.js';

test('text a spreadsheet would run as a formula is prefixed with an apostrophe', () => {
  for (const text of [
    '=HYPERLINK("http://x","y")',
    "+cmd|' /C calc'!A0",
    "-2+3+cmd|' /C calc'!A0",
    '@SUM(1+1)',
    '\t=1+1',
    '\r=1+1',
    '+7 min',
  ]) {
    expect(neutraliseFormula(text), text).toBe(`'${text}`);
  }
});

test('ordinary text and numbers written as text are left alone', () => {
  for (const text of [
    'Ada Lovelace',
    'Gate A',
    'a=b',
    'O+',
    '-5',
    '+3.5',
    '-0.25',
    '1e3',
    '',
    "'x",
  ]) {
    expect(neutraliseFormula(text), text).toBe(text);
  }
});

test('numbers are written as numbers, text is neutralised before it is quoted', () => {
  expect(csvField(-12)).toBe('-12');
  expect(csvField(3.5)).toBe('3.5');
  expect(csvField(true)).toBe('true');
  expect(csvField(null)).toBe('');
  expect(csvField(undefined)).toBe('');
  expect(csvField('=1+1')).toBe("'=1+1");
  expect(csvField('=HYPERLINK("http://x","y")')).toBe('"\'=HYPERLINK(""http://x"",""y"")"');
  expect(csvField('a,b')).toBe('"a,b"');
  expect(csvField('line\nbreak')).toBe('"line\nbreak"');
});

test('records end with CRLF', () => {
  expect(csvLine(['a', -1, '@x'])).toBe("a,-1,'@x\r\n");
  expect(csvLines([['a'], ['b']])).toBe('a\r\nb\r\n');
});
