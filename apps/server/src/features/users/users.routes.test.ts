import { COMMON_MESSAGES } from '@rollcall/contract/common';
import { describe, expect, test } from 'vitest';
import { ERROR_MESSAGES, OWN_ACCOUNT_MESSAGES } from '@rollcall/contract/errors';
import { USER_MESSAGES } from '@rollcall/contract/users';
import { SETTINGS_MESSAGES } from '@rollcall/contract/settings';
import { createTestApp, useTestApp } from '../../../test/test-app.js';

const { t, admin } = useTestApp({ staff: { admin: { name: 'Ada Admin' } } });

const validUser = (overrides: Record<string, unknown> = {}) => ({
  name: 'Tom Teacher',
  email: `tom-${Math.random().toString(36).slice(2, 8)}@school.test`,
  role: 'teacher',
  isActive: true,
  password: 'Secret1x',
  ...overrides,
});

describe('permissions', () => {
  const endpoints = [
    { method: 'GET', url: '/api/users' },
    { method: 'GET', url: '/api/users/stats' },
    { method: 'GET', url: '/api/users/00000000-0000-4000-8000-000000000000' },
    { method: 'POST', url: '/api/users', payload: validUser() },
    { method: 'PUT', url: '/api/users/00000000-0000-4000-8000-000000000000', payload: validUser() },
    { method: 'DELETE', url: '/api/users/00000000-0000-4000-8000-000000000000' },
    { method: 'PUT', url: '/api/users/00000000-0000-4000-8000-000000000000/toggle-status' },
  ] as const;

  test('anonymous requests to every users endpoint are 401', async () => {
    for (const endpoint of endpoints) {
      const response = await t.app.inject(endpoint);
      expect(response.statusCode, `${endpoint.method} ${endpoint.url}`).toBe(401);
    }
  });

  test('teachers get 403 from every users endpoint', async () => {
    const teacher = await t.signIn('teacher');
    for (const endpoint of endpoints) {
      const response = await teacher.request(endpoint);
      expect(response.statusCode, `${endpoint.method} ${endpoint.url}`).toBe(403);
      expect(response.json().error.code).toBe('FORBIDDEN');
    }
  });
});

test('admin creates a user: e-mail lowercased and trimmed, empty optionals omitted, no hash returned', async () => {
  const response = await admin.request({
    method: 'POST',
    url: '/api/users',
    payload: validUser({ email: '  New.Person@School.TEST ', phoneNumber: ' ', department: '' }),
  });
  expect(response.statusCode).toBe(201);
  const { user, message } = response.json().data;
  expect(message).toBe(USER_MESSAGES.created);
  expect(user).toMatchObject({
    email: 'new.person@school.test',
    role: 'teacher',
    isActive: true,
    lastLogin: null,
  });
  expect(user).not.toHaveProperty('phoneNumber');
  expect(user).not.toHaveProperty('department');
  expect(JSON.stringify(response.json()).replace('"hasPassword"', '')).not.toMatch(
    /hash|password/i,
  );
  // A district of one school: its one school, and an administrator made so is the district's.
  expect(user.schools).toEqual([{ schoolId: expect.any(String), role: 'teacher' }]);
  const promoted = await admin.request({
    method: 'PUT',
    url: `/api/users/${user._id}`,
    payload: { ...validUser({ email: user.email }), role: 'admin', password: '' },
  });
  expect(promoted.json().data.user).toMatchObject({ role: 'admin', isDistrictAdmin: true });
});

test('create validates every field with the spec messages', async () => {
  const cases: [Record<string, unknown>, string, string][] = [
    [{ name: '' }, 'name', USER_MESSAGES.nameRequired],
    [{ name: ' a ' }, 'name', USER_MESSAGES.nameTooShort],
    [{ email: '' }, 'email', USER_MESSAGES.emailRequired],
    [{ email: 'nope@' }, 'email', COMMON_MESSAGES.emailInvalid],
    [{ password: '' }, 'password', COMMON_MESSAGES.passwordRequired],
    [{ password: 'Ab1' }, 'password', USER_MESSAGES.passwordTooShort],
    [{ password: 'alllowercase1' }, 'password', USER_MESSAGES.passwordWeak],
    [{ phoneNumber: 'call me' }, 'phoneNumber', COMMON_MESSAGES.phoneInvalid],
    [{ role: 'principal' }, 'role', 'Invalid option: expected one of "admin"|"teacher"'],
  ];
  for (const [override, field, message] of cases) {
    const response = await admin.request({
      method: 'POST',
      url: '/api/users',
      payload: validUser(override),
    });
    expect(response.statusCode, JSON.stringify(override)).toBe(400);
    expect(response.json().error.fields[field], JSON.stringify(override)).toEqual(message);
  }
});

