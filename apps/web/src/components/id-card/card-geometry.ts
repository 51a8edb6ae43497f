import { ID_CARD_PREVIEW, ID_CARD_PRINT } from '@rollcall/contract/id-cards';

/**
 * The card is laid out in millimetres on its 82 × 50 mm face, with the same coordinates as the
 * server's PDF renderer, and drawn at 650 × 400 px on screen.
 */
export const W = ID_CARD_PRINT.cardWidthMm;
export const H = ID_CARD_PRINT.cardHeightMm;
export const HEADER_H = 12.5;
export const FOOTER_TOP = 43;
export const QR_BOX = 19;
export const PHOTO_TOP = 15;

const SX = ID_CARD_PREVIEW.width / W;
const SY = ID_CARD_PREVIEW.height / H;

/** Millimetres across and down the card, in CSS px. */
export const px = (mm: number) => mm * SX;
export const py = (mm: number) => mm * SY;

/** A PDF font size in points, as CSS px on the card (the card is drawn in millimetres). */
export const fontPx = (points: number) => (points / (72 / 25.4)) * SY;

/** The left edge of the content: the sidebar layout keeps its bar clear. */
export const contentLeft = (header: string) => (header === 'sidebar' ? 9 : 3);
