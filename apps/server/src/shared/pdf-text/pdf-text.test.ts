import PDFDocument from 'pdfkit';
import { afterEach, expect, test } from 'vitest';
import { readPdf } from '../../../test/pdf-files.js';
import { comparable, fullNameOf, WORLD_NAMES } from '../../../test/world-names.js';
import { drawText, reportUncoveredCharactersTo, textWidth, wrapText } from './pdf-text.js';
import { REPLACEMENT } from './text-runs.js';

/** A page drawn by `draw`, as the bytes of its PDF. */
async function pdfOf(draw: (doc: PDFKit.PDFDocument) => void): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: 0 });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise((resolve) => doc.on('end', resolve));
  draw(doc);
  doc.end();
  await ended;
  return Buffer.concat(chunks);
}

/** The code points the text layer reports from now on. */
function listenForUncovered(): string[] {
  const heard: string[] = [];
  reportUncoveredCharactersTo((codePoint) => heard.push(codePoint));
  return heard;
}
afterEach(() => reportUncoveredCharactersTo(() => {}));

test('a character first met inside another (the period in an ellipsis) reads back in the next document', async () => {
  // First in the file, so the ellipsis's document is the first to make the bold period here.
  const font = { size: 12, style: 'sans', weight: 'bold' } as const;
  await pdfOf((doc) => drawText(doc, 'Wait…', 40, 40, font));
  const next = await pdfOf((doc) => drawText(doc, 'F. nac. 1 may 2010', 40, 40, font));
  expect((await readPdf(next)).text).toContain('F. nac. 1 may 2010');
});

test('names in every script read back as written, right-to-left ones in reading order', async () => {
  const pdf = await pdfOf((doc) => {
    WORLD_NAMES.forEach((name, index) => {
      drawText(doc, fullNameOf(name), 40, 40 + index * 24, { size: 12 });
      drawText(doc, fullNameOf(name), 300, 40 + index * 24, { size: 12, weight: 'bold' });
    });
  });
  const lines = comparable((await readPdf(pdf)).text)
    .split('\n')
    .filter((line) => line.trim());
  WORLD_NAMES.forEach((name, index) => {
    const written = comparable(fullNameOf(name));
    expect(lines[index]?.trim().split(/\s{2,}/), written).toEqual([written, written]);
  });
});

test('a character no font has is drawn as the replacement and reported by code point only', async () => {
  const heard = listenForUncovered();
  const pdf = await pdfOf((doc) => {
    drawText(doc, 'Ana 😀 Lee\u{E000}', 40, 40, { size: 12 });
    drawText(doc, 'Ana 😀 Lee\u{E000}', 40, 70, { size: 12 });
  });
  const text = (await readPdf(pdf)).text;
  expect(text).toContain(`Ana ${REPLACEMENT} Lee${REPLACEMENT}`);
  expect(text).not.toContain('😀');
  // Once per document, and never the name around it.
  expect(heard).toEqual(['U+1F600', 'U+E000']);
});

test('an Arabic name with a number keeps the number left to right inside right-to-left text', async () => {
  const pdf = await pdfOf((doc) => drawText(doc, 'محمد 12', 40, 40, { size: 12 }));
  // Drawn as "12 محمد" (the name read first, at the right); poppler gives it back in reading
  // order, the digits not reversed.
  expect(comparable((await readPdf(pdf)).text).trim()).toBe('محمد 12');
});

test('text wraps at spaces and hyphens, between CJK characters, and inside a word only when asked', async () => {
  await pdfOf((doc) => {
    const font = { size: 10 };
    const width = textWidth(doc, 'Maximiliana Konstantina', font);
    expect(wrapText(doc, 'Maximiliana Konstantina Wolkenstein-Trostburg', width, font)).toEqual([
      'Maximiliana Konstantina',
      'Wolkenstein-Trostburg',
    ]);
    const cjk = textWidth(doc, '王美玲', font);
    expect(wrapText(doc, '王美玲王美玲', cjk + 1, font)).toEqual(['王美玲', '王美玲']);
    const word = 'Wolkensteinwolkenstein';
    const narrow = textWidth(doc, 'Wolkenstein', font) + 1;
    expect(wrapText(doc, word, narrow, font, false)).toEqual([word]);
    const broken = wrapText(doc, word, narrow, font);
    expect(broken.join('')).toBe(word);
    for (const line of broken) expect(textWidth(doc, line, font)).toBeLessThanOrEqual(narrow);
  });
});

test('broken text still draws: a lone surrogate is replaced, controls and isolates are not drawn', async () => {
  const heard = listenForUncovered();
  const pdf = await pdfOf((doc) => {
    drawText(doc, 'Ana\uD800 Lee', 40, 40, { size: 12 });
    drawText(doc, 'Bo\nKim\t\u2068Ray\u2069', 40, 70, { size: 12 });
    drawText(doc, '', 40, 100, { size: 12 });
  });
  const lines = (await readPdf(pdf)).text.split('\n').filter((line) => line.trim());
  expect(lines.map((line) => line.trim())).toEqual([`Ana${REPLACEMENT} Lee`, 'BoKimRay']);
  expect(heard).toEqual(['U+D800']);
});
