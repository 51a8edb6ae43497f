import type { Locator } from '@playwright/test';
import { contrastRatio } from '../src/app/colors/contrast';
import { expect, test } from './fixtures';

/** The computed border colour (`rgb(r, g, b)`) as #rrggbb. */
async function borderOf(control: Locator, property = 'border-top-color') {
  const rgb = await control.evaluate(
    (element, name) => getComputedStyle(element).getPropertyValue(name),
    property,
  );
  const channels = rgb.match(/\d+/g)?.slice(0, 3).map(Number) ?? [];
  return `#${channels.map((channel) => channel.toString(16).padStart(2, '0')).join('')}`;
}

// WCAG 1.4.11: the border is what shows where to type or what to switch; 3:1 on the page.
test('[non-text-contrast] a text field’s and a switch’s borders reach 3:1 on white and the page grey', async ({
  page,
  login,
}) => {
  await page.goto('/login');
  const email = page.getByLabel('Email address');
  for (const background of ['#ffffff', '#f8f9fa']) {
    expect(contrastRatio(await borderOf(email), background)).toBeGreaterThanOrEqual(3);
  }

  await login({ role: 'admin' });
  await page.goto('/settings');
  await page.getByRole('tab', { name: 'Security & Privacy' }).click();
  // Plain student numbers at gates: off by default.
  const track = page
    .getByRole('form', { name: 'Security & Privacy' })
    .locator('.mantine-Switch-input:not(:checked) + .mantine-Switch-track')
    .first();
  await expect(track).toBeVisible();
  expect(contrastRatio(await borderOf(track), '#ffffff')).toBeGreaterThanOrEqual(3);
});
