import { fitCardName } from '@rollcall/contract/id-card-name';
import type { IdCardTheme } from '@rollcall/contract/id-cards';
import {
  drawText,
  fitText,
  textWidth,
  type Align,
  type TextFont,
} from '../../shared/pdf-text/pdf-text.js';

/** Points per millimetre: the card is drawn in millimetres, its font sizes are in points. */
export const MM = 72 / 25.4;
/** A font size in points as a length in millimetres. */
const pt = (size: number) => size / MM;

/** A card font without its size: the template's look (serif or sans) in a weight. */
export type CardFont = Omit<TextFont, 'size'>;
export const CARD_FONTS: Record<IdCardTheme['font'], { regular: CardFont; bold: CardFont }> = {
  sans: { regular: { style: 'sans' }, bold: { style: 'sans', weight: 'bold' } },
  serif: { regular: { style: 'serif' }, bold: { style: 'serif', weight: 'bold' } },
};

const at = (font: CardFont, size: number): TextFont => ({ ...font, size: pt(size) });
/** Sizes step by a quarter point, as the card's other shrinking lines do. */
const quarter = (size: number) => Math.floor(size * 4) / 4;

/**
 * Writes one line at (x, y) no wider than `width`: the size shrinks down to `minSize`, then the
 * text is cut with an ellipsis. `align` right puts its end at x + width.
 */
export function cardLine(
  doc: PDFKit.PDFDocument,
  text: string,
  x: number,
  y: number,
  width: number,
  options: { font: CardFont; size: number; minSize?: number; align?: Align },
) {
  const natural = textWidth(doc, text, at(options.font, options.size));
  // Text widths grow with the size in proportion: one measure finds the size that fits.
  const size =
    natural > width
      ? Math.max(options.minSize ?? options.size, quarter((options.size * width) / natural))
      : options.size;
  const font = at(options.font, size);
  drawText(doc, fitText(doc, text, width, font), x, y, font, {
    width,
    align: options.align ?? 'left',
  });
}

/** The name's full size in points: 7 and 5 pt are 7/9 and 5/9 of it (`fitCardName`). */
const NAME_SIZE = 9;
const LINE_HEIGHT = 1.12;

/**
 * An identity card carries the full name: on one line from 9 pt down to 7 pt; else on two lines,
 * broken between words, from 7 pt down to the 5 pt floor; only past the floor is a word broken
 * and the second line cut. The rule is the contract's, so the web's cards show the name as it is
 * printed. Returns where the name ends (millimetres from the card's top).
 */
export function drawCardName(
  doc: PDFKit.PDFDocument,
  name: string,
  x: number,
  top: number,
  width: number,
  font: CardFont,
): number {
  const fit = fitCardName(name, NAME_SIZE, width, (text, size) =>
    textWidth(doc, text, at(font, size)),
  );
  const sized = at(font, fit.size);
  const [first = '', second] = fit.lines;
  const lines = second === undefined ? [first] : [first, fitText(doc, second, width, sized)];
  return drawLines(doc, lines, x, top, sized);
}

function drawLines(
  doc: PDFKit.PDFDocument,
  lines: string[],
  x: number,
  top: number,
  font: TextFont,
) {
  const height = font.size * LINE_HEIGHT;
  lines.forEach((line, index) => drawText(doc, line, x, top + index * height, font));
  return top + lines.length * height;
}
