import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, test } from 'vitest';
import { SCHOOL_ID_HEADER } from '@rollcall/contract/schools';
import { USER_MESSAGES } from '@rollcall/contract/users';
import { insertSchool } from '../../../test/factories.js';
import { useTestApp, type SignedIn } from '../../../test/test-app.js';
import { firstSchoolId } from '../../shared/school-staff.js';

/**
 * Roles per school (issue 41): a teacher at one school may be an administrator at another, and a
 * school's administrator manages that school's staff only. Two schools in every test.
 */
const { t } = useTestApp();
let north: string;
let south: string;
let district: SignedIn;

const at = (schoolId: string) => ({ [SCHOOL_ID_HEADER]: schoolId });
const staffForm = (overrides: Record<string, unknown> = {}) => ({
  name: 'Sam Staff',
  email: `sam-${randomUUID().slice(0, 8)}@school.test`,
  role: 'teacher',
  isActive: true,
  password: 'Secret1x',
  ...overrides,
});

beforeAll(async () => {
  north = await firstSchoolId(t.database.db);
  south = await insertSchool(t.database.db, { timezone: 'Pacific/Auckland' });
  district = await t.signIn('admin');
  await district.confirm();
});

describe('an account with a different role at each school', () => {
  let both: SignedIn;
  beforeAll(async () => {
    both = await t.signIn('admin', {
      isDistrictAdmin: false,
      schools: [
        { schoolId: north, role: 'teacher' },
        { schoolId: south, role: 'admin' },
      ],
    });
  });

  test('acts as each school’s role there: staff management at one, refused at the other', async () => {
    const asTeacher = await both.request({ method: 'GET', url: '/api/users', headers: at(north) });
    expect(asTeacher.statusCode).toBe(403);
    const asAdmin = await both.request({ method: 'GET', url: '/api/users', headers: at(south) });
    expect(asAdmin.statusCode).toBe(200);
  });

  test('is shown its role at the school the request names, and every school it works at', async () => {
    const me = async (schoolId: string) =>
      (await both.request({ method: 'GET', url: '/api/auth/me', headers: at(schoolId) })).json()
        .data.user;
    expect((await me(north)).role).toBe('teacher');
    const atSouth = await me(south);
    expect(atSouth.role).toBe('admin');
    expect(atSouth.isDistrictAdmin).toBe(false);
    expect(atSouth.schools).toEqual([
      { schoolId: north, role: 'teacher' },
      { schoolId: south, role: 'admin' },
    ]);
  });

  test('naming no school, it is nobody’s administrator: the district’s routes stay closed', async () => {
    const response = await both.request({ method: 'GET', url: '/api/users' });
    expect(response.statusCode).toBe(403);
  });
});

