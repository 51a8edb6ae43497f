import { generate } from 'otplib';
import { beforeAll, expect, test } from 'vitest';
import { ERROR_MESSAGES } from '@rollcall/contract/errors';
import { TWO_FACTOR_MESSAGES } from '@rollcall/contract/two-factor';
import { DEFAULT_PASSWORD, insertStudent } from '../../../test/factories.js';
import { useTestApp, type SignedIn } from '../../../test/test-app.js';

const { t } = useTestApp();
/** An admin with 2FA on, who switches the school's requirement. */
let securedAdmin: SignedIn;
let securedAdminSecret: string;

const T0 = new Date('2031-05-05T09:00:15Z');
const codeAt = (secret: string, instant: Date) =>
  generate({ secret, epoch: Math.floor(instant.getTime() / 1000) });

const post = (signedIn: SignedIn, url: string, payload?: object) =>
  signedIn.request({ method: 'POST', url, ...(payload ? { payload } : {}) });
const get = (signedIn: SignedIn, url: string) => signedIn.request({ method: 'GET', url });

async function turnOnTwoFactor(signedIn: SignedIn): Promise<string> {
  const { secret } = (await post(signedIn, '/api/auth/2fa/setup')).json().data;
  const enabled = await post(signedIn, '/api/auth/2fa/enable', { code: await codeAt(secret, T0) });
  expect(enabled.statusCode).toBe(200);
  return secret as string;
}

async function requireForAdmins(isRequired: boolean) {
  const current = (await get(securedAdmin, '/api/settings')).json().data.settings;
  const response = await securedAdmin.request({
    method: 'PUT',
    url: '/api/settings',
    payload: {
      schoolName: current.schoolName,
      timezone: current.timezone,
      startTime: current.startTime,
      gracePeriodMinutes: current.gracePeriodMinutes,
      veryLateAfterMinutes: current.veryLateAfterMinutes,
      absenteeCutoffTime: current.absenteeCutoffTime,
      schoolDays: current.schoolDays,
      holidays: current.holidays,
      requireAdminTwoFactor: isRequired,
    },
  });
  expect(response.statusCode, response.body).toBe(200);
}

beforeAll(async () => {
  t.setNow(T0);
  securedAdmin = await t.signIn('admin');
  securedAdminSecret = await turnOnTwoFactor(securedAdmin);
});

let addressCount = 0;
const login = (email: string) => {
  addressCount += 1;
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password: DEFAULT_PASSWORD },
    remoteAddress: `10.13.0.${addressCount}`,
  });
};

test('without the requirement an admin without 2FA signs in and works as before', async () => {
  await requireForAdmins(false);
  const admin = await t.signIn('admin');
  const response = await login(admin.user.email);
  expect(response.json().data.user).toMatchObject({
    twoFactorEnabled: false,
    twoFactorSetupRequired: false,
  });
  expect((await get(admin, '/api/users')).statusCode).toBe(200);
});

test('with the requirement an admin without 2FA is told at sign-in and refused everything but the setup until it is on', async () => {
  const admin = await t.signIn('admin');
  await requireForAdmins(true);
  try {
    const signedInNow = await login(admin.user.email);
    expect(signedInNow.statusCode).toBe(200);
    expect(signedInNow.json().data.user.twoFactorSetupRequired).toBe(true);

    // An admin already signed in is held at once too: the rule is checked with the session.
    for (const url of ['/api/users', '/api/settings', '/api/students', '/api/auth/sessions']) {
      const refused = await get(admin, url);
      expect(refused.statusCode, url).toBe(403);
      expect(refused.json()).toEqual({
        success: false,
        error: {
          code: 'TWO_FACTOR_SETUP_REQUIRED',
          message: ERROR_MESSAGES.TWO_FACTOR_SETUP_REQUIRED,
        },
      });
    }
    const me = await get(admin, '/api/auth/me');
    expect(me.statusCode).toBe(200);
    expect(me.json().data.user.twoFactorSetupRequired).toBe(true);

    await turnOnTwoFactor(admin);
    expect((await get(admin, '/api/users')).statusCode).toBe(200);
    expect((await get(admin, '/api/auth/me')).json().data.user).toMatchObject({
      twoFactorEnabled: true,
      twoFactorSetupRequired: false,
    });
  } finally {
    await requireForAdmins(false);
  }
});

test('a held admin’s scan is refused like every other call and records nothing', async () => {
  const admin = await t.signIn('admin');
  const student = await insertStudent(t.database.db);
  await requireForAdmins(true);
  try {
    const scan = await post(admin, '/api/attendance/scan', { qrCode: student.studentId });
    expect(scan.statusCode).toBe(403);
    expect(scan.json().error.code).toBe('TWO_FACTOR_SETUP_REQUIRED');
    const { rows } = await t.database.pool.query(
      'select count(*)::int as count from attendance where student_id = $1',
      [student.id],
    );
    expect(rows[0]).toEqual({ count: 0 });
  } finally {
    await requireForAdmins(false);
  }
  const allowed = await post(admin, '/api/attendance/scan', { qrCode: student.studentId });
  expect(allowed.statusCode, allowed.body).toBe(201);
});

test('a held admin can still sign out', async () => {
  const admin = await t.signIn('admin');
  await requireForAdmins(true);
  try {
    const response = await admin.request({
      method: 'POST',
      url: '/api/auth/logout',
      payload: { refreshToken: admin.refreshToken },
    });
    expect(response.statusCode).toBe(200);
    expect((await get(admin, '/api/auth/me')).statusCode).toBe(401);
  } finally {
    await requireForAdmins(false);
  }
});

test('the requirement leaves teachers without 2FA alone', async () => {
  const teacher = await t.signIn('teacher');
  await requireForAdmins(true);
  try {
    expect((await get(teacher, '/api/students')).statusCode).toBe(200);
    expect((await get(teacher, '/api/auth/me')).json().data.user.twoFactorSetupRequired).toBe(
      false,
    );
  } finally {
    await requireForAdmins(false);
  }
});

test('while it is required an admin cannot turn 2FA off; a teacher can', async () => {
  const teacher = await t.signIn('teacher');
  const teacherSecret = await turnOnTwoFactor(teacher);
  await requireForAdmins(true);
  try {
    const later = new Date(T0.getTime() + 60_000);
    t.setNow(later);
    const adminRefused = await post(securedAdmin, '/api/auth/2fa/disable', {
      password: DEFAULT_PASSWORD,
      code: await codeAt(securedAdminSecret, later),
    });
    expect(adminRefused.statusCode).toBe(403);
    expect(adminRefused.json().error).toEqual({
      code: 'FORBIDDEN',
      message: TWO_FACTOR_MESSAGES.requiredForAdmins,
    });
    const teacherDisabled = await post(teacher, '/api/auth/2fa/disable', {
      password: DEFAULT_PASSWORD,
      code: await codeAt(teacherSecret, later),
    });
    expect(teacherDisabled.statusCode).toBe(200);
  } finally {
    t.setNow(T0);
    await requireForAdmins(false);
  }
});
