import { generate } from 'otplib';
import { expect, test } from 'vitest';
import { DEFAULT_PASSWORD, insertUser } from '../../../test/factories.js';
import { ageSession, expectConfirmationRequired } from '../../../test/confirmation.js';
import { LINCOLN_HIGH_SETTINGS } from '../../../test/school-settings-body.js';
import { useTestApp, type SignedIn } from '../../../test/test-app.js';

// Issue 39: a session left open on a staff-room computer, or a stolen token, reaches none of
// these without the password given again in the last few minutes (POST /api/auth/confirm).

const { t } = useTestApp();

async function staleAdmin() {
  const admin = await t.signIn('admin');
  await ageSession(t, admin);
  return admin;
}

const colleagueBody = (colleague: { email: string }) => ({
  name: 'Carmen Colleague',
  email: colleague.email,
  role: 'teacher',
  isActive: true,
});

type Attempt = {
  /** What the stale session tries. */
  request: (admin: SignedIn) => Promise<{ statusCode: number; body: string; json: () => unknown }>;
  /** The status it gets once the password was given again. */
  confirmedStatus: number;
};

async function colleague() {
  return insertUser(t.database.db, { name: 'Carmen Colleague', role: 'teacher' });
}

const dangerous: Record<string, () => Promise<Attempt>> = {
  'exporting every student’s record': async () => ({
    request: (admin) => admin.request({ method: 'GET', url: '/api/system/export/students' }),
    confirmedStatus: 200,
  }),
  'creating an admin': async () => ({
    request: (admin) =>
      admin.request({
        method: 'POST',
        url: '/api/users',
        payload: {
          name: 'Mallory Admin',
          email: `mallory-${Date.now()}@school.test`,
          password: 'Str0ng-Passw0rd!',
          role: 'admin',
        },
      }),
    confirmedStatus: 201,
  }),
  'setting another user’s password': async () => {
    const other = await colleague();
    return {
      request: (admin) =>
        admin.request({
          method: 'PUT',
          url: `/api/users/${other.id}`,
          payload: { ...colleagueBody(other), password: 'Taken-0ver-Pass!' },
        }),
      confirmedStatus: 200,
    };
  },
  'changing another user’s e-mail': async () => {
    const other = await colleague();
    return {
      request: (admin) =>
        admin.request({
          method: 'PUT',
          url: `/api/users/${other.id}`,
          payload: { ...colleagueBody(other), email: `moved-${other.id}@elsewhere.test` },
        }),
      confirmedStatus: 200,
    };
  },
  'deactivating another user (edit)': async () => {
    const other = await colleague();
    return {
      request: (admin) =>
        admin.request({
          method: 'PUT',
          url: `/api/users/${other.id}`,
          payload: { ...colleagueBody(other), isActive: false },
        }),
      confirmedStatus: 200,
    };
  },
  'deactivating another user (toggle)': async () => {
    const other = await colleague();
    return {
      request: (admin) =>
        admin.request({ method: 'PUT', url: `/api/users/${other.id}/toggle-status` }),
      confirmedStatus: 200,
    };
  },
  'deleting another user': async () => {
    const other = await colleague();
    return {
      request: (admin) => admin.request({ method: 'DELETE', url: `/api/users/${other.id}` }),
      confirmedStatus: 200,
    };
  },
  'making an API token': async () => ({
    request: (admin) =>
      admin.request({
        method: 'POST',
        url: '/api/api-tokens',
        payload: { name: 'Nightly SIS', scopes: ['import'] },
      }),
    confirmedStatus: 201,
  }),
  'accepting plain codes at the gate': async () => {
    await setSettings({ gateAcceptsPlainCodes: false });
    return {
      request: (admin) => putSettings(admin, { gateAcceptsPlainCodes: true }),
      confirmedStatus: 200,
    };
  },
  'changing how long records are kept': async () => ({
    request: (admin) => putSettings(admin, { retentionYears: 12 }),
    confirmedStatus: 200,
  }),
  'changing how long archived students are kept': async () => ({
    request: (admin) => putSettings(admin, { studentRetentionYears: 6 }),
    confirmedStatus: 200,
  }),
  'letting a roster sync change a larger share of the school': async () => {
    await setSettings({ rosterHoldPercent: 10 });
    return {
      request: (admin) => putSettings(admin, { rosterHoldPercent: 20 }),
      confirmedStatus: 200,
    };
  },
};

