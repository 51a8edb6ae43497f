import {
  ID_CARD_THEMES,
  cardAllergies,
  securityCodeOf,
  type IdCardTheme,
} from '@rollcall/contract/id-cards';
import { drawText, isolated } from '../../shared/pdf-text/pdf-text.js';
import { drawCode128, drawQr } from './card-codes.js';
import { drawHeader } from './card-header.js';
import {
  CARD_QR_BOX_MM,
  ENGLISH,
  FOOTER_TOP,
  H,
  HEADER_H,
  QR_BOX,
  W,
  initialsOf,
  pt,
  type CardFace,
  type CardLanguage,
  type CardWords,
  type DrawnFace,
} from './card-layout.js';
import { CARD_FONTS, cardLine, drawCardName, MM } from './card-text.js';

/** A fine guilloche and a line of microtext: a photocopy blurs both. */
function drawSecurity(doc: PDFKit.PDFDocument, face: DrawnFace, theme: IdCardTheme) {
  doc.save();
  doc.lineWidth(0.07).strokeColor(theme.secondary).strokeOpacity(0.35);
  for (let wave = 0; wave < 9; wave += 1) {
    const base = HEADER_H + 3 + wave * 3.2;
    doc.moveTo(0, base);
    for (let x = 0; x <= W; x += 1) {
      doc.lineTo(x, base + 1.1 * Math.sin(x / 3.1 + wave * 0.9));
    }
    doc.stroke();
  }
  doc.restore();
  const micro = `${face.settings.schoolName.toUpperCase()} · ${face.student.studentNumber} · `;
  doc.fillColor(theme.muted);
  // Longer than the card: its clip ends the line at the card's edge.
  drawText(doc, micro.repeat(12), 2, FOOTER_TOP - 1.4, { size: pt(1.6) });
}

function drawPhoto(doc: PDFKit.PDFDocument, face: DrawnFace, theme: IdCardTheme, left: number) {
  const fonts = CARD_FONTS[theme.font];
  const box = { x: left, y: 15, w: 16, h: theme.photoShape === 'circle' ? 16 : 19 };
  const clip = () => {
    if (theme.photoShape === 'circle') doc.circle(box.x + 8, box.y + 8, 8);
    else if (theme.photoShape === 'rounded') doc.roundedRect(box.x, box.y, box.w, box.h, 2);
    else doc.rect(box.x, box.y, box.w, box.h);
  };
  doc.save();
  clip();
  doc.clip();
  doc.rect(box.x, box.y, box.w, box.h).fill(theme.secondary);
  if (face.settings.includePhoto && face.photo) {
    doc.image(face.photo, box.x, box.y, {
      cover: [box.w, box.h],
      align: 'center',
      valign: 'center',
    });
  } else {
    doc.fillColor('#ffffff');
    cardLine(
      doc,
      initialsOf(`${face.student.firstName} ${face.student.lastName}`),
      box.x,
      box.y + box.h / 2 - 2.6,
      box.w,
      { font: fonts.bold, size: 14, minSize: 8, align: 'center' },
    );
  }
  doc.restore();
  doc.save();
  doc.lineWidth(0.4).strokeColor(theme.primary);
  clip();
  doc.stroke();
  doc.restore();
  doc.fillColor(theme.muted);
  cardLine(
    doc,
    `${face.words.securityCode} ${securityCodeOf(face.student.studentNumber)}`,
    box.x,
    35,
    box.w,
    { font: fonts.bold, size: 4.8, align: 'center' },
  );
}

function drawDetails(doc: PDFKit.PDFDocument, face: DrawnFace, theme: IdCardTheme, left: number) {
  const fonts = CARD_FONTS[theme.font];
  const { student, settings } = face;
  const x = left + 18.5;
  const width = (settings.includeQR ? W - QR_BOX - 3 : W - 3) - x - 1;
  doc.fillColor(theme.text);
  const nameEnd = drawCardName(
    doc,
    `${student.firstName} ${student.lastName}`,
    x,
    14.8,
    width,
    fonts.bold,
  );
  const rows: [string, string][] = [
    [face.words.id, student.studentNumber],
    [face.words.class, `${student.class}-${student.section}`],
  ];
  if (student.rollNumber) rows.push([face.words.roll, student.rollNumber]);
  if (student.dateOfBirth) rows.push([face.words.dob, face.date(student.dateOfBirth)]);
  const extras: [string, string][] = [];
  if (settings.includeGuardian) {
    extras.push([
      face.words.guardian,
      `${isolated(student.guardianName)} · ${student.guardianPhone}`,
    ]);
  }
  if (settings.includeEmergency && (student.emergencyName || student.emergencyPhone)) {
    const parts = [
      student.emergencyName && isolated(student.emergencyName),
      student.emergencyPhone,
    ].filter(Boolean);
    extras.push([face.words.emergency, parts.join(' · ')]);
  }
  if (settings.includeMedical) {
    const allergies = cardAllergies(student.allergies);
    const medical = [
      `${face.words.bloodType} ${student.bloodType ?? '—'}`,
      allergies.length ? `${face.words.allergies}: ${allergies.join(', ')}` : '',
    ].filter(Boolean);
    extras.push([face.words.medical, medical.join(' · ')]);
  }
  const step = extras.length > 1 ? 2.55 : 2.9;
  // A name on two lines moves the rows down by its second line.
  let y = Math.max(19.2, nameEnd + 0.6);
  const labelWidth = 7.5;
  for (const [label, value] of rows) {
    doc.fillColor(theme.muted);
    cardLine(doc, label, x, y, labelWidth, { font: fonts.regular, size: 5.3, minSize: 4.2 });
    doc.fillColor(theme.text);
    cardLine(doc, value, x + labelWidth, y, width - labelWidth, {
      font: fonts.bold,
      size: 5.6,
      minSize: 4.2,
    });
    y += step;
  }
  if (extras.length === 0) return;
  const boxTop = y + 0.2;
  const boxHeight = extras.length * 2.3 + 0.8;
  doc.save();
  doc.fillOpacity(0.12).fillColor(theme.secondary);
  doc.roundedRect(x - 0.8, boxTop, width + 0.8, boxHeight, 0.8).fill();
  doc.restore();
  let boxY = boxTop + 0.6;
  for (const [label, value] of extras) {
    doc.fillColor(theme.muted);
    cardLine(doc, label, x, boxY, labelWidth + 2, { font: fonts.bold, size: 4.3, minSize: 3.6 });
    doc.fillColor(theme.text);
    cardLine(doc, value, x + labelWidth + 2, boxY, width - labelWidth - 2.5, {
      font: fonts.regular,
      size: 4.3,
      minSize: 3.6,
    });
    boxY += 2.3;
  }
}

