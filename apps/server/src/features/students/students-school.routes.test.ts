import { expect, test } from 'vitest';
import { SCHOOL_ID_HEADER } from '@rollcall/contract/schools';
import { buildStudent, insertSchool, insertStudent } from '../../../test/factories.js';
import { useTestApp } from '../../../test/test-app.js';
import { firstSchoolId } from '../../shared/school-staff.js';

const { t, admin, teacher } = useTestApp({ staff: { admin: {}, teacher: {} } });

/** A second school with one student. */
async function otherSchoolWithStudent() {
  const schoolId = await insertSchool(t.database.db);
  const student = await insertStudent(t.database.db, { schoolId, class: '12' });
  return { schoolId, student };
}

test("another school's student is not found by id on any of the students routes, for admins and teachers", async () => {
  const { student } = await otherSchoolWithStudent();
  const id = student.id;
  // The district has two schools now: its administrator names the first.
  const headers = { [SCHOOL_ID_HEADER]: await firstSchoolId(t.database.db) };
  const { studentId: _kept, ...changed } = { ...buildStudent(), firstName: 'Changed' };
  const calls = [
    { who: teacher, method: 'GET', url: `/api/students/${id}` },
    { who: teacher, method: 'GET', url: `/api/students/${id}/qr` },
    { who: teacher, method: 'GET', url: `/api/students/${id}/attendance-calendar` },
    { who: admin, method: 'PUT', url: `/api/students/${id}`, payload: changed },
    { who: admin, method: 'DELETE', url: `/api/students/${id}` },
    { who: admin, method: 'POST', url: `/api/students/${id}/regenerate-qr` },
  ] as const;
  for (const { who, ...call } of calls) {
    const response = await who.request({ ...call, headers });
    expect(response.statusCode, `${call.method} ${call.url}`).toBe(404);
    expect(response.json().error.code).toBe('STUDENT_NOT_FOUND');
  }
  const row = await t.database.pool.query(
    'select first_name, archived_at, qr_version from students where id = $1',
    [id],
  );
  expect(row.rows[0]).toMatchObject({
    first_name: student.firstName,
    archived_at: null,
    qr_version: student.qrVersion,
  });
});

test("no list, search, count or class of one school holds another school's students", async () => {
  const { student } = await otherSchoolWithStudent();
  const own = await insertStudent(t.database.db, { class: '9' });
  const list = await teacher.request({ method: 'GET', url: '/api/students?limit=100' });
  const ids = (list.json().data.students as { _id: string }[]).map((each) => each._id);
  expect(ids).toContain(own.id);
  expect(ids).not.toContain(student.id);
  const search = await teacher.request({
    method: 'GET',
    url: `/api/students/search?q=${encodeURIComponent(student.lastName)}`,
  });
  expect(search.json().data.students).toEqual([]);
  const classes = await teacher.request({ method: 'GET', url: '/api/students/classes' });
  expect(classes.json().data.classes.map((each: { _id: string }) => each._id)).not.toContain('12');
  const stats = await teacher.request({ method: 'GET', url: '/api/students/stats' });
  expect(stats.json().data.byClass.map((each: { _id: string }) => each._id)).not.toContain('12');
});

test('a student added, or imported, goes to the school the request acts on', async () => {
  const { schoolId } = await otherSchoolWithStudent();
  const added = await admin.request({
    method: 'POST',
    url: '/api/students',
    payload: buildStudent(),
    headers: { [SCHOOL_ID_HEADER]: schoolId },
  });
  expect(added.statusCode).toBe(201);
  const imported = await admin.request({
    method: 'POST',
    url: '/api/students/bulk-import',
    payload: { students: [buildStudent()] },
    headers: { [SCHOOL_ID_HEADER]: schoolId },
  });
  expect(imported.json().data.summary.created).toBe(1);
  const placed = await t.database.pool.query<{ school_id: string }>(
    'select school_id from students where student_id = any($1)',
    [[added.json().data.student.studentId, imported.json().data.results[0].studentId]],
  );
  expect(placed.rows).toEqual([{ school_id: schoolId }, { school_id: schoolId }]);
  // The district has two schools now: a school's route asks which one.
  const unnamed = await admin.request({ method: 'GET', url: '/api/students' });
  expect(unnamed.statusCode).toBe(400);
  expect(unnamed.json().error.code).toBe('SCHOOL_REQUIRED');
});

test("a Student ID is unique within its school: another school's student may have it", async () => {
  const { schoolId, student } = await otherSchoolWithStudent();
  const add = (headers: Record<string, string>) =>
    admin.request({
      method: 'POST',
      url: '/api/students',
      payload: buildStudent({ studentId: student.studentId }),
      headers,
    });
  const first = await firstSchoolId(t.database.db);
  expect((await add({ [SCHOOL_ID_HEADER]: first })).statusCode).toBe(201);
  const again = await add({ [SCHOOL_ID_HEADER]: schoolId });
  expect(again.statusCode).toBe(409);
  expect(again.json().error.code).toBe('STUDENT_ID_TAKEN');
  const imported = await admin.request({
    method: 'POST',
    url: '/api/students/bulk-import',
    payload: { students: [buildStudent({ studentId: student.studentId })] },
    headers: { [SCHOOL_ID_HEADER]: schoolId },
  });
  expect(imported.json().data.summary.created).toBe(0);
});
