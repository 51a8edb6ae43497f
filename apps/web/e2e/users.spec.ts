import { COMMON_MESSAGES } from '@rollcall/contract/common';
import type { Page } from '@playwright/test';
import { ERROR_MESSAGES } from '@rollcall/contract/errors';
import { USER_MESSAGES } from '@rollcall/contract/users';
import { expect, test, uniqueEmail, type Account } from './fixtures';
import { ADMIN } from './test-env';

const rowOf = (page: Page, email: string) => page.getByRole('row').filter({ hasText: email });

test('[users] admin creates, edits, deactivates and deletes a teacher', async ({
  page,
  login,
  saveScreenshot,
}) => {
  await login({ role: 'admin' });
  await page.goto('/users');
  await expect(page.getByRole('heading', { level: 2, name: 'User Management' })).toBeVisible();
  for (const label of ['Total Users', 'Active Users', 'Administrators', 'Teachers']) {
    await expect(page.getByText(label, { exact: true })).toBeVisible();
  }
  for (const column of ['User', 'Role', 'Status', 'Last Login', 'Created', 'Actions']) {
    await expect(page.getByRole('columnheader', { name: column })).toBeVisible();
  }
  await saveScreenshot('users-list');

  const email = uniqueEmail('new-teacher');
  await page.getByRole('button', { name: 'Add User' }).click();
  const modal = page.getByRole('dialog', { name: 'Add New User' });
  await modal.getByLabel('Name').fill('Terry Teach');
  await modal.getByLabel('Email').fill(`  ${email.toUpperCase()} `);
  await modal.getByRole('textbox', { name: 'Password', exact: true }).fill('Teach123!');
  await modal.getByLabel('Confirm Password').fill('Teach123!');
  await modal.getByLabel('Role').selectOption('teacher');
  await modal.getByLabel('Phone').fill('+1 (555) 010-2030');
  await modal.getByLabel('Department').fill('Science');
  await expect(modal.getByRole('switch', { name: 'Active' })).toBeChecked();
  await saveScreenshot('users-add-modal');
  await modal.getByRole('button', { name: 'Create User' }).click();
  await expect(page.getByText(USER_MESSAGES.created)).toBeVisible();
  await expect(modal).toBeHidden();

  const row = rowOf(page, email);
  await expect(row).toContainText('Terry Teach');
  await expect(row).toContainText('Teacher');
  await expect(row).toContainText('Active');
  await expect(row).toContainText('Never');

  await row.getByRole('button', { name: 'Edit Terry Teach' }).click();
  const editModal = page.getByRole('dialog', { name: 'Edit User' });
  await expect(editModal.getByLabel('Email')).toHaveValue(email);
  await expect(editModal.getByLabel('Department')).toHaveValue('Science');
  await editModal.getByLabel('Name').fill('Terry Teacher');
  await editModal.getByLabel('Department').fill('');
  await saveScreenshot('users-edit-modal');
  await editModal.getByRole('button', { name: 'Update User' }).click();
  await expect(page.getByText(USER_MESSAGES.updated)).toBeVisible();
  await expect(rowOf(page, email)).toContainText('Terry Teacher');

  await rowOf(page, email).getByRole('button', { name: 'Deactivate Terry Teacher' }).click();
  await expect(page.getByText(USER_MESSAGES.statusUpdated)).toBeVisible();
  await expect(rowOf(page, email)).toContainText('Inactive');
  await expect(
    rowOf(page, email).getByRole('button', { name: 'Activate Terry Teacher' }),
  ).toBeVisible();

  await rowOf(page, email).getByRole('button', { name: 'Delete Terry Teacher' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete user' });
  await expect(confirm).toContainText('Are you sure you want to delete Terry Teacher');
  await saveScreenshot('users-delete-confirm');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText(USER_MESSAGES.deleted)).toBeVisible();
  await expect(rowOf(page, email)).toHaveCount(0);
});

test("[users] empty submit shows the form's validation messages", async ({
  page,
  login,
  saveScreenshot,
}) => {
  await login({ role: 'admin' });
  await page.goto('/users');
  await page.getByRole('button', { name: 'Add User' }).click();
  const modal = page.getByRole('dialog', { name: 'Add New User' });
  await modal.getByRole('button', { name: 'Create User' }).click();
  await expect(modal.getByText(USER_MESSAGES.nameRequired)).toBeVisible();
  await expect(modal.getByText(USER_MESSAGES.emailRequired)).toBeVisible();
  await expect(modal.getByText(COMMON_MESSAGES.passwordRequired)).toBeVisible();
  await saveScreenshot('users-form-validation');

  await modal.getByLabel('Name').fill('A');
  await expect(modal.getByText(USER_MESSAGES.nameRequired)).toBeHidden();
  await modal.getByLabel('Email').fill('not-an-address');
  await modal.getByRole('textbox', { name: 'Password', exact: true }).fill('weakpass');
  await modal.getByLabel('Confirm Password').fill('different');
  await modal.getByLabel('Phone').fill('call me maybe');
  await modal.getByRole('button', { name: 'Create User' }).click();
  await expect(modal.getByText(USER_MESSAGES.nameTooShort)).toBeVisible();
  await expect(modal.getByText(COMMON_MESSAGES.emailInvalid)).toBeVisible();
  await expect(modal.getByText(USER_MESSAGES.passwordWeak)).toBeVisible();
  await expect(modal.getByText(USER_MESSAGES.passwordsDoNotMatch)).toBeVisible();
  await expect(modal.getByText(COMMON_MESSAGES.phoneInvalid)).toBeVisible();

  await modal.getByRole('textbox', { name: 'Password', exact: true }).fill('abc');
  await expect(modal.getByText(USER_MESSAGES.passwordWeak)).toBeHidden();
  await modal.getByRole('button', { name: 'Create User' }).click();
  await expect(modal.getByText(USER_MESSAGES.passwordTooShort)).toBeVisible();
  await modal.getByRole('button', { name: 'Cancel' }).click();
  await expect(modal).toBeHidden();
});

test('[users] a taken e-mail is reported on the email field', async ({
  page,
  login,
  createUser,
}) => {
  const existing = await createUser();
  await login({ role: 'admin' });
  await page.goto('/users');
  await page.getByRole('button', { name: 'Add User' }).click();
  const modal = page.getByRole('dialog', { name: 'Add New User' });
  await modal.getByLabel('Name').fill('Copy Cat');
  await modal.getByLabel('Email').fill(existing.email);
  await modal.getByRole('textbox', { name: 'Password', exact: true }).fill('Teach123!');
  await modal.getByLabel('Confirm Password').fill('Teach123!');
  await modal.getByRole('button', { name: 'Create User' }).click();
  await expect(modal.getByLabel('Email')).toHaveAccessibleDescription(ERROR_MESSAGES.EMAIL_TAKEN);
  await expect(page.getByText(`Failed to save user: ${ERROR_MESSAGES.EMAIL_TAKEN}`)).toBeVisible();
  await modal.getByLabel('Email').fill(uniqueEmail('fresh'));
  await expect(modal.getByText(ERROR_MESSAGES.EMAIL_TAKEN)).toBeHidden();
});

test('[users] the signed-in admin cannot delete their own row', async ({ page, login }) => {
  await login({ role: 'admin' });
  await page.goto('/users');
  await page.getByLabel('Search').fill(ADMIN.email);
  const ownRow = rowOf(page, ADMIN.email);
  await expect(ownRow).toHaveCount(1);
  await expect(ownRow.getByRole('button', { name: `Edit ${ADMIN.name}` })).toBeVisible();
  await expect(ownRow.getByRole('button', { name: /^Delete/ })).toHaveCount(0);
  await ownRow.getByRole('button', { name: `Deactivate ${ADMIN.name}` }).click();
  await expect(page.getByText(/^Failed to update user status: /)).toBeVisible();
});

test('[users] search, filters and pagination drive the list', async ({
  page,
  login,
  createUser,
  saveScreenshot,
}) => {
  const tag = `pager${Date.now().toString(36)}`;
  const made: Account[] = [];
  for (let index = 0; index < 12; index++) {
    made.push(await createUser({ name: `Page Person ${index}`, email: uniqueEmail(tag) }));
  }
  await login({ role: 'admin' });
  await page.goto('/users');
  await page.getByLabel('Search').fill(tag);
  await expect(page.getByText('Showing 1 to 10 of 12 results')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Previous' })).toBeDisabled();
  await saveScreenshot('users-search-page-1');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Showing 11 to 12 of 12 results')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Page 2' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled();

  // Changing a filter goes back to page 1.
  await page.getByLabel('Role').selectOption('teacher');
  await expect(page.getByText('Showing 1 to 10 of 12 results')).toBeVisible();
  await page.getByLabel('Role').selectOption('admin');
  await expect(page.getByText(USER_MESSAGES.empty)).toBeVisible();
  await page.getByLabel('Role').selectOption('');
  await page.getByLabel('Status').selectOption('false');
  await expect(page.getByText(USER_MESSAGES.empty)).toBeVisible();
  await page.getByLabel('Status').selectOption('true');
  await expect(page.getByText('Showing 1 to 10 of 12 results')).toBeVisible();
  expect(made).toHaveLength(12);

  // Deleting the last rows of the last page steps back onto the page before.
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Showing 11 to 12 of 12 results')).toBeVisible();
  for (const remaining of [11, 10]) {
    await page
      .getByRole('button', { name: /^Delete Page Person/ })
      .first()
      .click();
    await page
      .getByRole('dialog', { name: 'Delete user' })
      .getByRole('button', { name: 'Delete' })
      .click();
    if (remaining > 10)
      await expect(page.getByText('Showing 11 to 11 of 11 results')).toBeVisible();
  }
  await expect(page.getByRole('button', { name: /^Delete Page Person/ })).toHaveCount(10);
  await expect(page.getByRole('navigation', { name: 'Pagination' })).toHaveCount(0);
});

test('[users] teacher sees Access Denied on /users', async ({ page, login, saveScreenshot }) => {
  const usersCalls: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/users')) usersCalls.push(request.url());
  });
  await login({ role: 'teacher' });
  await page.goto('/users');
  await expect(page.getByText(USER_MESSAGES.accessDenied)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add User' })).toHaveCount(0);
  await saveScreenshot('users-access-denied');
  expect(usersCalls).toEqual([]);
});