function drawFooter(doc: PDFKit.PDFDocument, face: DrawnFace, theme: IdCardTheme, left: number) {
  const fonts = CARD_FONTS[theme.font];
  const { settings, student } = face;
  if (theme.hasFooterBand) doc.rect(0, H - 5.5, W, 5.5).fill(theme.primary);
  if (settings.includeBarcode) {
    // White behind the bars keeps the quiet zone on a coloured band.
    // Inside a frame's inner rule (1.7 mm from the edge) on every template.
    // A 2 mm quiet zone on each side (about ten modules of a usual student number).
    const width = W - 32 - left;
    doc.rect(left - 1, FOOTER_TOP + 0.3, width + 4, 4.9).fill('#ffffff');
    drawCode128(doc, student.studentNumber, left + 1, FOOTER_TOP + 0.6, width, 4.3);
  }
  doc.fillColor(theme.hasFooterBand ? theme.onPrimary : theme.primary);
  cardLine(doc, face.validUntil(settings.validUntil), W - 28, H - 4.1, 25, {
    font: fonts.bold,
    size: 6,
    align: 'right',
  });
}

function drawTemporaryBand(doc: PDFKit.PDFDocument, words: CardWords, theme: IdCardTheme) {
  doc.save();
  doc.rect(0, 37, W, 4.2).fill('#b45309');
  doc.fillColor('#ffffff');
  cardLine(doc, words.temporary, 0, 37.45, W, {
    font: CARD_FONTS[theme.font].bold,
    size: 9.5,
    align: 'center',
  });
  doc.restore();
}

function drawFrame(doc: PDFKit.PDFDocument, theme: IdCardTheme) {
  if (theme.frame === 'none') return;
  doc.save();
  doc.strokeColor(theme.secondary).lineWidth(0.35);
  doc.roundedRect(0.9, 0.9, W - 1.8, H - 1.8, 2.2).stroke();
  if (theme.frame === 'double') {
    doc.lineWidth(0.15);
    doc.roundedRect(1.7, 1.7, W - 3.4, H - 3.4, 1.6).stroke();
  }
  doc.restore();
}

/** Draws one 82 × 50 mm card with its top-left corner at (x, y) points. */
export function drawCard(
  doc: PDFKit.PDFDocument,
  card: CardFace,
  x: number,
  y: number,
  language: CardLanguage = ENGLISH,
) {
  const face: DrawnFace = { ...card, ...language };
  const theme = ID_CARD_THEMES[face.settings.template];
  const left = theme.header === 'sidebar' ? 9 : 3;
  doc.save();
  doc.translate(x, y).scale(MM);
  doc.roundedRect(0, 0, W, H, 3).clip();
  doc.rect(0, 0, W, H).fill(theme.background);
  if (face.settings.securityFeatures) drawSecurity(doc, face, theme);
  drawHeader(doc, face, theme, left);
  drawPhoto(doc, face, theme, left);
  drawDetails(doc, face, theme, left);
  if (face.settings.includeQR && face.qrCodeData) {
    drawQr(doc, face.qrCodeData, CARD_QR_BOX_MM.x, CARD_QR_BOX_MM.y, CARD_QR_BOX_MM.size);
    doc.fillColor(theme.text);
    cardLine(doc, face.words.scanForAttendance, W - QR_BOX - 3.5, 33.6, QR_BOX + 2, {
      font: CARD_FONTS[theme.font].bold,
      size: 4.2,
      minSize: 3.4,
      align: 'center',
    });
  }
  drawFooter(doc, face, theme, left);
  if (face.settings.cardType === 'temporary') drawTemporaryBand(doc, face.words, theme);
  drawFrame(doc, theme);
  doc.restore();
}
