/**
 * The full name on an ID card, as the PDF prints it and both of the web's cards show it: one line
 * from the full size down to 7/9 of it; else two lines broken between words down to 5/9 (9, 7
 * and 5 pt on the printed card); only past that floor is a word broken and the second line cut.
 * Pure: the caller measures (PDFKit's font, the browser's canvas), so print and screen follow one
 * rule, testable without either.
 */
export type NameFit = { size: number; lines: string[]; isCut: boolean };

/** The width of a text at a size, in the unit of the width it must fit; undefined if unknown. */
export type MeasureText = (text: string, size: number) => number | undefined;

const ONE_LINE_MIN = 7 / 9;
const FLOOR = 5 / 9;
/** Sizes step by a quarter of the size's unit, as the PDF's do. */
const quarter = (size: number) => Math.floor(size * 4) / 4;

/**
 * Where a line may break: after spaces and hyphens, and between two CJK characters (Chinese and
 * Japanese are written without spaces).
 */
const BREAKABLE =
  /[^\s\-\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]*(?:[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]|[\s-]+|$)/gu;
const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/**
 * The text in lines that `isNarrowEnough`, broken where a line may break. A word wider than a line
 * is broken between characters when `isWordBreakable`; otherwise it keeps its own line, too wide,
 * for the caller to shrink or cut. A line's trailing spaces do not count.
 */
export function wrapLines(
  text: string,
  isNarrowEnough: (line: string) => boolean,
  isWordBreakable = true,
): string[] {
  const fits = (candidate: string) => isNarrowEnough(candidate.trimEnd());
  const pieces = (text.match(BREAKABLE) ?? []).filter(Boolean);
  const lines: string[] = [];
  let line = '';
  for (const piece of pieces) {
    if (fits(line + piece)) {
      line += piece;
      continue;
    }
    if (line.trim()) lines.push(line.trimEnd());
    line = '';
    if (fits(piece) || !isWordBreakable) {
      line = piece.trimStart();
      continue;
    }
    for (const { segment } of graphemes.segment(piece)) {
      if (line && !fits(line + segment)) {
        lines.push(line.trimEnd());
        line = '';
      }
      line += line ? segment : segment.trimStart();
    }
  }
  if (line.trim()) lines.push(line.trimEnd());
  return lines.length > 0 ? lines : [''];
}

export function fitCardName(
  name: string,
  fullSize: number,
  width: number,
  measure: MeasureText,
): NameFit {
  const natural = measure(name, fullSize);
  // Unmeasurable (no canvas): the name as it is, on one line at its size.
  if (natural === undefined) return { size: fullSize, lines: [name], isCut: false };
  // Text widths grow with the size in proportion: one measure finds the size that fits.
  const oneLine = natural > width ? quarter((fullSize * width) / natural) : fullSize;
  if (oneLine >= fullSize * ONE_LINE_MIN) return { size: oneLine, lines: [name], isCut: false };
  const fitsAt = (size: number) => (line: string) => (measure(line, size) ?? 0) <= width;
  const floor = fullSize * FLOOR;
  for (let size = quarter(fullSize * ONE_LINE_MIN); size >= floor; size -= 0.25) {
    const lines = wrapLines(name, fitsAt(size), false);
    if (lines.length <= 2 && lines.every(fitsAt(size))) return { size, lines, isCut: false };
  }
  const [first = ''] = wrapLines(name, fitsAt(floor));
  // Lines are the name's own text in order, so the rest follows the first line's length; it is
  // cut with "…" where it is drawn.
  const rest = name.slice(first.length).trim();
  if (!rest) return { size: floor, lines: [first], isCut: false };
  return { size: floor, lines: [first, rest], isCut: !fitsAt(floor)(rest) };
}
