import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { expect, test } from 'vitest';
import { arrivedLate } from '@rollcall/contract/attendance';
import { API_PREFIX } from '@rollcall/contract/endpoint';
import { mediaApi } from '@rollcall/contract/media';
import { attendance } from '../../db/schema/attendance.js';
import { attendanceCheckOuts } from '../../db/schema/gate.js';
import { buildQrPayload } from '../../shared/qr-code.js';
import { insertStudent } from '../../../test/factories.js';
import { useTestApp, type SignedIn } from '../../../test/test-app.js';

const { t, admin, teacher } = useTestApp({ staff: { admin: {}, teacher: {} } });

// Tuesday 15 September 2026; New York is on EDT (UTC-4). School starts 08:00, grace 5 minutes.
const at = (localTime: string, date = '2026-09-15') => `${date}T${localTime}-04:00`;

async function createDevice(mode: 'check-in' | 'check-out' = 'check-in', location = 'North Gate') {
  const response = await admin.request({
    method: 'POST',
    url: '/api/gate-devices',
    payload: { name: `Tablet ${randomUUID().slice(0, 4)}`, location, mode },
  });
  expect(response.statusCode).toBe(201);
  return response.json().data as {
    device: { _id: string; name: string };
    pairingCode: string;
    pairingPath: string;
    expiresAt: string;
  };
}

let nextAddress = 1;
/** Each pairing from its own address: pairing is rate limited per address (tested below). */
const pair = (code: string, remoteAddress = `10.0.${nextAddress >> 8}.${nextAddress++ & 255}`) =>
  t.app.inject({ method: 'POST', url: '/api/gate-devices/pair', payload: { code }, remoteAddress });

async function pairedDevice(mode: 'check-in' | 'check-out' = 'check-in', location?: string) {
  const created = await createDevice(mode, location);
  const paired = await pair(created.pairingCode);
  expect(paired.statusCode).toBe(200);
  const { credential } = paired.json().data as { credential: string };
  return { id: created.device._id, headers: { authorization: `Bearer ${credential}` } };
}

type Device = Awaited<ReturnType<typeof pairedDevice>>;

const gateScan = (
  device: Device | SignedIn,
  payload: { code: string; scannedAt?: string; clientScanId?: string; mode?: string },
) =>
  t.app.inject({
    method: 'POST',
    url: '/api/gate/scan',
    headers: device.headers,
    payload: { clientScanId: randomUUID(), ...payload },
  });

const qrOf = async (id: string) =>
  (await admin.request({ method: 'GET', url: `/api/students/${id}/qr` })).json().data
    .qrCodeData as string;

/** A card signed with this school's key for a student id, who may not exist. */
const signedCardOf = (id: string) =>
  buildQrPayload(t.app.qrSecret, {
    id,
    studentId: 'S-404',
    firstName: 'No',
    lastName: 'Body',
    class: '9',
    section: 'A',
    qrVersion: 1,
  });

/** What a gate device reads: the card's signed QR code (plain numbers are refused there). */
const cardOf = (student: { id: string }) => qrOf(student.id);

const recordsOf = (studentId: string) =>
  t.database.db.select().from(attendance).where(eq(attendance.studentId, studentId));

test('pairing: an admin makes a 15-minute code, a device trades it once for its credential', async () => {
  t.setNow(at('07:00:00'));
  const created = await createDevice();
  expect(created.pairingCode).toMatch(/^[A-Z2-9]{8}$/);
  expect(created.pairingPath).toBe(`/gate/pair?code=${created.pairingCode}`);
  expect(new Date(created.expiresAt).getTime() - new Date(at('07:00:00')).getTime()).toBe(
    15 * 60_000,
  );
  // Typed on a tablet: lower case and a dash between groups still match.
  const typed = `${created.pairingCode.slice(0, 4).toLowerCase()}-${created.pairingCode.slice(4)}`;
  const paired = await pair(typed);
  expect(paired.statusCode).toBe(200);
  expect(paired.json().data.credential).toMatch(/^rcgate\./);
  expect(paired.json().data.device).toMatchObject({ _id: created.device._id, mode: 'check-in' });

  const again = await pair(created.pairingCode);
  expect(again.statusCode).toBe(400);
  expect(again.json().error.code).toBe('PAIRING_INVALID');
});

