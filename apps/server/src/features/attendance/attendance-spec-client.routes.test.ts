import { afterAll, beforeAll, expect, test } from 'vitest';
import { ATTENDANCE_MESSAGES } from '@rollcall/contract/attendance';
import { COMMON_MESSAGES } from '@rollcall/contract/common';
import { insertStudent } from '../../../test/factories.js';
import { createTestApp, type SignedIn, type TestApp } from '../../../test/test-app.js';

/**
 * Issue 21: the spec's own client (spec §7), its query strings and field reads as it sends and
 * reads them, against Rollcall's attendance routes.
 */

let t: TestApp;
let teacher: SignedIn;
let ada: { id: string; studentId: string };

// Monday 26 October 2026 in New York (EDT until 1 November, UTC-4).
const at = (date: string, time: string) => `${date}T${time}-04:00`;

type SpecRecord = {
  studentId: {
    firstName: string;
    lastName: string;
    studentId: string;
    class: string;
    section: string;
  };
  student: unknown;
};

beforeAll(async () => {
  t = await createTestApp();
  teacher = await t.signIn('teacher');
  const row = await insertStudent(t.database.db, {
    firstName: 'Amara',
    lastName: 'Okafor',
    studentId: 'AO-7',
    class: '11',
    section: 'C',
    enrollmentDate: '2026-09-01',
  });
  ada = { id: row.id, studentId: row.studentId };
});
afterAll(async () => {
  await t.close();
});

const scan = (qrCode: string, language = 'en') =>
  teacher.request({
    method: 'POST',
    url: '/api/attendance/scan',
    headers: { 'accept-language': language },
    payload: { qrCode, location: 'Admin Dashboard', notes: 'Scanned via admin dashboard' },
  });

test("the scan reply's message leaves the name to `student`, in every language", async () => {
  t.setNow(at('2026-10-26', '07:55:00'));
  const reply = await scan(ada.studentId);
  expect(reply.statusCode, reply.body).toBe(201);
  const { attendance, student, message } = reply.json().data;
  expect(message).toBe(ATTENDANCE_MESSAGES.saved);
  expect(message).not.toContain('Amara');
  expect(`${student.firstName} ${student.lastName}`).toBe('Amara Okafor');
  expect(attendance.studentId).toEqual(student);

  // A second student, scanned in Spanish and in French: the line is the language's, nameless.
  const [spanish, french] = await Promise.all(
    ['es', 'fr'].map(async (language, index) => {
      const other = await insertStudent(t.database.db, {
        firstName: 'Luz',
        studentId: `L-${index}`,
      });
      return (await scan(other.studentId, language)).json().data.message as string;
    }),
  );
  expect(spanish).toBe('Asistencia registrada');
  expect(french).toBe('Présence enregistrée');
});

test('today, the list and a student history carry the student populated in `studentId`, as documented', async () => {
  t.setNow(at('2026-10-26', '12:00:00'));
  const reads: SpecRecord[] = [];
  const today = (await teacher.request({ method: 'GET', url: '/api/attendance/today' })).json();
  reads.push(...today.data.attendance);
  const list = await teacher.request({
    method: 'GET',
    url: `/api/attendance?studentId=${ada.id}&startDate=2026-10-26&endDate=2026-10-26&page=1&limit=20`,
  });
  reads.push(...list.json().data.attendance);
  const history = await teacher.request({
    method: 'GET',
    url: `/api/attendance/student/${ada.id}?limit=30`,
  });
  reads.push(...history.json().data.attendance);
  const amara = reads.filter((record) => record.studentId.lastName === 'Okafor');
  expect(amara).toHaveLength(3);
  for (const record of amara) {
    // What the spec's dashboard shows: name, ID and section, never Unknown Student / N/A.
    expect(record.studentId).toMatchObject({
      firstName: 'Amara',
      lastName: 'Okafor',
      studentId: 'AO-7',
      class: '11',
      section: 'C',
    });
    expect(record.studentId).toEqual(record.student);
  }

  const docs = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
  const todayReply =
    docs.paths['/api/attendance/today'].get.responses['200'].content['application/json'].schema;
  const recordSchema = todayReply.properties.data.properties.attendance.items;
  expect(recordSchema.required).toContain('studentId');
  expect(Object.keys(recordSchema.properties.studentId.properties)).toEqual(
    expect.arrayContaining(['firstName', 'lastName', 'studentId', 'class', 'section']),
  );
  expect(recordSchema.properties.studentId.description).toMatch(/populated/);
});

test('every date range takes ISO timestamps as the school day they fall on', async () => {
  t.setNow(at('2026-11-25', '15:49:33.820'));
  // Spec §7's Export Report: the last 720 hours up to now, as ISO timestamps.
  const endDate = new Date(at('2026-11-25', '15:49:33.820')).toISOString();
  const startDate = new Date(Date.parse(endDate) - 720 * 3_600_000).toISOString();
  expect(startDate).toBe('2026-10-26T19:49:33.820Z');
  const exported = await teacher.request({
    method: 'GET',
    url: `/api/attendance/export?format=csv&startDate=${startDate}&endDate=${endDate}`,
  });
  expect(exported.statusCode, exported.body).toBe(200);
  expect(exported.headers['content-type']).toMatch(/^text\/csv/);
  expect(exported.body).toContain('Amara Okafor');

  // 03:30 UTC on 27 October is still 26 October in New York: the school's day counts.
  const lateEvening = '2026-10-27T03:30:00.000Z';
  const reads = [
    `/api/attendance?startDate=${lateEvening}&endDate=${lateEvening}&limit=1000`,
    `/api/attendance/student/${ada.id}?startDate=${lateEvening}&endDate=${lateEvening}`,
    `/api/attendance/stats?startDate=${lateEvening}&endDate=${lateEvening}`,
    `/api/absentee/statistics?startDate=${lateEvening}&endDate=${lateEvening}`,
    `/api/reports/analytics?startDate=${lateEvening}&endDate=${lateEvening}`,
  ];
  const [list, history, stats, absentee, analytics] = await Promise.all(
    reads.map(async (url) => {
      const response = await teacher.request({ method: 'GET', url });
      expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
      return response.json().data;
    }),
  );
  expect(list.attendance.map((record: { schoolDate: string }) => record.schoolDate)).toEqual([
    '2026-10-26',
    '2026-10-26',
    '2026-10-26',
  ]);
  expect(history.attendance).toHaveLength(1);
  expect(stats).toMatchObject({ totalDays: 1, totalAttendance: 3 });
  expect(absentee.statistics.map((day: { date: string }) => day.date)).toEqual(['2026-10-26']);
  expect(analytics).toMatchObject({ startDate: '2026-10-26', endDate: '2026-10-26' });

  const refused = await teacher.request({
    method: 'GET',
    url: '/api/attendance/export?format=csv&startDate=last-month',
  });
  expect(refused.statusCode).toBe(400);
  expect(refused.json().error.fields).toEqual({ startDate: COMMON_MESSAGES.dateOrTimestamp });
});
