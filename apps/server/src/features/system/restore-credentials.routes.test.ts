import { eq } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { SYSTEM_MESSAGES } from '@rollcall/contract/system';
import { twoFactorRecoveryCodes, twoFactorSecrets } from '../../db/schema/two-factor.js';
import { DEFAULT_PASSWORD } from '../../../test/factories.js';
import { restoreBody } from '../../../test/restore-request.js';
import { useTestApp } from '../../../test/test-app.js';

const { t, admin, signInAgain } = useTestApp({ staff: { admin: {} } });

const login = (email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });

async function pairedDevice(name: string) {
  const created = (
    await admin.request({
      method: 'POST',
      url: '/api/gate-devices',
      payload: { name, location: 'Main gate' },
    })
  ).json().data;
  const paired = await t.app.inject({
    method: 'POST',
    url: '/api/gate-devices/pair',
    payload: { code: created.pairingCode },
  });
  const { credential } = paired.json().data as { credential: string };
  return { id: created.device._id as string, headers: { authorization: `Bearer ${credential}` } };
}

const deviceAnswers = async (device: { headers: { authorization: string } }) =>
  (await t.app.inject({ method: 'GET', url: '/api/gate/device', headers: device.headers }))
    .statusCode;

test('a restore keeps the credentials of now, deactivates accounts only in the backup and signs everyone out', async () => {
  const changed = await t.signIn('teacher');
  const deactivated = await t.signIn('teacher');
  const removed = await t.signIn('teacher');
  // Two-factor sign-in on, with a recovery code, when the backup is made.
  await t.database.db
    .insert(twoFactorSecrets)
    .values({ userId: changed.user.id, secretCiphertext: 'sealed', enabledAt: new Date() });
  await t.database.db
    .insert(twoFactorRecoveryCodes)
    .values({ userId: changed.user.id, codeHash: 'spent-later' });
  const kiosk = await pairedDevice('Front gate');
  const removedKiosk = await pairedDevice('Side gate');
  await admin.confirm();
  const backup = await admin.request({ method: 'GET', url: '/api/system/backup' });
  expect(backup.statusCode).toBe(200);

  // After the backup: a password changed, two-factor reset, an account deactivated, another
  // deleted, a kiosk removed.
  const newPassword = 'Changed1after';
  expect(
    (
      await changed.request({
        method: 'PUT',
        url: '/api/auth/change-password',
        payload: { currentPassword: DEFAULT_PASSWORD, newPassword },
      })
    ).statusCode,
  ).toBe(200);
  const reset = await admin.request({
    method: 'POST',
    url: `/api/users/${changed.user.id}/reset-2fa`,
  });
  expect(reset.statusCode, reset.body).toBe(200);
  await admin.request({ method: 'PUT', url: `/api/users/${deactivated.user.id}/toggle-status` });
  expect(
    (await admin.request({ method: 'DELETE', url: `/api/users/${removed.user.id}` })).statusCode,
  ).toBe(200);
  await admin.request({ method: 'DELETE', url: `/api/gate-devices/${removedKiosk.id}` });

  const restored = await admin.request({
    method: 'POST',
    url: '/api/system/restore',
    ...restoreBody(DEFAULT_PASSWORD, backup.rawPayload),
  });
  expect(restored.statusCode, restored.body).toBe(200);
  expect(restored.json().data).toMatchObject({
    message: SYSTEM_MESSAGES.restoredSignedOut,
    isSignedIn: false,
  });

  // Every session and kiosk credential issued before is revoked, the restorer's too.
  for (const signedIn of [admin, changed, deactivated]) {
    expect((await signedIn.request({ method: 'GET', url: '/api/auth/me' })).statusCode).toBe(401);
  }
  expect(await deviceAnswers(kiosk)).toBe(401);
  expect(await deviceAnswers(removedKiosk)).toBe(401);

  // The changed password holds, the old one does not; two-factor stays off and its codes gone.
  expect((await login(changed.user.email, DEFAULT_PASSWORD)).statusCode).toBe(401);
  const withNew = await login(changed.user.email, newPassword);
  expect(withNew.statusCode).toBe(200);
  expect(withNew.json().data.accessToken).toEqual(expect.any(String));
  expect(
    await t.database.db
      .select()
      .from(twoFactorRecoveryCodes)
      .where(eq(twoFactorRecoveryCodes.userId, changed.user.id)),
  ).toEqual([]);
  // Still deactivated.
  expect((await login(deactivated.user.email, DEFAULT_PASSWORD)).json().error.code).toBe(
    'ACCOUNT_INACTIVE',
  );
  // Back from the backup, deactivated, and its old password no longer opens it.
  await signInAgain();
  const back = (await admin.request({ method: 'GET', url: `/api/users/${removed.user.id}` })).json()
    .data.user;
  expect(back).toMatchObject({ email: removed.user.email, isActive: false });
  expect((await login(removed.user.email, DEFAULT_PASSWORD)).statusCode).toBe(401);

  // Kiosks must be paired again; the removed one stays removed.
  const devices = (await admin.request({ method: 'GET', url: '/api/gate-devices' })).json().data
    .devices as { _id: string; pairedAt: string | null }[];
  expect(devices.map((device) => [device._id, device.pairedAt])).toEqual([[kiosk.id, null]]);
});
