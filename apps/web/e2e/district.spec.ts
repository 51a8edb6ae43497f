import type { Page } from '@playwright/test';
import type { Language } from '@rollcall/contract/languages';
import { expectNoViolations } from './axe';
import { expect, test } from './fixtures';
import { toast } from './keyboard';
import { openInLanguage } from './language';
import { runOnOwnServer } from './own-server';
import { PORT } from './test-env';
import { expectNoSidewaysScroll } from './settled';

// A district grows from one school here: a server and data of its own, beside the workers'
// (PORT + 2 + index) and the other specs' own servers (PORT + 1, 20, 23, 24, 25).
const DISTRICT_PORT = PORT + 7;
runOnOwnServer(DISTRICT_PORT, 'district');

const FIRST_SCHOOL = 'Rollcall High School';
const HARBOR = { name: 'Harbor Elementary', code: 'harbor', zone: 'Asia/Tokyo' };
const PHONE = { width: 390, height: 844 };

const schoolMenu = (page: Page) =>
  page.getByRole('banner').getByRole('button', { name: /, current school$/ });

async function openSchoolsSettings(page: Page) {
  await page.goto('/settings');
  await page.getByRole('tab', { name: 'Schools' }).click();
  return page.getByRole('table', { name: 'Schools' });
}

/** The overview's schools in the order shown. */
const schoolsShown = (page: Page) =>
  page
    .getByRole('table', { name: 'Schools of the district' })
    .locator('tbody th a')
    .allInnerTexts();

test('[district] a district administrator adds a school, sees it in the picker and the overview, sorts it, opens its dashboard and archives it', async ({
  page,
  login,
  saveScreenshot,
}) => {
  await login({ role: 'admin' });
  // One school: no school menu, no district entry.
  await expect(schoolMenu(page)).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'District' })).toHaveCount(0);

  const schools = await openSchoolsSettings(page);
  await expect(schools.getByRole('row', { name: new RegExp(FIRST_SCHOOL) })).toContainText('Open');
  await page.getByRole('button', { name: 'Add school' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a school' });
  await dialog.getByRole('textbox', { name: 'School name' }).fill(HARBOR.name);
  await dialog.getByRole('textbox', { name: 'School code' }).fill('not a code!');
  await dialog.getByRole('button', { name: 'Add school' }).click();
  await expect(dialog.getByText(/Use letters, digits, dots/)).toBeVisible();
  await dialog.getByRole('textbox', { name: 'School code' }).fill(HARBOR.code);
  const zone = dialog.getByRole('textbox', { name: 'Time zone' });
  await zone.fill('Tokyo');
  await page.getByRole('option', { name: 'Asia/Tokyo' }).click();
  await expectNoViolations(page, 'the add-a-school dialog', '[role="dialog"]');
  await saveScreenshot('district-add-school');
  await dialog.getByRole('button', { name: 'Add school' }).click();
  await expect(toast(page, 'School added')).toBeVisible();
  await expect(dialog).toBeHidden();
  // The toast's grey line is Mantine's, and gone before the screen is checked.
  await expect(toast(page, 'School added')).toBeHidden();
  const harborRow = schools.getByRole('row', { name: new RegExp(HARBOR.name) });
  await expect(harborRow).toContainText(HARBOR.code);
  await expect(harborRow).toContainText('Asia/Tokyo');
  await expectNoViolations(page, 'System Settings, Schools');
  await saveScreenshot('district-schools');

  // The header's picker lists it; the administrator still works at the first school.
  const menu = schoolMenu(page);
  await expect(menu).toHaveAccessibleName(`${FIRST_SCHOOL}, current school`);
  await menu.click();
  await expect(page.getByRole('menuitem', { name: HARBOR.name })).toBeVisible();
  await page.keyboard.press('Escape');

  // The district overview, from the navigation.
  await page.getByRole('link', { name: 'District' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'District Overview' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Schools of the district' });
  await expect(table.getByRole('row', { name: /District total/ })).toBeVisible();
  expect(await schoolsShown(page)).toEqual([HARBOR.name, FIRST_SCHOOL]);
  await expectNoViolations(page, 'the district overview');
  await saveScreenshot('district-overview');

  // Sorting, by keyboard: the header's button, its order in aria-sort.
  const byName = table.getByRole('columnheader', { name: 'School' });
  await expect(byName).toHaveAttribute('aria-sort', 'ascending');
  await byName.getByRole('button').focus();
  await page.keyboard.press('Enter');
  await expect(byName).toHaveAttribute('aria-sort', 'descending');
  expect(await schoolsShown(page)).toEqual([FIRST_SCHOOL, HARBOR.name]);
  const byRate = table.getByRole('columnheader', { name: 'Attendance rate' });
  await byRate.getByRole('button').click();
  await expect(byRate).toHaveAttribute('aria-sort', 'descending');
  await expect(byName).not.toHaveAttribute('aria-sort');

  // A day picked: every school's figures of that day.
  await page.getByLabel('School day').fill('2026-01-05');
  await expect(table.locator('tbody th').first()).toContainText('Jan 5, 2026');
  await expect(table.locator('tbody th').last()).toContainText('Jan 5, 2026');

  // On a phone the table scrolls sideways inside its group; the page does not.
  await page.setViewportSize(PHONE);
  await expectNoSidewaysScroll(page);
  await expectNoViolations(page, 'the district overview on a phone');
  await saveScreenshot('district-overview-phone');
  await page.setViewportSize({ width: 1280, height: 800 });

  // A school's name makes it the acting school and opens its dashboard.
  await table.getByRole('link', { name: `${HARBOR.name}, open its dashboard` }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(menu).toHaveAccessibleName(`${HARBOR.name}, current school`);

  // Archived after a confirmation: the picker and the district entry go.
  await openSchoolsSettings(page);
  await schools.getByRole('button', { name: `Archive ${HARBOR.name}` }).click();
  const confirm = page.getByRole('dialog', { name: `Archive ${HARBOR.name}?` });
  await expectNoViolations(page, 'the archive confirmation', '[role="dialog"]');
  await confirm.getByRole('button', { name: 'Archive school' }).click();
  await expect(toast(page, /School archived/)).toBeVisible();
  await expect(harborRow).toContainText('Archived');
  await expect(menu).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'District' })).toHaveCount(0);

  // The last open school stays open: the server's refusal is said.
  await schools.getByRole('button', { name: `Archive ${FIRST_SCHOOL}` }).click();
  await page
    .getByRole('dialog', { name: `Archive ${FIRST_SCHOOL}?` })
    .getByRole('button', { name: 'Archive school' })
    .click();
  await expect(toast(page, /The district needs at least one open school/, 'alert')).toBeVisible();
  await expect(schools.getByRole('row', { name: new RegExp(FIRST_SCHOOL) })).toContainText('Open');

  // Reopened: the district has two schools again, for the screenshots below.
  await schools.getByRole('button', { name: `Reopen ${HARBOR.name}` }).click();
  await page
    .getByRole('dialog', { name: `Reopen ${HARBOR.name}?` })
    .getByRole('button', { name: 'Reopen school' })
    .click();
  await expect(toast(page, 'School reopened')).toBeVisible();
});

