import { currentLanguage } from '@/i18n/language';

/** Spec §9: the print window prints 250 ms after opening, then closes. */
export const PRINT_DELAY_MS = 250;

/** CSS pixels per unit (CSS fixes 96 px to the inch). */
const PX_PER_UNIT = { in: 96, mm: 96 / 25.4 } as const;

export type PrintLayout = {
  /** The element's own size in CSS px (it is drawn at this size, then scaled). */
  cardWidthPx: number;
  cardHeightPx: number;
  /** The printed card's width and height, and the page's margin around it. */
  width: number;
  height: number;
  margin: number;
  unit: keyof typeof PX_PER_UNIT;
};

function printCss(layout: PrintLayout): string {
  const { cardWidthPx, cardHeightPx, width, height, margin, unit } = layout;
  const scale = (width * PX_PER_UNIT[unit]) / cardWidthPx;
  return `
@page { size: ${width + 2 * margin}${unit} ${height + 2 * margin}${unit}; margin: 0; }
html, body { margin: 0; padding: 0; background: #fff; }
body { -webkit-print-color-adjust: exact; print-color-adjust: exact; }
/* A transform keeps the unscaled layout box: this frame clips it so it cannot spill onto a page 2. */
.card-page {
  position: relative;
  width: ${width}${unit};
  height: ${height}${unit};
  margin: ${margin}${unit};
  overflow: hidden;
}
.card-scale {
  position: absolute;
  top: 0;
  left: 0;
  width: ${cardWidthPx}px;
  height: ${cardHeightPx}px;
  transform: scale(${scale});
  transform-origin: top left;
}
.card-scale > * { border-radius: 0 !important; border: 0 !important; }
`;
}

/**
 * Prints only the card: a new window holding a copy of its (inline-styled) HTML and a print
 * stylesheet sized to the card. Returns false when the browser blocked the window.
 */
export function printCard(card: HTMLElement, title: string, layout: PrintLayout): boolean {
  const printWindow = window.open('', '_blank', 'width=420,height=300');
  if (!printWindow) return false;
  const doc = printWindow.document;
  doc.title = title;
  // The card's words are in the screens' language; say so, for hyphenation and screen readers.
  doc.documentElement.lang = currentLanguage();
  // Relative image paths (the photo) resolve against the app, not about:blank.
  const base = doc.createElement('base');
  base.href = `${window.location.origin}/`;
  const style = doc.createElement('style');
  style.textContent = printCss(layout);
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
