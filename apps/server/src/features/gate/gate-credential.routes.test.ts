import { randomUUID } from 'node:crypto';
import { expect, test } from 'vitest';
import { pairGateDevice } from '../../../test/gate-device.js';
import { useTestApp } from '../../../test/test-app.js';

const { t, admin } = useTestApp({ staff: { admin: {} } });

const T0 = new Date('2026-10-05T07:00:00-04:00');
const later = (hours: number, minutes = 0) =>
  new Date(T0.getTime() + (hours * 60 + minutes) * 60 * 1000);

const pairedCredential = () => pairGateDevice(t, admin);

const ownDevice = (credential: string) =>
  t.app.inject({
    method: 'GET',
    url: '/api/gate/device',
    headers: { authorization: `Bearer ${credential}` },
  });

const renewedIn = (response: { headers: Record<string, unknown> }) =>
  response.headers['x-gate-credential'] as string | undefined;

test('a credential is renewed on its first use a day after it was issued, and not before', async () => {
  t.setNow(T0);
  const { credential } = await pairedCredential();
  t.setNow(later(23, 59));
  const early = await ownDevice(credential);
  expect(early.statusCode).toBe(200);
  expect(renewedIn(early)).toBeUndefined();

  t.setNow(later(24, 1));
  const due = await ownDevice(credential);
  expect(due.statusCode).toBe(200);
  const renewed = renewedIn(due);
  expect(renewed).toMatch(/^rcgate\.[0-9a-f-]{36}\.[A-Za-z0-9_-]{43}$/);
  expect(renewed).not.toBe(credential);

  // The new one works and is not renewed again for a day; using it ends the old one at once.
  const next = await ownDevice(renewed!);
  expect(next.statusCode).toBe(200);
  expect(renewedIn(next)).toBeUndefined();
  const old = await ownDevice(credential);
  expect(old.statusCode).toBe(401);
  expect(old.json().error.code).toBe('GATE_DEVICE_REVOKED');
  t.setNow(undefined);
});

test('a lost reply does not lock the kiosk out: the old credential works for the overlap and is handed the same successor', async () => {
  t.setNow(T0);
  const { credential } = await pairedCredential();
  t.setNow(later(30));
  // Two calls at once (a scan sync and the count) with the old credential: one successor for both.
  const [a, b] = await Promise.all([ownDevice(credential), ownDevice(credential)]);
  expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
  const successor = renewedIn(a);
  expect(successor).toEqual(expect.any(String));
  expect(renewedIn(b)).toBe(successor);
  // That reply was lost: five minutes later the old one still works and hears the same successor.
  t.setNow(later(30, 5));
  const retry = await ownDevice(credential);
  expect(retry.statusCode).toBe(200);
  expect(renewedIn(retry)).toBe(successor);
  // Past the overlap the old one is refused; the successor works.
  t.setNow(later(30, 11));
  expect((await ownDevice(credential)).statusCode).toBe(401);
  expect((await ownDevice(successor!)).statusCode).toBe(200);
  t.setNow(undefined);
});

test('the renewed credential is in the header of a refused scan too', async () => {
  t.setNow(T0);
  const { credential } = await pairedCredential();
  t.setNow(later(25));
  const scan = await t.app.inject({
    method: 'POST',
    url: '/api/gate/scan',
    headers: { authorization: `Bearer ${credential}` },
    payload: { clientScanId: randomUUID(), code: 'not a card' },
  });
  expect(scan.statusCode).toBeGreaterThanOrEqual(400);
  expect(renewedIn(scan)).toEqual(expect.any(String));
  t.setNow(undefined);
});

test('removing a device ends both its credential and the one it replaced', async () => {
  t.setNow(T0);
  const { id, credential } = await pairedCredential();
  t.setNow(later(24, 30));
  const renewed = renewedIn(await ownDevice(credential));
  expect(renewed).toEqual(expect.any(String));
  const removed = await admin.request({ method: 'DELETE', url: `/api/gate-devices/${id}` });
  expect(removed.statusCode).toBe(200);
  for (const either of [credential, renewed!]) {
    const response = await ownDevice(either);
    expect(response.statusCode).toBe(401);
    expect(response.json().error.code).toBe('GATE_DEVICE_REVOKED');
  }
  t.setNow(undefined);
});

test('a renewed device silent longer than the school allows must still pair again', async () => {
  t.setNow(T0);
  const { credential } = await pairedCredential();
  t.setNow(later(24 * 2));
  const renewed = renewedIn(await ownDevice(credential));
  t.setNow(later(24 * (2 + 31)));
  const silent = await ownDevice(renewed!);
  expect(silent.statusCode).toBe(401);
  expect(silent.json().error.code).toBe('GATE_DEVICE_REVOKED');
  expect(renewedIn(silent)).toBeUndefined();
  t.setNow(undefined);
});