test('pairing: a code past its 15 minutes is refused; a new code pairs the device', async () => {
  t.setNow(at('07:00:00'));
  const created = await createDevice();
  t.setNow(at('07:15:01'));
  const late = await pair(created.pairingCode);
  expect(late.statusCode).toBe(400);
  expect(late.json().error.message).toBe(
    'This pairing code is not valid or has expired. Ask an administrator for a new one.',
  );
  const renewed = await admin.request({
    method: 'POST',
    url: `/api/gate-devices/${created.device._id}/pairing-code`,
  });
  expect(renewed.statusCode).toBe(200);
  expect((await pair(renewed.json().data.pairingCode)).statusCode).toBe(200);
});

test('pairing attempts are limited per address: guessing codes stops after ten a minute', async () => {
  const answers = [];
  for (let i = 0; i < 11; i += 1) answers.push((await pair('WRONG234', '10.9.9.9')).statusCode);
  expect(answers.slice(0, 10)).toEqual(Array.from({ length: 10 }, () => 400));
  expect(answers[10]).toBe(429);
});

test('gate devices are for admins: a teacher is refused, signed-out callers too', async () => {
  const asTeacher = await teacher.request({
    method: 'POST',
    url: '/api/gate-devices',
    payload: { name: 'T', location: 'L' },
  });
  expect(asTeacher.statusCode).toBe(403);
  expect((await t.app.inject({ method: 'GET', url: '/api/gate-devices' })).statusCode).toBe(401);
  const invalid = await admin.request({
    method: 'POST',
    url: '/api/gate-devices',
    payload: { name: ' ', location: '' },
  });
  expect(invalid.statusCode).toBe(400);
  expect(invalid.json().error.fields).toEqual({
    name: 'Please enter a device name',
    location: 'Please enter a location',
  });
});

test('a device credential opens only scan, today and its own record: every other route is 403', async () => {
  const device = await pairedDevice();
  const docs = await t.app.inject({ method: 'GET', url: `${API_PREFIX}/docs/json` });
  const spec = docs.json<{ paths: Record<string, Record<string, unknown>> }>();
  const allowed = new Set(['POST /api/gate/scan', 'GET /api/gate/today', 'GET /api/gate/device']);
  const routes = Object.entries(spec.paths).flatMap(([path, methods]) =>
    Object.keys(methods).map((method) => ({ method: method.toUpperCase(), path })),
  );
  // Not in the document, but served: pictures, the document itself, the web app.
  routes.push(
    { method: 'GET', path: API_PREFIX + mediaApi.get.path.replace(':token', '{token}') },
    { method: 'GET', path: `${API_PREFIX}/docs/json` },
    { method: 'GET', path: '/dashboard' },
  );
  expect(routes.length).toBeGreaterThan(50);
  for (const route of routes) {
    const name = `${route.method} ${route.path}`;
    if (allowed.has(name)) continue;
    const url = route.path.replace(/\{(\w+)\}/g, () => randomUUID());
    const response = await t.app.inject({
      method: route.method as 'GET',
      url,
      headers: device.headers,
      ...(route.method === 'GET' ? {} : { payload: {} }),
    });
    expect(response.statusCode, name).toBe(403);
    expect(response.json().error.message, name).toBe(
      'A gate device can only scan and read its own count.',
    );
  }
  for (const name of allowed) {
    expect(
      routes.some((route) => `${route.method} ${route.path}` === name),
      name,
    ).toBe(true);
  }
  const own = await t.app.inject({
    method: 'GET',
    url: '/api/gate/device',
    headers: device.headers,
  });
  expect(own.statusCode).toBe(200);
  expect(own.json().data.device._id).toBe(device.id);
});