/** The Schools category's name, which its table bears. */
const SCHOOLS_IN: Record<'es' | 'fr', string> = { es: 'Escuelas', fr: 'Établissements' };

for (const language of ['es', 'fr'] as const satisfies Language[]) {
  test(`[district] the overview and the schools read in ${language}, on a laptop and a phone, and axe finds nothing`, async ({
    page,
    login,
    saveScreenshot,
  }) => {
    await login({ role: 'admin' });
    // Chosen after signing in: the sign-in fixture looks for the English dashboard.
    await openInLanguage(page, language);
    for (const size of [{ width: 1280, height: 800 }, PHONE]) {
      await page.setViewportSize(size);
      const suffix = `${language}${size === PHONE ? '-phone' : ''}`;
      await page.goto('/district');
      await expect(page.locator('tbody th a')).toHaveCount(2);
      await expectNoViolations(page, `the district overview (${suffix})`);
      await saveScreenshot(`district-overview-${suffix}`);
      await page.goto('/settings');
      if (size === PHONE) {
        await page.getByRole('combobox').first().selectOption({ label: SCHOOLS_IN[language] });
      } else {
        await page.getByRole('tab').last().click();
      }
      const schools = page.getByRole('table', { name: SCHOOLS_IN[language] });
      await expect(schools.locator('tbody tr')).toHaveCount(2);
      await expectNoViolations(page, `System Settings, Schools (${suffix})`);
      await saveScreenshot(`district-schools-${suffix}`);
    }
  });
}
