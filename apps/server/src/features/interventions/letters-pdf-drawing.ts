import type { DrawingPool } from '../../shared/drawing/drawing-pool.js';
import { drawingBeside } from '../../shared/drawing/drawing-pool.js';
import {
  writeLettersPdf,
  type Letter,
  type Letterhead,
  type LettersPdfInfo,
  type LettersPdfWriter,
} from './letter-pdf.js';

type LettersPdfHeader = { head: Letterhead; info: LettersPdfInfo };

/** Run on a drawing thread (shared/drawing): the letters' PDF from the letters streamed in. */
export async function draw(
  header: LettersPdfHeader,
  letters: AsyncIterable<Letter>,
  progress: (drawn: number) => void,
) {
  // Buffers cross threads as plain Uint8Arrays; pdfkit reads images from Buffers.
  const { logo } = header.head;
  return writeLettersPdf(
    letters,
    { ...header.head, logo: logo ? Buffer.from(logo) : undefined },
    header.info,
    progress,
  );
}

const lettersDrawing = drawingBeside<LettersPdfHeader, Letter>(
  import.meta.url,
  'letters-pdf-drawing',
);

/**
 * `writeLettersPdf` on a drawing thread, as report files and ID card batches are drawn (issue 29):
 * a batch of a thousand letters is seconds of solid work the gate's scans must not wait behind.
 */
export const lettersPdfOn =
  (pool: DrawingPool): LettersPdfWriter =>
  (letters, head, info, onDrawn = () => {}) =>
    pool.draw(lettersDrawing, { head, info }, letters, (drawn) => {
      // Progress is a courtesy: a failed write of it is not the batch's failure.
      Promise.resolve(onDrawn(drawn)).catch(() => undefined);
    });