test('removing a device ends its credential at once', async () => {
  t.setNow(at('07:30:00'));
  const device = await pairedDevice();
  const student = await insertStudent(t.database.db);
  const removed = await admin.request({ method: 'DELETE', url: `/api/gate-devices/${device.id}` });
  expect(removed.statusCode).toBe(200);
  const scan = await gateScan(device, { code: await cardOf(student) });
  expect(scan.statusCode).toBe(401);
  expect(scan.json().error.code).toBe('GATE_DEVICE_REVOKED');
  const list = await admin.request({ method: 'GET', url: '/api/gate-devices' });
  expect(list.json().data.devices.map((d: { _id: string }) => d._id)).not.toContain(device.id);
  // Adding and removing a device are administrative changes: both are in the audit log.
  const audit = await admin.request({
    method: 'GET',
    url: `/api/audit-log?entityType=gate_device&entityId=${device.id}`,
  });
  const actions = (audit.json().data.entries as { action: string; actorId: string }[]).map(
    (entry) => [entry.action, entry.actorId],
  );
  expect(actions).toEqual([
    ['gate_device.remove', admin.user.id],
    ['gate_device.create', admin.user.id],
  ]);
});

test('a device scans signed cards; its location and count follow', async () => {
  const device = await pairedDevice('check-in', 'East Gate');
  const ada = await insertStudent(t.database.db, { firstName: 'Ada', lastName: 'Gate' });
  const bo = await insertStudent(t.database.db, { firstName: 'Bo', lastName: 'Gate' });
  t.setNow(at('07:55:00'));
  const first = await gateScan(device, { code: await qrOf(ada.id) });
  expect(first.statusCode).toBe(200);
  expect(first.json().data).toMatchObject({
    outcome: 'on-time',
    message: 'Ada Gate checked in',
    student: { _id: ada.id, firstName: 'Ada' },
    minutesLate: 0,
  });
  t.setNow(at('08:12:00'));
  const second = await gateScan(device, { code: await cardOf(bo) });
  expect(second.json().data).toMatchObject({ outcome: 'late', minutesLate: 12 });
  const again = await gateScan(device, { code: await cardOf(bo) });
  expect(again.json().data).toMatchObject({
    outcome: 'already-checked-in',
    message: 'Bo Gate already checked in today at 08:12',
  });
  const [record] = await recordsOf(ada.id);
  expect(record).toMatchObject({ location: 'East Gate', deviceId: device.id, recordedBy: null });

  const today = await t.app.inject({
    method: 'GET',
    url: '/api/gate/today',
    headers: device.headers,
  });
  expect(today.json().data).toEqual({
    date: '2026-09-15',
    location: 'East Gate',
    mode: 'check-in',
    count: 2,
  });
  const list = await admin.request({ method: 'GET', url: '/api/gate-devices' });
  const listed = list.json().data.devices.find((d: { _id: string }) => d._id === device.id);
  expect(listed).toMatchObject({ scansToday: 2, location: 'East Gate' });
  expect(listed.lastSeenAt).not.toBeNull();
});

test('refused cards: forged, superseded, unknown, archived — each with its message, nothing recorded', async () => {
  const device = await pairedDevice();
  t.setNow(at('08:00:00'));
  const student = await insertStudent(t.database.db);
  const card = await qrOf(student.id);
  const forged = card.replace(/"name":"[^"]*"/, '"name":"Someone Else"');
  expect((await gateScan(device, { code: forged })).json().error.code).toBe('QR_INVALID');
  await admin.request({ method: 'POST', url: `/api/students/${student.id}/regenerate-qr` });
  expect((await gateScan(device, { code: card })).json().error.code).toBe('QR_SUPERSEDED');
  expect((await gateScan(device, { code: signedCardOf(randomUUID()) })).json().error).toMatchObject(
    {
      code: 'STUDENT_NOT_FOUND',
      message: 'No student matches this QR code or student ID',
    },
  );
  const archived = await insertStudent(t.database.db, { archivedAt: new Date() });
  expect((await gateScan(device, { code: signedCardOf(archived.id) })).json().error.code).toBe(
    'STUDENT_UNAVAILABLE',
  );
  expect(await recordsOf(student.id)).toEqual([]);
});

