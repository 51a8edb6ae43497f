import { ERROR_MESSAGES } from '@rollcall/contract/errors';
import { sql } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { useTestApp } from '../../../test/test-app.js';
import { ensureFirstAdmin } from './first-admin.js';

const { t } = useTestApp();

const FIRST_ADMIN = { email: 'office@school.test', name: 'School Office' };

/** This file's database with no account, as on a first start. */
const noAccounts = () => t.database.db.execute(sql`delete from users`);

async function signIn(password: string) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: FIRST_ADMIN.email, password },
  });
  expect(response.statusCode).toBe(200);
  const { accessToken, user } = response.json().data;
  const request = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    t.app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${accessToken}`, 'accept-language': 'en' },
      ...(payload ? { payload } : {}),
    });
  return { user, request };
}

test('the first admin’s printed password must be changed before anything else', async () => {
  await noAccounts();
  const { generatedPassword } = await ensureFirstAdmin(t.database.db, {
    ...FIRST_ADMIN,
    password: undefined,
  });
  if (!generatedPassword) throw new Error('A password was expected to be made up');

  const held = await signIn(generatedPassword);
  expect(held.user.passwordChangeRequired).toBe(true);
  const me = await held.request('GET', '/api/auth/me');
  expect(me.json().data.user.passwordChangeRequired).toBe(true);
  for (const refused of [
    await held.request('GET', '/api/students'),
    await held.request('POST', '/api/attendance/scan', { qrCode: 'S-0001' }),
    await held.request('POST', '/api/auth/2fa/setup'),
  ]) {
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toEqual({
      code: 'PASSWORD_CHANGE_REQUIRED',
      message: ERROR_MESSAGES.PASSWORD_CHANGE_REQUIRED,
    });
  }

  const changed = await held.request('PUT', '/api/auth/change-password', {
    currentPassword: generatedPassword,
    newPassword: 'Chosen-by-the-office-2026',
  });
  expect(changed.statusCode).toBe(200);

  const freed = await signIn('Chosen-by-the-office-2026');
  expect(freed.user.passwordChangeRequired).toBe(false);
  expect((await freed.request('GET', '/api/students')).statusCode).toBe(200);
  // The session that made the change is free at once, too.
  expect((await held.request('GET', '/api/students')).statusCode).toBe(200);
});

test('a first admin whose password the installer chose (ADMIN_PASSWORD) is not held', async () => {
  await noAccounts();
  const created = await ensureFirstAdmin(t.database.db, {
    ...FIRST_ADMIN,
    password: 'Installer-chose-this-1',
  });
  expect(created).toEqual({ created: true });
  const admin = await signIn('Installer-chose-this-1');
  expect(admin.user.passwordChangeRequired).toBe(false);
  expect((await admin.request('GET', '/api/students')).statusCode).toBe(200);
});
