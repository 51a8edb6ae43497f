import { expect, type Page } from '@playwright/test';

/**
 * Clicks what opens the card's print window and waits for it to print and close by itself
 * (lib/print-card.ts closes it 250 ms after it opens, too soon to read it reliably on a busy
 * machine). Returns the HTML the window held, copied as the app wrote it.
 */
export async function printedHtmlOf(page: Page, openPrintWindow: () => Promise<void>) {
  await page.evaluate(() => {
    const open = window.open.bind(window);
    window.open = (...args) => {
      const opened = open(...args);
      // The app writes the card in the same task that opened the window: read it right after.
      queueMicrotask(() => {
        (window as { printedHtml?: string }).printedHtml =
          opened?.document.documentElement.outerHTML;
      });
      return opened;
    };
  });
  const popupPromise = page.waitForEvent('popup');
  await openPrintWindow();
  const popup = await popupPromise;
  if (!popup.isClosed()) await popup.waitForEvent('close');
  const printed = await page.evaluate(() => (window as { printedHtml?: string }).printedHtml);
  expect(printed, 'the print window held the card').toBeDefined();
  return printed ?? '';
}
