import type { CSSProperties } from 'react';

/**
 * The Student Management card (spec §2's modal) is styled inline only, so its HTML prints the same
 * in a bare window with no app CSS. Sizes are the on-screen 540 × 340 px; the print window scales
 * it to 3.375 × 2.125 in.
 */
export const CARD_WIDTH_PX = 540;
export const CARD_HEIGHT_PX = 340;
export const FONT_FAMILY = 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif';

const PADDING_X = 14;
const PHOTO_COLUMN = 88;
const QR_COLUMN = 124;
const COLUMN_GAP = 12;
/** The name's full size, and the width of its column (between the photo and the QR). */
export const NAME_SIZE_PX = 18;
export const NAME_WIDTH_PX =
  CARD_WIDTH_PX - 2 * PADDING_X - PHOTO_COLUMN - QR_COLUMN - 2 * COLUMN_GAP;

const INK = '#1a1b1e';
const MUTED = '#5c5f66';
const BRAND = '#364fc7';

export const cardStyles = {
  card: {
    width: CARD_WIDTH_PX,
    height: CARD_HEIGHT_PX,
    boxSizing: 'border-box',
    display: 'flex',
    flexDirection: 'column',
    overflow: 'hidden',
    borderRadius: 14,
    border: '1px solid #bac8ff',
    background: '#ffffff',
    color: INK,
    fontFamily: FONT_FAMILY,
    lineHeight: 1.25,
    flexShrink: 0,
  },
  header: {
    height: 48,
    boxSizing: 'border-box',
    padding: '7px 14px',
    background: `linear-gradient(120deg, ${BRAND} 0%, #4c6ef5 100%)`,
    color: '#ffffff',
    display: 'flex',
    flexDirection: 'column',
    justifyContent: 'center',
  },
  schoolName: {
    fontSize: 16,
    fontWeight: 700,
    whiteSpace: 'nowrap',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
  },
  cardTitle: { fontSize: 9, fontWeight: 700, letterSpacing: 1.8, opacity: 0.92, marginTop: 2 },
  body: {
    flex: 1,
    minHeight: 0,
    display: 'grid',
    gridTemplateColumns: `${PHOTO_COLUMN}px minmax(0, 1fr) ${QR_COLUMN}px`,
    gridTemplateRows: 'auto 1fr',
    columnGap: COLUMN_GAP,
    rowGap: 8,
    padding: `10px ${PADDING_X}px 8px`,
  },
  photo: {
    width: 88,
    height: 106,
    borderRadius: 8,
    objectFit: 'cover',
    border: `2px solid ${BRAND}`,
    boxSizing: 'border-box',
    display: 'block',
  },
  initials: {
    width: 88,
    height: 106,
    borderRadius: 8,
    border: `2px solid ${BRAND}`,
    boxSizing: 'border-box',
    background: '#edf2ff',
    color: BRAND,
    fontSize: 30,
    fontWeight: 700,
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
  },
  // The name's size is fitted to it (`fitCardName`); each of its lines is whole unless past the
  // floor, where the second is cut with "…".
  name: { fontWeight: 700, lineHeight: 1.15, marginBottom: 4 },
  nameLine: { whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' },
  facts: {
    display: 'grid',
    gridTemplateColumns: 'auto minmax(0, 1fr)',
    columnGap: 8,
    rowGap: 2,
    fontSize: 11.5,
    margin: 0,
  },
  factLabel: { color: MUTED, fontWeight: 600, margin: 0 },
  factValue: { margin: 0, whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' },
  qrColumn: {
    gridColumn: 3,
    gridRow: '1 / span 2',
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    gap: 4,
  },
  qrImage: { width: 118, height: 118, display: 'block', imageRendering: 'pixelated' },
  qrPlaceholder: {
    width: 118,
    height: 118,
    border: '1px dashed #adb5bd',
    borderRadius: 6,
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    textAlign: 'center',
    fontSize: 9,
    color: MUTED,
  },
  // Wraps under the code rather than being cut: Spanish and French say it in more letters.
  qrLabel: {
    fontSize: 8.5,
    fontWeight: 700,
    letterSpacing: 0.4,
    color: BRAND,
    textAlign: 'center',
  },
  boxes: {
    gridColumn: '1 / span 2',
    display: 'grid',
    gridTemplateColumns: '1fr 1fr',
    gap: 8,
    alignSelf: 'end',
  },
  box: {
    border: '1px solid #dee2e6',
    borderRadius: 6,
    padding: '4px 8px',
    fontSize: 9.5,
    minWidth: 0,
    background: '#f8f9fa',
  },
  boxTitle: { fontSize: 8, fontWeight: 700, letterSpacing: 0.8, color: '#c92a2a', marginBottom: 2 },
  boxLine: { whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' },
  footer: {
    boxSizing: 'border-box',
    padding: '5px 14px',
    background: '#f1f3f5',
    borderTop: '1px solid #dee2e6',
    display: 'grid',
    gridTemplateColumns: '1fr auto',
    rowGap: 1,
    columnGap: 12,
    fontSize: 9,
    color: MUTED,
  },
  footerStrong: { fontWeight: 700, color: INK },
} satisfies Record<string, CSSProperties>;
