import type { IdCardLayout } from '@rollcall/contract/id-cards';
import type { DrawingPool } from '../../shared/drawing/drawing-pool.js';
import { drawingBeside } from '../../shared/drawing/drawing-pool.js';
import type { CardFace } from './card-layout.js';
import { writeCardsPdf, type CardsPdfInfo, type CardsPdfWriter } from './card-pdf.js';

type CardsPdfHeader = { layout: IdCardLayout; info: CardsPdfInfo };

/** Buffers cross threads as plain Uint8Arrays; pdfkit reads images from Buffers. */
const asBuffer = (bytes: Uint8Array | undefined) => (bytes ? Buffer.from(bytes) : undefined);

/** Run on a drawing thread (shared/drawing): the cards' PDF from the faces streamed in. */
export async function draw(
  header: CardsPdfHeader,
  faces: AsyncIterable<CardFace>,
  progress: (drawn: number) => void,
) {
  return writeCardsPdf(
    (async function* received() {
      for await (const face of faces) {
        yield { ...face, photo: asBuffer(face.photo), logo: asBuffer(face.logo) };
      }
    })(),
    header.layout,
    { ...header.info, logo: asBuffer(header.info.logo) },
    progress,
  );
}

const cardsDrawing = drawingBeside<CardsPdfHeader, CardFace>(import.meta.url, 'cards-pdf-drawing');

/**
 * `writeCardsPdf` on a drawing thread: the faces (their photos read from the database on this
 * thread) are sent as they come, and the drawn count comes back.
 */
export const cardsPdfOn =
  (pool: DrawingPool): CardsPdfWriter =>
  (faces, layout, info, onCard = () => {}) =>
    pool.draw(cardsDrawing, { layout, info }, faces, (drawn) => {
      // Progress is a courtesy: a failed write of it is not the batch's failure.
      Promise.resolve(onCard(drawn)).catch(() => undefined);
    });
