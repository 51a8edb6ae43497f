import { expect, test } from 'vitest';
import { SCHOOL_ID_HEADER } from '@rollcall/contract/schools';
import { insertSchool, insertStudent } from '../../../test/factories.js';
import { useTestApp } from '../../../test/test-app.js';
import { buildQrPayload } from '../../shared/qr-code.js';
import { firstSchoolId } from '../../shared/school-staff.js';

const { t, teacher } = useTestApp({ staff: { teacher: {} } });

const scan = (
  signedIn: typeof teacher,
  student: Awaited<ReturnType<typeof insertStudent>>,
  headers: Record<string, string> = {},
) =>
  signedIn.request({
    method: 'POST',
    url: '/api/attendance/scan',
    payload: { qrCode: buildQrPayload(t.app.qrSecret, student) },
    headers,
  });

const recordsOf = async (studentId: string) =>
  (await t.database.pool.query('select 1 from attendance where student_id = $1', [studentId]))
    .rowCount;

test("a staff scan checks in its school's students and refuses another school's card by name", async () => {
  const riverside = await insertSchool(t.database.db, { name: 'Riverside High' });
  const theirs = await insertStudent(t.database.db, { schoolId: riverside });
  const ours = await insertStudent(t.database.db);

  const refused = await scan(teacher, theirs);
  expect(refused.statusCode).toBe(409);
  expect(refused.json().error).toEqual({
    code: 'CARD_OTHER_SCHOOL',
    message: 'This card belongs to Riverside High',
  });
  expect(await recordsOf(theirs.id)).toBe(0);
  expect((await scan(teacher, ours)).statusCode).toBe(201);
  expect(await recordsOf(ours.id)).toBe(1);
});

test('a teacher of two schools scans at the one they name, is asked which otherwise, and is refused elsewhere', async () => {
  const first = await firstSchoolId(t.database.db);
  const riverside = await insertSchool(t.database.db);
  const elsewhere = await insertSchool(t.database.db);
  const both = await t.signIn('teacher', { schoolIds: [first, riverside] });
  const atRiverside = await insertStudent(t.database.db, { schoolId: riverside });
  const atElsewhere = await insertStudent(t.database.db, { schoolId: elsewhere });

  const unnamed = await scan(both, atRiverside);
  expect(unnamed.json().error.code).toBe('SCHOOL_REQUIRED');
  const notTheirs = await scan(both, atElsewhere, { [SCHOOL_ID_HEADER]: elsewhere });
  expect(notTheirs.statusCode).toBe(403);
  expect(notTheirs.json().error.code).toBe('SCHOOL_FORBIDDEN');
  const named = await scan(both, atRiverside, { [SCHOOL_ID_HEADER]: riverside });
  expect(named.statusCode).toBe(201);
  expect(await recordsOf(atRiverside.id)).toBe(1);
  expect(await recordsOf(atElsewhere.id)).toBe(0);
});

test('a membership taken away stops the scans at that school at once', async () => {
  const riverside = await insertSchool(t.database.db);
  const moving = await t.signIn('teacher', { schoolIds: [riverside] });
  const first = await insertStudent(t.database.db, { schoolId: riverside });
  const second = await insertStudent(t.database.db, { schoolId: riverside });
  expect((await scan(moving, first)).statusCode).toBe(201);
  await t.database.pool.query('delete from school_memberships where user_id = $1', [
    moving.user.id,
  ]);
  const refused = await scan(moving, second);
  expect(refused.json().error.code).toBe('SCHOOL_FORBIDDEN');
  expect(await recordsOf(second.id)).toBe(0);
});

test("a manual entry for another school's student is not found", async () => {
  const riverside = await insertSchool(t.database.db);
  const theirs = await insertStudent(t.database.db, { schoolId: riverside });
  const response = await teacher.request({
    method: 'POST',
    url: '/api/attendance/manual',
    payload: { studentId: theirs.id },
  });
  expect(response.statusCode).toBe(404);
  expect(await recordsOf(theirs.id)).toBe(0);
});

test('a scan naming a school that does not exist is refused as one the teacher does not work at', async () => {
  const ours = await insertStudent(t.database.db);
  const refused = await scan(teacher, ours, {
    [SCHOOL_ID_HEADER]: '00000000-0000-4000-8000-000000000000',
  });
  expect(refused.statusCode).toBe(403);
  expect(refused.json().error.code).toBe('SCHOOL_FORBIDDEN');
  expect(await recordsOf(ours.id)).toBe(0);
});
