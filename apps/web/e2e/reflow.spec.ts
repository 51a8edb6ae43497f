import type { Page } from '@playwright/test';
import { cutOffTexts } from './cut-off-texts';
import { expect, test } from './fixtures';
import { seedRows } from './fixtures/a11y-data';
import { STAFF_SCREENS } from './staff-screens';

test('[a11y] at 320 CSS px (a 1280 px window zoomed to 400 %) no screen scrolls sideways (WCAG 1.4.10)', async ({
  page,
  login,
}) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await login({ role: 'admin' });
  // A wide data table scrolls in its own region, never the page.
  const overflowing: string[] = [];
  for (const screen of STAFF_SCREENS) {
    await page.goto(screen);
    await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    const width = await page.evaluate(() => ({
      page: document.documentElement.scrollWidth,
      window: document.documentElement.clientWidth,
    }));
    if (width.page > width.window) overflowing.push(`${screen}: ${width.page} px`);
  }
  expect(overflowing).toEqual([]);
});

const CARD_MICROTEXT = {
  text: /^cut sideways \[div\]: [^·]+ · [^·]+ · /,
  reason: "the ID card's security microtext: a pattern repeated to the card's edge, not read",
};

/**
 * The controls of the header and the screen that something else covers once scrolled into view
 * (the fixed header, a neighbour grown with its text): each is scrolled to the middle of the window
 * and must be what is found at its centre.
 */
function coveredControls(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const covered: string[] = [];
    const controls = document.querySelectorAll<HTMLElement>(
      'header button, header a, main button, main a, main input, main select, main textarea',
    );
    for (const control of controls) {
      if (!control.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true })) continue;
      const box = control.getBoundingClientRect();
      if (box.width < 2 || box.height < 2) continue;
      control.scrollIntoView({ block: 'center', inline: 'nearest' });
      const now = control.getBoundingClientRect();
      const hit = document.elementFromPoint(now.left + now.width / 2, now.top + now.height / 2);
      // A field's hit may be its label or wrapper (a checkbox drawn over its input).
      const isItself = hit && (control.contains(hit) || hit.contains(control));
      const isOwnLabel = hit && control.id && hit.closest(`label[for="${control.id}"]`);
      if (!isItself && !isOwnLabel) {
        const name =
          control.getAttribute('aria-label') || control.innerText.trim() || control.tagName;
        covered.push(`${name.slice(0, 60)} under ${hit?.className || hit?.tagName || 'nothing'}`);
      }
    }
    window.scrollTo(0, 0);
    return covered;
  });
}

test('[a11y] with the text at 200 % every screen keeps its content, controls and navigation (WCAG 1.4.4)', async ({
  page,
  login,
  adminApi,
  saveScreenshot,
}) => {
  test.setTimeout(120_000);
  await seedRows(adminApi);
  // Chromium's own text size (Settings › Appearance › Font size: 32 px, twice the 16 px default),
  // as a reader who needs large text sets it: Mantine's rem sizes and its em breakpoints both
  // follow it, as in every browser. (A root font-size set from a script would move the sizes but
  // not the breakpoints, a page no reader ever gets.)
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Page.enable');
  await cdp.send('Page.setFontSizes', { fontSizes: { standard: 32, fixed: 26 } });
  await login({ role: 'admin' });
  await expect(page.locator('html')).toHaveCSS('font-size', '32px');

  const problems: string[] = [];
  for (const screen of STAFF_SCREENS) {
    await page.goto(screen);
    await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    // Nothing still loading (a button's loader hides its words).
    await expect(page.locator('[data-loading], .mantine-Loader-root')).toHaveCount(0);
    await expect(page.getByRole('banner')).toBeInViewport();
    const cut = await cutOffTexts(page, [CARD_MICROTEXT]);
    problems.push(...cut.map((line) => `${screen}: ${line}`));
    problems.push(...(await coveredControls(page)).map((line) => `${screen}: covered ${line}`));
    await saveScreenshot(`text-200${screen.replace('/', '-')}`);
  }
  expect(problems).toEqual([]);

  // A wide table's "no rows" message stays in the visible part of its scroller.
  await page.goto('/users');
  await page.getByRole('searchbox', { name: 'Search' }).fill('no-such-user');
  const empty = page.getByRole('status').filter({ hasText: 'No users found' });
  await empty.scrollIntoViewIfNeeded();
  await expect(empty).toBeInViewport({ ratio: 1 });

  // The sidebar folds behind the menu button at this text size; it opens with every link on screen.
  await page
    .getByRole('banner')
    .getByRole('button', { name: /navigation/i })
    .click();
  const nav = page.getByRole('navigation', { name: 'Main' });
  for (const link of await nav.getByRole('link').all()) {
    await link.scrollIntoViewIfNeeded();
    await expect(link).toBeInViewport();
  }
  await saveScreenshot('text-200-navigation');
});
