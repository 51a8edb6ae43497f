import { COMMON_MESSAGES } from '@rollcall/contract/common';
import { describe, expect, test } from 'vitest';
import { STUDENT_MESSAGES } from '@rollcall/contract/students';
import { buildStudent, insertStudent } from '../../../test/factories.js';
import { createTestApp, useTestApp } from '../../../test/test-app.js';

const { t, admin, teacher } = useTestApp({ staff: { admin: {}, teacher: {} } });

const create = (payload: Record<string, unknown>) =>
  admin.request({ method: 'POST', url: '/api/students', payload });
const missing = '00000000-0000-4000-8000-000000000000';

describe('permissions', () => {
  test('anonymous requests are 401 everywhere', async () => {
    for (const [method, url] of [
      ['GET', '/api/students'],
      ['GET', '/api/students/stats'],
      ['GET', '/api/students/classes'],
      ['GET', '/api/students/search?q=a'],
      ['GET', `/api/students/${missing}`],
      ['GET', `/api/students/${missing}/qr`],
      ['POST', '/api/students'],
    ] as const) {
      expect((await t.app.inject({ method, url })).statusCode, `${method} ${url}`).toBe(401);
    }
  });

  test('teachers read students but cannot change them', async () => {
    const student = await insertStudent(t.database.db);
    for (const url of [
      '/api/students',
      '/api/students/stats',
      '/api/students/classes',
      '/api/students/search?q=Ada',
      `/api/students/${student.id}`,
      `/api/students/${student.id}/qr`,
    ]) {
      expect((await teacher.request({ method: 'GET', url })).statusCode, url).toBe(200);
    }
    for (const [method, url, payload] of [
      ['POST', '/api/students', buildStudent()],
      ['PUT', `/api/students/${student.id}`, buildStudent()],
      ['DELETE', `/api/students/${student.id}`, undefined],
      ['POST', `/api/students/${student.id}/regenerate-qr`, undefined],
      ['POST', `/api/students/${student.id}/upload-photo`, undefined],
      ['POST', '/api/students/bulk-import', { students: [buildStudent()] }],
    ] as const) {
      expect((await teacher.request({ method, url, payload })).statusCode, `${method} ${url}`).toBe(
        403,
      );
    }
  });
});

