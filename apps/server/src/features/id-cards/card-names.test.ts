import { expect, test } from 'vitest';
import {
  ID_CARD_TEMPLATES,
  IdCardSettingsBodySchema,
  type IdCardStudentData,
  type IdCardTemplate,
} from '@rollcall/contract/id-cards';
import type { Language } from '@rollcall/contract/languages';
import { readPdf } from '../../../test/pdf-files.js';
import { comparable, fullNameOf, WORLD_NAMES } from '../../../test/world-names.js';
import type { CardFace } from './card-layout.js';
import { writeCardsPdf } from './card-pdf.js';

const student = (name: { firstName: string; lastName: string }): IdCardStudentData => ({
  ...name,
  studentNumber: 'STU-2026-0042',
  class: '10',
  section: 'B',
  rollNumber: '7',
  dateOfBirth: '2010-05-01',
  guardianName: 'Grace Guardian',
  guardianPhone: '+1 555 010 2000',
  emergencyName: null,
  emergencyPhone: null,
  bloodType: 'O+',
  allergies: [],
  photoUrl: null,
});

/** A card with everything a template can print beside the name, which leaves it least room. */
const faceOf = (template: IdCardTemplate, data: IdCardStudentData): CardFace => ({
  settings: {
    ...IdCardSettingsBodySchema.parse({}),
    template,
    schoolName: 'Lincoln High School',
    schoolAddress: '12 Main Street',
    schoolPhone: '+1 555 0100',
    schoolWebsite: 'lincoln.example.edu',
    includeBarcode: true,
    includeGuardian: true,
    includeMedical: true,
  },
  student: data,
  qrCodeData: 'payload',
  photo: undefined,
  logo: undefined,
  academicYear: '2026–2027',
});

/** Each card on its own page: the text of each page (NFKC would turn an ellipsis into dots). */
async function cardPages(faces: CardFace[], language: Language = 'en') {
  const pdf = await writeCardsPdf(faces, 'card', { title: 't', author: 'a', language });
  return (await readPdf(pdf)).text.split('\f');
}

test('every template prints names in every script as written, right-to-left ones too', async () => {
  for (const template of ID_CARD_TEMPLATES) {
    const pages = await cardPages(WORLD_NAMES.map((name) => faceOf(template, student(name))));
    WORLD_NAMES.forEach((name, index) => {
      expect(comparable(pages[index] ?? ''), `${template}: ${fullNameOf(name)}`).toContain(
        comparable(fullNameOf(name)),
      );
    });
  }
});

test('the longest realistic name (four long parts, 45 characters) is printed whole on every template', async () => {
  const name = { firstName: 'Maximiliana Konstantina', lastName: 'Wolkenstein-Trostburg' };
  expect(fullNameOf(name)).toHaveLength(45);
  for (const template of ID_CARD_TEMPLATES) {
    const [page = ''] = await cardPages([faceOf(template, student(name))]);
    // On two lines, each whole: the name's words in order, nothing cut.
    const words = page.match(/Maximiliana|Konstantina|Wolkenstein-Trostburg/g);
    expect(words, template).toEqual(['Maximiliana', 'Konstantina', 'Wolkenstein-Trostburg']);
    expect(page, template).not.toContain('…');
  }
});

test('a name too long even at the floor size is cut on its second line, never overflowing', async () => {
  const name = { firstName: 'F'.repeat(100), lastName: 'L'.repeat(100) };
  const [page = ''] = await cardPages([faceOf('professional-blue', student(name))]);
  expect(page).toContain('…');
  expect(page).toMatch(/F{10,}/);
});

test.each([
  ['en', 'May 1, 2010'],
  ['fr', '1 mai 2010'],
  ['es', '1 may 2010'],
] as const)('a card in %s prints the birth date as %s', async (language, date) => {
  const [page = ''] = await cardPages(
    [faceOf('professional-blue', student(WORLD_NAMES[0]))],
    language,
  );
  expect(page).toContain(date);
  expect(page).not.toContain('2010-05-01');
});
