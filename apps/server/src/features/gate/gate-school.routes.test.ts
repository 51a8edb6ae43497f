import { randomUUID } from 'node:crypto';
import { expect, test } from 'vitest';
import { SCHOOL_ID_HEADER } from '@rollcall/contract/schools';
import { insertSchool, insertStudent } from '../../../test/factories.js';
import { pairGateDevice } from '../../../test/gate-device.js';
import { useTestApp } from '../../../test/test-app.js';
import { buildQrPayload } from '../../shared/qr-code.js';
import { firstSchoolId } from '../../shared/school-staff.js';

const { t, admin } = useTestApp({ staff: { admin: {} } });

/** A device paired at the school, and its credential's headers. */
async function pairedDeviceAt(schoolId: string) {
  const { id, credential } = await pairGateDevice(t, admin, {
    headers: { [SCHOOL_ID_HEADER]: schoolId },
  });
  return { id, headers: { authorization: `Bearer ${credential}` } };
}

const scanAt = (device: { headers: Record<string, string> }, code: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/gate/scan',
    headers: device.headers,
    payload: { clientScanId: randomUUID(), code },
  });

const cardOf = (student: Awaited<ReturnType<typeof insertStudent>>) =>
  buildQrPayload(t.app.qrSecret, student);

test("a gate checks in its own school's students and refuses another school's card, naming that school", async () => {
  const first = await firstSchoolId(t.database.db);
  const riverside = await insertSchool(t.database.db, { name: 'Riverside High' });
  const lincolnGate = await pairedDeviceAt(first);
  const riversideGate = await pairedDeviceAt(riverside);
  const atRiverside = await insertStudent(t.database.db, { schoolId: riverside });

  const refused = await scanAt(lincolnGate, cardOf(atRiverside));
  expect(refused.statusCode).toBe(409);
  expect(refused.json().error).toEqual({
    code: 'CARD_OTHER_SCHOOL',
    message: 'This card belongs to Riverside High',
  });
  const records = await t.database.pool.query('select 1 from attendance where student_id = $1', [
    atRiverside.id,
  ]);
  expect(records.rowCount).toBe(0);

  const accepted = await scanAt(riversideGate, cardOf(atRiverside));
  expect(accepted.statusCode).toBe(200);
  expect(accepted.json().data.student).toMatchObject({ studentId: atRiverside.studentId });
});

test("one school's admin neither lists nor changes another school's gate devices", async () => {
  const first = await firstSchoolId(t.database.db);
  const riverside = await insertSchool(t.database.db);
  const riversideGate = await pairedDeviceAt(riverside);
  const atFirst = { [SCHOOL_ID_HEADER]: first };

  const listed = await admin.request({ method: 'GET', url: '/api/gate-devices', headers: atFirst });
  const ids = (listed.json().data.devices as { _id: string }[]).map((device) => device._id);
  expect(ids).not.toContain(riversideGate.id);
  const renewed = await admin.request({
    method: 'POST',
    url: `/api/gate-devices/${riversideGate.id}/pairing-code`,
    headers: atFirst,
  });
  expect(renewed.json().error.code).toBe('GATE_DEVICE_NOT_FOUND');
  const removed = await admin.request({
    method: 'DELETE',
    url: `/api/gate-devices/${riversideGate.id}`,
    headers: atFirst,
  });
  expect(removed.statusCode).toBe(404);
  // Still paired: its next scan is answered, not refused for its credential.
  const stillThere = await scanAt(riversideGate, 'not a card');
  expect(stillThere.statusCode).not.toBe(401);
});