test('create applies the defaults and returns the student with the message', async () => {
  const response = await create(buildStudent({ studentId: 'S-DEFAULTS', email: '', notes: '  ' }));
  expect(response.statusCode).toBe(201);
  const { student, message } = response.json().data;
  expect(message).toBe(STUDENT_MESSAGES.created);
  expect(student).toMatchObject({
    studentId: 'S-DEFAULTS',
    section: 'A',
    guardianRelation: 'parent',
    isActive: true,
    address: { country: 'USA' },
    medicalInfo: { allergies: [] },
  });
  expect(student.enrollmentDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  expect(student).not.toHaveProperty('email');
  expect(student).not.toHaveProperty('notes');
});

test('create keeps every field of the form', async () => {
  const payload = buildStudent({
    email: 'Ada@Example.com',
    phoneNumber: '(555) 010-3000',
    dateOfBirth: '2010-04-02',
    gender: 'female',
    class: '12',
    section: 'C',
    rollNumber: '17',
    enrollmentDate: '2025-09-01',
    guardianEmail: 'grace@example.com',
    guardianRelation: 'guardian',
    guardianLanguage: 'fr',
    address: { street: '1 Main St', city: 'Springfield', state: 'IL', zipCode: '62701' },
    notes: 'Prefers the front row.',
    emergencyContact: { name: 'Uncle Bob', phone: '555-0100' },
    medicalInfo: { bloodType: 'O+', allergies: ['Peanuts', 'Penicillin', 'Dust'] },
  });
  const { student } = (await create(payload)).json().data;
  expect(student).toMatchObject({
    ...payload,
    email: 'ada@example.com',
    address: {
      street: '1 Main St',
      city: 'Springfield',
      state: 'IL',
      zipCode: '62701',
      country: 'USA',
    },
  });
});

test("a guardian's language other than English, Spanish or French is refused; none is the school's", async () => {
  const refused = await create(buildStudent({ guardianLanguage: 'de' }));
  expect(refused.statusCode).toBe(400);
  expect(refused.json().error.fields).toEqual({
    guardianLanguage: COMMON_MESSAGES.languageInvalid,
  });
  const { student } = (await create(buildStudent({ guardianLanguage: '' }))).json().data;
  expect(student.guardianLanguage).toBeUndefined();
});

test('create validates with the spec messages', async () => {
  const response = await create({
    studentId: '',
    firstName: '',
    lastName: '',
    guardianName: '',
    guardianPhone: '',
  });
  expect(response.statusCode).toBe(400);
  expect(response.json().error.fields).toEqual({
    studentId: STUDENT_MESSAGES.studentIdRequired,
    firstName: STUDENT_MESSAGES.firstNameRequired,
    lastName: STUDENT_MESSAGES.lastNameRequired,
    class: STUDENT_MESSAGES.classRequired,
    guardianName: STUDENT_MESSAGES.guardianNameRequired,
    guardianPhone: STUDENT_MESSAGES.guardianPhoneRequired,
  });
  const formats = await create(
    buildStudent({
      email: 'nope',
      phoneNumber: 'abc',
      guardianPhone: 'call me',
      guardianEmail: 'x@',
      class: '8',
      notes: 'n'.repeat(501),
    }),
  );
  expect(formats.json().error.fields).toEqual({
    email: COMMON_MESSAGES.emailInvalid,
    phoneNumber: COMMON_MESSAGES.phoneInvalid,
    guardianPhone: STUDENT_MESSAGES.guardianPhoneInvalid,
    guardianEmail: STUDENT_MESSAGES.guardianEmailInvalid,
    class: STUDENT_MESSAGES.classRequired,
    notes: STUDENT_MESSAGES.notesTooLong,
  });
});

test('unknown fields are refused', async () => {
  const response = await create({ ...buildStudent(), isAdmin: true });
  expect(response.statusCode).toBe(400);
});

test('a duplicate student ID is 409 with the spec message', async () => {
  const payload = buildStudent();
  expect((await create(payload)).statusCode).toBe(201);
  const again = await create({ ...payload, firstName: 'Other' });
  expect(again.statusCode).toBe(409);
  expect(again.json().error).toMatchObject({
    message: 'Student ID already exists',
    fields: { studentId: 'Student ID already exists' },
  });
});

test('update changes the record but never the student ID', async () => {
  const { student } = (await create(buildStudent())).json().data;
  const { studentId: _omit, ...form } = buildStudent({ firstName: 'Renamed', section: 'D' });
  const updated = await admin.request({
    method: 'PUT',
    url: `/api/students/${student._id}`,
    payload: form,
  });
  expect(updated.statusCode).toBe(200);
  expect(updated.json().data).toMatchObject({
    message: STUDENT_MESSAGES.updated,
    student: { firstName: 'Renamed', section: 'D', studentId: student.studentId },
  });

  const tries = await admin.request({
    method: 'PUT',
    url: `/api/students/${student._id}`,
    payload: { ...form, studentId: 'S-NEW' },
  });
  expect(tries.statusCode).toBe(400);
  expect(tries.json().error.fields.studentId).toBe(STUDENT_MESSAGES.studentIdImmutable);
  expect(
    (await admin.request({ method: 'PUT', url: `/api/students/${missing}`, payload: form }))
      .statusCode,
  ).toBe(404);
});

test('the whole record sent back, with its own unchanged student ID, is saved', async () => {
  const { student } = (await create(buildStudent())).json().data;
  const sentBack = { ...buildStudent({ firstName: 'Again' }), studentId: student.studentId };
  const saved = await admin.request({
    method: 'PUT',
    url: `/api/students/${student._id}`,
    payload: sentBack,
  });
  expect(saved.statusCode).toBe(200);
  expect(saved.json().data.student).toMatchObject({
    firstName: 'Again',
    studentId: student.studentId,
  });
  const changed = await admin.request({
    method: 'PUT',
    url: `/api/students/${student._id}`,
    payload: { ...sentBack, studentId: `${student.studentId}X` },
  });
  expect(changed.statusCode).toBe(400);
  expect(changed.json().error.fields).toEqual({ studentId: STUDENT_MESSAGES.studentIdImmutable });
  const missingWithId = await admin.request({
    method: 'PUT',
    url: `/api/students/${missing}`,
    payload: sentBack,
  });
  expect(missingWithId.statusCode).toBe(404);
});

test('list paginates, filters and searches case-insensitively', async () => {
  const tag = `Zq${Date.now().toString(36)}`;
  for (let i = 0; i < 25; i += 1) {
    await insertStudent(t.database.db, {
      lastName: `${tag}${String(i).padStart(2, '0')}`,
      class: i < 10 ? '9' : '11',
      section: i % 2 ? 'B' : 'A',
      isActive: i !== 3,
    });
  }
  const page1 = (
    await admin.request({ method: 'GET', url: `/api/students?search=${tag.toLowerCase()}` })
  ).json().data;
  expect(page1.students).toHaveLength(20);
  expect(page1.pagination).toEqual({
    currentPage: 1,
    totalPages: 2,
    totalStudents: 25,
    hasNext: true,
    hasPrev: false,
  });
  const grade9b = (
    await admin.request({ method: 'GET', url: `/api/students?search=${tag}&class=9&section=B` })
  ).json().data;
  expect(grade9b.pagination.totalStudents).toBe(5);
  const inactive = (
    await admin.request({ method: 'GET', url: `/api/students?search=${tag}&isActive=false` })
  ).json().data;
  expect(inactive.students.map((s: { lastName: string }) => s.lastName)).toEqual([`${tag}03`]);
  const full = (
    await admin.request({
      method: 'GET',
      url: `/api/students?search=${encodeURIComponent(`ada ${tag}07`)}`,
    })
  ).json().data;
  expect(full.pagination.totalStudents).toBe(1);
  const big = await admin.request({ method: 'GET', url: '/api/students?limit=1000' });
  expect(big.statusCode).toBe(200);
  expect((await admin.request({ method: 'GET', url: '/api/students?limit=1001' })).statusCode).toBe(
    400,
  );
  const search = (
    await teacher.request({ method: 'GET', url: `/api/students/search?q=${tag}&class=11&limit=3` })
  ).json().data;
  expect(search.students).toHaveLength(3);
});

test('delete archives: gone from lists, stats and lookups, the ID stays taken', async () => {
  const { student } = (await create(buildStudent())).json().data;
  const before = (await admin.request({ method: 'GET', url: '/api/students/stats' })).json().data
    .totalStudents;
  const deleted = await admin.request({ method: 'DELETE', url: `/api/students/${student._id}` });
  expect(deleted.json().data.message).toBe(STUDENT_MESSAGES.deleted);
  expect(
    (await admin.request({ method: 'GET', url: `/api/students/${student._id}` })).statusCode,
  ).toBe(404);
  expect(
    (
      await admin.request({ method: 'GET', url: `/api/students?search=${student.studentId}` })
    ).json().data.students,
  ).toEqual([]);
  expect(
    (await admin.request({ method: 'GET', url: '/api/students/stats' })).json().data.totalStudents,
  ).toBe(before - 1);
  const reuse = await create(buildStudent({ studentId: student.studentId }));
  expect(reuse.statusCode).toBe(409);
  expect(
    (await admin.request({ method: 'DELETE', url: `/api/students/${student._id}` })).statusCode,
  ).toBe(404);
});

test('stats and classes count by class and section', async () => {
  const isolated = await createTestApp();
  try {
    const reader = await isolated.signIn('teacher');
    await insertStudent(isolated.database.db, { class: '9', section: 'A' });
    await insertStudent(isolated.database.db, { class: '9', section: 'B', isActive: false });
    await insertStudent(isolated.database.db, {
      class: '12',
      section: 'A',
      enrollmentDate: '2020-01-01',
    });
    const stats = (await reader.request({ method: 'GET', url: '/api/students/stats' })).json().data;
    expect(stats).toMatchObject({
      totalStudents: 3,
      totalActive: 2,
      totalInactive: 1,
      recentEnrollments: 2,
    });
    expect(stats.byClass).toEqual([
      {
        _id: '9',
        totalInClass: 2,
        totalActiveInClass: 1,
        sections: [
          { section: 'A', count: 1, avgAttendance: 0 },
          { section: 'B', count: 1, avgAttendance: 0 },
        ],
      },
      {
        _id: '12',
        totalInClass: 1,
        totalActiveInClass: 1,
        sections: [{ section: 'A', count: 1, avgAttendance: 0 }],
      },
    ]);
    const classes = (await reader.request({ method: 'GET', url: '/api/students/classes' })).json()
      .data;
    expect(classes).toEqual({
      classes: [
        { _id: '9', count: 1 },
        { _id: '12', count: 1 },
      ],
    });
  } finally {
    await isolated.close();
  }
});
