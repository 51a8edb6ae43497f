import { translationProblems } from '@rollcall/contract/i18n/completeness';
import { existsSync, readdirSync } from 'node:fs';
import { expect, test } from 'vitest';
import { WEB_RESOURCES } from './all-texts';

/**
 * Texts that are the same in Spanish or French as in English, by `namespace.key`: proper nouns and
 * codes only, each with its reason.
 */
const SAME_AS_ENGLISH: Record<'es' | 'fr', ReadonlySet<string>> = {
  es: new Set([
    'common.appName', // the product's name
    'students.card.factLabel', // "{{label}}:", punctuation only
    'absentee.channels.sms', // an abbreviation, written the same
    'settings.attendance.minutesSuffix', // " min", the minute's unit symbol
    'settings.automaticBackups.kilobytes', // "KB", a unit symbol
    'settings.automaticBackups.megabytes', // "MB", a unit symbol
    'audit-log.changes.field', // "{{field}}:", punctuation only
    'audit-log.fields.total', // "Total", the same word
    'common.attendanceCalendar.day', // "{{date}}: {{state}}", punctuation only
    'common.attendanceCalendar.letters.present', // "P", Presente's initial
    'common.attendanceCalendar.letters.absent', // "A", Ausente's initial
    'sso.kinds.google', // a product's name, Google Workspace
    'sso.kinds.microsoft', // a product's name, Microsoft Entra ID
  ]),
  fr: new Set([
    'common.appName', // the product's name
    'settings.attendance.minutesSuffix', // " min", the minute's unit symbol
    'absentee.channels.sms', // an abbreviation, written the same
    // French words spelt as the English ones, not left untranslated:
    'common.fields.photoUrl', // "Photo"
    'common.fields.allergies',
    'common.guardianRelations.parent',
    'attendance.table.date',
    'absentee.channels.email', // "E-mail"
    'absentee.counts.messages_one', // "1 message"
    'absentee.counts.messages_other',
    'audit-log.fields.email', // "E-mail"
    'audit-log.fields.message',
    'audit-log.fields.total',
    'common.attendanceCalendar.letters.present', // "P", Présent's initial
    'common.attendanceCalendar.letters.absent', // "A", Absent's initial
    'common.nav.interventions', // "Interventions"
    'common.nav.district', // "District"
    'sso.kinds.google', // a product's name, Google Workspace
    'sso.kinds.microsoft', // a product's name, Microsoft Entra ID
    'interventions.note.text', // "Note"
  ]),
};

test.each(['es', 'fr'] as const)(
  'every screen text has its %s translation, with the same values, and none left in English',
  (language) => {
    expect(
      translationProblems(WEB_RESOURCES.en, WEB_RESOURCES[language], SAME_AS_ENGLISH[language]),
    ).toEqual([]);
  },
);

test('every feature folder with texts is a namespace, found by the build in every language', () => {
  const features = new URL('../features/', import.meta.url);
  const withTexts = readdirSync(features).filter((name) =>
    existsSync(new URL(`${name}/i18n/en.ts`, features)),
  );
  expect(withTexts.length).toBeGreaterThan(0);
  for (const language of ['en', 'es', 'fr'] as const) {
    expect(Object.keys(WEB_RESOURCES[language]).sort()).toEqual(['common', ...withTexts].sort());
  }
});