test('a replayed scan is recorded once and answers as the first time, refusals included', async () => {
  const device = await pairedDevice();
  const student = await insertStudent(t.database.db);
  t.setNow(at('08:20:00'));
  const clientScanId = randomUUID();
  const first = await gateScan(device, {
    code: await cardOf(student),
    clientScanId,
    scannedAt: at('08:01:00'),
  });
  t.setNow(at('08:40:00'));
  const replay = await gateScan(device, {
    code: await cardOf(student),
    clientScanId,
    scannedAt: at('08:01:00'),
  });
  expect(replay.statusCode).toBe(first.statusCode);
  expect(replay.json()).toEqual(first.json());
  expect(first.json().data.outcome).toBe('on-time');
  expect(await recordsOf(student.id)).toHaveLength(1);

  const unknownId = randomUUID();
  const notYet = randomUUID();
  const refused = await gateScan(device, { code: signedCardOf(notYet), clientScanId: unknownId });
  // The student is created afterwards: the replay still answers what the first scan heard.
  await insertStudent(t.database.db, { id: notYet, studentId: 'NOT-YET-A-STUDENT' });
  const refusedAgain = await gateScan(device, {
    code: signedCardOf(notYet),
    clientScanId: unknownId,
  });
  expect(refusedAgain.statusCode).toBe(404);
  expect(refusedAgain.json()).toEqual(refused.json());
});

test('twenty replays of one scan at once record one check-in and all answer alike', async () => {
  const device = await pairedDevice();
  const student = await insertStudent(t.database.db);
  t.setNow(at('08:03:00'));
  const clientScanId = randomUUID();
  const card = await cardOf(student);
  const answers = await Promise.all(
    Array.from({ length: 20 }, () => gateScan(device, { code: card, clientScanId })),
  );
  expect(new Set(answers.map((answer) => answer.statusCode))).toEqual(new Set([200]));
  expect(new Set(answers.map((answer) => answer.body)).size).toBe(1);
  expect(await recordsOf(student.id)).toHaveLength(1);
});

test('another device cannot read a scan id it did not send', async () => {
  const [one, other] = await Promise.all([pairedDevice(), pairedDevice()]);
  const student = await insertStudent(t.database.db);
  t.setNow(at('08:03:00'));
  const clientScanId = randomUUID();
  await gateScan(one, { code: await cardOf(student), clientScanId });
  const stolen = await gateScan(other, { code: await cardOf(student), clientScanId });
  expect(stolen.statusCode).toBe(409);
  expect(stolen.json().error.code).toBe('SCAN_ID_TAKEN');
});

test('scannedAt: an offline scan counts at its own time; the future and past days are refused', async () => {
  const device = await pairedDevice();
  const early = await insertStudent(t.database.db);
  const late = await insertStudent(t.database.db);
  t.setNow(at('09:45:00'));
  // Scanned at 07:58 while offline, synced at 09:45: on time, stored at 07:58.
  const synced = await gateScan(device, { code: await cardOf(early), scannedAt: at('07:58:00') });
  expect(synced.json().data).toMatchObject({ outcome: 'on-time', minutesLate: 0 });
  const [record] = await recordsOf(early.id);
  expect(record?.scanTime.toISOString()).toBe(new Date(at('07:58:00')).toISOString());
  // Both times are kept, so staff see that it was synced late (a backdated time would show).
  const listed = (
    await admin.request({ method: 'GET', url: `/api/attendance?studentId=${early.id}` })
  ).json().data.attendance[0];
  expect(listed).toMatchObject({
    scanTime: new Date(at('07:58:00')).toISOString(),
    receivedAt: new Date(at('09:45:00')).toISOString(),
  });
  expect(arrivedLate(listed)).toBe(true);

  // A device clock up to two minutes ahead is accepted; more is refused.
  const ahead = await gateScan(device, { code: await cardOf(late), scannedAt: at('09:47:30') });
  expect(ahead.statusCode).toBe(400);
  expect(ahead.json().error).toMatchObject({
    code: 'SCAN_IN_FUTURE',
    message: 'This scan is dated in the future. Check the device’s clock.',
  });
  const yesterday = await gateScan(device, {
    code: await cardOf(late),
    scannedAt: at('08:10:00', '2026-09-14'),
  });
  expect(yesterday.statusCode).toBe(409);
  expect(yesterday.json().error.code).toBe('SCAN_DAY_CLOSED');
  const skew = await gateScan(device, { code: await cardOf(late), scannedAt: at('09:46:30') });
  expect(skew.json().data).toMatchObject({ outcome: 'late', minutesLate: 106 });
  expect(await recordsOf(late.id)).toHaveLength(1);
});

