import { textsIn } from '@rollcall/contract/i18n/translate';
import { ERROR_MESSAGES } from '@rollcall/contract/errors';
import { expect, test } from 'vitest';
import { STUDENT_CSV_COLUMNS } from '@rollcall/contract/student-csv';
import { SYSTEM_MESSAGES } from '@rollcall/contract/system';
import { DEFAULT_PASSWORD, insertStudent } from '../../../test/factories.js';
import { useTestApp } from '../../../test/test-app.js';

const { t, admin } = useTestApp({ staff: { admin: {} } });

const setMaintenance = (body: { enabled: boolean; message?: string }) =>
  admin.request({ method: 'PUT', url: '/api/system/maintenance', payload: body });

const signInOver = (email: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password: DEFAULT_PASSWORD },
  });

test('every system route and the audit log are for admins only', async () => {
  const teacher = await t.signIn('teacher');
  const routes = [
    { method: 'GET', url: '/api/system/backup' },
    { method: 'GET', url: '/api/system/backups' },
    { method: 'POST', url: '/api/system/restore' },
    { method: 'POST', url: '/api/system/reset', payload: { schoolName: 'x', password: 'y' } },
    { method: 'PUT', url: '/api/system/maintenance', payload: { enabled: true } },
    { method: 'POST', url: '/api/system/clear-cache' },
    { method: 'GET', url: '/api/system/export/students' },
    { method: 'GET', url: '/api/audit-log' },
  ] as const;
  for (const route of routes) {
    expect((await teacher.request(route)).statusCode, route.url).toBe(403);
    expect((await t.app.inject(route)).statusCode, route.url).toBe(401);
  }
});

test('maintenance mode: only admins sign in or call the API; others get 503 with the message', async () => {
  const teacher = await t.signIn('teacher');
  const other = await t.signIn('admin');
  const on = await setMaintenance({ enabled: true, message: 'Upgrading until 7 pm.' });
  expect(on.json().data).toEqual({
    enabled: true,
    message: 'Upgrading until 7 pm.',
    isCustom: true,
    notice: SYSTEM_MESSAGES.maintenanceOn,
  });
  // The sign-in page reads it without signing in.
  expect((await t.app.inject({ method: 'GET', url: '/api/maintenance' })).json().data).toEqual({
    enabled: true,
    message: 'Upgrading until 7 pm.',
    isCustom: true,
  });

  const refusals = [
    await teacher.request({ method: 'GET', url: '/api/students' }),
    await teacher.request({ method: 'GET', url: '/api/auth/me' }),
    await teacher.request({
      method: 'POST',
      url: '/api/attendance/scan',
      payload: { qrCode: 'x' },
    }),
    await signInOver(teacher.user.email),
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      payload: { refreshToken: teacher.refreshToken },
    }),
  ];
  for (const response of refusals) {
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      success: false,
      error: { code: 'MAINTENANCE', message: 'Upgrading until 7 pm.' },
    });
  }
  // A wrong password is still just wrong.
  const wrong = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: teacher.user.email, password: 'Wrong1234' },
  });
  expect(wrong.statusCode).toBe(401);

  expect((await other.request({ method: 'GET', url: '/api/students' })).statusCode).toBe(200);
  expect((await other.request({ method: 'GET', url: '/api/auth/me' })).statusCode).toBe(200);
  expect((await signInOver(other.user.email)).statusCode).toBe(200);

  const off = await setMaintenance({ enabled: false });
  expect(off.json().data).toMatchObject({ enabled: false, notice: SYSTEM_MESSAGES.maintenanceOff });
  expect((await teacher.request({ method: 'GET', url: '/api/students' })).statusCode).toBe(200);
  // The refresh token was not spent while refused: it still works.
  const refreshed = await t.app.inject({
    method: 'POST',
    url: '/api/auth/refresh',
    payload: { refreshToken: teacher.refreshToken },
  });
  expect(refreshed.statusCode).toBe(200);
  expect((await signInOver(teacher.user.email)).statusCode).toBe(200);

  const entries = (
    await admin.request({ method: 'GET', url: '/api/audit-log?action=system.maintenance' })
  ).json().data.entries;
  expect(entries.map((entry: { after: unknown }) => entry.after)).toEqual([
    { enabled: false, message: null },
    { enabled: true, message: 'Upgrading until 7 pm.' },
  ]);
  expect(
    (await setMaintenance({ enabled: true, message: 'x'.repeat(301) })).json().error.fields,
  ).toEqual({ message: SYSTEM_MESSAGES.maintenanceMessageTooLong });
});

test('maintenance without a message says the default one', async () => {
  await setMaintenance({ enabled: true });
  const teacher = await t.signIn('teacher');
  const refused = await teacher.request({ method: 'GET', url: '/api/students' });
  expect(refused.json().error.message).toBe(ERROR_MESSAGES.MAINTENANCE);
  await setMaintenance({ enabled: false });
});

