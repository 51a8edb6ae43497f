import { currentLanguage } from '@/i18n/language';
import { PRINT_DELAY_MS } from '@/lib/print-card';

export type RecoveryKeySheet = {
  title: string;
  school: string;
  /** "Made Nov 21, 2026 · 14:05". */
  made: string;
  recoveryKey: string;
  /** What the key is for and where to keep it. */
  advice: string;
};

const SHEET_CSS = `
@page { size: auto; margin: 20mm; }
html, body { margin: 0; background: #fff; color: #000; font-family: system-ui, sans-serif; }
h1 { font-size: 18pt; margin: 0 0 4mm; }
p { font-size: 11pt; margin: 0 0 3mm; }
.key {
  font-family: ui-monospace, 'DejaVu Sans Mono', Menlo, Consolas, monospace;
  font-size: 20pt;
  letter-spacing: 0.05em;
  line-height: 1.6;
  border: 1pt solid #000;
  padding: 5mm;
  margin: 6mm 0;
  word-spacing: 0.3em;
  overflow-wrap: anywhere;
}
`;

/**
 * Prints the recovery key alone, with the school's name and when the key was made, on a page of
 * its own (the same new-window approach as the ID cards, lib/print-card.ts). Returns false when
 * the browser blocked the window. Every text goes in as text, never as HTML.
 */
export function printRecoveryKey(sheet: RecoveryKeySheet): boolean {
  const printWindow = window.open('', '_blank', 'width=640,height=480');
  if (!printWindow) return false;
  const doc = printWindow.document;
  doc.title = sheet.title;
  doc.documentElement.lang = currentLanguage();
  const style = doc.createElement('style');
  style.textContent = SHEET_CSS;
  doc.head.append(style);
  const element = (tag: string, text: string, className?: string) => {
    const node = doc.createElement(tag);
    node.textContent = text;
    if (className) node.className = className;
    return node;
  };
  doc.body.replaceChildren(
    element('h1', sheet.title),
    element('p', sheet.school),
    element('p', sheet.made),
    element('p', sheet.recoveryKey, 'key'),
    element('p', sheet.advice),
  );
  printWindow.focus();
  window.setTimeout(() => {
    printWindow.print();
    printWindow.close();
  }, PRINT_DELAY_MS);
  return true;
}
