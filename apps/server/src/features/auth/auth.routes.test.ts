import { COMMON_MESSAGES } from '@rollcall/contract/common';
import { expect, test } from 'vitest';
import { ERROR_MESSAGES } from '@rollcall/contract/errors';
import { USER_MESSAGES } from '@rollcall/contract/users';
import { DEFAULT_PASSWORD } from '../../../test/factories.js';
import { useTestApp } from '../../../test/test-app.js';
import { LOGIN_LIMIT_PER_IP } from '../../plugins/attempt-limits.js';

const { t } = useTestApp();

const login = (email: string, password: string, ip = '10.0.0.1') =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password },
    remoteAddress: ip,
  });

test('login matches the e-mail case-insensitively and returns tokens and the user without a hash', async () => {
  const { user } = await t.signIn('teacher', { email: 'mixed.case@school.test' });
  const response = await login('  Mixed.Case@School.TEST ', DEFAULT_PASSWORD);
  expect(response.statusCode).toBe(200);
  const body = response.json();
  expect(body.success).toBe(true);
  expect(body.data.accessToken).toEqual(expect.any(String));
  expect(body.data.refreshToken).toEqual(expect.any(String));
  expect(body.data.user).toMatchObject({
    _id: user.id,
    email: 'mixed.case@school.test',
    role: 'teacher',
  });
  expect(body.data.user.lastLogin).not.toBeNull();
  // Flags such as passwordChangeRequired may name it; no hash or password may be in the reply.
  expect(JSON.stringify(body)).not.toMatch(/argon2|"password(Hash)?"|password_hash/i);
});

test('login with a wrong password or unknown e-mail is 401 with one message', async () => {
  const { user } = await t.signIn('teacher');
  for (const response of [
    await login(user.email, 'Wrong1pass'),
    await login('nobody@school.test', 'Wrong1pass'),
  ]) {
    expect(response.statusCode).toBe(401);
    expect(response.json().error).toEqual({
      code: 'INVALID_CREDENTIALS',
      message: ERROR_MESSAGES.INVALID_CREDENTIALS,
    });
  }
});

test('login validates its body with per-field messages', async () => {
  const response = await login('', '');
  expect(response.statusCode).toBe(400);
  expect(response.json().error.fields).toEqual({
    email: USER_MESSAGES.emailRequired,
    password: 'Password is required',
  });
  const invalid = await login('not-an-email', 'x');
  expect(invalid.json().error.fields.email).toBe(COMMON_MESSAGES.emailInvalid);
});

test('an inactive user cannot sign in', async () => {
  const { user } = await t.signIn('teacher', { isActive: false });
  const response = await login(user.email, DEFAULT_PASSWORD);
  expect(response.statusCode).toBe(401);
  expect(response.json().error.code).toBe('ACCOUNT_INACTIVE');
});

test('GET /auth/me needs a valid bearer token', async () => {
  const signedIn = await t.signIn('admin');
  const me = await signedIn.request({ method: 'GET', url: '/api/auth/me' });
  expect(me.statusCode).toBe(200);
  expect(me.json().data.user._id).toBe(signedIn.user.id);
  for (const authorization of [
    undefined,
    'Bearer nonsense',
    'Basic abc',
    `Bearer ${signedIn.accessToken}x`,
  ]) {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: authorization ? { authorization } : {},
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().error.code).toBe('UNAUTHENTICATED');
  }
});

test('a refresh token works once and its reuse revokes the whole session', async () => {
  const signedIn = await t.signIn('teacher');
  const first = await t.app.inject({
    method: 'POST',
    url: '/api/auth/refresh',
    payload: { refreshToken: signedIn.refreshToken },
  });
  expect(first.statusCode).toBe(200);
  const rotated = first.json().data;
  expect(rotated.refreshToken).not.toBe(signedIn.refreshToken);

  const replay = await t.app.inject({
    method: 'POST',
    url: '/api/auth/refresh',
    payload: { refreshToken: signedIn.refreshToken },
  });
  expect(replay.statusCode).toBe(401);
  expect(replay.json().error.code).toBe('INVALID_REFRESH_TOKEN');

  // The replay revoked the family: the newer token and the access tokens stop working too.
  const afterReuse = await t.app.inject({
    method: 'POST',
    url: '/api/auth/refresh',
    payload: { refreshToken: rotated.refreshToken },
  });
  expect(afterReuse.statusCode).toBe(401);
  const me = await t.app.inject({
    method: 'GET',
    url: '/api/auth/me',
    headers: { authorization: `Bearer ${rotated.accessToken}` },
  });
  expect(me.statusCode).toBe(401);
});