test('check-out: the first of the day counts, before 15:00 is early, without a check-in is flagged', async () => {
  const exit = await pairedDevice('check-out', 'Bus Loop');
  const entrance = await pairedDevice('check-in', 'Bus Loop');
  const stayed = await insertStudent(t.database.db, { firstName: 'Cy', lastName: 'Stay' });
  const leftEarly = await insertStudent(t.database.db, { firstName: 'Di', lastName: 'Early' });
  const neverIn = await insertStudent(t.database.db, { firstName: 'Ed', lastName: 'Nocheck' });
  t.setNow(at('07:50:00'));
  await gateScan(entrance, { code: await cardOf(stayed) });
  await gateScan(entrance, { code: await cardOf(leftEarly) });

  t.setNow(at('11:20:00'));
  const early = await gateScan(exit, { code: await cardOf(leftEarly) });
  expect(early.json().data).toMatchObject({
    outcome: 'checked-out-early',
    message: 'Check-out recorded for Di Early. Early leave (before 15:00)',
    withoutCheckIn: false,
  });
  t.setNow(at('15:05:00'));
  expect((await gateScan(exit, { code: await cardOf(stayed) })).json().data.outcome).toBe(
    'checked-out',
  );
  const twice = await gateScan(exit, { code: await cardOf(leftEarly) });
  expect(twice.json().data).toMatchObject({
    outcome: 'already-checked-out',
    message: 'Di Early already checked out today at 11:20',
  });
  const flagged = await gateScan(exit, { code: await cardOf(neverIn) });
  expect(flagged.json().data).toMatchObject({
    outcome: 'checked-out',
    withoutCheckIn: true,
    message: 'Check-out recorded for Ed Nocheck. No check-in today: staff have been flagged',
  });
  const stored = await t.database.db
    .select()
    .from(attendanceCheckOuts)
    .where(
      and(
        eq(attendanceCheckOuts.studentId, leftEarly.id),
        eq(attendanceCheckOuts.schoolDate, '2026-09-15'),
      ),
    );
  expect(stored).toMatchObject([{ isEarly: true, withoutCheckIn: false, location: 'Bus Loop' }]);
  // Check-outs never touch the check-in records; the absent list flags the one without a check-in.
  expect(await recordsOf(neverIn.id)).toEqual([]);
  const absent = await admin.request({ method: 'GET', url: '/api/attendance/absent-students' });
  const listed = absent.json().data.absentStudents as { _id: string; checkedOutAt?: string }[];
  expect(listed.find((student) => student._id === neverIn.id)?.checkedOutAt).toBe(
    new Date(at('15:05:00')).toISOString(),
  );
  expect(listed.find((student) => student._id === stayed.id)).toBeUndefined();
  const today = await t.app.inject({
    method: 'GET',
    url: '/api/gate/today',
    headers: exit.headers,
  });
  expect(today.json().data).toMatchObject({ mode: 'check-out', count: 3, location: 'Bus Loop' });
});

test("a check-out's message is whole in the kiosk's language, early leave and missing check-in too", async () => {
  const exit = await pairedDevice('check-out', 'Side Door');
  const entrance = await pairedDevice('check-in', 'Side Door');
  const neverIn = await insertStudent(t.database.db, { firstName: 'Flo', lastName: 'Sinentrada' });
  const early = await insertStudent(t.database.db, { firstName: 'Gus', lastName: 'Tôt' });
  t.setNow(at('07:55:00'));
  await gateScan(entrance, { code: await cardOf(early) });
  t.setNow(at('10:40:00'));
  const scanIn = async (student: { id: string }, language: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/gate/scan',
      headers: { ...exit.headers, 'accept-language': language },
      payload: { clientScanId: randomUUID(), code: await cardOf(student) },
    });
  expect((await scanIn(neverIn, 'es')).json().data.message).toBe(
    'Salida registrada: Flo Sinentrada. Salida anticipada (antes de las 15:00). Sin entrada registrada hoy: se ha avisado al personal',
  );
  expect((await scanIn(early, 'fr')).json().data.message).toBe(
    'Départ enregistré\u00a0: Gus Tôt. Départ anticipé (avant 15:00)',
  );
  expect((await scanIn(early, 'es')).json().data.message).toBe(
    'Gus Tôt ya registró su salida hoy a las 10:40',
  );
});