describe('a district administrator placing staff', () => {
  test('places an account at several schools with a role at each', async () => {
    const response = await district.request({
      method: 'POST',
      url: '/api/users',
      payload: staffForm({
        schools: [
          { schoolId: north, role: 'teacher' },
          { schoolId: south, role: 'admin' },
        ],
      }),
    });
    expect(response.statusCode, response.body).toBe(201);
    const { user } = response.json().data;
    expect(user.schools).toEqual([
      { schoolId: north, role: 'teacher' },
      { schoolId: south, role: 'admin' },
    ]);
    expect(user.isDistrictAdmin).toBe(false);
  });

  test('an unknown school, a school twice, or no school at all is refused on the schools field', async () => {
    const refusals = [
      [[{ schoolId: randomUUID(), role: 'teacher' }], USER_MESSAGES.schoolUnknown],
      [
        [
          { schoolId: north, role: 'teacher' },
          { schoolId: north, role: 'admin' },
        ],
        USER_MESSAGES.schoolTwice,
      ],
      [[], USER_MESSAGES.schoolsRequired],
    ] as const;
    for (const [schools, message] of refusals) {
      const response = await district.request({
        method: 'POST',
        url: '/api/users',
        payload: staffForm({ schools }),
      });
      expect(response.statusCode).toBe(400);
      expect(JSON.stringify(response.json().error)).toContain(message);
    }
  });

  test('makes a district administrator, who needs no school', async () => {
    const response = await district.request({
      method: 'POST',
      url: '/api/users',
      payload: staffForm({ role: 'admin', schools: [], isDistrictAdmin: true }),
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().data.user).toMatchObject({ isDistrictAdmin: true, role: 'admin' });
  });
});

describe('a school’s administrator', () => {
  let southAdmin: SignedIn;
  let shared: { id: string };
  let northOnly: { id: string };
  beforeAll(async () => {
    southAdmin = await t.signIn('admin', { isDistrictAdmin: false, schoolIds: [south] });
    await southAdmin.confirm();
    shared = (
      await t.signIn('teacher', {
        schools: [
          { schoolId: north, role: 'admin' },
          { schoolId: south, role: 'teacher' },
        ],
      })
    ).user;
    northOnly = (await t.signIn('teacher', { schoolIds: [north] })).user;
  });

  test('sees their school’s staff only, with their role there', async () => {
    const list = (await southAdmin.request({ method: 'GET', url: '/api/users?limit=100' })).json()
      .data;
    const ids = list.users.map((user: { _id: string }) => user._id);
    expect(ids).toContain(shared.id);
    expect(ids).not.toContain(northOnly.id);
    expect(list.users.find((user: { _id: string }) => user._id === shared.id).role).toBe('teacher');
    const other = await southAdmin.request({ method: 'GET', url: `/api/users/${northOnly.id}` });
    expect(other.statusCode).toBe(404);
  });

  test('adds staff to their own school, never as the district’s administrators', async () => {
    const placed = await southAdmin.request({
      method: 'POST',
      url: '/api/users',
      payload: staffForm(),
    });
    expect(placed.statusCode, placed.body).toBe(201);
    expect(placed.json().data.user.schools).toEqual([{ schoolId: south, role: 'teacher' }]);
    const elsewhere = await southAdmin.request({
      method: 'POST',
      url: '/api/users',
      payload: staffForm({ schools: [{ schoolId: north, role: 'teacher' }] }),
    });
    expect(elsewhere.statusCode).toBe(403);
    const districtAdmin = await southAdmin.request({
      method: 'POST',
      url: '/api/users',
      payload: staffForm({ role: 'admin', isDistrictAdmin: true }),
    });
    expect(districtAdmin.statusCode).toBe(403);
    expect(districtAdmin.json().error.message).toBe(USER_MESSAGES.districtAdminOnly);
  });

  test('changes a shared account’s role at their school, and nothing of it beyond', async () => {
    const current = (
      await southAdmin.request({ method: 'GET', url: `/api/users/${shared.id}` })
    ).json().data.user;
    const form = { ...current, role: 'admin' };
    for (const key of ['_id', 'schools', 'isDistrictAdmin', 'twoFactorEnabled', 'language']) {
      delete form[key];
    }
    const update = (payload: Record<string, unknown>) =>
      southAdmin.request({ method: 'PUT', url: `/api/users/${shared.id}`, payload });
    const { name, email, role, isActive } = form;
    const promoted = await update({ name, email, role, isActive });
    expect(promoted.statusCode, promoted.body).toBe(200);
    expect(promoted.json().data.user.schools).toEqual([
      { schoolId: north, role: 'admin' },
      { schoolId: south, role: 'admin' },
    ]);

    const atNorth = await update({
      name,
      email,
      isActive,
      schools: [
        { schoolId: north, role: 'teacher' },
        { schoolId: south, role: 'admin' },
      ],
    });
    expect(atNorth.statusCode).toBe(403);
    const renamed = await update({ name: 'Someone Else', email, role, isActive });
    expect(renamed.statusCode).toBe(403);
    expect(renamed.json().error.message).toBe(USER_MESSAGES.otherSchools);
    const deleted = await southAdmin.request({ method: 'DELETE', url: `/api/users/${shared.id}` });
    expect(deleted.statusCode).toBe(403);
  });

  test('takes a shared account off their school, leaving it at the other', async () => {
    const { user } = (
      await southAdmin.request({ method: 'GET', url: `/api/users/${shared.id}` })
    ).json().data;
    const response = await southAdmin.request({
      method: 'PUT',
      url: `/api/users/${shared.id}`,
      payload: {
        name: user.name,
        email: user.email,
        isActive: user.isActive,
        schools: user.schools.filter((entry: { schoolId: string }) => entry.schoolId !== south),
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    const gone = await southAdmin.request({ method: 'GET', url: `/api/users/${shared.id}` });
    expect(gone.statusCode).toBe(404);
    const { rows } = await t.database.pool.query(
      'select school_id, role from school_memberships where user_id = $1',
      [shared.id],
    );
    expect(rows).toEqual([{ school_id: north, role: 'admin' }]);
  });
});

test('with several schools, the spec’s `role: admin` makes the acting school’s administrator, not the district’s', async () => {
  const response = await district.request({
    method: 'POST',
    url: '/api/users',
    headers: at(north),
    payload: staffForm({ role: 'admin' }),
  });
  expect(response.statusCode, response.body).toBe(201);
  expect(response.json().data.user).toMatchObject({
    isDistrictAdmin: false,
    schools: [{ schoolId: north, role: 'admin' }],
  });
});
