import { expect, test } from 'vitest';
import { CONTRACT_TEXTS } from './catalogue.js';
import { sameEnglishProblems, type SameEnglish } from './completeness.js';

/**
 * Texts whose English is rightly the same under two keys, each with why. Anything else defined
 * twice is one text: keep one key (a shared one in `common` when features share it).
 */
const SAME_ENGLISH_ALLOWED: readonly SameEnglish[] = [
  {
    keys: ['auditEntities.attendance', 'attendanceCsv.sheetName'],
    reason: 'a kind of record in the audit log, and the export sheet of many (French: Présences)',
  },
  {
    keys: ['auditEntities.student', 'common.student'],
    reason: 'a kind of record in the audit log, and the field a card is made for',
  },
  {
    keys: ['auditEntities.school', 'reports.pdf.school'],
    reason: 'a kind of record in the audit log, and the label before the school’s name on a PDF',
  },
  {
    keys: ['common.class', 'idCardTexts.class'],
    reason: 'the generator’s field, and a word printed on the card, which is one set (idCardTexts)',
  },
  {
    keys: ['interventionRules.chronic-absence', 'reports.chronicPanel'],
    reason:
      'the rules are read as one set by their key (the cases, the digest, the report); the ' +
      'analytics panel’s heading stands alone',
  },
  {
    keys: ['reports.tableColumns.generated', 'reports.pdf.generated'],
    reason:
      'a table heading, and the PDF’s label before the date and author (its renderer is being ' +
      'reworked for fonts; merge once that lands)',
  },
];

/**
 * Each report's headings are listed whole under its type, as its file shows them: a column two
 * reports share ("Class") repeats there, and a heading may be a word with another sense
 * elsewhere ("Late" as a count, "Late" as a status).
 */
const SAME_ENGLISH_SUBTREES = ['reportColumns.'];

test('no English text is defined under two keys unless the pair is allowed with a reason', () => {
  expect(sameEnglishProblems(CONTRACT_TEXTS, SAME_ENGLISH_ALLOWED, SAME_ENGLISH_SUBTREES)).toEqual(
    [],
  );
});

test('a text defined twice is found, and an allowed pair that has parted is reported', () => {
  const texts = { a: { save: 'Save', keep: 'Keep' }, b: { save: 'Save', keep: 'Keep it' } };
  expect(sameEnglishProblems(texts, [])).toEqual(['"Save": a.save, b.save']);
  expect(sameEnglishProblems(texts, [{ keys: ['a.save', 'b.save'], reason: 'test' }])).toEqual([]);
  expect(sameEnglishProblems(texts, [{ keys: ['a.keep', 'b.keep'], reason: 'test' }])).toEqual([
    '"Save": a.save, b.save',
    'allowed but not one English: a.keep, b.keep',
  ]);
});
