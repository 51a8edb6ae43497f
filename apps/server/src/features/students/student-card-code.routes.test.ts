import { ERROR_MESSAGES } from '@rollcall/contract/errors';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { buildStudent } from '../../../test/factories.js';
import { createTestApp, type SignedIn, type TestApp } from '../../../test/test-app.js';

/**
 * Issue 21: spec §3's Student carries `qrCodeData`, a ready-made QR payload the card draws (§4
 * makes one only when none is given). Every student reply carries the code their card must carry
 * now, so a card printed from any student record scans.
 */

let t: TestApp;
let admin: SignedIn;
let teacher: SignedIn;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signIn('admin');
  teacher = await t.signIn('teacher');
  // A school day in New York, before the start time.
  t.setNow('2026-10-13T07:50:00-04:00');
});
afterAll(async () => {
  await t.close();
});

type StudentReply = { _id: string; qrCodeData: string; readyMadeQrCode?: string };

const scan = (qrCode: string) =>
  teacher.request({ method: 'POST', url: '/api/attendance/scan', payload: { qrCode } });

test('the code read from a student record scans, from every reply that carries the student', async () => {
  const body = buildStudent({ firstName: 'Print', lastName: 'Me' });
  const created = await admin.request({ method: 'POST', url: '/api/students', payload: body });
  expect(created.statusCode, created.body).toBe(201);
  const { student } = created.json().data as { student: StudentReply };

  // The spec's reads: data.students from the list and the search, student from the one record.
  const [list, search, one] = await Promise.all([
    teacher.request({ method: 'GET', url: '/api/students?page=1&limit=1000' }),
    teacher.request({ method: 'GET', url: `/api/students/search?q=${body.studentId}` }),
    teacher.request({ method: 'GET', url: `/api/students/${student._id}` }),
  ]);
  const copies: StudentReply[] = [
    student,
    ...(list.json().data.students as StudentReply[]).filter((s) => s._id === student._id),
    ...(search.json().data.students as StudentReply[]),
    one.json().data.student,
  ];
  expect(copies).toHaveLength(4);
  for (const copy of copies) {
    expect(JSON.parse(copy.qrCodeData)).toMatchObject({ id: student._id, type: 'attendance' });
    expect(copy.readyMadeQrCode).toBeUndefined();
  }
  // As GET /students/{id}/qr answers: the same student and card version.
  const qr = (
    await teacher.request({ method: 'GET', url: `/api/students/${student._id}/qr` })
  ).json().data.qrCodeData;
  const { timestamp: _a, sig: _b, ...card } = JSON.parse(qr);
  expect(JSON.parse(one.json().data.student.qrCodeData)).toMatchObject(card);

  const scanned = await scan(one.json().data.student.qrCodeData);
  expect(scanned.statusCode, scanned.body).toBe(201);
  expect(scanned.json().data.student._id).toBe(student._id);
});

test('a record sent back whole keeps no signed code as ready-made; a regenerated card supersedes it', async () => {
  const body = buildStudent();
  const { student } = (
    await admin.request({ method: 'POST', url: '/api/students', payload: body })
  ).json().data as { student: StudentReply };
  const edited = await admin.request({
    method: 'PUT',
    url: `/api/students/${student._id}`,
    payload: { ...body, qrCodeData: student.qrCodeData, notes: 'Edited' },
  });
  expect(edited.statusCode, edited.body).toBe(200);
  expect(edited.json().data.student.readyMadeQrCode).toBeUndefined();

  await admin.request({ method: 'POST', url: `/api/students/${student._id}/regenerate-qr` });
  const superseded = await scan(student.qrCodeData);
  expect(superseded.json().error.message).toBe(ERROR_MESSAGES.QR_SUPERSEDED);
  const fresh = (
    await teacher.request({ method: 'GET', url: `/api/students/${student._id}` })
  ).json().data.student as StudentReply;
  expect((await scan(fresh.qrCodeData)).statusCode).toBe(201);
});

test("a school's ready-made code is the student's code, and the form's field", async () => {
  const body = buildStudent({ qrCodeData: 'LINCOLN-CARD-0042' });
  const { student } = (
    await admin.request({ method: 'POST', url: '/api/students', payload: body })
  ).json().data as { student: StudentReply };
  expect(student).toMatchObject({
    qrCodeData: 'LINCOLN-CARD-0042',
    readyMadeQrCode: 'LINCOLN-CARD-0042',
  });
  const scanned = await scan(student.qrCodeData);
  expect(scanned.statusCode, scanned.body).toBe(201);
  expect(scanned.json().data.student._id).toBe(student._id);
});
