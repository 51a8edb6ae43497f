import path from 'node:path';
import { expect, test } from './fixtures';
import {
  createStudent,
  openStudents,
  rowOf,
  searchFor,
  STUDENT_FIXTURES,
  uniqueId,
} from './fixtures/students-data';

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
    .setInputFiles(path.join(STUDENT_FIXTURES, 'student-photo.png'));
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
  saveScreenshot,
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
  // Guardian messages go out in the language chosen here (issue 13).
  await dialog.getByLabel("Guardian's Language").selectOption('es');
  await dialog.getByRole('group', { name: 'Guardian/Parent Information' }).scrollIntoViewIfNeeded();
  await saveScreenshot('students-form-guardian');
  await dialog.getByRole('switch', { name: 'Active' }).uncheck();
  await dialog.getByRole('button', { name: 'Update Student' }).click();

  await expect(dialog).toBeHidden();
  await expect(page.getByText('Student updated successfully!')).toBeVisible();
  const row = rowOf(page, student.studentId);
  await expect(row).toContainText('Edwina Editable');
  await expect(row).toContainText('12-B');
  await expect(row).toContainText('555-0404');
  await expect(row).toContainText('Inactive');
  const saved = await adminApi.get(`/api/students/${student._id}`);
  expect(
    ((await saved.json()) as { data: { student: { guardianLanguage?: string } } }).data.student,
  ).toMatchObject({ guardianLanguage: 'es' });
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