test('two simultaneous refreshes with one token: exactly one succeeds', async () => {
  const signedIn = await t.signIn('teacher');
  const results = await Promise.all(
    [1, 2].map(() =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/refresh',
        payload: { refreshToken: signedIn.refreshToken },
      }),
    ),
  );
  expect(results.map((r) => r.statusCode).sort()).toEqual([200, 401]);
});

test('an inactive user cannot refresh', async () => {
  const admin = await t.signIn('admin');
  const teacher = await t.signIn('teacher');
  await admin.request({ method: 'PUT', url: `/api/users/${teacher.user.id}/toggle-status` });
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/auth/refresh',
    payload: { refreshToken: teacher.refreshToken },
  });
  expect(response.statusCode).toBe(401);
});

test('logout revokes the session: refresh and access tokens stop working', async () => {
  const signedIn = await t.signIn('teacher');
  const response = await signedIn.request({
    method: 'POST',
    url: '/api/auth/logout',
    payload: { refreshToken: signedIn.refreshToken },
  });
  expect(response.statusCode).toBe(200);
  expect((await signedIn.request({ method: 'GET', url: '/api/auth/me' })).statusCode).toBe(401);
  const refresh = await t.app.inject({
    method: 'POST',
    url: '/api/auth/refresh',
    payload: { refreshToken: signedIn.refreshToken },
  });
  expect(refresh.statusCode).toBe(401);
});

test('logout with no body at all still ends the session of the access token', async () => {
  const signedIn = await t.signIn('teacher');
  const response = await signedIn.request({ method: 'POST', url: '/api/auth/logout' });
  expect(response.statusCode).toBe(200);
  expect((await signedIn.request({ method: 'GET', url: '/api/auth/me' })).statusCode).toBe(401);
});

test('logout with only a refresh token (expired access token) still ends the session', async () => {
  const signedIn = await t.signIn('teacher');
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/auth/logout',
    payload: { refreshToken: signedIn.refreshToken },
  });
  expect(response.statusCode).toBe(200);
  expect((await signedIn.request({ method: 'GET', url: '/api/auth/me' })).statusCode).toBe(401);
});

test('wrong passwords for one account from one address are limited, with a readable 429', async () => {
  const { user } = await t.signIn('teacher');
  let last;
  for (let attempt = 0; attempt < 11; attempt += 1) {
    last = await login(user.email, 'Wrong1pass', '10.1.0.1');
  }
  expect(last?.statusCode).toBe(429);
  expect(last?.json().error).toMatchObject({
    code: 'RATE_LIMITED',
    message: expect.stringMatching(/Too many attempts/),
  });
});

test('login is rate limited per IP address', async () => {
  const statuses: number[] = [];
  const { max } = LOGIN_LIMIT_PER_IP;
  for (let attempt = 0; attempt <= max; attempt += 1) {
    statuses.push(
      (await login(`someone-${attempt}@school.test`, 'Wrong1pass', '10.2.0.1')).statusCode,
    );
  }
  expect(statuses.slice(0, max).every((status) => status === 401)).toBe(true);
  expect(statuses[max]).toBe(429);
});

test('a session lasts at most the school’s maximum, however often it is refreshed', async () => {
  const refresh = (refreshToken: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/refresh', payload: { refreshToken } });
  const recent = await t.signIn('teacher');
  const old = await t.signIn('teacher');
  // Signed in 29 and 31 days ago (the default maximum is 30 days), used every day since.
  const signedInAgo = (days: number, userId: string) =>
    t.database.pool.query(
      `update sessions set created_at = now() - make_interval(days => $1) where user_id = $2`,
      [days, userId],
    );
  await signedInAgo(29, recent.user.id);
  await signedInAgo(31, old.user.id);
  expect((await refresh(recent.refreshToken)).statusCode).toBe(200);
  const refused = await refresh(old.refreshToken);
  expect(refused.statusCode).toBe(401);
  expect(refused.json().error.code).toBe('INVALID_REFRESH_TOKEN');
});
