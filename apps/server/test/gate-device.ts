import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { SignedIn, TestApp } from './test-app.js';

let nextAddress = 1;

/**
 * A gate device an admin adds and a tablet pairs, each pairing from its own address (pairing is
 * limited per address): its id and credential. `headers` go with the admin's request (a school).
 */
export async function pairGateDevice(
  t: TestApp,
  admin: SignedIn,
  options: { location?: string; headers?: Record<string, string> } = {},
): Promise<{ id: string; credential: string }> {
  const created = await admin.request({
    method: 'POST',
    url: '/api/gate-devices',
    payload: {
      name: `Tablet ${randomUUID().slice(0, 4)}`,
      location: options.location ?? 'East Gate',
      mode: 'check-in',
    },
    headers: options.headers,
  });
  expect(created.statusCode).toBe(201);
  const { device, pairingCode } = created.json().data as {
    device: { _id: string };
    pairingCode: string;
  };
  const address = nextAddress++;
  const paired = await t.app.inject({
    method: 'POST',
    url: '/api/gate-devices/pair',
    payload: { code: pairingCode },
    remoteAddress: `10.33.${address >> 8}.${address & 255}`,
  });
  expect(paired.statusCode).toBe(200);
  return { id: device._id, credential: (paired.json().data as { credential: string }).credential };
}
