import { randomUUID } from 'node:crypto';
import { expect, test } from 'vitest';
import {
  ID_CARD_TEMPLATES,
  ID_CARD_TEXTS,
  IdCardSettingsBodySchema,
  type IdCardSettings,
  type IdCardStudentData,
} from '@rollcall/contract/id-cards';
import { buildQrPayload } from '../../shared/qr-code.js';
import { decodeQr, readPdf, renderPdf } from '../../../test/pdf-files.js';
import type { CardFace } from './card-face.js';
import { qrMatrix } from './card-codes.js';
import { writeCardsPdf } from './card-pdf.js';

const settings = (overrides: Partial<IdCardSettings> = {}): IdCardSettings => ({
  ...IdCardSettingsBodySchema.parse({}),
  schoolName: 'Lincoln High School',
  schoolAddress: '12 Main Street, Springfield',
  schoolPhone: '+1 555 0100',
  schoolWebsite: 'lincoln.example.edu',
  ...overrides,
});

// The longest payload a card can carry: 100-character names and a 40-character student number.
const longest = {
  id: randomUUID(),
  studentId: 'S'.repeat(40),
  firstName: 'F'.repeat(100),
  lastName: 'L'.repeat(100),
  class: '12',
  section: 'D',
  qrVersion: 999,
};
const longestPayload = buildQrPayload('secret', longest);

const student: IdCardStudentData = {
  firstName: longest.firstName,
  lastName: longest.lastName,
  studentNumber: longest.studentId,
  class: '12',
  section: 'D',
  rollNumber: '42',
  dateOfBirth: '2010-05-01',
  guardianName: 'Grace Guardian',
  guardianPhone: '+1 555 010 2000',
  emergencyName: 'Eli Emergency',
  emergencyPhone: '+1 555 010 3000',
  bloodType: 'O+',
  allergies: ['Peanuts', 'Penicillin'],
  photoUrl: null,
};

const face = (overrides: Partial<IdCardSettings> = {}, data = student): CardFace => ({
  settings: settings(overrides),
  student: data,
  qrCodeData: longestPayload,
  photo: undefined,
  academicYear: '2026–2027',
});

test('the longest payload stays within a symbol the card can print', () => {
  expect(longestPayload.length).toBeGreaterThan(400);
  expect(qrMatrix(longestPayload).size).toBeLessThanOrEqual(77);
});

test('one card is an 86 × 54 mm page whose QR decodes at 300 dpi, for every template and the longest payload', async () => {
  for (const template of ID_CARD_TEMPLATES) {
    const pdf = await writeCardsPdf(
      [
        face({
          template,
          includeBarcode: true,
          includeGuardian: true,
          includeEmergency: true,
          includeMedical: true,
        }),
      ],
      'card',
      { title: 'test', author: 'test' },
    );
    const read = await readPdf(pdf);
    expect(read.pages, template).toBe(1);
    expect(read.width, template).toBeCloseTo(243.78, 1);
    expect(read.height, template).toBeCloseTo(153.07, 1);
    expect(read.text, template).toContain('Lincoln High School');
    expect(read.text, template).toContain(ID_CARD_TEXTS.scanForAttendance);
    const [png] = await renderPdf(pdf, 300);
    if (!png) throw new Error('no page');
    expect(await decodeQr(png), template).toBe(longestPayload);
  }
});

test('sheets hold ten cards with crop marks on A4 and Letter; the text carries every name', async () => {
  const faces = Array.from({ length: 12 }, (_, index) =>
    face(
      { template: 'modern-red', cardType: index % 2 ? 'temporary' : 'premium' },
      {
        ...student,
        firstName: `Student${index}`,
        lastName: 'Example',
        studentNumber: `S-${index}`,
      },
    ),
  );
  for (const [layout, width, height] of [
    ['a4-10', 595.28, 841.89],
    ['letter-10', 612, 792],
  ] as const) {
    const drawn: number[] = [];
    const pdf = await writeCardsPdf(faces, layout, { title: 't', author: 'a' }, (n) => {
      drawn.push(n);
    });
    const read = await readPdf(pdf);
    expect(read.pages, layout).toBe(2);
    expect(read.width, layout).toBeCloseTo(width, 0);
    expect(read.height, layout).toBeCloseTo(height, 0);
    for (let index = 0; index < 12; index += 1) expect(read.text).toContain(`Student${index}`);
    expect(read.text).toContain(ID_CARD_TEXTS.temporary);
    expect(drawn.at(-1)).toBe(12);
  }
});
