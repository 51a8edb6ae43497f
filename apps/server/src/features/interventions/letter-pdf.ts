import PDFDocument from 'pdfkit';
import { drawText, fitText, wrapText, type TextFont } from '../../shared/pdf-text/pdf-text.js';

/** One guardian's letter, every word already in their language. */
export type Letter = {
  date: string;
  guardianName: string;
  address: string[];
  title: string;
  /** Paragraphs split at line breaks; an empty line is a gap. */
  body: string;
  figuresTitle: string;
  figures: [label: string, value: string][];
  signature: string;
};

export type Letterhead = {
  schoolName: string;
  /** Address, phone and web site, as one line. */
  contact: string;
  logo?: Buffer | undefined;
};

export type LettersPdfInfo = { title: string; author: string };

/** Where a batch's letters are drawn: here (tests), or on a drawing thread (letters-pdf-drawing.ts). */
export type LettersPdfWriter = typeof writeLettersPdf;

/** A4 portrait, in points, placed by hand: pdfkit never breaks a page itself. */
const PAGE = { width: 595.28, height: 841.89, margin: 56 };
const WIDTH = PAGE.width - 2 * PAGE.margin;
const BODY: TextFont = { size: 11 };
const LINE = 15.5;
const LOGO_SIDE = 56;
/** The signature block's top: the body stops above it. */
const SIGNATURE_TOP = PAGE.height - PAGE.margin - 70;

/** PDFKit's opened image (`openImage`, missing from its types): embedded once, drawn on each page. */
type OpenedImage = { width: number; height: number };
const openImage = (doc: PDFKit.PDFDocument, png: Buffer) =>
  (doc as PDFKit.PDFDocument & { openImage(src: Buffer): OpenedImage }).openImage(png);

function drawLetterhead(doc: PDFKit.PDFDocument, head: Letterhead, logo: OpenedImage | undefined) {
  const left = PAGE.margin + (logo ? LOGO_SIDE + 14 : 0);
  if (logo) {
    // PDFKit's image() takes an opened image as well as bytes; its types know only the bytes.
    doc.image(logo as unknown as Buffer, PAGE.margin, PAGE.margin, { fit: [LOGO_SIDE, LOGO_SIDE] });
  }
  const room = PAGE.width - PAGE.margin - left;
  const name = { size: 17, weight: 'bold' } as const;
  drawText(doc, fitText(doc, head.schoolName, room, name), left, PAGE.margin + 8, name);
  doc.fillColor('#555');
  const contact = { size: 9 };
  drawText(doc, fitText(doc, head.contact, room, contact), left, PAGE.margin + 32, contact);
  doc.fillColor('#000');
  const ruleY = PAGE.margin + LOGO_SIDE + 10;
  doc
    .moveTo(PAGE.margin, ruleY)
    .lineTo(PAGE.width - PAGE.margin, ruleY)
    .lineWidth(0.8)
    .stroke('#999');
}

/** Wrapped lines of the body, its paragraphs as written. */
const bodyLines = (doc: PDFKit.PDFDocument, body: string) =>
  body
    .split('\n')
    .flatMap((paragraph) => (paragraph.trim() ? wrapText(doc, paragraph, WIDTH, BODY) : ['']));

function drawLetter(
  doc: PDFKit.PDFDocument,
  head: Letterhead,
  logo: OpenedImage | undefined,
  letter: Letter,
) {
  drawLetterhead(doc, head, logo);
  let y = PAGE.margin + LOGO_SIDE + 28;
  drawText(doc, letter.date, PAGE.margin, y, BODY, { width: WIDTH, align: 'right' });
  // The address block: where a window envelope shows it.
  y += 24;
  for (const line of [letter.guardianName, ...letter.address]) {
    drawText(doc, fitText(doc, line, WIDTH / 2, BODY), PAGE.margin, y, BODY);
    y += LINE;
  }
  y += 26;
  const title = { size: 12.5, weight: 'bold' } as const;
  for (const line of wrapText(doc, letter.title, WIDTH, title)) {
    drawText(doc, line, PAGE.margin, y, title);
    y += 18;
  }
  y += 10;
  const figuresHeight = 28 + letter.figures.length * LINE;
  const bodyBottom = SIGNATURE_TOP - figuresHeight - 10;
  for (const line of bodyLines(doc, letter.body)) {
    if (y > bodyBottom) break; // a school's very long text: what fits the page
    drawText(doc, line, PAGE.margin, y, BODY);
    y += line ? LINE : LINE * 0.6;
  }
  // The figures, boxed, that the text speaks of.
  y += 12;
  doc.rect(PAGE.margin, y - 6, WIDTH, figuresHeight - 4).fill('#f1f3f5');
  doc.fillColor('#000');
  drawText(doc, letter.figuresTitle, PAGE.margin + 10, y, { size: 10, weight: 'bold' });
  y += 18;
  for (const [label, value] of letter.figures) {
    drawText(doc, fitText(doc, label, WIDTH - 120, BODY), PAGE.margin + 10, y, BODY);
    drawText(
      doc,
      value,
      PAGE.margin + 10,
      y,
      { ...BODY, weight: 'bold' },
      {
        width: WIDTH - 20,
        align: 'right',
      },
    );
    y += LINE;
  }
  // The signature line.
  const lineY = SIGNATURE_TOP + 34;
  doc
    .moveTo(PAGE.margin, lineY)
    .lineTo(PAGE.margin + 200, lineY)
    .lineWidth(0.6)
    .stroke('#333');
  drawText(doc, letter.signature, PAGE.margin, lineY + 8, BODY);
  drawText(doc, fitText(doc, head.schoolName, WIDTH, BODY), PAGE.margin, lineY + 8 + LINE, BODY);
}

/**
 * Every letter on a page of its own under the school's letterhead; `onDrawn` hears how many are
 * drawn (the job's progress).
 */
export async function writeLettersPdf(
  letters: AsyncIterable<Letter> | Iterable<Letter>,
  head: Letterhead,
  info: LettersPdfInfo,
  onDrawn: (drawn: number) => Promise<void> | void = () => {},
): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 0,
    autoFirstPage: false,
    info: { Title: info.title, Author: info.author },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<void>((resolve, reject) => {
    doc.on('end', resolve);
    doc.on('error', reject);
  });
  const logo = head.logo ? openImage(doc, head.logo) : undefined;
  let drawn = 0;
  for await (const letter of letters) {
    doc.addPage({ size: 'A4', margin: 0 });
    drawLetter(doc, head, logo, letter);
    drawn += 1;
    await onDrawn(drawn);
  }
  doc.end();
  await finished;
  return Buffer.concat(chunks);
}
