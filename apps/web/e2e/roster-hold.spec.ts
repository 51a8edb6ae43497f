import type { APIRequestContext, Page } from '@playwright/test';
import { ROSTER_MESSAGES } from '@rollcall/contract/roster';
import { expect, test } from './fixtures';
import { expectNoViolations } from './axe';
import { toast } from './keyboard';
import { generatedRosterZip } from './fixtures/roster-data';
import { withSettings } from './fixtures/settings-data';
import { uniqueId } from './fixtures/students-data';

/** The school as its SIS made it, in each test: 40 students of the test's own. */
const SCHOOL = 40;
const IMPORT_PATH = '/api/students/import/oneroster';
const PHONE = { width: 390, height: 844 };
const COMPUTER = { width: 1280, height: 800 };

type Held = { reason: string; count: number; limit: number; pendingImportId: string };

/** Imports the school's 40 students as the admin and makes the SIS's import-scoped API token. */
async function schoolWithToken(adminApi: APIRequestContext, tokenName: string) {
  const prefix = uniqueId('HOLD').replaceAll('-', '');
  const made = await adminApi.post(IMPORT_PATH, {
    multipart: {
      file: {
        name: 'oneroster.zip',
        mimeType: 'application/zip',
        buffer: generatedRosterZip(SCHOOL, prefix),
      },
    },
  });
  expect(made.status(), await made.text()).toBe(200);
  expect(
    ((await made.json()) as { data: { summary: { created: number } } }).data.summary.created,
  ).toBe(SCHOOL);
  const minted = await adminApi.post('/api/api-tokens', {
    data: { name: tokenName, scopes: ['import'] },
  });
  expect(minted.status(), await minted.text()).toBe(201);
  const { token } = ((await minted.json()) as { data: { token: string } }).data;
  return { prefix, token };
}

/** The SIS's nightly upload: the export with students `leaving` marked tobedeleted; it is held. */
async function tokenImport(
  request: APIRequestContext,
  school: { prefix: string; token: string },
  leaving: number,
): Promise<Held> {
  const response = await request.post(IMPORT_PATH, {
    headers: { authorization: `Bearer ${school.token}` },
    multipart: {
      file: {
        name: 'oneroster.zip',
        mimeType: 'application/zip',
        buffer: generatedRosterZip(SCHOOL, school.prefix, (i) =>
          i < leaving ? 'tobedeleted' : '',
        ),
      },
    },
  });
  expect(response.status(), await response.text()).toBe(200);
  const { held } = ((await response.json()) as { data: { held?: Held } }).data;
  expect(held).toBeDefined();
  return held as Held;
}

// The worker's database is shared with the specs after this one: its tokens go with it (the API
// tokens screen starts from none).
test.afterEach(async ({ adminApi }) => {
  const listed = await adminApi.get('/api/api-tokens');
  const { apiTokens } = ((await listed.json()) as { data: { apiTokens: { _id: string }[] } }).data;
  for (const { _id } of apiTokens) {
    expect((await adminApi.delete(`/api/api-tokens/${_id}`)).status()).toBe(200);
  }
});

const heldNotice = (page: Page) =>
  page.getByRole('region', { name: 'A roster import waits for your review' });

/** Opens the held import's review from the notice on the Students screen. */
async function openReview(page: Page) {
  await heldNotice(page).getByRole('button', { name: 'Review import' }).click();
  return page.getByRole('dialog', { name: 'Held roster import' });
}

