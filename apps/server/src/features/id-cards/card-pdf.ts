import PDFDocument from 'pdfkit';
import { ID_CARD_PRINT, type IdCardLayout } from '@rollcall/contract/id-cards';
import type { Language } from '@rollcall/contract/languages';
import { drawCard } from './card-face.js';
import { cardWordsIn, type CardFace } from './card-layout.js';
import { MM } from './card-text.js';

/** Page sizes in points: the 86 × 54 mm card page, A4 and Letter. */
const CARD_PAGE: [number, number] = [
  ID_CARD_PRINT.pageWidthMm * MM,
  ID_CARD_PRINT.pageHeightMm * MM,
];
const SHEETS = {
  'a4-10': { size: [595.28, 841.89] as [number, number] },
  'letter-10': { size: [612, 792] as [number, number] },
};
const COLUMNS = 2;
const ROWS = 5;
export const CARDS_PER_SHEET = COLUMNS * ROWS;
const CELL_W = ID_CARD_PRINT.pageWidthMm * MM;
const CELL_H = ID_CARD_PRINT.pageHeightMm * MM;
const MARGIN = ID_CARD_PRINT.marginMm * MM;
const CARD_W = ID_CARD_PRINT.cardWidthMm * MM;
const CARD_H = ID_CARD_PRINT.cardHeightMm * MM;
/** Crop marks start this far outside the grid and run this long. */
const MARK_GAP = 1 * MM;
const MARK_LENGTH = 3.5 * MM;

/** The file's title and author, and the language its cards' words are printed in. */
export type CardsPdfInfo = {
  title: string;
  author: string;
  language: Language;
  /** The school's logo for every card whose face carries none (sent once, not per card). */
  logo?: Buffer | undefined;
};

/** What draws a batch's cards: `writeCardsPdf` here, or on a drawing thread (cards-pdf-drawing.ts). */
export type CardsPdfWriter = typeof writeCardsPdf;

/**
 * Crop marks on the sheet's margins in line with every card's trim edges, so a guillotine or a
 * trimmer can cut the ten cards along them.
 */
function drawCropMarks(doc: PDFKit.PDFDocument, left: number, top: number) {
  const right = left + COLUMNS * CELL_W;
  const bottom = top + ROWS * CELL_H;
  doc.save().lineWidth(0.3).strokeColor('#000000');
  for (let col = 0; col < COLUMNS; col += 1) {
    for (const x of [left + col * CELL_W + MARGIN, left + col * CELL_W + MARGIN + CARD_W]) {
      doc.moveTo(x, top - MARK_GAP).lineTo(x, top - MARK_GAP - MARK_LENGTH);
      doc.moveTo(x, bottom + MARK_GAP).lineTo(x, bottom + MARK_GAP + MARK_LENGTH);
    }
  }
  for (let row = 0; row < ROWS; row += 1) {
    for (const y of [top + row * CELL_H + MARGIN, top + row * CELL_H + MARGIN + CARD_H]) {
      doc.moveTo(left - MARK_GAP, y).lineTo(left - MARK_GAP - MARK_LENGTH, y);
      doc.moveTo(right + MARK_GAP, y).lineTo(right + MARK_GAP + MARK_LENGTH, y);
    }
  }
  doc.stroke().restore();
}

/**
 * One PDF of cards, vector throughout: `card` puts each on its own 86 × 54 mm page (the card
 * 82 × 50 mm inside a 2 mm margin); `a4-10` and `letter-10` put ten to a sheet, two columns of
 * five, centred, with crop marks. Cards are drawn as they come, so memory holds one face at a
 * time plus the file being written. `onCard` hears after each card is drawn.
 */
export async function writeCardsPdf(
  faces: AsyncIterable<CardFace> | Iterable<CardFace>,
  layout: IdCardLayout,
  info: CardsPdfInfo,
  onCard: (drawn: number) => Promise<void> | void = () => {},
): Promise<Buffer> {
  const size = layout === 'card' ? CARD_PAGE : SHEETS[layout].size;
  const doc = new PDFDocument({
    size,
    margin: 0,
    autoFirstPage: false,
    info: { Title: info.title, Author: info.author, Creator: 'Rollcall' },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<void>((resolve, reject) => {
    doc.on('end', resolve);
    doc.on('error', reject);
  });
  const language = cardWordsIn(info.language);
  const gridLeft = (size[0] - COLUMNS * CELL_W) / 2;
  const gridTop = (size[1] - ROWS * CELL_H) / 2;
  let drawn = 0;
  // One async source for an array or a stream alike: iterating the union itself was read as `any`
  // by a whole-repository lint now and then.
  const received: AsyncIterable<CardFace> = (async function* () {
    yield* faces;
  })();
  for await (const given of received) {
    const face = given.logo || !info.logo ? given : { ...given, logo: info.logo };
    if (layout === 'card') {
      doc.addPage({ size, margin: 0 });
      drawCard(doc, face, MARGIN, MARGIN, language);
    } else {
      const slot = drawn % CARDS_PER_SHEET;
      if (slot === 0) {
        doc.addPage({ size, margin: 0 });
        drawCropMarks(doc, gridLeft, gridTop);
      }
      const col = slot % COLUMNS;
      const row = Math.floor(slot / COLUMNS);
      drawCard(
        doc,
        face,
        gridLeft + col * CELL_W + MARGIN,
        gridTop + row * CELL_H + MARGIN,
        language,
      );
    }
    drawn += 1;
    await onCard(drawn);
  }
  if (drawn === 0) doc.addPage({ size, margin: 0 });
  doc.end();
  await finished;
  return Buffer.concat(chunks);
}
