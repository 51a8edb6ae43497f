import { renderText } from '@rollcall/contract/i18n/render';
import { expect, test } from 'vitest';
import type { AuditEntry } from '@rollcall/contract/audit-log';
import {
  BUILT_IN_TEMPLATES,
  NO_SCHOOL_TEMPLATES,
  TEMPLATE_PLACEHOLDERS,
} from '@rollcall/contract/message-templates';
import { unknownPlaceholderMessage } from '@rollcall/contract/settings';
import { useTestApp } from '../../../test/test-app.js';

const { admin } = useTestApp({ staff: { admin: {} } });

const spanish = {
  emailSubject: 'Ausencia de {studentName} el {date}',
  emailBody:
    'Estimado/a {guardianName}:\n\n{studentName} no ha llegado hoy, {date}.\n\n{schoolName}',
  smsText: '{schoolName}: {studentName} no ha llegado hoy, {date}. Llame a secretaría.',
};
const french = {
  emailSubject: 'Absence de {studentName} le {date}',
  emailBody:
    'Bonjour {guardianName},\n\n{studentName} n’est pas arrivé(e) ce {date}.\n\n{schoolName}',
  smsText: '{schoolName} : {studentName} n’est pas arrivé(e) ce {date}.',
};

type Templates = Record<string, unknown>;

const current = async () =>
  (await admin.request({ method: 'GET', url: '/api/settings' })).json().data.settings;

/** The settings as they are, with these templates (a language left out is left as it is). */
const putTemplates = async (templates: Templates | undefined, headers = {}) => {
  const settings = await current();
  const { templates: _stored, ...notifications } = settings.notifications;
  return admin.request({
    method: 'PUT',
    url: '/api/settings',
    headers,
    payload: { ...settings, notifications: { ...notifications, ...(templates && { templates }) } },
  });
};

test('the school saves Spanish and French templates; English stays Rollcall’s', async () => {
  expect((await current()).notifications.templates).toEqual(NO_SCHOOL_TEMPLATES);
  const saved = await putTemplates({ es: spanish, fr: french });
  expect(saved.statusCode, saved.body).toBe(200);
  const expected = { en: null, es: spanish, fr: french };
  expect(saved.json().data.settings.notifications.templates).toEqual(expected);
  expect((await current()).notifications.templates).toEqual(expected);
});

test('a body without templates, or without a language, keeps them; null or Rollcall’s texts reset one', async () => {
  await putTemplates({ es: spanish, fr: french });
  expect((await putTemplates(undefined)).json().data.settings.notifications.templates).toEqual({
    en: null,
    es: spanish,
    fr: french,
  });
  const spanishSms = { ...spanish, smsText: '{studentName}: ausente hoy ({date}).' };
  expect(
    (await putTemplates({ es: spanishSms })).json().data.settings.notifications.templates,
  ).toEqual({ en: null, es: spanishSms, fr: french });
  // "Use Rollcall's text": null, or the form sending Rollcall's very texts.
  const reset = await putTemplates({ es: null, fr: BUILT_IN_TEMPLATES.fr });
  expect(reset.json().data.settings.notifications.templates).toEqual(NO_SCHOOL_TEMPLATES);
});

test('a bad placeholder in the French SMS is refused at its path, in the request’s language; nothing is saved', async () => {
  await putTemplates({ es: spanish, fr: null });
  const bad = { ...french, smsText: '{schoolName} : absence de {élève} ({date})' };
  const refused = await putTemplates({ es: { ...spanish, emailSubject: 'Otro asunto' }, fr: bad });
  expect(refused.statusCode).toBe(400);
  expect(refused.json().error.fields).toEqual({
    'notifications.templates.fr.smsText': unknownPlaceholderMessage(['{élève}']),
  });
  const inFrench = await putTemplates({ fr: bad }, { 'accept-language': 'fr-FR,fr;q=0.9' });
  const frenchMessage = renderText(
    'settings.unknownPlaceholder',
    { unknown: '{élève}', known: TEMPLATE_PLACEHOLDERS.map((name) => `{${name}}`).join(', ') },
    'fr',
  );
  expect(frenchMessage).not.toBe(unknownPlaceholderMessage(['{élève}']));
  expect(inFrench.json().error.fields).toEqual({
    'notifications.templates.fr.smsText': frenchMessage,
  });
  expect((await current()).notifications.templates).toEqual({ en: null, es: spanish, fr: null });
});

test('the audit entry of a change carries the languages’ templates before and after', async () => {
  await putTemplates({ es: null, fr: null });
  expect((await putTemplates({ es: spanish })).statusCode).toBe(200);
  const response = await admin.request({
    method: 'GET',
    url: '/api/audit-log?action=settings.update&limit=1',
  });
  const [entry] = response.json().data.entries as AuditEntry[];
  expect(entry).toMatchObject({
    action: 'settings.update',
    actorId: admin.user.id,
    before: { notifications: { templates: { en: null, es: null, fr: null } } },
    after: { notifications: { templates: { en: null, es: spanish, fr: null } } },
  });
  // Only what changed: the other settings are not in the entry.
  expect(Object.keys(entry?.after as object)).toEqual(['notifications']);
});