test('[roster-hold] a sync archiving more than the set share waits under the bell; the admin reviews and confirms it', async ({
  page,
  adminApi,
  request,
  login,
  saveScreenshot,
}) => {
  await withSettings(adminApi, {}, async () => {
    const school = await schoolWithToken(adminApi, 'SIS nightly (hold)');
    await login({ role: 'admin' });
    // The share is set where the API tokens are: 1 % of the school, never fewer than 5 students.
    await page.goto('/settings?category=apiTokens');
    const form = page.getByRole('form', { name: 'Roster sync hold' });
    await form
      .getByRole('textbox', { name: 'Roster sync may change at most (% of students)' })
      .fill('1');
    await form.getByRole('button', { name: 'Save changes' }).click();
    await expect(toast(page, /saved/i)).toBeVisible();

    expect(await tokenImport(request, school, 10)).toMatchObject({
      reason: 'archives',
      count: 10,
      limit: 5,
    });

    await page.reload();
    const bell = page.getByRole('banner').getByRole('button', { name: /^\d+ new notifications?$/ });
    await bell.click();
    const menu = page.getByRole('menu');
    const heldItem = menu.getByRole('menuitem', { name: /^Roster import held for your review/ });
    await expect(heldItem).toContainText(
      'It would archive or change the guardian contacts of 10 students.',
    );
    await expectNoViolations(page, 'notifications menu', '[role="menu"]');
    await saveScreenshot('roster-hold-bell');
    await page.setViewportSize(PHONE);
    await saveScreenshot('roster-hold-bell-phone');
    await expectNoViolations(page, 'notifications menu (phone)', '[role="menu"]');
    await heldItem.click();
    await expect(page).toHaveURL(/\/students$/);

    const notice = heldNotice(page);
    await expect(notice).toContainText('The API token “SIS nightly (hold)” sent it on');
    await expect(notice).toContainText(
      'It would archive 10 students, more than the 5 a sync may change by itself',
    );
    await saveScreenshot('roster-hold-notice-phone');
    const dialog = await openReview(page);
    await expect(dialog.getByText('10 archived')).toBeVisible();
    await expect(dialog.getByText('30 unchanged')).toBeVisible();
    // A card a student on the phone, a row of the table on a computer.
    const student = `Given1 ${school.prefix}1`;
    await expect(dialog.getByRole('listitem').filter({ hasText: student })).toContainText(
      'Archive',
    );
    await saveScreenshot('roster-hold-review-phone');
    await expectNoViolations(page, 'held import (phone)', '[role="dialog"]');
    await page.setViewportSize(COMPUTER);
    await expect(dialog.getByRole('row').filter({ hasText: student })).toContainText('Archive');
    await saveScreenshot('roster-hold-review');
    await expectNoViolations(page, 'held import', '[role="dialog"]');

    await dialog.getByRole('button', { name: 'Confirm import' }).click();
    await expect(toast(page, 'Roster imported: 0 created, 0 updated, 10 archived.')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(heldNotice(page)).toHaveCount(0);
    await page.getByRole('searchbox', { name: 'Search' }).fill(school.prefix);
    await expect(page.getByRole('heading', { name: 'All Students (30)' })).toBeVisible();
    await saveScreenshot('roster-hold-confirmed');
  });
});

test('[roster-hold] an import that arrives while one waits takes its place and is discarded; one settled elsewhere says so', async ({
  page,
  adminApi,
  request,
  login,
  saveScreenshot,
}) => {
  await withSettings(adminApi, { rosterHoldPercent: 1 }, async () => {
    const school = await schoolWithToken(adminApi, 'SIS nightly (waiting)');
    await tokenImport(request, school, 10);
    expect(await tokenImport(request, school, 2)).toMatchObject({ reason: 'waiting', count: 2 });

    await login({ role: 'admin' });
    await page.goto('/students');
    const notice = heldNotice(page);
    await expect(notice).toContainText(
      'Another import arrived while one was waiting, and the newest waits in its place.',
    );
    await saveScreenshot('roster-hold-notice');
    const dialog = await openReview(page);
    await expect(dialog.getByText('2 archived')).toBeVisible();
    await dialog.getByRole('button', { name: 'Discard import' }).click();
    await expect(toast(page, ROSTER_MESSAGES.discarded)).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(heldNotice(page)).toHaveCount(0);

    // Held again; another administrator discards it while this one has it open.
    const held = await tokenImport(request, school, 10);
    await page.reload();
    await openReview(page);
    await expect(dialog.getByText('10 archived')).toBeVisible();
    const discarded = await adminApi.delete(`${IMPORT_PATH}/pending/${held.pendingImportId}`);
    expect(discarded.status(), await discarded.text()).toBe(200);
    await dialog.getByRole('button', { name: 'Confirm import' }).click();
    // Said at once in a toast, and kept in the dialog after the toast has gone.
    await expect(toast(page, ROSTER_MESSAGES.pendingNotFound, 'alert')).toHaveCount(2);
    await expect(dialog.getByRole('alert')).toHaveText(ROSTER_MESSAGES.pendingNotFound);
    await expect(dialog.getByRole('button', { name: 'Confirm import' })).toBeDisabled();
    await expect(heldNotice(page)).toHaveCount(0);
    await saveScreenshot('roster-hold-settled-elsewhere');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('searchbox', { name: 'Search' }).fill(school.prefix);
    await expect(page.getByRole('heading', { name: `All Students (${SCHOOL})` })).toBeVisible();
  });
});
