import { expectWholeName, LONGEST_NAME } from './card-name';
import { expect, test } from './fixtures';
import { printedHtmlOf } from './print-window';
import {
  createStudent,
  openStudents,
  rowOf,
  searchFor,
  uploadStudentPhoto,
} from './fixtures/students-data';

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
  await uploadStudentPhoto(adminApi, student._id);

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

  const printed = await printedHtmlOf(page, () =>
    dialog.getByRole('button', { name: 'Print ID Card' }).click(),
  );
  expect(printed).toContain('STUDENT IDENTIFICATION CARD');

  const qr = card.getByRole('img', { name: 'QR code for Cora Cardholder' });
  const oldQr = await qr.getAttribute('src');
  await dialog.getByRole('button', { name: 'Regenerate QR' }).click();
  const confirm = page.getByRole('dialog', { name: 'Regenerate QR code?' });
  await expect(confirm).toContainText('ID cards printed before will no longer scan');
  await confirm.getByRole('button', { name: 'Regenerate QR' }).click();
  await expect(
    page.getByText('QR code regenerated. Cards printed before no longer scan.'),
  ).toBeVisible();
  await expect(qr).not.toHaveAttribute('src', oldQr ?? '');
  await dialog.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(dialog).toBeHidden();
});

test('[students] the screen and the ID card fit a phone', async ({
  page,
  login,
  adminApi,
  saveScreenshot,
}) => {
  const pip = await createStudent(adminApi, { firstName: 'Pip', lastName: 'Phone' });
  await page.setViewportSize({ width: 390, height: 844 });
  await login({ role: 'admin' });
  await openStudents(page);
  await expect(page.getByRole('table')).toBeVisible();
  const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(pageWidth).toBeLessThanOrEqual(390);
  await saveScreenshot('students-phone');

  // The suite's other files add students to this server: Pip may be on another page.
  await searchFor(page, pip.studentId);
  await rowOf(page, pip.studentId).getByRole('button', { name: 'Print ID for Pip Phone' }).click();
  const dialog = page.getByRole('dialog', { name: 'Student ID Card' });
  await expect(dialog.getByRole('img', { name: 'QR code for Pip Phone' })).toBeVisible();
  const dialogBox = await dialog.boundingBox();
  expect((dialogBox?.x ?? 0) + (dialogBox?.width ?? 0)).toBeLessThanOrEqual(390);
  await saveScreenshot('students-id-card-phone');
});

test('[students] the longest name shows whole on the card', async ({ page, login, adminApi }) => {
  const student = await createStudent(adminApi, LONGEST_NAME);
  const name = `${LONGEST_NAME.firstName} ${LONGEST_NAME.lastName}`;
  await login({ role: 'admin' });
  await openStudents(page);
  await searchFor(page, student.studentId);
  await rowOf(page, student.studentId)
    .getByRole('button', { name: `Print ID for ${name}` })
    .click();
  const card = page
    .getByRole('dialog', { name: 'Student ID Card' })
    .getByRole('group', { name: `ID card for ${name}` });
  await expect(card).toBeVisible();
  await expectWholeName(card, name);
});
