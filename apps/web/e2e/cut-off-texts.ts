import type { Page } from '@playwright/test';

/** A text cut on purpose, and why the reader still gets it whole (a title, another line…). */
export type DeliberateCut = { text: RegExp; reason: string };

/**
 * Texts a reader cannot read whole (Spanish and French run about 30 % longer than English), as
 * "what: text" lines:
 * - the page scrolls sideways;
 * - a visible element hides the overflow (hidden or clip, so also an ellipsis or a line clamp) of
 *   text wider or taller than its box: a button's, badge's or label's words cut short;
 * - a field whose value is wider than the field;
 * - text or a control reaching past the window's right edge without a scrolling box around it
 *   (a table scrolling sideways in its own box is fine).
 * Screen-reader-only text (a 1 px box) is not on screen and is skipped; an ellipsis whose element
 * (or field) holds the whole text in its title is deliberate (a long name in a narrow column, read
 * on hover).
 */
export async function cutOffTexts(page: Page, deliberate: DeliberateCut[] = []): Promise<string[]> {
  const found = await page.evaluate(() => {
    const cut: string[] = [];
    const root = document.documentElement;
    const width = root.clientWidth;
    if (root.scrollWidth > width + 1) cut.push(`page scrolls sideways: ${root.scrollWidth} px`);
    const hides = (value: string) => value === 'hidden' || value === 'clip';
    const scrolls = (value: string) => value === 'auto' || value === 'scroll';
    const clean = (text: string) => text.replace(/\s+/g, ' ').trim().slice(0, 80);
    /** Whether a box around the element clips or scrolls it sideways (the window aside). */
    const isInsideSidewaysBox = (element: Element) => {
      for (let box = element.parentElement; box && box !== document.body; box = box.parentElement) {
        const style = getComputedStyle(box);
        if (hides(style.overflowX) || scrolls(style.overflowX)) return true;
      }
      return false;
    };
    /** Which element, for the reader of a failure: its Mantine part, else its tag. */
    const where = (element: Element) =>
      [...element.classList].find((name) => name.startsWith('mantine-')) ??
      element.tagName.toLowerCase();
    /** Shortened on purpose: the whole text is in its title, shown on hover. */
    const hasWholeTextInTitle = (element: HTMLElement, text: string) =>
      clean(element.title) === text;
    for (const element of document.body.querySelectorAll<HTMLElement>('*')) {
      if (!(element instanceof HTMLElement)) continue;
      if (!element.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true })) continue;
      const box = element.getBoundingClientRect();
      if (box.width < 2 || box.height < 2) continue;
      const style = getComputedStyle(element);
      // Screen-reader-only text clipped to nothing (its 1 px is rem: 2 px at 200 % text).
      if (style.clip === 'rect(0px, 0px, 0px, 0px)') continue;
      const text = clean(element.innerText ?? '');
      const isField = element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement;
      if (isField) {
        // A value being typed scrolls in its field; a chosen one (a select) must fit.
        const isChosen = element.readOnly || element.getAttribute('aria-haspopup') === 'listbox';
        const isCut = element.scrollWidth > element.clientWidth + 1;
        if (isChosen && element.value && isCut && clean(element.title) !== clean(element.value)) {
          cut.push(`chosen value cut [${where(element)}]: ${clean(element.value)}`);
        }
      } else if (text && !hasWholeTextInTitle(element, text)) {
        const isCutSideways =
          hides(style.overflowX) && element.scrollWidth > element.clientWidth + 1;
        const isCutBelow =
          hides(style.overflowY) && element.scrollHeight > element.clientHeight + 1;
        if (isCutSideways || isCutBelow) {
          const how = style.textOverflow === 'ellipsis' ? 'ellipsis' : 'cut';
          cut.push(`${how} ${isCutSideways ? 'sideways' : 'below'} [${where(element)}]: ${text}`);
        }
      }
      const hasOwnText = [...element.childNodes].some(
        (node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim(),
      );
      const isControl = isField || element.matches('button, a, [role="button"], img, svg');
      if ((hasOwnText || isControl) && box.right > width + 1 && !isInsideSidewaysBox(element)) {
        const name = text || element.getAttribute('aria-label') || element.tagName.toLowerCase();
        cut.push(`past the right edge [${where(element)}]: ${clean(name)}`);
      }
    }
    return [...new Set(cut)];
  });
  return found.filter((line) => !deliberate.some((cut) => cut.text.test(line)));
}
