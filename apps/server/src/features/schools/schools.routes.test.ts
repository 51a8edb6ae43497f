import { expect, test } from 'vitest';
import { SCHOOL_ID_HEADER } from '@rollcall/contract/schools';
import { insertSchool, insertStudent } from '../../../test/factories.js';
import { useTestApp } from '../../../test/test-app.js';

const { t, admin, teacher } = useTestApp({ staff: { admin: {}, teacher: {} } });

const schoolsOf = async (signedIn: typeof admin, headers: Record<string, string> = {}) => {
  const response = await signedIn.request({ method: 'GET', url: '/api/schools', headers });
  return { status: response.statusCode, body: response.json() };
};

const secondSchool = () => insertSchool(t.database.db);

test('a one-school installation lists its one school, with its settings’ name and time zone, to everyone', async () => {
  await insertStudent(t.database.db, {});
  await insertStudent(t.database.db, { isActive: false });
  const forAdmin = await schoolsOf(admin);
  expect(forAdmin.status).toBe(200);
  expect(forAdmin.body.data.schools).toEqual([
    {
      _id: expect.any(String),
      name: 'Rollcall High School',
      code: 'school-1',
      timezone: 'America/New_York',
      isActive: true,
      studentCount: 1,
    },
  ]);
  expect((await schoolsOf(teacher)).body.data).toEqual(forAdmin.body.data);
});

test('a request for a school the caller does not work at is refused with 403; a district administrator may name any', async () => {
  const [only] = (await schoolsOf(admin)).body.data.schools as { _id: string }[];
  const other = await secondSchool();
  expect((await schoolsOf(teacher, { [SCHOOL_ID_HEADER]: only?._id ?? '' })).status).toBe(200);
  for (const named of [other, '00000000-0000-4000-8000-000000000000', 'not-a-school']) {
    const refused = await schoolsOf(teacher, { [SCHOOL_ID_HEADER]: named });
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({
      success: false,
      error: { code: 'SCHOOL_FORBIDDEN', message: 'You do not work at this school.' },
    });
  }
  expect((await schoolsOf(admin, { [SCHOOL_ID_HEADER]: other })).status).toBe(200);
});

test('a teacher of two schools who names neither acts on no school: a school’s route asks which', async () => {
  const other = await secondSchool();
  const [first] = (await schoolsOf(admin)).body.data.schools as { _id: string }[];
  const twoSchools = await t.signIn('teacher', { schoolIds: [first?._id ?? '', other] });
  expect((await schoolsOf(twoSchools)).status).toBe(200);

  // An administrator of the district with two schools, adding staff, must say where.
  const payload = {
    name: 'New Teacher',
    email: `new-${Date.now()}@school.test`,
    password: 'Passw0rd!Passw0rd',
    role: 'teacher',
    isActive: true,
  };
  const unnamed = await admin.request({ method: 'POST', url: '/api/users', payload });
  expect(unnamed.statusCode).toBe(400);
  expect(unnamed.json().error.code).toBe('SCHOOL_REQUIRED');
  const named = await admin.request({
    method: 'POST',
    url: '/api/users',
    payload,
    headers: { [SCHOOL_ID_HEADER]: other },
  });
  expect(named.statusCode).toBe(201);
  const memberships = await t.database.pool.query<{ school_id: string }>(
    'select school_id from school_memberships where user_id = $1',
    [named.json().data.user._id],
  );
  expect(memberships.rows).toEqual([{ school_id: other }]);
});

