import { wrapLines } from '@rollcall/contract/id-card-name';
import {
  documentFaceOf,
  faceName,
  type FontStyle,
  type FontWeight,
  type Script,
} from './font-faces.js';
import { textRuns, type TextRun } from './text-runs.js';

/**
 * Every PDF's text goes through here: each run of a line in the Noto face that has its script,
 * right-to-left text in its order, a replacement for what no face has. pdfkit's own fonts cover
 * Latin-1 only and garble everything else.
 */
export type TextFont = { size: number; weight?: FontWeight; style?: FontStyle };
export type Align = 'left' | 'center' | 'right';

/**
 * Where capitals' tops sit below `y`, in ems: where pdfkit's Helvetica put them, so the layouts
 * made for it keep their places. Every face of a line shares this one baseline, whatever its
 * own ascent (the Arabic face's is 1.1 em, the CJK faces' 0.88).
 */
const CAP_TOP = 0.718;

/**
 * Text set apart from what surrounds it for the bidirectional algorithm (a first-strong
 * isolate): a Hebrew guardian's name before a phone number leaves the number in its own order.
 */
export const isolated = (text: string) => `\u2068${text}\u2069`;

type Listener = (codePoint: string) => void;
let onUncovered: Listener = (codePoint) => {
  process.emitWarning(`A PDF drew ${codePoint} as a replacement: no font has it`);
};

/**
 * Who hears of a character no font has (the app's log). Only its code point (`U+1F600`) is
 * told, never the text around it, which is usually a person's name. Once per document.
 */
export function reportUncoveredCharactersTo(listener: Listener) {
  onUncovered = listener;
}

type Measured = { runs: TextRun[]; widths: number[]; total: number };
type DocumentFonts = {
  registered: Set<string>;
  reported: Set<number>;
  /** Lines measured in this document: a batch of cards repeats most of its words on each. */
  measured: Map<string, Measured>;
};
/** Measured lines kept per document, at most: a long report's cells are mostly seen once. */
const MEASURED_KEPT = 5000;
const documents = new WeakMap<PDFKit.PDFDocument, DocumentFonts>();

function fontsOf(doc: PDFKit.PDFDocument): DocumentFonts {
  let fonts = documents.get(doc);
  if (!fonts) {
    fonts = { registered: new Set(), reported: new Set(), measured: new Map() };
    documents.set(doc, fonts);
  }
  return fonts;
}

/** Selects a face (registered on the document once: pdfkit then embeds its subset). */
function useFace(doc: PDFKit.PDFDocument, script: Script, font: TextFont) {
  const weight = font.weight ?? 'regular';
  const name = faceName(script, weight);
  const { registered } = fontsOf(doc);
  if (!registered.has(name)) {
    // pdfkit 0.20 takes an opened fontkit font as well as bytes (the file read once per process,
    // not per document); its types know only the bytes.
    doc.registerFont(name, documentFaceOf(script, weight) as unknown as Buffer);
    registered.add(name);
  }
  doc.font(name).fontSize(font.size);
}

function runsOf(doc: PDFKit.PDFDocument, text: string, font: TextFont): TextRun[] {
  const { reported } = fontsOf(doc);
  return textRuns(text, font.style ?? 'sans', font.weight ?? 'regular', (codePoint) => {
    if (reported.has(codePoint)) return;
    reported.add(codePoint);
    onUncovered(`U+${codePoint.toString(16).toUpperCase().padStart(4, '0')}`);
  });
}

const runOptions = (run: TextRun) => (run.isShapedWhole ? { features: [] } : {});

/** A line's runs and their widths, measured once per document. */
function measure(doc: PDFKit.PDFDocument, text: string, font: TextFont): Measured {
  const { measured } = fontsOf(doc);
  const key = `${font.style ?? 'sans'} ${font.weight ?? 'regular'} ${font.size} ${text}`;
  let found = measured.get(key);
  if (!found) {
    const runs = runsOf(doc, text, font);
    const widths = runs.map((run) => {
      useFace(doc, run.script, font);
      return doc.widthOfString(run.text, runOptions(run));
    });
    found = { runs, widths, total: widths.reduce((sum, width) => sum + width, 0) };
    if (measured.size >= MEASURED_KEPT) measured.clear();
    measured.set(key, found);
  }
  return found;
}

