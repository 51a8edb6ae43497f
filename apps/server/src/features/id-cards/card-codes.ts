import bwipjs from 'bwip-js';
import QRCode from 'qrcode';
import {
  CARD_QR_MARGIN_MODULES,
  cardQrLevel,
  darkRuns,
  type DarkRun,
} from '@rollcall/contract/id-card-qr';

/** The codes on a card, drawn as vector rectangles so they stay sharp at any print resolution. */

export type QrSymbol = { size: number; runs: DarkRun[] };

/** The card's QR symbol at the level the contract's rule picks for its payload. */
export function qrSymbol(data: string): QrSymbol {
  const level = cardQrLevel(Buffer.byteLength(data, 'utf8'));
  const { size, data: bits } = QRCode.create(data, { errorCorrectionLevel: level }).modules;
  return { size, runs: darkRuns(size, bits) };
}

/** Draws the QR with its quiet zone in a `box`-point square at (x, y). */
export function drawQr(doc: PDFKit.PDFDocument, data: string, x: number, y: number, box: number) {
  const symbol = qrSymbol(data);
  const unit = box / (symbol.size + 2 * CARD_QR_MARGIN_MODULES);
  doc.save();
  doc.rect(x, y, box, box).fill('#ffffff');
  const left = x + CARD_QR_MARGIN_MODULES * unit;
  const top = y + CARD_QR_MARGIN_MODULES * unit;
  for (const run of symbol.runs) {
    doc.rect(left + run.start * unit, top + run.row * unit, run.length * unit, unit);
  }
  doc.fill('#000000');
  doc.restore();
}

type RawLinear = { sbs: number[] };

/**
 * Code 128 of the student number (bwip-js encodes; the bars are drawn here), fitted to `width`
 * points and centred, so a USB scanner at the gate can type it in.
 */
export function drawCode128(
  doc: PDFKit.PDFDocument,
  text: string,
  x: number,
  y: number,
  width: number,
  height: number,
) {
  const [encoded] = bwipjs.raw({ bcid: 'code128', text }) as unknown as RawLinear[];
  if (!encoded) return;
  const modules = encoded.sbs.reduce((sum, w) => sum + w, 0);
  const unit = width / modules;
  doc.save();
  let cursor = x;
  encoded.sbs.forEach((w, index) => {
    // Bars and spaces alternate, starting with a bar.
    if (index % 2 === 0) doc.rect(cursor, y, w * unit, height);
    cursor += w * unit;
  });
  doc.fill('#000000');
  doc.restore();
}