const putSettings = (admin: SignedIn, body: object) =>
  admin.request({
    method: 'PUT',
    url: '/api/settings',
    payload: { ...LINCOLN_HIGH_SETTINGS, ...body },
  });

/** Sets the starting point with a freshly signed-in admin (a sign-in counts as a confirmation). */
async function setSettings(body: object) {
  const fresh = await t.signIn('admin');
  const response = await putSettings(fresh, body);
  expect(response.statusCode, response.body).toBe(200);
}

test.each(Object.keys(dangerous))(
  '%s asks a session past its window for the password again, and changes nothing until then',
  async (name) => {
    const attempt = await dangerous[name]!();
    const admin = await staleAdmin();
    expectConfirmationRequired(await attempt.request(admin));
    const confirmed = await admin.request({
      method: 'POST',
      url: '/api/auth/confirm',
      payload: { password: DEFAULT_PASSWORD },
    });
    expect(confirmed.statusCode).toBe(200);
    const done = await attempt.request(admin);
    expect(done.statusCode, done.body).toBe(attempt.confirmedStatus);
  },
);

test('everyday changes do not ask: a teacher created, a colleague renamed, the school’s times saved', async () => {
  const admin = await staleAdmin();
  const created = await admin.request({
    method: 'POST',
    url: '/api/users',
    payload: {
      name: 'Tomás Teacher',
      email: `tomas-${Date.now()}@school.test`,
      password: 'Str0ng-Passw0rd!',
      role: 'teacher',
    },
  });
  expect(created.statusCode).toBe(201);
  const other = await colleague();
  const renamed = await admin.request({
    method: 'PUT',
    url: `/api/users/${other.id}`,
    payload: { ...colleagueBody(other), name: 'Carmen Colleague-Ruiz' },
  });
  expect(renamed.statusCode).toBe(200);
  const saved = await putSettings(admin, { startTime: '08:10' });
  expect(saved.statusCode).toBe(200);
  // Turning protection on is never held back.
  expect((await putSettings(admin, { gateAcceptsPlainCodes: false })).statusCode).toBe(200);
});

test('a refused change leaves the settings as they were', async () => {
  await setSettings({ gateAcceptsPlainCodes: false, retentionYears: 7 });
  const admin = await staleAdmin();
  expectConfirmationRequired(
    await putSettings(admin, {
      gateAcceptsPlainCodes: true,
      retentionYears: 2,
      startTime: '07:45',
    }),
  );
  const reply = await admin.request({ method: 'GET', url: '/api/settings' });
  const { settings } = reply.json().data as {
    settings: { gateAcceptsPlainCodes: boolean; retentionYears: number; startTime: string };
  };
  expect(settings).toMatchObject({ gateAcceptsPlainCodes: false, retentionYears: 7 });
  expect(settings.startTime).not.toBe('07:45');
});

test('no longer requiring two-factor sign-in of admins asks for the password and a current code', async () => {
  const T0 = new Date('2031-03-03T10:00:15Z');
  const codeAt = (secret: string, instant: Date) =>
    generate({ secret, epoch: Math.floor(instant.getTime() / 1000) });
  t.setNow(T0);
  try {
    // An admin with two-factor sign-in on: the requirement holds every admin without it.
    const admin = await t.signIn('admin');
    const { secret } = (await admin.request({ method: 'POST', url: '/api/auth/2fa/setup' })).json()
      .data as { secret: string };
    const enabled = await admin.request({
      method: 'POST',
      url: '/api/auth/2fa/enable',
      payload: { code: await codeAt(secret, T0) },
    });
    expect(enabled.statusCode).toBe(200);
    expect((await putSettings(admin, { requireAdminTwoFactor: true })).statusCode).toBe(200);
    await ageSession(t, admin);

    expectConfirmationRequired(await putSettings(admin, { requireAdminTwoFactor: false }));
    const later = new Date(T0.getTime() + 60_000);
    t.setNow(later);
    const confirmed = await admin.request({
      method: 'POST',
      url: '/api/auth/confirm',
      payload: { password: DEFAULT_PASSWORD, code: await codeAt(secret, later) },
    });
    expect(confirmed.statusCode).toBe(200);
    expect((await putSettings(admin, { requireAdminTwoFactor: false })).statusCode).toBe(200);
  } finally {
    t.setNow(undefined);
  }
});