/** The width of one line of text in points (of the document's current units). */
export function textWidth(doc: PDFKit.PDFDocument, text: string, font: TextFont): number {
  return measure(doc, text, font).total;
}

/**
 * Draws one line with capitals' tops at `y`, from `x`, or aligned in `width` from `x`. Nothing
 * wraps or is cut here: see `fitText` and `wrapText`.
 */
export function drawText(
  doc: PDFKit.PDFDocument,
  text: string,
  x: number,
  y: number,
  font: TextFont,
  placement: { width?: number; align?: Align } = {},
) {
  const { runs, widths, total } = measure(doc, text, font);
  const room = (placement.width ?? total) - total;
  let left = x + (placement.align === 'right' ? room : placement.align === 'center' ? room / 2 : 0);
  const baseline = y + CAP_TOP * font.size;
  runs.forEach((run, index) => {
    useFace(doc, run.script, font);
    // Glyphs are drawn in visual order: Devanagari's vowel signs and reph before or after their
    // consonant, a letter one face draws as two glyphs (Vietnamese ị). Read back glyph by glyph
    // they would say other words; a span's ActualText gives copy, search and text extraction
    // the run as written. Not for right-to-left runs: readers (poppler) reorder those from the
    // glyphs themselves, and would reverse an ActualText.
    const options = { lineBreak: false, baseline: 'alphabetic' as const, ...runOptions(run) };
    if (!run.isRtl && /[^\x20-\x7e]/.test(run.text)) {
      withActualText(doc, run.text, () => doc.text(run.text, left, baseline, options));
    } else {
      doc.text(run.text, left, baseline, options);
    }
    left += widths[index] ?? 0;
  });
}

/** A PDF text string: UTF-16BE with its byte-order mark, in hex. */
const pdfString = (text: string) =>
  `<FEFF${[...text]
    .flatMap((char) => {
      const code = char.codePointAt(0) ?? 0;
      if (code < 0x10000) return [code];
      const offset = code - 0x10000;
      return [0xd800 + (offset >> 10), 0xdc00 + (offset & 0x3ff)];
    })
    .map((unit) => unit.toString(16).padStart(4, '0'))
    .join('')}>`;

/**
 * Draws with the text object's glyphs inside a span whose ActualText is `text`. The span sits
 * inside pdfkit's BT … ET, where the text's coordinate system holds: poppler places an
 * ActualText with the state at its end, and pdfkit's own markContent would end it after ET and
 * the restored coordinates, putting the words at the page's top.
 */
function withActualText(doc: PDFKit.PDFDocument, text: string, draw: () => void) {
  const writer = doc as PDFKit.PDFDocument & { addContent(data: string): PDFKit.PDFDocument };
  const addContent = writer.addContent.bind(writer);
  writer.addContent = (data: string) => {
    if (data === 'ET') addContent('EMC');
    addContent(data);
    if (data === 'BT') addContent(`/Span <</ActualText ${pdfString(text)}>> BDC`);
    return writer;
  };
  try {
    draw();
  } finally {
    // The instance's own property goes: the prototype's method shows through again.
    delete (writer as Partial<typeof writer>).addContent;
  }
}

const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/** The text cut to `width` with an ellipsis, at a character boundary; as it is when it fits. */
export function fitText(
  doc: PDFKit.PDFDocument,
  text: string,
  width: number,
  font: TextFont,
): string {
  if (textWidth(doc, text, font) <= width) return text;
  const parts = [...graphemes.segment(text)].map((part) => part.segment);
  let end = parts.length;
  while (end > 0 && textWidth(doc, `${parts.slice(0, end).join('').trimEnd()}…`, font) > width) {
    end -= 1;
  }
  return `${parts.slice(0, end).join('').trimEnd()}…`;
}

/**
 * The text in lines no wider than `width`, broken where a line may break (the contract's
 * `wrapLines`, which the web's cards use too). A word wider than a line is broken between
 * characters when `isWordBreakable`; otherwise it keeps its own line, too wide, for the caller to
 * shrink or cut. (Each line is then ordered for display on its own, which for a name or a table
 * cell is what the bidirectional algorithm's rule L1–L2 per line gives.)
 */
export function wrapText(
  doc: PDFKit.PDFDocument,
  text: string,
  width: number,
  font: TextFont,
  isWordBreakable = true,
): string[] {
  return wrapLines(text, (line) => textWidth(doc, line, font) <= width, isWordBreakable);
}
