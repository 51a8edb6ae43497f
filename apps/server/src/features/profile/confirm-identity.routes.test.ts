import { generate } from 'otplib';
import { expect, test } from 'vitest';
import { ERROR_MESSAGES } from '@rollcall/contract/errors';
import { TWO_FACTOR_MESSAGES } from '@rollcall/contract/two-factor';
import { DEFAULT_PASSWORD, insertUser } from '../../../test/factories.js';
import {
  ageSession as ageSessionOf,
  expectConfirmationRequired,
} from '../../../test/confirmation.js';
import { useTestApp, type SignedIn } from '../../../test/test-app.js';

const { t } = useTestApp();

const T0 = new Date('2031-03-03T10:00:15Z');
const codeAt = (secret: string, instant: Date) =>
  generate({ secret, epoch: Math.floor(instant.getTime() / 1000) });

const ageSession = (signedIn: SignedIn) => ageSessionOf(t, signedIn);

const confirm = (signedIn: SignedIn, payload: object) =>
  signedIn.request({ method: 'POST', url: '/api/auth/confirm', payload });

async function staleAdmin() {
  const admin = await t.signIn('admin');
  await ageSession(admin);
  return admin;
}

test('a session past the window must confirm before downloading a backup; a sign-in counts as one', async () => {
  const admin = await t.signIn('admin');
  const fresh = await admin.request({ method: 'GET', url: '/api/system/backup' });
  expect(fresh.statusCode).toBe(200);

  await ageSession(admin);
  expectConfirmationRequired(await admin.request({ method: 'GET', url: '/api/system/backup' }));

  const confirmed = await confirm(admin, { password: DEFAULT_PASSWORD });
  expect(confirmed.statusCode).toBe(200);
  const until = new Date(confirmed.json().data.confirmedUntil).getTime();
  expect(until - Date.now()).toBeGreaterThan(4 * 60_000);
  expect(until - Date.now()).toBeLessThanOrEqual(5 * 60_000 + 5_000);
  const after = await admin.request({ method: 'GET', url: '/api/system/backup' });
  expect(after.statusCode).toBe(200);
});

test('a wrong password confirms nothing and is the password field’s error', async () => {
  const admin = await staleAdmin();
  const wrong = await confirm(admin, { password: 'Not-the-password9' });
  expect(wrong.statusCode).toBe(400);
  expect(wrong.json().error).toMatchObject({
    code: 'WRONG_CURRENT_PASSWORD',
    fields: { password: ERROR_MESSAGES.WRONG_CURRENT_PASSWORD },
  });
  expectConfirmationRequired(await admin.request({ method: 'GET', url: '/api/system/backup' }));
});

test('wrong confirmations are limited like every current-password check', async () => {
  const admin = await staleAdmin();
  const answers: number[] = [];
  for (let attempt = 0; attempt < 11; attempt += 1) {
    answers.push((await confirm(admin, { password: `Wrong-guess${attempt}` })).statusCode);
  }
  expect(answers.slice(0, 10).every((status) => status === 400)).toBe(true);
  expect(answers[10]).toBe(429);
  // Even the right password waits out the lock: the limit counts before it checks.
  expect((await confirm(admin, { password: DEFAULT_PASSWORD })).statusCode).toBe(429);
});

test('turning two-factor sign-in on asks for a confirmation past the window', async () => {
  const teacher = await t.signIn('teacher');
  await ageSession(teacher);
  expectConfirmationRequired(await teacher.request({ method: 'POST', url: '/api/auth/2fa/setup' }));
  expectConfirmationRequired(
    await teacher.request({
      method: 'POST',
      url: '/api/auth/2fa/enable',
      payload: { code: '123456' },
    }),
  );
  expect((await confirm(teacher, { password: DEFAULT_PASSWORD })).statusCode).toBe(200);
  expect((await teacher.request({ method: 'POST', url: '/api/auth/2fa/setup' })).statusCode).toBe(
    200,
  );
});

