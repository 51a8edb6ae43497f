import { expect, test } from 'vitest';
import { fitCardName, type MeasureText } from './id-card-name.js';

/** A stand-in font: every character is 0.5 of the size wide (no canvas in unit tests). */
const measure: MeasureText = (text, size) => [...text].length * size * 0.5;
/** The spec's longest name: four parts, 45 characters. */
const LONGEST = 'Bartholomew-Alexander Montgomery-Fitzgerald Li';

test('a name that fits keeps its full size on one line', () => {
  expect(fitCardName('Ada Lovelace', 9, 200, measure)).toEqual({
    size: 9,
    lines: ['Ada Lovelace'],
    isCut: false,
  });
});

test('a longer name shrinks on one line down to 7/9 of its size', () => {
  // 20 characters at 9 = 90 wide; in 75 it fits at 7.5.
  const fit = fitCardName('Abcdefghij Klmnopqrs', 9, 75, measure);
  expect(fit).toEqual({ size: 7.5, lines: ['Abcdefghij Klmnopqrs'], isCut: false });
});

test('the longest name goes on two lines, broken between words, and is never cut', () => {
  // 46 characters: at 7 it needs 161 on one line; the width is 100.
  const fit = fitCardName(LONGEST, 9, 100, measure);
  expect(fit.isCut).toBe(false);
  expect(fit.lines).toHaveLength(2);
  expect(fit.size).toBeLessThanOrEqual(7);
  expect(fit.size).toBeGreaterThanOrEqual(5);
  // Every character is on the card, in order, broken only after a space or a hyphen.
  expect(fit.lines.join(' ').replace('- ', '-')).toBe(LONGEST);
  expect(fit.lines.every((line) => (measure(line, fit.size) ?? 0) <= 100)).toBe(true);
});

test('only past the 5/9 floor is the second line cut', () => {
  const fit = fitCardName(`${LONGEST} ${LONGEST}`, 9, 60, measure);
  expect(fit.size).toBe(5);
  expect(fit.lines).toHaveLength(2);
  expect(fit.isCut).toBe(true);
});

test('Chinese breaks between characters; without a canvas the name is drawn as it is', () => {
  const fit = fitCardName(
    '王美玲王美玲王美玲王美玲王美玲',
    9,
    40,
    (text, size) => [...text].length * size,
  );
  expect(fit.lines.join('')).toBe('王美玲王美玲王美玲王美玲王美玲');
  expect(fitCardName('محمد العلي', 9, 10, () => undefined)).toEqual({
    size: 9,
    lines: ['محمد العلي'],
    isCut: false,
  });
});
