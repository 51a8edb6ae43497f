import { textsIn } from '@rollcall/contract/i18n/translate';
import type { IdCardSettings } from '@rollcall/contract/id-cards';
import type { Student } from '@rollcall/contract/students';
import { beforeAll, expect, test } from 'vitest';
import { i18n, textsReady } from '@/i18n/i18n';
import { detailsLayout } from './card-details';
import { buildCardModel } from './card-model';

// The app loads the texts of the language on screen only; a card below is drawn in Spanish.
beforeAll(async () => {
  await textsReady;
  await i18n.loadLanguages(['es']);
});

const student: Student = {
  _id: 'b3c1f0de-1111-4a4a-9b9b-123456789abc',
  studentId: 'stu-2026-x7k9',
  firstName: 'Ada',
  lastName: 'Lovelace',
  fullName: 'Ada Lovelace',
  class: '10',
  section: 'B',
  rollNumber: '12',
  dateOfBirth: '2011-12-10',
  enrollmentDate: '2025-09-01',
  isActive: true,
  nudgeOptOut: false,
  guardianName: 'Anne Byron',
  guardianPhone: '555-0100',
  guardianRelation: 'parent',
  address: { country: 'USA' },
  photoUrl: '/api/media/token',
  qrCodeData: 'STU-2026-X7K9',
  emergencyContact: { name: 'Mary Somerville', phone: '555-0199' },
  medicalInfo: { bloodType: 'O+', allergies: ['Peanuts', 'Latex', 'Bees'] },
  createdAt: '2025-09-01T00:00:00.000Z',
  updatedAt: '2025-09-01T00:00:00.000Z',
};

const settings: IdCardSettings = {
  template: 'professional-blue',
  cardType: 'standard',
  schoolName: 'Lincoln High School',
  schoolAddress: '1 Main St',
  schoolPhone: '555-0000',
  schoolWebsite: 'lincoln.example',
  validUntil: 2027,
  includeQR: true,
  includePhoto: true,
  securityFeatures: true,
  includeBarcode: false,
  includeMedical: false,
  includeGuardian: false,
  includeEmergency: false,
};

const now = new Date('2026-11-22T12:00:00Z');
const inEnglish = i18n.getFixedT('en', 'contract');

test('the card prints the spec texts: validity, security code, academic year, class-section', () => {
  const model = buildCardModel(student, settings, now, inEnglish, 'en');
  expect(model.validText).toBe('Valid: Dec 2027');
  expect(model.securityText).toBe('Code X7K9');
  expect(model.academicYear).toBe('2026–2027');
  expect(model.rows).toEqual([
    ['ID', 'stu-2026-x7k9'],
    ['Class', '10-B'],
    ['Roll', '12'],
    ['DOB', 'Dec 10, 2011'],
  ]);
  expect(model.school).toMatchObject({ initials: 'LH', contact: '555-0000  ·  lincoln.example' });
  expect(model.extras).toEqual([]);
  expect(model.barcodeText).toBeUndefined();
});

test('the optional boxes hold guardian, emergency and at most two allergies', () => {
  const model = buildCardModel(
    student,
    { ...settings, includeGuardian: true, includeEmergency: true, includeMedical: true },
    now,
    inEnglish,
    'en',
  );
  expect(model.extras).toEqual([
    ['Guardian', 'Anne Byron · 555-0100'],
    ['Emergency', 'Mary Somerville · 555-0199'],
    ['Medical', 'Blood O+ · Allergies: Peanuts, Latex'],
  ]);
  const layout = detailsLayout(model, true, 3, 'sans');
  expect(layout.extrasBox?.height).toBeCloseTo(3 * 2.3 + 0.8);
  // The box ends above the photo's security code line and the footer, as in the PDF.
  expect((layout.extrasBox?.y ?? 0) + (layout.extrasBox?.height ?? 0)).toBeLessThan(41.6);
});

test('photo, barcode and card type follow the settings', () => {
  const model = buildCardModel(
    student,
    { ...settings, includePhoto: false, includeBarcode: true, cardType: 'staff' },
    now,
    inEnglish,
    'en',
  );
  expect(model.photoUrl).toBeUndefined();
  expect(model.initials).toBe('AL');
  expect(model.barcodeText).toBe('stu-2026-x7k9');
  expect(model.title).toBe('STAFF ID CARD');
});

test('the card words are in the language it is given, as the PDF in the request language', () => {
  const model = buildCardModel(
    student,
    { ...settings, includeGuardian: true },
    now,
    i18n.getFixedT('es', 'contract'),
    'es',
  );
  const spanish = textsIn('es').idCardTexts;
  expect(model.title).toBe(spanish.studentCard);
  expect(model.title).not.toBe(textsIn('en').idCardTexts.studentCard);
  expect(model.rows[1]?.[0]).toBe(spanish.class);
  expect(model.extras[0]?.[0]).toBe(spanish.guardian);
  expect(model.validText).toBe(textsIn('es').idCards.validUntil.replace('{{year}}', '2027'));
  // The birth date as the PDF prints it in Spanish: short month, day, year.
  expect(model.rows.at(-1)?.[1]).toBe('10 dic 2011');
});
