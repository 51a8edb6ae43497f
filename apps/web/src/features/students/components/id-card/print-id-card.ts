import { CARD_HEIGHT_PX, CARD_WIDTH_PX } from './id-card-styles';

/** Spec §9: the print window prints 250 ms after opening, then closes. */
export const PRINT_DELAY_MS = 250;

/** Credit-card size (ID-1): 3.375 × 2.125 in, i.e. 324 × 204 CSS px at 96 px per inch. */
const PRINT_WIDTH_IN = 3.375;
const PRINT_HEIGHT_IN = 2.125;
const scale = (PRINT_WIDTH_IN * 96) / CARD_WIDTH_PX;

const PRINT_CSS = `
@page { size: ${PRINT_WIDTH_IN}in ${PRINT_HEIGHT_IN}in; margin: 0; }
html, body { margin: 0; padding: 0; background: #fff; }
body { -webkit-print-color-adjust: exact; print-color-adjust: exact; }
/* A transform keeps the unscaled layout box: this frame clips it so it cannot spill onto a page 2. */
.card-page {
  position: relative;
  width: ${PRINT_WIDTH_IN}in;
  height: ${PRINT_HEIGHT_IN}in;
  overflow: hidden;
}
.card-scale {
  position: absolute;
  top: 0;
  left: 0;
  width: ${CARD_WIDTH_PX}px;
  height: ${CARD_HEIGHT_PX}px;
  transform: scale(${scale});
  transform-origin: top left;
}
.card-scale > * { border-radius: 0 !important; border: 0 !important; }
`;

/**
 * Prints only the card: a new window holding a copy of its (inline-styled) HTML and a print
 * stylesheet sized to the card. Returns false when the browser blocked the window.
 */
export function printIdCard(card: HTMLElement, title: string): boolean {
  const printWindow = window.open('', '_blank', 'width=420,height=300');
  if (!printWindow) return false;
  const doc = printWindow.document;
  doc.title = title;
  // Relative image paths (the photo) resolve against the app, not about:blank.
  const base = doc.createElement('base');
  base.href = `${window.location.origin}/`;
  const style = doc.createElement('style');
  style.textContent = PRINT_CSS;
  doc.head.append(base, style);
  const page = doc.createElement('div');
  page.className = 'card-page';
  const scaled = doc.createElement('div');
  scaled.className = 'card-scale';
  scaled.append(doc.importNode(card, true));
  page.append(scaled);
  doc.body.replaceChildren(page);
  printWindow.focus();
  window.setTimeout(() => {
    printWindow.print();
    printWindow.close();
  }, PRINT_DELAY_MS);
  return true;
}