test('a duplicate e-mail, in any case, is 409 on the e-mail field', async () => {
  const payload = validUser();
  expect((await admin.request({ method: 'POST', url: '/api/users', payload })).statusCode).toBe(
    201,
  );
  const again = await admin.request({
    method: 'POST',
    url: '/api/users',
    payload: { ...payload, email: payload.email.toUpperCase() },
  });
  expect(again.statusCode).toBe(409);
  expect(again.json().error).toMatchObject({
    code: 'EMAIL_TAKEN',
    fields: { email: ERROR_MESSAGES.EMAIL_TAKEN },
  });
});

test('edit with a blank password keeps the current one; a new password works', async () => {
  const created = (
    await admin.request({ method: 'POST', url: '/api/users', payload: validUser() })
  ).json().data.user;
  const login = (password: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: created.email, password },
    });

  const edited = await admin.request({
    method: 'PUT',
    url: `/api/users/${created._id}`,
    payload: {
      ...validUser({ email: created.email, name: 'Renamed', password: '' }),
      department: 'Science',
    },
  });
  expect(edited.statusCode).toBe(200);
  expect(edited.json().data).toMatchObject({
    message: USER_MESSAGES.updated,
    user: { name: 'Renamed', department: 'Science' },
  });
  expect((await login('Secret1x')).statusCode).toBe(200);

  await admin.request({
    method: 'PUT',
    url: `/api/users/${created._id}`,
    payload: validUser({ email: created.email, password: 'Another2y' }),
  });
  expect((await login('Secret1x')).statusCode).toBe(401);
  expect((await login('Another2y')).statusCode).toBe(200);
});

test('list paginates, filters by role, status and search, and sorts', async () => {
  const prefix = `zeta${Date.now()}`;
  for (let i = 0; i < 12; i += 1) {
    await t.signIn(i % 3 === 0 ? 'admin' : 'teacher', {
      name: `${prefix} Person ${String(i).padStart(2, '0')}`,
      isActive: i !== 5,
    });
  }
  const page1 = (
    await admin.request({
      method: 'GET',
      url: `/api/users?search=${prefix}&sortBy=name&sortOrder=asc`,
    })
  ).json().data;
  expect(page1.users).toHaveLength(10);
  expect(page1.users[0].name).toBe(`${prefix} Person 00`);
  expect(page1.pagination).toEqual({
    currentPage: 1,
    totalPages: 2,
    totalUsers: 12,
    hasNext: true,
    hasPrev: false,
  });

  const page2 = (
    await admin.request({
      method: 'GET',
      url: `/api/users?search=${prefix}&sortBy=name&sortOrder=asc&page=2`,
    })
  ).json().data;
  expect(page2.users.map((u: { name: string }) => u.name)).toEqual([
    `${prefix} Person 10`,
    `${prefix} Person 11`,
  ]);
  expect(page2.pagination).toMatchObject({ hasNext: false, hasPrev: true });

  const admins = (
    await admin.request({ method: 'GET', url: `/api/users?search=${prefix}&role=admin` })
  ).json().data;
  expect(admins.pagination.totalUsers).toBe(4);
  const inactive = (
    await admin.request({ method: 'GET', url: `/api/users?search=${prefix}&isActive=false` })
  ).json().data;
  expect(inactive.users.map((u: { name: string }) => u.name)).toEqual([`${prefix} Person 05`]);

  const byEmail = (
    await admin.request({
      method: 'GET',
      url: `/api/users?search=${encodeURIComponent(admin.user.email.toUpperCase())}`,
    })
  ).json().data;
  expect(byEmail.users.map((u: { _id: string }) => u._id)).toEqual([admin.user.id]);

  const wildcard = (await admin.request({ method: 'GET', url: '/api/users?search=%25' })).json()
    .data;
  expect(wildcard.pagination.totalUsers).toBe(0);

  const bad = await admin.request({ method: 'GET', url: '/api/users?page=0&sortBy=password' });
  expect(bad.statusCode).toBe(400);
});

test('stats count users by status and role', async () => {
  const stats = (await admin.request({ method: 'GET', url: '/api/users/stats' })).json().data;
  const list = (await admin.request({ method: 'GET', url: '/api/users?limit=100' })).json().data;
  expect(stats.totalUsers).toBe(list.pagination.totalUsers);
  expect(stats.totalActive + stats.totalInactive).toBe(stats.totalUsers);
  const admins = stats.byRole.find((entry: { _id: string }) => entry._id === 'admin').count;
  const teachers = stats.byRole.find((entry: { _id: string }) => entry._id === 'teacher').count;
  expect(admins + teachers).toBe(stats.totalUsers);
});

test('get by id returns the user, 404 for an unknown id and 400 for a malformed one', async () => {
  expect(
    (await admin.request({ method: 'GET', url: `/api/users/${admin.user.id}` })).json().data.user
      .name,
  ).toBe('Ada Admin');
  const missing = await admin.request({
    method: 'GET',
    url: '/api/users/00000000-0000-4000-8000-000000000000',
  });
  expect(missing.statusCode).toBe(404);
  expect(missing.json().error.message).toBe('User not found');
  expect((await admin.request({ method: 'GET', url: '/api/users/not-a-uuid' })).statusCode).toBe(
    400,
  );
});

