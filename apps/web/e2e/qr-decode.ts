import type { Page } from '@playwright/test';
import zxing from '@zxing/library';

/**
 * Decodes the QR in a PNG with ZXing, the decoder of the web app's camera, as the camera would see
 * it from a few distances: the browser draws the image each `shrinks` times smaller in turn (a
 * print-resolution render is far finer than a camera frame) until one decodes. One size is not
 * enough: ZXing's detector misjudges some dense symbols at some sizes — a clean symbol from the
 * `qrcode` package, not only ours — where the camera simply reads the next frame.
 */
export async function decodeQr(
  page: Page,
  png: Buffer,
  shrinks: number[] = [1],
  aimedAt?: Area,
): Promise<string> {
  let failure: unknown;
  for (const area of aimedAt ? [WHOLE, aimedAt] : [WHOLE]) {
    for (const shrink of shrinks) {
      try {
        return await decodeAt(page, png, shrink, area);
      } catch (error) {
        failure = error;
      }
    }
  }
  throw failure;
}

/**
 * A part of the image, as shares of its width and height. A person aims the camera at the code: on
 * a whole card, ZXing's finder sometimes takes the photo's frame or the monogram for one of the
 * code's corner squares and finds no code, where the same pixels framed on the code decode.
 */
export type Area = { x: number; y: number; width: number; height: number };
const WHOLE: Area = { x: 0, y: 0, width: 1, height: 1 };

async function decodeAt(page: Page, png: Buffer, shrink: number, area: Area): Promise<string> {
  // A CommonJS package: Playwright's loader offers it as the default export only.
  const { BinaryBitmap, HybridBinarizer, QRCodeReader, RGBLuminanceSource } = zxing;
  const { width, height, grey } = await page.evaluate(
    async ({ base64, shrink, area }) => {
      const image = new Image();
      image.src = `data:image/png;base64,${base64}`;
      await image.decode();
      const source = {
        x: image.width * area.x,
        y: image.height * area.y,
        width: image.width * area.width,
        height: image.height * area.height,
      };
      const [w, h] = [Math.round(source.width / shrink), Math.round(source.height / shrink)];
      const canvas = Object.assign(document.createElement('canvas'), { width: w, height: h });
      const context = canvas.getContext('2d');
      if (!context) throw new Error('no canvas');
      context.fillStyle = '#ffffff';
      context.fillRect(0, 0, w, h);
      context.drawImage(image, source.x, source.y, source.width, source.height, 0, 0, w, h);
      const { data } = context.getImageData(0, 0, w, h);
      let levels = '';
      for (let i = 0; i < data.length; i += 4) {
        const [r = 0, g = 0, b = 0] = [data[i], data[i + 1], data[i + 2]];
        levels += String.fromCharCode(Math.round(0.299 * r + 0.587 * g + 0.114 * b));
      }
      return { width: w, height: h, grey: btoa(levels) };
    },
    { base64: png.toString('base64'), shrink, area },
  );
  const luminance = new Uint8ClampedArray(Buffer.from(grey, 'base64'));
  const bitmap = new BinaryBitmap(
    new HybridBinarizer(new RGBLuminanceSource(luminance, width, height)),
  );
  return new QRCodeReader().decode(bitmap).getText();
}