test("maintenance's notice and default message are in the reader's language; the school's own stays", async () => {
  const on = await admin.request({
    method: 'PUT',
    url: '/api/system/maintenance',
    payload: { enabled: true },
    headers: { 'accept-language': 'es' },
  });
  // The default notice in the reader's language, marked as not the school's own (a form shows it
  // as empty in every language, not only where it reads as the English).
  expect(on.json().data).toEqual({
    enabled: true,
    message: textsIn('es').errors.MAINTENANCE,
    isCustom: false,
    notice: textsIn('es').system.maintenanceOn,
  });
  expect(on.json().data.notice).not.toBe(SYSTEM_MESSAGES.maintenanceOn);
  const signInPage = await t.app.inject({
    method: 'GET',
    url: '/api/maintenance',
    headers: { 'accept-language': 'fr-FR,fr;q=0.9' },
  });
  expect(signInPage.json().data.message).toBe(textsIn('fr').errors.MAINTENANCE);
  await setMaintenance({ enabled: true, message: 'Upgrading until 7 pm.' });
  const own = await t.app.inject({
    method: 'GET',
    url: '/api/maintenance',
    headers: { 'accept-language': 'fr' },
  });
  expect(own.json().data.message).toBe('Upgrading until 7 pm.');
  const off = await admin.request({
    method: 'PUT',
    url: '/api/system/maintenance',
    payload: { enabled: false },
    headers: { 'accept-language': 'fr' },
  });
  expect(off.json().data.notice).toBe(textsIn('fr').system.maintenanceOff);
});

test('clear cache drops what the server keeps, so a change made behind its back is seen', async () => {
  const before = (await admin.request({ method: 'GET', url: '/api/settings/school' })).json().data;
  await t.database.pool.query(`update school_settings set school_name = 'Changed By Hand'`);
  // On the embedded database no announcement reaches the cache: it still has the old name.
  const cleared = await admin.request({ method: 'POST', url: '/api/system/clear-cache' });
  expect(cleared.statusCode).toBe(200);
  expect(cleared.json().data.message).toBe(SYSTEM_MESSAGES.cacheCleared);
  expect(cleared.json().data.cleared).toEqual(
    expect.arrayContaining(['School settings and school information', 'Maintenance mode state']),
  );
  const after = (await admin.request({ method: 'GET', url: '/api/settings/school' })).json().data;
  expect(after.schoolName).toBe('Changed By Hand');
  expect(before.schoolName).not.toBe('Changed By Hand');
});

test("clear cache lists what it dropped in the admin's language; the audit log keeps the counts", async () => {
  const french = await admin.request({
    method: 'POST',
    url: '/api/system/clear-cache',
    headers: { 'accept-language': 'fr' },
  });
  const { message, cleared } = french.json().data;
  expect(message).toBe('Cache vidé.');
  expect(cleared.slice(0, 2)).toEqual([
    'Paramètres et informations de l’établissement',
    'État du mode maintenance',
  ]);
  expect(cleared[2]).toMatch(/^Jetons de connexion vérifiés \(\d+\)$/);
  expect(cleared[3]).toMatch(/^Formats de fuseau horaire \(\d+\)$/);
  const [entry] = (
    await admin.request({ method: 'GET', url: '/api/audit-log?action=system.clear_cache' })
  ).json().data.entries;
  expect(entry.after).toEqual({
    checkedTokens: expect.any(Number),
    timeZoneFormatters: expect.any(Number),
  });
});

test('export data: the students CSV has the import template’s columns and every student', async () => {
  await insertStudent(t.database.db, { firstName: 'Exported', guardianPhone: '+1 555 0100' });
  const response = await admin.request({ method: 'GET', url: '/api/system/export/students' });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toContain('text/csv');
  const [header, ...rows] = response.body.trim().split('\r\n');
  expect(header).toBe(STUDENT_CSV_COLUMNS.join(','));
  expect(rows.some((row) => row.includes('Exported'))).toBe(true);
});

test('reset needs the exact school name and the password; it erases students and keeps users and settings', async () => {
  await insertStudent(t.database.db);
  const count = async (table: string) =>
    Number(
      (await t.database.pool.query<{ n: string }>(`select count(*) as n from ${table}`)).rows[0]?.n,
    );
  const students = await count('students');
  const users = await count('users');
  const schoolName = 'Changed By Hand';

  const wrongName = await admin.request({
    method: 'POST',
    url: '/api/system/reset',
    payload: { schoolName: 'changed by hand', password: DEFAULT_PASSWORD },
  });
  expect(wrongName.json().error.fields).toEqual({ schoolName: SYSTEM_MESSAGES.schoolNameMismatch });
  const wrongPassword = await admin.request({
    method: 'POST',
    url: '/api/system/reset',
    payload: { schoolName, password: 'Nope12345' },
  });
  expect(wrongPassword.json().error.fields).toEqual({ password: SYSTEM_MESSAGES.passwordWrong });
  expect(await count('students')).toBe(students);

  const reset = await admin.request({
    method: 'POST',
    url: '/api/system/reset',
    payload: { schoolName, password: DEFAULT_PASSWORD },
  });
  expect(reset.statusCode).toBe(200);
  expect(reset.json().data).toMatchObject({
    message: SYSTEM_MESSAGES.reset,
    erased: { students, attendance: 0 },
  });
  expect(await count('students')).toBe(0);
  expect(await count('users')).toBe(users);
  expect(
    (await admin.request({ method: 'GET', url: '/api/settings/school' })).json().data.schoolName,
  ).toBe(schoolName);
  const [entry] = (
    await admin.request({ method: 'GET', url: '/api/audit-log?action=system.reset' })
  ).json().data.entries;
  expect(entry.after.erased.students).toBe(students);
});