test('a district administrator renames a school, changes its code and time zone; the settings follow and the change is audited', async () => {
  const [only] = (await schoolsOf(admin)).body.data.schools as { _id: string }[];
  const id = only?._id ?? '';
  const saved = await admin.request({
    method: 'PUT',
    url: `/api/schools/${id}`,
    payload: { name: 'Lincoln High School', code: 'LHS', timezone: 'America/Chicago' },
  });
  expect(saved.statusCode).toBe(200);
  expect(saved.json().data).toEqual({
    school: expect.objectContaining({
      _id: id,
      name: 'Lincoln High School',
      code: 'LHS',
      timezone: 'America/Chicago',
    }),
    message: 'School saved',
  });
  const info = await teacher.request({ method: 'GET', url: '/api/settings/school' });
  expect(info.json().data).toMatchObject({ schoolName: 'Lincoln High School' });
  const audited = await t.database.pool.query<{ after: Record<string, string> }>(
    `select after from audit_log where action = 'school.update' and entity_id = $1`,
    [id],
  );
  expect(audited.rows[0]?.after).toMatchObject({ name: 'Lincoln High School', code: 'LHS' });
});

test('school changes are checked and refused whole: a code taken, a bad time zone, an unknown school, a non-district caller', async () => {
  const other = await secondSchool();
  const [first] = (await schoolsOf(admin)).body.data.schools as { _id: string }[];
  const put = (signedIn: typeof admin, id: string, payload: Record<string, string>) =>
    signedIn.request({ method: 'PUT', url: `/api/schools/${id}`, payload });
  const body = { name: 'Lincoln High School', code: 'LHS-2', timezone: 'America/Chicago' };
  await t.database.pool.query('update schools set code = $1 where id = $2', ['taken', other]);

  const taken = await put(admin, first?._id ?? '', { ...body, code: 'TAKEN' });
  expect(taken.statusCode).toBe(409);
  expect(taken.json().error).toEqual({
    code: 'SCHOOL_CODE_TAKEN',
    message: 'Another school of the district has this code',
    fields: { code: 'Another school of the district has this code' },
  });
  const zone = await put(admin, first?._id ?? '', { ...body, timezone: 'Mars/Olympus' });
  expect(zone.statusCode).toBe(400);
  expect(zone.json().error.fields).toEqual({ timezone: 'Choose a valid time zone' });
  const code = await put(admin, first?._id ?? '', { ...body, code: 'a b' });
  expect(code.json().error.fields.code).toBe(
    'Use letters, digits, dots, dashes and underscores only (at most 32)',
  );
  const unknown = await put(admin, '00000000-0000-4000-8000-000000000000', body);
  expect(unknown.json().error.code).toBe('SCHOOL_NOT_FOUND');
  // Not an id at all: refused by the path's schema, as every route's id is.
  const malformed = await put(admin, 'nope', body);
  expect(malformed.statusCode).toBe(400);
  expect(malformed.json().error.fields).toEqual({ id: 'Not a valid id' });
  expect((await put(teacher, first?._id ?? '', body)).statusCode).toBe(403);
  const schoolAdmin = await t.signIn('admin', { isDistrictAdmin: false });
  expect((await put(schoolAdmin, first?._id ?? '', body)).statusCode).toBe(403);
  const unchanged = await schoolsOf(admin);
  expect(unchanged.body.data.schools).toContainEqual(
    expect.objectContaining({ _id: first?._id, code: 'LHS' }),
  );
});

test('a district administrator sees every school, archived ones too; staff see only the active schools they work at', async () => {
  const riverside = await insertSchool(t.database.db, { code: 'RHS', name: 'Riverside High' });
  const closed = await insertSchool(t.database.db, { code: 'OLD', name: 'Old Mill School' });
  await t.database.pool.query('update schools set is_active = false where id = $1', [closed]);
  const atRiverside = await t.signIn('teacher', { schoolIds: [riverside, closed] });

  const seenBy = async (signedIn: typeof admin) =>
    ((await schoolsOf(signedIn)).body.data.schools as { _id: string; name: string }[]).map(
      (school) => school.name,
    );
  const everyName = await seenBy(admin);
  expect(everyName).toEqual(expect.arrayContaining(['Riverside High', 'Old Mill School']));
  expect(await seenBy(atRiverside)).toEqual(['Riverside High']);
  expect(await seenBy(teacher)).not.toContain('Riverside High');
  const forbidden = await schoolsOf(atRiverside, { [SCHOOL_ID_HEADER]: closed });
  expect(forbidden.body.error.code).toBe('SCHOOL_FORBIDDEN');
});
