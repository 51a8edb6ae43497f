import { expect, test } from 'vitest';
import { BUILT_IN_TEMPLATES } from './message-templates.js';
import {
  NotificationSettingsBodySchema,
  SETTINGS_MESSAGES,
  unknownPlaceholderMessage,
} from './settings.js';
import { renderMessage } from './i18n/render.js';

const channels = { emailEnabled: true, smsEnabled: true, senderName: '' };
const spanish = {
  emailSubject: 'Ausencia de {studentName}',
  emailBody: 'Estimado/a {guardianName}: {studentName} no ha llegado hoy, {date}.',
  smsText: '{schoolName}: {studentName} no ha llegado hoy.',
};

const issuesOf = (body: unknown) =>
  Object.fromEntries(
    (NotificationSettingsBodySchema.safeParse(body).error?.issues ?? []).map((issue) => [
      issue.path.join('.'),
      renderMessage(issue.message, 'en'),
    ]),
  );

test("each language's templates are the school's, null (Rollcall's), or left out (kept)", () => {
  const parsed = NotificationSettingsBodySchema.parse({
    ...channels,
    templates: { es: spanish, fr: null },
  });
  expect(parsed.templates).toEqual({ es: spanish, fr: null });
  expect('en' in (parsed.templates ?? {})).toBe(false);
  // Without the map nothing is said about any language.
  expect(NotificationSettingsBodySchema.parse(channels).templates).toBeUndefined();
});

test("Rollcall's very texts for a language count as none of the school's; trimmed first", () => {
  const french = BUILT_IN_TEMPLATES.fr;
  const parsed = NotificationSettingsBodySchema.parse({
    ...channels,
    templates: {
      fr: { ...french, smsText: ` ${french.smsText}\n` },
      // Another language's text is the school's own choice for this one.
      en: BUILT_IN_TEMPLATES.es,
    },
  });
  expect(parsed.templates).toEqual({ fr: null, en: BUILT_IN_TEMPLATES.es });
});

test("every language's templates are checked with the same rules, each at its own path", () => {
  expect(
    issuesOf({
      ...channels,
      templates: {
        es: { ...spanish, emailBody: '  ' },
        fr: { ...spanish, smsText: 'Absence de {élève} ({date})', emailSubject: 'x'.repeat(201) },
      },
    }),
  ).toEqual({
    'templates.es.emailBody': SETTINGS_MESSAGES.templateRequired,
    'templates.fr.smsText': unknownPlaceholderMessage(['{élève}']),
    'templates.fr.emailSubject': SETTINGS_MESSAGES.subjectTooLong,
  });
  expect(
    issuesOf({ ...channels, templates: { en: { ...spanish, smsText: 'x'.repeat(481) } } }),
  ).toEqual({ 'templates.en.smsText': SETTINGS_MESSAGES.smsTooLong });
});
