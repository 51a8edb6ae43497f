import { execFile } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import zxing from '@zxing/library';
import sharp from 'sharp';

const run = promisify(execFile);
// The package is CommonJS: Node's ESM loader sees only some of its names, so read them off it.
const {
  BarcodeFormat,
  BinaryBitmap,
  DecodeHintType,
  HybridBinarizer,
  MultiFormatReader,
  QRCodeReader,
  RGBLuminanceSource,
} = zxing;

/** Runs `use` on the PDF written to a temporary directory, removed afterwards. */
async function withPdfFile<T>(data: Buffer, use: (file: string, dir: string) => Promise<T>) {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'rollcall-pdf-'));
  try {
    const file = path.join(dir, 'file.pdf');
    await writeFile(file, data);
    return await use(file, dir);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** A PDF read back through poppler: page count, page size in points, title, text per page. */
export const readPdf = (data: Buffer) =>
  withPdfFile(data, async (file) => {
    const info = (await run('pdfinfo', [file])).stdout;
    const text = (await run('pdftotext', ['-layout', file, '-'])).stdout;
    const size = /Page size:\s+([\d.]+) x ([\d.]+) pts/.exec(info);
    return {
      pages: Number(/Pages:\s+(\d+)/.exec(info)?.[1]),
      width: Number(size?.[1]),
      height: Number(size?.[2]),
      title: /^Title:\s+(.*)$/m.exec(info)?.[1] ?? '',
      text,
    };
  });

/** Renders pages of a PDF to PNG at `dpi` with pdftoppm and returns the images. */
export const renderPdf = (data: Buffer, dpi = 300, pages?: { first: number; last: number }) =>
  withPdfFile(data, async (file, dir) => {
    const range = pages ? ['-f', String(pages.first), '-l', String(pages.last)] : [];
    await run('pdftoppm', ['-r', String(dpi), '-png', ...range, file, path.join(dir, 'page')]);
    const names = (await readdir(dir)).filter((name) => name.endsWith('.png')).sort();
    return Promise.all(names.map((name) => readFile(path.join(dir, name))));
  });

/**
 * How many distinct image objects the PDF's pages draw (`pdfimages -list`: one row per drawing,
 * the object number in its 11th column), soft masks not counted.
 */
export const pdfImageObjects = (data: Buffer) =>
  withPdfFile(data, async (file) => {
    const rows = (await run('pdfimages', ['-list', file])).stdout.split('\n').slice(2);
    const objects = rows
      .map((row) => row.trim().split(/\s+/))
      .filter((columns) => columns[2] === 'image')
      .map((columns) => columns[10]);
    return new Set(objects).size;
  });

async function bitmapOf(png: Buffer) {
  const { data, info } = await sharp(png).greyscale().raw().toBuffer({ resolveWithObject: true });
  const luminance = new Uint8ClampedArray(data.buffer, data.byteOffset, data.length);
  return new BinaryBitmap(
    new HybridBinarizer(new RGBLuminanceSource(luminance, info.width, info.height)),
  );
}

/** Decodes the QR code in a PNG with ZXing, the decoder of the web app's camera (@zxing/browser). */
export async function decodeQr(png: Buffer): Promise<string> {
  // No hints: the camera's BrowserQRCodeReader decodes each frame with none either.
  return new QRCodeReader().decode(await bitmapOf(png)).getText();
}

/**
 * The modules of a QR drawn in a square of a page rendered at `dpi` (`square` in millimetres from
 * the page's top-left corner, `modules` wide inside a quiet zone of `marginModules`), read at each
 * module's centre: 1 dark, 0 light, row by row. For tests of what a card's QR carries, compared
 * with the symbol of the expected text. ZXing's finder misjudges the size of a few version-11
 * symbols in a still image (a camera reads them on a later frame), so decoding would fail such a
 * test at random, the payload holding a random id and signature; that the card decodes as the
 * camera reads it is `decodeQr`'s test in card-pdf.test.ts.
 */
export async function qrModulesInSquare(
  png: Buffer,
  square: { x: number; y: number; size: number },
  symbol: { modules: number; marginModules: number },
  dpi = 300,
): Promise<number[]> {
  const { data, info } = await sharp(png).greyscale().raw().toBuffer({ resolveWithObject: true });
  const unit = square.size / (symbol.modules + 2 * symbol.marginModules);
  const pixelAt = (mm: number) => Math.floor((mm * dpi) / 25.4);
  const bits: number[] = [];
  for (let row = 0; row < symbol.modules; row += 1) {
    for (let col = 0; col < symbol.modules; col += 1) {
      const x = pixelAt(square.x + (symbol.marginModules + col + 0.5) * unit);
      const y = pixelAt(square.y + (symbol.marginModules + row + 0.5) * unit);
      bits.push((data[y * info.width + x] ?? 255) < 128 ? 1 : 0);
    }
  }
  return bits;
}

/**
 * Decodes a Code 128 barcode in a PNG (what a USB scanner at the gate reads); every row is tried,
 * as a scanner's line is aimed at the code rather than the middle of the card.
 */
export async function decodeCode128(png: Buffer): Promise<string> {
  const reader = new MultiFormatReader();
  const hints = new Map<number, unknown>([
    [DecodeHintType.POSSIBLE_FORMATS, [BarcodeFormat.CODE_128]],
    [DecodeHintType.TRY_HARDER, true],
  ]);
  return reader.decode(await bitmapOf(png), hints).getText();
}