test('staff scan at a gate with their own sign-in and choose the mode', async () => {
  const student = await insertStudent(t.database.db);
  t.setNow(at('08:01:00'));
  const checkIn = await gateScan(teacher, { code: student.studentId });
  expect(checkIn.json().data.outcome).toBe('on-time');
  const [record] = await recordsOf(student.id);
  expect(record).toMatchObject({ recordedBy: teacher.user.id, deviceId: null });
  t.setNow(at('15:30:00'));
  const checkOut = await gateScan(teacher, { code: student.studentId, mode: 'check-out' });
  expect(checkOut.json().data.outcome).toBe('checked-out');
  const own = await teacher.request({ method: 'GET', url: '/api/gate/device' });
  expect(own.statusCode).toBe(401);
});

test('the check-out time shows in the list, the student history, the CSV and Excel exports and the attendance log', async () => {
  const exit = await pairedDevice('check-out', 'Side Gate');
  const student = await insertStudent(t.database.db, {
    firstName: 'Flo',
    lastName: 'Leaves',
    enrollmentDate: '2026-09-01',
  });
  t.setNow(at('07:58:00', '2026-09-16'));
  await gateScan(teacher, { code: student.studentId });
  t.setNow(at('13:45:00', '2026-09-16'));
  await gateScan(exit, { code: await cardOf(student) });

  const day = 'startDate=2026-09-16&endDate=2026-09-16';
  const list = await admin.request({
    method: 'GET',
    url: `/api/attendance?studentId=${student.id}&${day}`,
  });
  const checkOut = { time: new Date(at('13:45:00', '2026-09-16')).toISOString(), isEarly: true };
  expect(list.json().data.attendance).toMatchObject([{ checkOut }]);
  const history = await admin.request({
    method: 'GET',
    url: `/api/attendance/student/${student.id}?${day}`,
  });
  expect(history.json().data.attendance).toMatchObject([{ checkOut }]);

  const csv = await admin.request({
    method: 'GET',
    url: `/api/attendance/export?format=csv&studentId=${student.id}&${day}`,
  });
  expect(csv.body.trim().split('\r\n')[1]).toMatch(/,13:45 \(early\)$/);
  const excel = await admin.request({
    method: 'GET',
    url: `/api/attendance/export?format=excel&studentId=${student.id}&${day}`,
  });
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(excel.rawPayload as unknown as ArrayBuffer);
  const sheet = workbook.getWorksheet('Attendance');
  expect(sheet?.getRow(1).getCell(11).value).toBe('Check-out');
  expect(sheet?.getRow(2).getCell(11).value).toBe('13:45 (early)');

  const log = await admin.request({
    method: 'GET',
    url: `/api/attendance/reports?type=attendance-log&${day}`,
  });
  const rows = log.json().data.rows as { studentName: string; checkOut: string }[];
  expect(rows.find((row) => row.studentName === 'Flo Leaves')?.checkOut).toBe('13:45 (early)');
});

