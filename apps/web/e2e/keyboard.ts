import { expect, type ElementHandle, type Locator, type Page } from '@playwright/test';

// The keyboard specs use the keyboard alone: no click, no fill, no check. Playwright only reads the page.

/** Where focus is, seen from `element`: on it, elsewhere, or `element` has left the page. */
const focusOn = (element: ElementHandle) =>
  element.evaluate((node) =>
    !node.isConnected ? 'gone' : node === document.activeElement ? 'here' : 'elsewhere',
  );

/**
 * Presses Tab (or Shift+Tab) until `target` has focus, as a keyboard user walks a screen. The
 * target is awaited first (a search's rows, a dialog's buttons) and held as an element: finding
 * it by role again after each key costs more than the key itself on a long screen.
 */
export async function tabTo(page: Page, target: Locator, { backwards = false, most = 80 } = {}) {
  let element = await target.elementHandle();
  for (let presses = 0; presses < most; presses += 1) {
    const focus = await focusOn(element);
    if (focus === 'here') return;
    if (focus === 'gone') {
      // Re-rendered under the key presses: the same control, a new node, looked at before a key.
      element = await target.elementHandle();
      continue;
    }
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
