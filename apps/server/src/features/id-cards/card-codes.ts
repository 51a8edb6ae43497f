import bwipjs from 'bwip-js';
import QRCode from 'qrcode';

/**
 * The codes on a card, drawn as vector rectangles so they stay sharp at any print resolution.
 *
 * The QR box on an 82 × 50 mm card is 19 mm wide. The strongest error correction whose symbol
 * fits version 11 (61 modules, 0.29 mm each) is used: a signed payload of usual length (about
 * 230 bytes) gets M; a longer one (100-character names) falls back to L, whose symbol grows past
 * version 11 only as much as it must. The test renders every template at 300 dpi and decodes the
 * longest payload with ZXing, the decoder of the web app's camera.
 */
const LEVELS = ['H', 'Q', 'M', 'L'] as const;
/** Byte-mode capacity of version 11 per level (ISO/IEC 18004 table 7). */
const VERSION_11_BYTES = { H: 141, Q: 177, M: 251, L: 321 } as const;
/** Quiet zone in modules on each side (spec §9's QR image uses a margin of 2). */
export const QR_MARGIN_MODULES = 2;

export type QrMatrix = { size: number; isDark: (row: number, col: number) => boolean };

/** One symbol per card: the level is picked from the capacity table, not by trying each. */
export function qrMatrix(data: string): QrMatrix {
  const bytes = Buffer.byteLength(data, 'utf8');
  const level = LEVELS.find((candidate) => bytes <= VERSION_11_BYTES[candidate]) ?? 'L';
  const { size, data: bits } = QRCode.create(data, { errorCorrectionLevel: level }).modules;
  return { size, isDark: (row, col) => bits[row * size + col] === 1 };
}

/** Draws the QR with its quiet zone in a `box`-point square at (x, y). */
export function drawQr(doc: PDFKit.PDFDocument, data: string, x: number, y: number, box: number) {
  const matrix = qrMatrix(data);
  const modules = matrix.size + 2 * QR_MARGIN_MODULES;
  const unit = box / modules;
  doc.save();
  doc.rect(x, y, box, box).fill('#ffffff');
  const left = x + QR_MARGIN_MODULES * unit;
  const top = y + QR_MARGIN_MODULES * unit;
  // One rectangle per horizontal run of dark modules keeps the page small and fast to draw.
  for (let row = 0; row < matrix.size; row += 1) {
    let col = 0;
    while (col < matrix.size) {
      if (!matrix.isDark(row, col)) {
        col += 1;
        continue;
      }
      const start = col;
      while (col < matrix.size && matrix.isDark(row, col)) col += 1;
      doc.rect(left + start * unit, top + row * unit, (col - start) * unit, unit);
    }
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
