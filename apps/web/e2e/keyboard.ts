import { expect, type Locator, type Page } from '@playwright/test';

// The keyboard specs use the keyboard alone: no click, no fill, no check. Playwright only reads the page.

/** Whether `target` has focus now (a short wait: it may not be on screen yet). */
const isFocused = (target: Locator) =>
  target
    .evaluate((element) => element === document.activeElement, undefined, { timeout: 1_000 })
    .catch(() => false);

/** Presses Tab (or Shift+Tab) until `target` has focus, as a keyboard user walks a screen. */
export async function tabTo(page: Page, target: Locator, { backwards = false, most = 80 } = {}) {
  for (let presses = 0; presses < most; presses += 1) {
    if (await isFocused(target)) return;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  await expect(target, `reached with ${most} presses of Tab`).toBeFocused();
}

/** Tabs to a field and types into it. */
export async function typeInto(page: Page, field: Locator, text: string) {
  await tabTo(page, field);
  await page.keyboard.type(text);
}

/** The element with focus shows a visible outline (WCAG 2.4.7). */
export async function expectVisibleFocus(page: Page) {
  const outline = await page.evaluate(() => {
    const active = document.activeElement;
    if (!active) return 'none';
    const style = getComputedStyle(active);
    return style.outlineStyle === 'none' ? 'none' : `${style.outlineWidth} ${style.outlineStyle}`;
  });
  expect(outline).not.toBe('none');
}

/** Focus is somewhere inside `container` (a dialog keeps it there). */
export async function expectFocusWithin(container: Locator) {
  await expect
    .poll(() => container.evaluate((element) => element.contains(document.activeElement)))
    .toBe(true);
}

/** A toast, announced politely (success) or at once (failure). */
export const toast = (page: Page, text: string | RegExp, role: 'status' | 'alert' = 'status') =>
  page.getByRole(role).filter({ hasText: text });