test('with two-factor sign-in on, a confirmation needs a current code too', async () => {
  t.setNow(T0);
  try {
    const teacher = await t.signIn('teacher');
    const setup = await teacher.request({ method: 'POST', url: '/api/auth/2fa/setup' });
    const { secret } = setup.json().data as { secret: string };
    const enable = await teacher.request({
      method: 'POST',
      url: '/api/auth/2fa/enable',
      payload: { code: await codeAt(secret, T0) },
    });
    expect(enable.statusCode).toBe(200);
    await ageSession(teacher);

    const withoutCode = await confirm(teacher, { password: DEFAULT_PASSWORD });
    expect(withoutCode.statusCode).toBe(400);
    expect(withoutCode.json().error.fields).toEqual({ code: TWO_FACTOR_MESSAGES.codeRequired });

    const later = new Date(T0.getTime() + 60_000);
    t.setNow(later);
    const wrongCode = await confirm(teacher, { password: DEFAULT_PASSWORD, code: '000000' });
    expect(wrongCode.statusCode).toBe(400);
    expect(wrongCode.json().error.code).toBe('WRONG_TWO_FACTOR_CODE');
    expectConfirmationRequired(
      await teacher.request({ method: 'POST', url: '/api/auth/2fa/setup' }),
    );

    const right = await confirm(teacher, {
      password: DEFAULT_PASSWORD,
      code: await codeAt(secret, later),
    });
    expect(right.statusCode).toBe(200);
  } finally {
    t.setNow(undefined);
  }
});

test('changing one’s own sign-in e-mail asks for a confirmation; other profile fields do not', async () => {
  const teacher = await t.signIn('teacher');
  await ageSession(teacher);
  const profile = { name: 'Ada Teacher', email: teacher.user.email, phoneNumber: '' };
  const sameEmail = await teacher.request({
    method: 'PUT',
    url: '/api/auth/profile',
    payload: profile,
  });
  expect(sameEmail.statusCode).toBe(200);

  const moved = { ...profile, email: `moved-${teacher.user.id.slice(0, 8)}@school.test` };
  expectConfirmationRequired(
    await teacher.request({ method: 'PUT', url: '/api/auth/profile', payload: moved }),
  );
  const me = await teacher.request({ method: 'GET', url: '/api/auth/me' });
  expect(me.json().data.user.email).toBe(teacher.user.email);

  await confirm(teacher, { password: DEFAULT_PASSWORD });
  const after = await teacher.request({ method: 'PUT', url: '/api/auth/profile', payload: moved });
  expect(after.statusCode).toBe(200);
  expect(after.json().data.user.email).toBe(moved.email);
});

test('changing another user’s role, or one’s own e-mail, through Users asks for a confirmation', async () => {
  const admin = await staleAdmin();
  const other = await insertUser(t.database.db, { role: 'teacher' });
  const userBody = async (id: string) => {
    const { user } = (await admin.request({ method: 'GET', url: `/api/users/${id}` })).json()
      .data as { user: { name: string; email: string; role: string; isActive: boolean } };
    return { name: user.name, email: user.email, role: user.role, isActive: user.isActive };
  };

  const renamed = { ...(await userBody(other.id)), name: 'Renamed Teacher' };
  const rename = await admin.request({
    method: 'PUT',
    url: `/api/users/${other.id}`,
    payload: renamed,
  });
  expect(rename.statusCode).toBe(200);

  const promoted = { ...renamed, role: 'admin' };
  expectConfirmationRequired(
    await admin.request({ method: 'PUT', url: `/api/users/${other.id}`, payload: promoted }),
  );
  expect((await userBody(other.id)).role).toBe('teacher');

  const ownMoved = { ...(await userBody(admin.user.id)), email: 'moved-admin@school.test' };
  expectConfirmationRequired(
    await admin.request({ method: 'PUT', url: `/api/users/${admin.user.id}`, payload: ownMoved }),
  );

  await confirm(admin, { password: DEFAULT_PASSWORD });
  const promote = await admin.request({
    method: 'PUT',
    url: `/api/users/${other.id}`,
    payload: promoted,
  });
  expect(promote.statusCode).toBe(200);
  expect(promote.json().data.user.role).toBe('admin');
});

test('resetting another user’s two-factor sign-in asks for a confirmation', async () => {
  const admin = await staleAdmin();
  const other = await insertUser(t.database.db, { role: 'teacher' });
  expectConfirmationRequired(
    await admin.request({ method: 'POST', url: `/api/users/${other.id}/reset-2fa` }),
  );
  await confirm(admin, { password: DEFAULT_PASSWORD });
  // Confirmed: the reset itself now answers (theirs is not on).
  const reset = await admin.request({ method: 'POST', url: `/api/users/${other.id}/reset-2fa` });
  expect(reset.json().error.code).toBe('TWO_FACTOR_NOT_ENABLED');
});
