import { textsIn } from '@rollcall/contract/i18n/translate';
import { renderText } from '@rollcall/contract/i18n/render';
import { expect, test } from 'vitest';
import { AUTH_MESSAGES } from '@rollcall/contract/auth';
import type { Language } from '@rollcall/contract/languages';
import { STUDENT_MESSAGES } from '@rollcall/contract/students';
import { COMMON_MESSAGES } from '@rollcall/contract/common';
import { schoolSettings } from '../db/schema/settings.js';
import { forgetCachedSettings, getSettings } from '../shared/school-settings.js';
import { useTestApp } from '../../test/test-app.js';

const { t } = useTestApp();

const emptyStudent = async (headers: Record<string, string>) => {
  const admin = await t.signIn('admin');
  return admin.request({ method: 'POST', url: '/api/students', payload: {}, headers });
};

test.each<Language>(['en', 'es', 'fr'])(
  'a validation failure in %s: the same code and fields, their messages in that language',
  async (language) => {
    const response = await emptyStudent({ 'accept-language': language });
    expect(response.statusCode).toBe(400);
    const { error } = response.json();
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(error.message).toBe(textsIn(language).errors.VALIDATION_FAILED);
    expect(error.fields.firstName).toBe(textsIn(language).students.firstNameRequired);
    expect(error.fields.studentId).toBe(textsIn(language).students.studentIdRequired);
    if (language !== 'en') {
      expect(error.fields.firstName).not.toBe(STUDENT_MESSAGES.firstNameRequired);
    }
  },
);

test('a message made from a template keeps its value in the other language', async () => {
  const admin = await t.signIn('admin');
  const response = await admin.request({
    method: 'POST',
    url: '/api/users',
    payload: { name: 'N'.repeat(101), email: 'long@school.test', password: 'Teacher123!' },
    headers: { 'accept-language': 'fr' },
  });
  expect(response.statusCode).toBe(400);
  const french = textsIn('fr').common.nameTooLong;
  expect(french).not.toBe(COMMON_MESSAGES.nameTooLong);
  expect(response.json().error.fields.name).toBe(french);
  expect(renderText('common.tooLong', { max: 120 }, 'es')).toContain('120');
});

test("the user's chosen language beats the browser's, and is saved on the user", async () => {
  const teacher = await t.signIn('teacher');
  const refused = await teacher.request({
    method: 'PUT',
    url: '/api/auth/language',
    payload: { language: 'de' },
    headers: { 'accept-language': 'es' },
  });
  expect(refused.statusCode).toBe(400);
  expect(refused.json().error.fields.language).toBe(textsIn('es').common.languageInvalid);

  const saved = await teacher.request({
    method: 'PUT',
    url: '/api/auth/language',
    payload: { language: 'fr' },
  });
  expect(saved.statusCode).toBe(200);
  expect(saved.json().data.user.language).toBe('fr');
  const me = await teacher.request({ method: 'GET', url: '/api/auth/me' });
  expect(me.json().data.user.language).toBe('fr');

  const wrong = await teacher.request({
    method: 'PUT',
    url: '/api/auth/profile',
    payload: { name: 'X', email: 'bad' },
    headers: { 'accept-language': 'es' },
  });
  expect(wrong.json().error.fields.email).toBe(textsIn('fr').common.emailInvalid);
  expect(wrong.json().error.code).toBe('VALIDATION_FAILED');
});

test("without a choice or a language the server speaks, the school's default language", async () => {
  await getSettings(t.database.db); // the settings' row exists once read
  await t.database.db.update(schoolSettings).set({ defaultLanguage: 'es' });
  forgetCachedSettings(t.database.db);
  try {
    const german = await emptyStudent({ 'accept-language': 'de-DE,de;q=0.9' });
    expect(german.json().error.fields.firstName).toBe(textsIn('es').students.firstNameRequired);
    const school = await (
      await t.signIn('teacher')
    ).request({
      method: 'GET',
      url: '/api/settings/school',
    });
    expect(school.json().data.defaultLanguage).toBe('es');
  } finally {
    await t.database.db.update(schoolSettings).set({ defaultLanguage: 'en' });
    forgetCachedSettings(t.database.db);
  }
});

test('a success message comes in the language too', async () => {
  const teacher = await t.signIn('teacher');
  const response = await teacher.request({
    method: 'PUT',
    url: '/api/auth/profile',
    payload: { name: 'Tess Teacher', email: teacher.user.email },
    headers: { 'accept-language': 'es' },
  });
  expect(response.statusCode).toBe(200);
  const spanish = textsIn('es').auth.profileUpdated;
  expect(spanish).not.toBe(AUTH_MESSAGES.profileUpdated);
  expect(response.json().data.message).toBe(spanish);
});
