import sharp from 'sharp';
import { expect, test } from 'vitest';
import {
  ID_CARD_TEMPLATES,
  ID_CARD_TEXTS,
  ID_CARD_THEMES,
  IdCardSettingsBodySchema,
  type IdCardSettings,
  type IdCardStudentData,
} from '@rollcall/contract/id-cards';
import { buildQrPayload } from '../../shared/qr-code.js';
import {
  decodeCode128,
  decodeQr,
  pdfImageObjects,
  readPdf,
  renderPdf,
} from '../../../test/pdf-files.js';
import type { CardFace } from './card-layout.js';
import { qrSymbol } from './card-codes.js';
import { writeCardsPdf } from './card-pdf.js';
import { cardsPdfOn } from './cards-pdf-drawing.js';
import { createDrawingPool } from '../../shared/drawing/drawing-pool.js';
import { cardWordsIn } from './card-layout.js';

const settings = (overrides: Partial<IdCardSettings> = {}): IdCardSettings => ({
  ...IdCardSettingsBodySchema.parse({}),
  schoolName: 'Lincoln High School',
  schoolAddress: '12 Main Street, Springfield',
  schoolPhone: '+1 555 0100',
  schoolWebsite: 'lincoln.example.edu',
  ...overrides,
});

// The longest payload a card can carry: 100-character names and a 40-character student number.
// A fixed id and time: ZXing's finder misreads a few symbols in a hundred in one still image (a
// camera reads them on its next frame), so a random payload would fail this test at random.
const longest = {
  id: '5b1f4c1e-8d2a-4f7e-9c3b-2a6d8e0f1a47',
  studentId: 'S'.repeat(40),
  firstName: 'F'.repeat(100),
  lastName: 'L'.repeat(100),
  class: '12',
  section: 'D',
  qrVersion: 999,
};
const longestPayload = buildQrPayload('secret', longest, new Date('2026-09-01T08:00:00Z'));

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
  logo: undefined,
  academicYear: '2026–2027',
});

test('the longest payload stays within a symbol the card can print', () => {
  expect(longestPayload.length).toBeGreaterThan(400);
  expect(qrSymbol(longestPayload).size).toBeLessThanOrEqual(77);
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
      { title: 'test', author: 'test', language: 'en' },
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

test('the Code 128 of a usual student number decodes at 300 dpi on every template', async () => {
  const number = 'STU-2026-0042';
  const px = (mm: number) => Math.round((mm * 300) / 25.4);
  for (const template of ID_CARD_TEMPLATES) {
    const pdf = await writeCardsPdf(
      [face({ template, includeBarcode: true }, { ...student, studentNumber: number })],
      'card',
      { title: 'test', author: 'test', language: 'en' },
    );
    const [png] = await renderPdf(pdf, 300);
    if (!png) throw new Error('no page');
    // What a scanner aimed at the code sees: the bars and their quiet zone (the page's 2 mm
    // margin + the card's left edge, 9 mm beside a side bar, else 3 mm, less 1 mm; the bars end 31
    // mm before the card's right edge).
    const left = 2 + (ID_CARD_THEMES[template].header === 'sidebar' ? 9 : 3) - 1;
    const region = await sharp(png)
      .extract({ left: px(left), top: px(2 + 43.3), width: px(2 + 53 - left), height: px(4.9) })
      .png()
      .toBuffer();
    expect(await decodeCode128(region), template).toBe(number);
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
    const pdf = await writeCardsPdf(
      faces,
      layout,
      { title: 't', author: 'a', language: 'en' },
      (n) => {
        drawn.push(n);
      },
    );
    const read = await readPdf(pdf);
    expect(read.pages, layout).toBe(2);
    expect(read.width, layout).toBeCloseTo(width, 0);
    expect(read.height, layout).toBeCloseTo(height, 0);
    for (let index = 0; index < 12; index += 1) expect(read.text).toContain(`Student${index}`);
    expect(read.text).toContain(ID_CARD_TEXTS.temporary);
    expect(drawn.at(-1)).toBe(12);
  }
});

test("the school's logo fills the header's circle on every card, embedded once per file", async () => {
  // A 64 px logo in a colour no template uses: pure green.
  const logo = await sharp({
    create: { width: 64, height: 64, channels: 4, background: { r: 0, g: 200, b: 0, alpha: 1 } },
  })
    .png()
    .toBuffer();
  const faces = Array.from({ length: 10 }, () => ({ ...face({ template: 'modern-red' }), logo }));
  const sheet = await writeCardsPdf(faces, 'a4-10', {
    title: 'test',
    author: 'test',
    language: 'en',
  });
  expect(await pdfImageObjects(sheet)).toBe(1);

  const [png] = await renderPdf(
    await writeCardsPdf([faces[0] ?? face()], 'card', {
      title: 'test',
      author: 'test',
      language: 'en',
    }),
    300,
  );
  if (!png) throw new Error('no page');
  const px = (mm: number) => Math.round((mm * 300) / 25.4);
  // The circle's centre: the page's 2 mm margin + the content's left (3 mm) + 4.3 mm, 2 + 6 mm down.
  const { data } = await sharp(png)
    .extract({ left: px(2 + 3 + 4.3), top: px(2 + 6), width: 1, height: 1 })
    .raw()
    .toBuffer({ resolveWithObject: true });
  expect([...data.subarray(0, 3)]).toEqual([0, 200, 0]);
});

test('cards drawn on a drawing thread, the logo sent once with the file, print as drawn here', async () => {
  const logo = await sharp({
    create: { width: 64, height: 64, channels: 4, background: { r: 0, g: 200, b: 0, alpha: 1 } },
  })
    .png()
    .toBuffer();
  const pool = createDrawingPool(1);
  try {
    const drawn: number[] = [];
    const faces = Array.from({ length: 12 }, (_, index) =>
      face({ template: 'modern-red' }, { ...student, firstName: `Card${index}` }),
    );
    const info = { title: 'test', author: 'test', language: 'en' as const, logo };
    const sheets = await cardsPdfOn(pool)(faces, 'a4-10', info, (count) => {
      drawn.push(count);
    });
    expect(await pdfImageObjects(sheets)).toBe(1);
    expect((await readPdf(sheets)).text).toContain('Card11');
    expect(drawn.at(-1)).toBe(12);
    const onThread = await cardsPdfOn(pool)(faces.slice(0, 1), 'card', info);
    const here = await writeCardsPdf([{ ...(faces[0] ?? face()), logo }], 'card', info);
    const [threadPage] = await renderPdf(onThread, 100);
    const [herePage] = await renderPdf(here, 100);
    expect(threadPage?.equals(herePage ?? Buffer.alloc(0))).toBe(true);
  } finally {
    await pool.close();
  }
});

test.each(['es', 'fr'] as const)(
  'a card printed in %s carries its words in that language, none cut short',
  async (language) => {
    const pdf = await writeCardsPdf(
      [
        face({
          template: 'professional-blue',
          includeGuardian: true,
          includeEmergency: true,
          includeMedical: true,
        }),
      ],
      'card',
      { title: 'test', author: 'test', language },
    );
    const text = (await readPdf(pdf)).text.replace(/\s+/g, ' ');
    const { words } = cardWordsIn(language);
    expect(words.studentCard).not.toBe(ID_CARD_TEXTS.studentCard);
    expect(text).not.toContain(ID_CARD_TEXTS.studentCard);
    for (const word of [
      words.studentCard,
      words.scanForAttendance,
      words.class,
      words.roll,
      words.dob,
      words.guardian,
      words.emergency,
      words.medical,
    ]) {
      expect(text).toContain(`${word} `);
    }
  },
);
