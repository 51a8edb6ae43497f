/**
 * The attendance QR on a printed card, as both the PDF and the browser's preview draw it.
 *
 * The QR box on an 82 × 50 mm card is 19 mm wide. The strongest error correction whose symbol
 * fits version 11 (61 modules, 0.29 mm each) is used: a signed payload of usual length (about
 * 230 bytes) gets M; a longer one (100-character names) falls back to L, whose symbol grows past
 * version 11 only as much as it must. The server's test renders every template at 300 dpi and
 * decodes the longest payload with ZXing, the decoder of the web app's camera.
 */
export type QrLevel = 'H' | 'Q' | 'M' | 'L';

const LEVELS: readonly QrLevel[] = ['H', 'Q', 'M', 'L'];
/** Byte-mode capacity of version 11 per level (ISO/IEC 18004 table 7). */
const VERSION_11_BYTES: Record<QrLevel, number> = { H: 141, Q: 177, M: 251, L: 321 };

/** Quiet zone in modules on each side (spec §9's QR image uses a margin of 2). */
export const CARD_QR_MARGIN_MODULES = 2;

/** One symbol per card: the level is picked from the capacity table, not by trying each. */
export const cardQrLevel = (payloadBytes: number): QrLevel =>
  LEVELS.find((level) => payloadBytes <= VERSION_11_BYTES[level]) ?? 'L';

export type DarkRun = { row: number; start: number; length: number };

/**
 * Each row's horizontal runs of dark modules: one rectangle per run keeps a PDF page small and an
 * SVG path short. `bits` is the symbol's modules row by row, 1 for dark.
 */
export function darkRuns(size: number, bits: ArrayLike<number>): DarkRun[] {
  const runs: DarkRun[] = [];
  for (let row = 0; row < size; row += 1) {
    let col = 0;
    while (col < size) {
      if (bits[row * size + col] !== 1) {
        col += 1;
        continue;
      }
      const start = col;
      while (col < size && bits[row * size + col] === 1) col += 1;
      runs.push({ row, start, length: col - start });
    }
  }
  return runs;
}
