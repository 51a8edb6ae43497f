import { expect, test } from 'vitest';
import { TEXT_MESSAGES } from '@rollcall/contract/common';
import { buildStudent, insertStudent } from '../test/factories.js';
import { useTestApp, type SignedIn } from '../test/test-app.js';

// Text PostgreSQL cannot store (NUL) or would store as U+FFFD (half of a UTF-16 pair) used to
// reach the database and answer 500, with an error line in the log per request.
const NUL = '\u0000';
const LONE_SURROGATE = '\uD83D';

const { t, admin, teacher } = useTestApp({ logLevel: 'info', staff: { admin: {}, teacher: {} } });

type Probe = {
  method: 'GET' | 'POST' | 'PUT';
  url: string;
  payload?: Record<string, unknown>;
  as?: SignedIn;
  field: string;
};

test('text with NUL or a lone surrogate is a 400 with a field message on every route, never a 500', async () => {
  const student = await insertStudent(t.database.db);
  const scanned = await teacher.request({
    method: 'POST',
    url: '/api/attendance/scan',
    payload: { qrCode: student.studentId },
  });
  const recordId = scanned.json().data.attendance._id as string;
  const settings = (await admin.request({ method: 'GET', url: '/api/settings' })).json().data
    .settings as Record<string, unknown>;
  const probes: Probe[] = [];
  for (const bad of [NUL, LONE_SURROGATE]) {
    probes.push(
      {
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: `a${bad}@b.test`, password: 'x' },
        field: 'email',
      },
      {
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 'a@b.test', password: `x${bad}` },
        field: 'password',
      },
      {
        method: 'POST',
        url: '/api/auth/refresh',
        payload: { refreshToken: bad },
        field: 'refreshToken',
      },
      {
        method: 'POST',
        url: '/api/students',
        payload: buildStudent({ firstName: `Ada${bad}` }),
        field: 'firstName',
      },
      {
        method: 'PUT',
        url: `/api/students/${student.id}`,
        payload: { ...buildStudent(), studentId: undefined, notes: `note${bad}` },
        field: 'notes',
      },
      {
        method: 'POST',
        url: '/api/users',
        payload: { name: `Na${bad}me`, email: 'n@b.test', password: 'Passw0rd!', role: 'teacher' },
        field: 'name',
      },
      {
        method: 'PUT',
        url: '/api/auth/profile',
        payload: { name: 'Admin', email: admin.user.email, bio: `bio${bad}` },
        field: 'bio',
      },
      {
        method: 'PUT',
        url: '/api/settings',
        payload: { ...settings, schoolName: `School${bad}` },
        field: 'schoolName',
      },
      {
        method: 'POST',
        url: '/api/attendance/scan',
        payload: { qrCode: `S${bad}` },
        field: 'qrCode',
      },
      {
        method: 'POST',
        url: '/api/attendance/manual',
        payload: { studentId: student.id, location: `Gate${bad}` },
        field: 'location',
      },
      {
        method: 'PUT',
        url: `/api/attendance/${recordId}`,
        payload: { reason: `why${bad}` },
        field: 'reason',
      },
      {
        method: 'POST',
        url: '/api/absentee/send-notification',
        payload: { studentIds: [student.id], customMessage: `Hello${bad}` },
        field: 'customMessage',
      },
      {
        method: 'POST',
        url: '/api/absentee/test-notification',
        payload: { testEmail: `t${bad}@b.test` },
        field: 'testEmail',
      },
    );
  }
  // A URL carries UTF-8, in which half a surrogate pair cannot be written: NUL only.
  probes.push(
    {
      method: 'GET',
      url: `/api/students?search=${encodeURIComponent(`a${NUL}`)}`,
      field: 'search',
    },
    { method: 'GET', url: `/api/students/search?q=${encodeURIComponent(NUL)}`, field: 'q' },
    { method: 'GET', url: `/api/users?search=${encodeURIComponent(NUL)}`, field: 'search' },
  );
  for (const probe of probes) {
    const signedIn = probe.url.startsWith('/api/auth/login') || probe.url === '/api/auth/refresh';
    const request = signedIn ? t.app.inject.bind(t.app) : (probe.as ?? admin).request;
    const response = await request({
      method: probe.method,
      url: probe.url,
      payload: probe.payload,
    });
    const label = `${probe.method} ${probe.url} ${JSON.stringify(probe.payload ?? {})}`;
    expect(response.statusCode, label).toBe(400);
    expect(response.json().error.fields?.[probe.field], label).toBe(
      TEXT_MESSAGES.unstorableCharacter,
    );
  }
  expect(t.logLines.filter((line) => line.level >= 50)).toEqual([]);
});

test('a bulk import row with NUL fails with the field message while the other rows are created', async () => {
  const response = await admin.request({
    method: 'POST',
    url: '/api/students/bulk-import',
    payload: { students: [buildStudent(), buildStudent({ lastName: `Lo${NUL}velace` })] },
  });
  expect(response.statusCode).toBe(200);
  const { results, summary } = response.json().data;
  expect(summary).toEqual({ total: 2, created: 1, failed: 1 });
  expect(results[1].messages).toEqual([TEXT_MESSAGES.unstorableCharacter]);
  expect(t.logLines.filter((line) => line.level >= 50)).toEqual([]);
});