test('deactivating a user signs them out everywhere; activating lets them back', async () => {
  const teacher = await t.signIn('teacher');
  const off = await admin.request({
    method: 'PUT',
    url: `/api/users/${teacher.user.id}/toggle-status`,
  });
  expect(off.json().data).toMatchObject({
    message: USER_MESSAGES.statusUpdated,
    user: { isActive: false },
  });
  expect((await teacher.request({ method: 'GET', url: '/api/auth/me' })).statusCode).toBe(401);
  const on = await admin.request({
    method: 'PUT',
    url: `/api/users/${teacher.user.id}/toggle-status`,
  });
  expect(on.json().data.user.isActive).toBe(true);
});

test('an admin cannot delete or deactivate their own account', async () => {
  const other = await t.signIn('admin');
  const del = await other.request({ method: 'DELETE', url: `/api/users/${other.user.id}` });
  expect(del.statusCode).toBe(403);
  expect(del.json().error.message).toBe(OWN_ACCOUNT_MESSAGES.cannotDelete);
  const toggle = await other.request({
    method: 'PUT',
    url: `/api/users/${other.user.id}/toggle-status`,
  });
  expect(toggle.statusCode).toBe(403);
  expect(toggle.json().error.message).toBe(OWN_ACCOUNT_MESSAGES.cannotDeactivate);
});

test('the last active admin cannot be deleted, deactivated or demoted', async () => {
  const isolated = await createTestApp();
  try {
    const only = await isolated.signIn('admin');
    const second = await isolated.signIn('admin');
    // With two admins one may be demoted, but then the other is the last and cannot be.
    const demote = await second.request({
      method: 'PUT',
      url: `/api/users/${only.user.id}`,
      payload: validUser({ email: only.user.email, role: 'teacher', password: '' }),
    });
    expect(demote.statusCode).toBe(200);
    const demoteSelf = await second.request({
      method: 'PUT',
      url: `/api/users/${second.user.id}`,
      payload: validUser({ email: second.user.email, role: 'teacher', password: '' }),
    });
    expect(demoteSelf.statusCode).toBe(409);
    expect(demoteSelf.json().error.code).toBe('LAST_ADMIN');
    // Only an active admin can act, so deleting or deactivating the last one is the self case,
    // refused above; the count shows the rule left exactly one admin.
    const stats = (await second.request({ method: 'GET', url: '/api/users/stats' })).json().data;
    expect(stats.byRole.find((entry: { _id: string }) => entry._id === 'admin').count).toBe(1);
  } finally {
    await isolated.close();
  }
});

test('deleting a user removes them and their sessions', async () => {
  const teacher = await t.signIn('teacher');
  const response = await admin.request({ method: 'DELETE', url: `/api/users/${teacher.user.id}` });
  expect(response.json().data.message).toBe(USER_MESSAGES.deleted);
  expect(
    (await admin.request({ method: 'GET', url: `/api/users/${teacher.user.id}` })).statusCode,
  ).toBe(404);
  expect((await teacher.request({ method: 'GET', url: '/api/auth/me' })).statusCode).toBe(401);
  expect(
    (await admin.request({ method: 'DELETE', url: `/api/users/${teacher.user.id}` })).statusCode,
  ).toBe(404);
});

test('a common password, or one shorter than the school asks, is refused on its field', async () => {
  const common = await admin.request({
    method: 'POST',
    url: '/api/users',
    payload: validUser({ password: 'Password1' }),
  });
  expect(common.statusCode).toBe(400);
  expect(common.json().error.fields).toEqual({ password: USER_MESSAGES.passwordCommon });

  const settings = (await admin.request({ method: 'GET', url: '/api/settings' })).json().data
    .settings;
  const setMinimum = (passwordMinLength: number) =>
    admin.request({
      method: 'PUT',
      url: '/api/settings',
      payload: { ...settings, passwordMinLength },
    });
  expect((await setMinimum(5)).json().error.fields).toEqual({
    passwordMinLength: SETTINGS_MESSAGES.passwordMinLengthRange,
  });
  expect((await setMinimum(12)).statusCode).toBe(200);
  try {
    const short = await admin.request({
      method: 'POST',
      url: '/api/users',
      payload: validUser({ password: 'Short1pass' }),
    });
    expect(short.json().error.fields).toEqual({
      password: 'This school requires passwords of at least 12 characters',
    });
    // A signed-in teacher's own change meets the same rules, on the new password's field.
    const teacher = await t.signIn('teacher');
    const change = await teacher.request({
      method: 'PUT',
      url: '/api/auth/change-password',
      payload: { currentPassword: teacher.user.password, newPassword: 'Short1pass' },
    });
    expect(change.json().error.fields).toEqual({
      newPassword: 'This school requires passwords of at least 12 characters',
    });
    const long = await admin.request({
      method: 'POST',
      url: '/api/users',
      payload: validUser({ password: 'Long-enough-1pass' }),
    });
    expect(long.statusCode).toBe(201);
  } finally {
    expect((await setMinimum(6)).statusCode).toBe(200);
  }
});
