import { expect, test } from 'vitest';
import { SCHOOL_ID_HEADER, SCHOOL_MESSAGES } from '@rollcall/contract/schools';
import { buildStudent } from '../../../test/factories.js';
import { useTestApp } from '../../../test/test-app.js';
import { firstSchoolId } from '../../shared/school-staff.js';

const { t, admin } = useTestApp({ staff: { admin: {} } });

const riverside = { name: 'Riverside High', code: 'RHS', timezone: 'America/Chicago' };

test('a district administrator adds a school; it is listed, usable at once and audited, and its code is its own', async () => {
  const schoolAdmin = await t.signIn('admin', { isDistrictAdmin: false });
  const teacher = await t.signIn('teacher');
  for (const caller of [schoolAdmin, teacher]) {
    const refused = await caller.request({
      method: 'POST',
      url: '/api/schools',
      payload: riverside,
    });
    expect(refused.statusCode).toBe(403);
  }
  const added = await admin.request({ method: 'POST', url: '/api/schools', payload: riverside });
  expect(added.statusCode, added.body).toBe(201);
  expect(added.json().data).toEqual({
    school: { _id: expect.any(String), ...riverside, isActive: true, studentCount: 0 },
    message: SCHOOL_MESSAGES.added,
  });
  const id = added.json().data.school._id as string;
  const taken = await admin.request({
    method: 'POST',
    url: '/api/schools',
    payload: { ...riverside, code: 'rhs', name: 'Another' },
  });
  expect(taken.statusCode).toBe(409);
  expect(taken.json().error.fields).toEqual({ code: expect.any(String) });

  const student = await admin.request({
    method: 'POST',
    url: '/api/students',
    payload: buildStudent(),
    headers: { [SCHOOL_ID_HEADER]: id },
  });
  expect(student.statusCode, student.body).toBe(201);
  const listed = (await admin.request({ method: 'GET', url: '/api/schools' })).json().data
    .schools as { _id: string; studentCount: number }[];
  expect(listed.find((school) => school._id === id)?.studentCount).toBe(1);
  const [entry] = (
    await admin.request({ method: 'GET', url: '/api/audit-log?action=school.create' })
  ).json().data.entries;
  expect(entry).toMatchObject({ entityId: id, schoolId: null, after: riverside });
});

test('an archived school is no longer where its staff work; a district administrator names it to read it; the last open school stays open', async () => {
  const lincoln = await firstSchoolId(t.database.db);
  const added = await admin.request({
    method: 'POST',
    url: '/api/schools',
    payload: { ...riverside, code: 'RHS-2' },
  });
  const id = added.json().data.school._id as string;
  const teacher = await t.signIn('teacher', { schoolIds: [id] });
  const toggle = (school: string) =>
    admin.request({ method: 'PUT', url: `/api/schools/${school}/toggle-status` });

  const archived = await toggle(id);
  expect(archived.json().data).toMatchObject({
    school: { _id: id, isActive: false },
    message: SCHOOL_MESSAGES.archived,
  });
  expect((await teacher.request({ method: 'GET', url: '/api/students' })).statusCode).toBe(400);
  const named = await admin.request({
    method: 'GET',
    url: '/api/students',
    headers: { [SCHOOL_ID_HEADER]: id },
  });
  expect(named.statusCode).toBe(200);

  // Every other school archived but Lincoln: a district administrator naming none acts there.
  const others = (
    (await admin.request({ method: 'GET', url: '/api/schools' })).json().data.schools as {
      _id: string;
      isActive: boolean;
    }[]
  ).filter((school) => school._id !== lincoln && school.isActive);
  for (const school of others) await toggle(school._id);
  expect((await admin.request({ method: 'GET', url: '/api/students' })).statusCode).toBe(200);
  const last = await toggle(lincoln);
  expect(last.statusCode).toBe(400);
  expect(last.json().error.message).toBe(SCHOOL_MESSAGES.lastOpenSchool);

  const reopened = await toggle(id);
  expect(reopened.json().data).toMatchObject({
    school: { isActive: true },
    message: SCHOOL_MESSAGES.reopened,
  });
  expect((await teacher.request({ method: 'GET', url: '/api/students' })).statusCode).toBe(200);
});