test('dismissal time is a setting: a check-out before it is early', async () => {
  const settings = (await admin.request({ method: 'GET', url: '/api/settings' })).json().data
    .settings as Record<string, unknown>;
  expect(settings.dismissalTime).toBe('15:00');
  const { hasLogo: _hasLogo, ...body } = settings;
  const refused = await admin.request({
    method: 'PUT',
    url: '/api/settings',
    payload: { ...body, dismissalTime: '07:30' },
  });
  expect(refused.statusCode).toBe(400);
  expect(refused.json().error.fields).toEqual({
    dismissalTime: 'Dismissal must be after the school start time',
  });
  const saved = await admin.request({
    method: 'PUT',
    url: '/api/settings',
    payload: { ...body, dismissalTime: '12:30' },
  });
  expect(saved.statusCode).toBe(200);

  const exit = await pairedDevice('check-out');
  const student = await insertStudent(t.database.db);
  t.setNow(at('12:45:00', '2026-09-17'));
  expect((await gateScan(exit, { code: await cardOf(student) })).json().data.outcome).toBe(
    'checked-out',
  );
  await admin.request({ method: 'PUT', url: '/api/settings', payload: body });
});

test('a gate device refuses a plain student number without naming anyone, unless the school allows it', async () => {
  const device = await pairedDevice('check-in', 'Side Gate');
  const cy = await insertStudent(t.database.db, { firstName: 'Cy', lastName: 'Plain' });
  t.setNow(at('07:50:00'));
  for (const code of [cy.studentId, cy.studentId.toLowerCase(), 'NOBODY-123']) {
    const refused = await gateScan(device, { code });
    expect(refused.statusCode, code).toBe(400);
    expect(refused.json().error).toEqual({
      code: 'QR_INVALID',
      message:
        'This barcode or number is not accepted at the gate. Scan the QR code on the card, or see the office.',
    });
    expect(refused.body).not.toContain('Cy');
  }
  expect(await recordsOf(cy.id)).toEqual([]);

  // Staff signed in at a gate may type one: a person's act, recorded as theirs.
  const typed = await gateScan(teacher, { code: cy.studentId });
  expect(typed.json().data).toMatchObject({ outcome: 'on-time', student: { _id: cy.id } });
  expect((await recordsOf(cy.id))[0]).toMatchObject({
    recordedBy: teacher.user.id,
    deviceId: null,
  });

  // The school's setting lets gate devices take numbers too.
  const allow = async (gateAcceptsPlainCodes: boolean) => {
    const settings = (await admin.request({ method: 'GET', url: '/api/settings' })).json().data
      .settings;
    return admin.request({
      method: 'PUT',
      url: '/api/settings',
      payload: { ...settings, gateAcceptsPlainCodes },
    });
  };
  expect((await allow(true)).statusCode).toBe(200);
  try {
    const dee = await insertStudent(t.database.db, { firstName: 'Dee', lastName: 'Plain' });
    expect((await gateScan(device, { code: dee.studentId })).json().data).toMatchObject({
      outcome: 'on-time',
      student: { _id: dee.id },
    });
  } finally {
    expect((await allow(false)).statusCode).toBe(200);
  }
});

test('a device may scan five times a second, and is refused beyond that for the minute', async () => {
  const device = await pairedDevice();
  const other = await pairedDevice();
  t.setNow(at('07:40:00'));
  const card = signedCardOf(randomUUID());
  const statuses: number[] = [];
  for (let scan = 0; scan < 301; scan += 1) {
    statuses.push((await gateScan(device, { code: card })).statusCode);
  }
  expect(statuses.slice(0, 300).every((status) => status === 404)).toBe(true);
  expect(statuses[300]).toBe(429);
  // Another device at the same gate is not held up.
  expect((await gateScan(other, { code: card })).statusCode).toBe(404);
}, 60_000);

test('a device silent longer than the school allows must pair again', async () => {
  t.setNow(at('07:30:00'));
  const device = await pairedDevice();
  const after = (days: number) =>
    new Date(new Date(at('07:30:00')).getTime() + days * 24 * 60 * 60 * 1000);
  // 29 days later it still answers (and that contact starts the count again)…
  t.setNow(after(29));
  expect(
    (await t.app.inject({ method: 'GET', url: '/api/gate/device', headers: device.headers }))
      .statusCode,
  ).toBe(200);
  // …then 31 days of silence: refused, as a removed device is.
  t.setNow(after(29 + 31));
  const silent = await t.app.inject({
    method: 'GET',
    url: '/api/gate/device',
    headers: device.headers,
  });
  expect(silent.statusCode).toBe(401);
  expect(silent.json().error.code).toBe('GATE_DEVICE_REVOKED');
});
