import { expect, test } from './fixtures';
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

test('[a11y] with reduced motion asked for, dialogs open without a transition', async ({
  page,
  login,
}) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await login({ role: 'admin' });
  await page.getByRole('button', { name: 'Scan QR Code' }).first().click();
  const content = page.locator('.mantine-Modal-content');
  await expect(content).toBeVisible();
  await expect(content).toHaveCSS('transition-duration', '0s');
});
