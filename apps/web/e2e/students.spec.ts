import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';

const FIXTURES = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures');

let counter = 0;
const uniqueId = (prefix: string) =>
  `${prefix}-${Date.now().toString(36).toUpperCase()}-${++counter}`;

type StudentInput = Record<string, unknown> & { studentId: string; firstName: string };

/** Creates a student through the API as the admin and returns its record id. */
async function createStudent(api: APIRequestContext, overrides: Partial<StudentInput> = {}) {
  const body = {
    studentId: uniqueId('E2E'),
    firstName: 'Stella',
    lastName: 'Student',
    class: '10',
    section: 'B',
    guardianName: 'Gina Guardian',
    guardianPhone: '555-0300',
    ...overrides,
  };
  const response = await api.post('/api/students', { data: body });
  expect(response.status(), await response.text()).toBe(201);
  const json = (await response.json()) as { data: { student: { _id: string } } };
  return { ...body, _id: json.data.student._id };
}

async function openStudents(page: Page) {
  await page.goto('/students');
  await expect(page.getByRole('heading', { level: 2, name: 'Student Management' })).toBeVisible();
  await expect(page.getByRole('status')).toHaveCount(0);
}

async function searchFor(page: Page, text: string) {
  await page.getByRole('searchbox', { name: 'Search' }).fill(text);
}

const rowOf = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });

test('[students] admin adds a student through the form after seeing the validation messages', async ({
  page,
  login,
  saveScreenshot,
}) => {
  await login({ role: 'admin' });
  await openStudents(page);
  await page.getByRole('button', { name: 'Add New Student' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add New Student' });
  await expect(dialog.getByRole('group', { name: 'Student Information' })).toBeVisible();
  for (const section of ['Guardian/Parent Information', 'Address Information']) {
    await expect(dialog.getByRole('group', { name: section })).toBeVisible();
  }

  await dialog.getByRole('button', { name: 'Add Student' }).click();
  for (const message of [
    'Student ID is required',
    'First name is required',
    'Last name is required',
    'Class is required',
    'Guardian name is required',
    'Guardian phone is required',
  ]) {
    await expect(dialog.getByText(message)).toBeVisible();
  }
  await saveScreenshot('students-form-validation');
  await dialog.getByLabel('Email', { exact: true }).fill('not-an-email');
  await dialog.getByLabel('Guardian Phone').fill('call me');
  await dialog.getByRole('button', { name: 'Add Student' }).click();
  await expect(dialog.getByText('Please enter a valid email address')).toBeVisible();
  await expect(dialog.getByText('Please enter a valid guardian phone number')).toBeVisible();

  const studentId = uniqueId('ADD');
  await dialog.getByLabel('Student ID').fill(studentId);
  await dialog.getByLabel('First Name').fill('Avery');
  await dialog.getByLabel('Last Name').fill('Addison');
  await dialog.getByLabel('Email', { exact: true }).fill('avery.addison@school.test');
  await dialog.getByLabel('Phone Number').fill('(555) 010-2030');
  await dialog.getByLabel('Date of Birth').fill('2010-03-14');
  await dialog.getByLabel('Gender').selectOption('female');
  await dialog.getByRole('combobox', { name: 'Class', exact: true }).selectOption('11');
  await dialog.getByLabel('Section').selectOption('C');
  await dialog.getByLabel('Roll Number').fill('7');
  await dialog.getByLabel('Guardian Name').fill('Morgan Addison');
  await dialog.getByLabel('Guardian Phone').fill('555-0199');
  await dialog.getByLabel('Street Address').fill('1 School Lane');
  await dialog.getByLabel('City').fill('Springfield');
  await dialog.getByLabel('Emergency Contact Name').fill('Sam Addison');
  await dialog.getByLabel('Emergency Contact Phone').fill('555-0198');
  await dialog.getByLabel('Blood Type').fill('AB+');
  await dialog.getByLabel('Allergies').fill('Pollen');
  await dialog.getByLabel('Allergies').press('Enter');
  await dialog.getByLabel('Notes').fill('Sits near the front.');
  await expect(dialog.getByText('20/500 characters')).toBeVisible();
  await dialog
    .locator('input[type="file"]')
    .setInputFiles(path.join(FIXTURES, 'student-photo.png'));
  await expect(dialog.getByRole('img', { name: 'Student photo preview' })).toBeVisible();
  await saveScreenshot('students-form');

  await dialog.getByRole('button', { name: 'Add Student' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Student created successfully!')).toBeVisible();
  await searchFor(page, studentId);
  const row = rowOf(page, studentId);
  await expect(row).toContainText('Avery Addison');
  await expect(row).toContainText('avery.addison@school.test');
  await expect(row).toContainText('11-C');
  await expect(row).toContainText('(555) 010-2030');
  await expect(row.getByRole('img', { name: 'Avery Addison' })).toBeVisible();
});

test('[students] admin edits a student; the student ID stays read-only', async ({
  page,
  login,
  adminApi,
}) => {
  const student = await createStudent(adminApi, { firstName: 'Eddie', lastName: 'Editable' });
  await login({ role: 'admin' });
  await openStudents(page);
  await searchFor(page, student.studentId);
  await rowOf(page, student.studentId).getByRole('button', { name: 'Edit Eddie Editable' }).click();

  const dialog = page.getByRole('dialog', { name: 'Edit Student' });
  await expect(dialog.getByLabel('Student ID')).toHaveValue(student.studentId);
  await expect(dialog.getByLabel('Student ID')).toHaveAttribute('readonly', '');
  await expect(dialog.getByRole('switch', { name: 'Active' })).toBeChecked();
  await dialog.getByLabel('First Name').fill('Edwina');
  await dialog.getByRole('combobox', { name: 'Class', exact: true }).selectOption('12');
  await dialog.getByLabel('Phone Number').fill('555-0404');
  await dialog.getByRole('switch', { name: 'Active' }).uncheck();
  await dialog.getByRole('button', { name: 'Update Student' }).click();

  await expect(dialog).toBeHidden();
  await expect(page.getByText('Student updated successfully!')).toBeVisible();
  const row = rowOf(page, student.studentId);
  await expect(row).toContainText('Edwina Editable');
  await expect(row).toContainText('12-B');
  await expect(row).toContainText('555-0404');
  await expect(row).toContainText('Inactive');
});

test('[students] search, class and section filters narrow the list', async ({
  page,
  login,
  adminApi,
  saveScreenshot,
}) => {
  const tag = uniqueId('FIND');
  await createStudent(adminApi, {
    studentId: `${tag}-A`,
    firstName: 'Finn',
    lastName: 'Findable',
    class: '9',
    section: 'A',
  });
  await createStudent(adminApi, {
    studentId: `${tag}-B`,
    firstName: 'Fay',
    lastName: 'Findable',
    class: '9',
    section: 'D',
  });
  await login({ role: 'admin' });
  await openStudents(page);
  await expect(page.getByRole('heading', { name: /^All Students \(\d+\)$/ })).toBeVisible();
  await saveScreenshot('students-screen');

  await searchFor(page, tag);
  await expect(page.getByRole('heading', { name: 'All Students (2)' })).toBeVisible();
  await page.getByLabel('Section').selectOption('D');
  await expect(page.getByRole('heading', { name: 'All Students (1)' })).toBeVisible();
  await expect(rowOf(page, `${tag}-B`)).toContainText('Fay Findable');
  await page.getByRole('combobox', { name: 'Class', exact: true }).selectOption('10');
  await expect(page.getByText('No matching students')).toBeVisible();
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(page.getByRole('searchbox', { name: 'Search' })).toHaveValue('');
});

test('[students] admin deletes a student after confirming', async ({ page, login, adminApi }) => {
  const student = await createStudent(adminApi, { firstName: 'Dana', lastName: 'Deletable' });
  await login({ role: 'admin' });
  await openStudents(page);
  await searchFor(page, student.studentId);
  await rowOf(page, student.studentId)
    .getByRole('button', { name: 'Delete Dana Deletable' })
    .click();

  const confirm = page.getByRole('dialog', { name: 'Delete student' });
  await expect(confirm).toContainText('Are you sure you want to delete this student?');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Student deleted successfully!')).toBeVisible();
  await expect(rowOf(page, student.studentId)).toHaveCount(0);
  await expect(page.getByText('No matching students')).toBeVisible();
});

test('[students] CSV import previews a bad row, then reports created and failed rows', async ({
  page,
  login,
}) => {
  await login({ role: 'admin' });
  await openStudents(page);
  await page.getByRole('button', { name: 'Import CSV' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import Students from CSV' });
  const download = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Download template' }).click();
  expect((await download).suggestedFilename()).toBe('students-import-template.csv');

  await dialog
    .locator('input[type="file"]')
    .setInputFiles(path.join(FIXTURES, 'students-import.csv'));
  await expect(dialog.getByText('3 rows read: 2 ready, 1 with errors.')).toBeVisible();
  const preview = dialog.getByRole('table', { name: 'Import preview' });
  const badRow = preview.getByRole('row').filter({ hasText: 'IMP-E2E-003' });
  await expect(badRow).toContainText('email: Please enter a valid email address');
  await expect(badRow).toContainText('class: Class is required');
  await expect(badRow).toContainText('guardianName: Guardian name is required');

  await dialog.getByRole('button', { name: 'Import 3 rows' }).click();
  await expect(dialog.getByText('3 rows: 2 created, 1 failed.')).toBeVisible();
  const failed = dialog.getByRole('table', { name: 'Failed rows' }).getByRole('row');
  await expect(failed.filter({ hasText: 'IMP-E2E-003' })).toContainText('3');
  await expect(failed.filter({ hasText: 'IMP-E2E-003' })).toContainText(
    'Guardian name is required',
  );
  await dialog.getByRole('button', { name: 'Done' }).click();

  await searchFor(page, 'IMP-E2E-00');
  await expect(page.getByRole('heading', { name: 'All Students (2)' })).toBeVisible();
  await expect(rowOf(page, 'IMP-E2E-001')).toContainText('9-B');
});

test('[students] Print ID shows the card and prints it in its own window', async ({
  page,
  login,
  adminApi,
  saveScreenshot,
}) => {
  const student = await createStudent(adminApi, {
    firstName: 'Cora',
    lastName: 'Cardholder',
    email: 'cora.cardholder@school.test',
    phoneNumber: '555-0500',
    dateOfBirth: '2011-09-01',
    rollNumber: '21',
    enrollmentDate: '2025-09-01',
    emergencyContact: { name: 'Carl Cardholder', phone: '555-0501' },
    medicalInfo: { bloodType: 'O-', allergies: ['Peanuts', 'Latex', 'Bees'] },
  });
  const photo = await adminApi.post(`/api/students/${student._id}/upload-photo`, {
    multipart: {
      photo: {
        name: 'photo.png',
        mimeType: 'image/png',
        buffer: await readFile(path.join(FIXTURES, 'student-photo.png')),
      },
    },
  });
  expect(photo.status(), await photo.text()).toBe(200);

  await login({ role: 'admin' });
  await openStudents(page);
  await searchFor(page, student.studentId);
  await rowOf(page, student.studentId)
    .getByRole('button', { name: 'Print ID for Cora Cardholder' })
    .click();

  const dialog = page.getByRole('dialog', { name: 'Student ID Card' });
  const card = dialog.getByRole('group', { name: 'ID card for Cora Cardholder' });
  const nextYear = new Date().getFullYear() + 1;
  await expect(card).toContainText('STUDENT IDENTIFICATION CARD');
  await expect(card).toContainText('SCAN FOR ATTENDANCE');
  await expect(card).toContainText(`ID Card #${student.studentId}`);
  await expect(card).toContainText(`Valid Until: December ${nextYear}`);
  await expect(card).toContainText('Enrollment: Sep 1, 2025');
  await expect(card).toContainText('DOB:Sep 1, 2011');
  await expect(card).toContainText('Class:10-B');
  await expect(card).toContainText('Allergies: Peanuts, Latex');
  await expect(card).not.toContainText('Bees');
  await expect(card.getByRole('img', { name: 'QR code for Cora Cardholder' })).toBeVisible();
  const box = await card.boundingBox();
  expect(box?.width).toBe(540);
  expect(box?.height).toBe(340);
  await saveScreenshot('students-id-card');

  const popupPromise = page.waitForEvent('popup');
  await dialog.getByRole('button', { name: 'Print ID Card' }).click();
  const popup = await popupPromise;
  await expect(popup.locator('body')).toContainText('STUDENT IDENTIFICATION CARD');
  await popup.waitForEvent('close');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
});

test('[students] teachers can print ID cards but not change students', async ({
  page,
  login,
  adminApi,
}) => {
  const student = await createStudent(adminApi, { firstName: 'Tina', lastName: 'Taught' });
  await login({ role: 'teacher' });
  await openStudents(page);
  await searchFor(page, student.studentId);
  const row = rowOf(page, student.studentId);
  await expect(row.getByRole('button', { name: 'Print ID for Tina Taught' })).toBeVisible();
  await expect(row.getByRole('button', { name: /^(Edit|Delete) / })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Add New Student' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Import CSV' })).toHaveCount(0);
});

test('[students] ?action=add opens the add form and clears the parameter', async ({
  page,
  login,
}) => {
  await login({ role: 'admin' });
  await page.goto('/students?action=add');
  await expect(page.getByRole('dialog', { name: 'Add New Student' })).toBeVisible();
  await expect(page).toHaveURL(/\/students$/);
});

test('[students] the screen and the ID card fit a phone', async ({
  page,
  login,
  adminApi,
  saveScreenshot,
}) => {
  await createStudent(adminApi, { firstName: 'Pip', lastName: 'Phone' });
  await page.setViewportSize({ width: 390, height: 844 });
  await login({ role: 'admin' });
  await openStudents(page);
  await expect(page.getByRole('table')).toBeVisible();
  const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(pageWidth).toBeLessThanOrEqual(390);
  await saveScreenshot('students-phone');

  await page.getByRole('button', { name: 'Print ID for Pip Phone' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Student ID Card' });
  await expect(dialog.getByRole('img', { name: 'QR code for Pip Phone' })).toBeVisible();
  const dialogBox = await dialog.boundingBox();
  expect((dialogBox?.x ?? 0) + (dialogBox?.width ?? 0)).toBeLessThanOrEqual(390);
  await saveScreenshot('students-id-card-phone');
});

test('[students] a duplicate student ID lands on the form field', async ({
  page,
  login,
  adminApi,
}) => {
  const existing = await createStudent(adminApi);
  await login({ role: 'admin' });
  await openStudents(page);
  await page.getByRole('button', { name: 'Add New Student' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add New Student' });
  await dialog.getByLabel('Student ID').fill(existing.studentId);
  await dialog.getByLabel('First Name').fill('Dupe');
  await dialog.getByLabel('Last Name').fill('Licate');
  await dialog.getByRole('combobox', { name: 'Class', exact: true }).selectOption('9');
  await dialog.getByLabel('Guardian Name').fill('Gus Guardian');
  await dialog.getByLabel('Guardian Phone').fill('555-0600');
  await dialog.getByRole('button', { name: 'Add Student' }).click();

  await expect(dialog.getByLabel('Student ID')).toHaveAccessibleDescription(
    /Student ID already exists/,
  );
  await expect(
    page.getByRole('alert').filter({ hasText: 'Failed to create student' }),
  ).toBeVisible();
  await expect(dialog).toBeVisible();
});

test('[students] a failed list load shows the error and recovers on Retry', async ({
  page,
  login,
}) => {
  await login({ role: 'admin' });
  await page.route('**/api/students?*', (route) =>
    route.fulfill({
      status: 500,
      json: { success: false, error: { code: 'INTERNAL', message: 'Something went wrong' } },
    }),
  );
  await page.goto('/students');
  const alert = page.getByRole('alert').filter({ hasText: 'Failed to fetch students' });
  await expect(alert).toContainText('Something went wrong');
  await page.unroute('**/api/students?*');
  await alert.getByRole('button', { name: 'Retry' }).click();
  await expect(alert).toBeHidden();
  await expect(page.getByRole('heading', { name: /^All Students \(\d+\)$/ })).toBeVisible();
});

test('[students] with no students the empty state offers Add Student', async ({ page, login }) => {
  await login({ role: 'admin' });
  await page.route('**/api/students?*', (route) =>
    route.fulfill({
      json: {
        success: true,
        data: {
          students: [],
          pagination: {
            currentPage: 1,
            totalPages: 0,
            totalStudents: 0,
            hasNext: false,
            hasPrev: false,
          },
        },
      },
    }),
  );
  await page.goto('/students');
  await expect(page.getByRole('heading', { name: 'All Students (0)' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No students' })).toBeVisible();
  await expect(page.getByText('Get started by creating a new student.')).toBeVisible();
  await page.getByRole('button', { name: 'Add Student', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Add New Student' })).toBeVisible();
});
