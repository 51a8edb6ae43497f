import { expect, type Page } from '@playwright/test';

/**
 * Waits until the page's CSS transitions and animations have run their course (a dialog fading
 * in, the navigation folding away after a resize): what axe or a layout check then measures is
 * what stays on the screen, not a frame of the way there. Endless ones (a spinner, a skeleton's
 * pulse) are not waited for. Asking for the animations first brings the styles up to date, so
 * one a resize has just begun is among them.
 */
export async function settled(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/**
 * Expects the page not to scroll sideways once it has settled: a resize re-renders the layout
 * (media queries read by scripts) before its transitions start, so the check is asked again until
 * it holds or times out.
 */
export async function expectNoSidewaysScroll(page: Page): Promise<void> {
  await expect
    .poll(async () => {
      await settled(page);
      return page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
    })
    .toBeLessThanOrEqual(0);
}
