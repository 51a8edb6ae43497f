/** The card's header: its band, the school's logo or monogram, name, contact and year. */
import type { IdCardTheme } from '@rollcall/contract/id-cards';
import { CARD_FONTS, cardLine } from './card-text.js';
import { HEADER_H, H, W, initialsOf, type DrawnFace } from './card-layout.js';

/** PDFKit's opened image: embedded once in a document however often it is drawn. */
type OpenedImage = { width: number; height: number };
const openedLogos = new WeakMap<PDFKit.PDFDocument, { source: Buffer; image: OpenedImage }>();

/**
 * The logo fitted inside the header's circle. A batch draws it on every card: opened once per
 * document (`openImage`, missing from PDFKit's types), the PNG is decoded and stored once.
 */
function drawLogo(doc: PDFKit.PDFDocument, png: Buffer, cx: number, cy: number, r: number) {
  let opened = openedLogos.get(doc);
  if (opened?.source !== png) {
    const withOpen = doc as PDFKit.PDFDocument & { openImage(src: Buffer): OpenedImage };
    opened = { source: png, image: withOpen.openImage(png) };
    openedLogos.set(doc, opened);
  }
  const side = r * 1.5;
  doc.save();
  doc.circle(cx, cy, r).clip();
  // PDFKit's image() takes an opened image as well as bytes; its types know only the bytes.
  doc.image(opened.image as unknown as Buffer, cx - side / 2, cy - side / 2, {
    fit: [side, side],
    align: 'center',
    valign: 'center',
  });
  doc.restore();
}

export function drawHeader(
  doc: PDFKit.PDFDocument,
  face: DrawnFace,
  theme: IdCardTheme,
  left: number,
) {
  const fonts = CARD_FONTS[theme.font];
  const { settings } = face;
  const isFilled = theme.header === 'band' || theme.header === 'diagonal';
  if (theme.header === 'band') {
    doc.rect(0, 0, W, HEADER_H).fill(theme.primary);
    doc.rect(0, HEADER_H, W, 0.7).fill(theme.secondary);
  } else if (theme.header === 'diagonal') {
    doc.polygon([0, 0], [W, 0], [W, HEADER_H - 4], [0, HEADER_H + 1.5]).fill(theme.primary);
    doc
      .polygon([0, HEADER_H + 1.5], [W, HEADER_H - 4], [W, HEADER_H - 2.8], [0, HEADER_H + 2.7])
      .fill(theme.secondary);
  } else if (theme.header === 'sidebar') {
    doc.rect(0, 0, 6, H).fill(theme.primary);
    doc.rect(6, 0, 0.8, H).fill(theme.secondary);
    doc.rect(left, HEADER_H, W - left - 3, 0.3).fill(theme.primary);
  } else {
    doc.rect(2.5, HEADER_H - 0.2, W - 5, 0.35).fill(theme.primary);
    doc.rect(2.5, HEADER_H + 0.6, W - 5, 0.15).fill(theme.primary);
  }
  const headerText = isFilled ? theme.onPrimary : theme.primary;
  // The school's mark: its logo on white, or a monogram when it has none.
  if (face.logo) {
    doc.circle(left + 4.3, 6, 4.1).fill('#ffffff');
    drawLogo(doc, face.logo, left + 4.3, 6, 4.1);
  } else {
    doc.circle(left + 4.3, 6, 4.1).fill(isFilled ? theme.onPrimary : theme.primary);
    doc.fillColor(isFilled ? theme.primary : theme.onPrimary);
    cardLine(doc, initialsOf(settings.schoolName) || 'S', left + 0.6, 4.4, 7.4, {
      font: fonts.bold,
      size: 8,
      minSize: 5,
      align: 'center',
    });
  }
  const textLeft = left + 9.6;
  const rightBlock = 21;
  const textWidth = W - textLeft - rightBlock - 1.5;
  doc.fillColor(headerText);
  cardLine(doc, settings.schoolName, textLeft, 1.9, textWidth, {
    font: fonts.bold,
    size: 8,
    minSize: 5.5,
  });
  const contact = [settings.schoolPhone, settings.schoolWebsite].filter(Boolean).join('  ·  ');
  if (settings.schoolAddress) {
    cardLine(doc, settings.schoolAddress, textLeft, 5.6, textWidth, {
      font: fonts.regular,
      size: 4.6,
      minSize: 3.8,
    });
  }
  if (contact) {
    cardLine(doc, contact, textLeft, 8.1, textWidth, {
      font: fonts.regular,
      size: 4.6,
      minSize: 3.8,
    });
  }
  const title = settings.cardType === 'staff' ? face.words.staffCard : face.words.studentCard;
  const rightX = W - rightBlock - 2.5;
  cardLine(doc, title, rightX, 2.2, rightBlock, { font: fonts.bold, size: 4.8, align: 'right' });
  cardLine(doc, face.academicYear, rightX, 5, rightBlock, {
    font: fonts.regular,
    size: 4.6,
    align: 'right',
  });
  if (settings.cardType === 'premium') {
    doc.roundedRect(W - 16.5, 7.7, 14, 3, 1.5).fill(theme.secondary);
    doc.fillColor(theme.header === 'band' ? theme.primary : '#ffffff');
    cardLine(doc, face.words.premium, W - 16.5, 8.35, 14, {
      font: fonts.bold,
      size: 4.4,
      align: 'center',
    });
  }
}
