import { AUTH_MESSAGES } from '@rollcall/contract/auth';
import { generate } from 'otplib';
import { expect, test } from 'vitest';
import { DEFAULT_PASSWORD } from '../../../test/factories.js';
import { useTestApp } from '../../../test/test-app.js';

const { t } = useTestApp();

const WEB = { 'x-token-delivery': 'cookie' };

/** A new address per request: the per-address sign-in limit is not what these tests test. */
let requestCount = 0;
const nextAddress = () => {
  requestCount += 1;
  return `10.22.${Math.floor(requestCount / 250)}.${(requestCount % 250) + 1}`;
};

const post = (url: string, headers: Record<string, string>, payload?: object) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: { 'accept-language': 'en', ...headers },
    remoteAddress: nextAddress(),
    ...(payload ? { payload } : {}),
  });

/** The `Set-Cookie` lines of a reply. */
function setCookies(response: { headers: Record<string, unknown> }): string[] {
  const header = response.headers['set-cookie'] as string | string[] | undefined;
  if (header === undefined) return [];
  return Array.isArray(header) ? header : [header];
}

/** The refresh token the cookies carry (one per path, the same value). */
function cookieToken(response: { headers: Record<string, unknown> }): string {
  const values = new Set(
    setCookies(response).map((line) => /^rollcall_refresh=([^;]*)/.exec(line)?.[1]),
  );
  expect(values.size).toBe(1);
  const [value] = values;
  if (!value) throw new Error('no refresh cookie');
  return value;
}

const cookieHeader = (token: string) => ({ cookie: `other=1; rollcall_refresh=${token}` });

async function webSignIn(headers: Record<string, string> = {}) {
  const { user } = await t.signIn('teacher');
  const response = await post(
    '/api/auth/login',
    { ...WEB, ...headers },
    {
      email: user.email,
      password: DEFAULT_PASSWORD,
    },
  );
  expect(response.statusCode).toBe(200);
  return { user, response, token: cookieToken(response) };
}

const me = (accessToken: string) =>
  t.app.inject({
    method: 'GET',
    url: '/api/auth/me',
    headers: { authorization: `Bearer ${accessToken}` },
  });

test('a web sign-in puts the refresh token in an HttpOnly, Strict cookie for refresh and logout only, and not in the body', async () => {
  const { response } = await webSignIn({ host: 'school.example' });
  const data = response.json().data;
  expect(data.accessToken).toEqual(expect.any(String));
  expect(data).not.toHaveProperty('refreshToken');
  const lines = setCookies(response);
  expect(lines.map((line) => /Path=([^;]+)/.exec(line)?.[1]).sort()).toEqual([
    '/api/auth/logout',
    '/api/auth/refresh',
  ]);
  for (const line of lines) {
    expect(line).toMatch(/; HttpOnly(;|$)/);
    expect(line).toMatch(/; Secure(;|$)/);
    expect(line).toMatch(/; SameSite=Strict(;|$)/);
    expect(line).toMatch(/; Max-Age=\d+/);
  }
});

test('the cookie is not Secure on plain http to localhost only', async () => {
  const local = await webSignIn({ host: 'localhost:4610' });
  for (const line of setCookies(local.response)) expect(line).not.toMatch(/Secure/);
  const loopback = await webSignIn({ host: '127.0.0.1:4610' });
  for (const line of setCookies(loopback.response)) expect(line).not.toMatch(/Secure/);
  const forwarded = await webSignIn({ host: 'localhost', 'x-forwarded-proto': 'https' });
  // Without TRUST_PROXY the forwarded protocol is not believed: still plain http to localhost.
  for (const line of setCookies(forwarded.response)) expect(line).not.toMatch(/Secure/);
  const lan = await webSignIn({ host: '192.168.1.20:3000' });
  for (const line of setCookies(lan.response)) expect(line).toMatch(/; Secure/);
});

test('a two-factor web sign-in also answers with the cookie and no refresh token in the body', async () => {
  const T0 = new Date('2031-03-03T10:00:15Z');
  t.setNow(T0);
  const signedIn = await t.signIn('teacher');
  const code = (instant: Date) => generate({ secret, epoch: Math.floor(instant.getTime() / 1000) });
  const setup = await signedIn.request({ method: 'POST', url: '/api/auth/2fa/setup' });
  const { secret } = setup.json().data as { secret: string };
  const enable = await signedIn.request({
    method: 'POST',
    url: '/api/auth/2fa/enable',
    payload: { code: await code(T0) },
  });
  expect(enable.statusCode).toBe(200);
  const later = new Date(T0.getTime() + 60_000);
  t.setNow(later);
  const challenge = await post('/api/auth/login', WEB, {
    email: signedIn.user.email,
    password: DEFAULT_PASSWORD,
  });
  expect(setCookies(challenge)).toEqual([]);
  const { challengeToken } = challenge.json().data as { challengeToken: string };
  const response = await post('/api/auth/login/2fa', WEB, {
    challengeToken,
    code: await code(later),
  });
  expect(response.statusCode).toBe(200);
  expect(response.json().data).not.toHaveProperty('refreshToken');
  const token = cookieToken(response);
  const refreshed = await post('/api/auth/refresh', { ...WEB, ...cookieHeader(token) });
  expect(refreshed.statusCode).toBe(200);
  t.setNow(undefined);
});

test('a refresh by the cookie rotates it; the new access token works', async () => {
  const { token } = await webSignIn();
  const refreshed = await post('/api/auth/refresh', { ...WEB, ...cookieHeader(token) });
  expect(refreshed.statusCode).toBe(200);
  const data = refreshed.json().data;
  expect(data).not.toHaveProperty('refreshToken');
  const rotated = cookieToken(refreshed);
  expect(rotated).not.toBe(token);
  expect((await me(data.accessToken)).statusCode).toBe(200);
  const again = await post('/api/auth/refresh', { ...WEB, ...cookieHeader(rotated) });
  expect(again.statusCode).toBe(200);
  expect(cookieToken(again)).not.toBe(rotated);
});

test('a refresh by the cookie answers through the cookie even without the delivery header: no script reads a refresh token', async () => {
  const { token } = await webSignIn();
  const refreshed = await post('/api/auth/refresh', cookieHeader(token));
  expect(refreshed.statusCode).toBe(200);
  expect(refreshed.json().data.refreshToken).toBeUndefined();
  expect(refreshed.json().data.accessToken).toEqual(expect.any(String));
  const rotated = cookieToken(refreshed);
  expect(rotated).not.toBe(token);
  expect((await post('/api/auth/refresh', { ...WEB, ...cookieHeader(rotated) })).statusCode).toBe(
    200,
  );
});

test('a refresh with neither a body token nor a cookie is an expired session, not a server error', async () => {
  for (const payload of [undefined, {}]) {
    const response = await post('/api/auth/refresh', WEB, payload);
    expect(response.statusCode).toBe(401);
    expect(response.json().error.code).toBe('INVALID_REFRESH_TOKEN');
  }
});

test('logout by the cookie ends the session and clears the cookie', async () => {
  const { token, response } = await webSignIn();
  const { accessToken } = response.json().data as { accessToken: string };
  const logout = await post('/api/auth/logout', {
    ...WEB,
    ...cookieHeader(token),
    authorization: `Bearer ${accessToken}`,
  });
  expect(logout.statusCode).toBe(200);
  const cleared = setCookies(logout);
  expect(cleared).toHaveLength(2);
  for (const line of cleared) expect(line).toMatch(/^rollcall_refresh=; .*Max-Age=0/);
  expect((await me(accessToken)).statusCode).toBe(401);
  const refresh = await post('/api/auth/refresh', { ...WEB, ...cookieHeader(token) });
  expect(refresh.statusCode).toBe(401);
});

test('logout by the cookie alone (the access token lost with the page) ends the session', async () => {
  const { token, response } = await webSignIn();
  const logout = await post('/api/auth/logout', { ...WEB, ...cookieHeader(token) });
  expect(logout.statusCode).toBe(200);
  expect((await me(response.json().data.accessToken)).statusCode).toBe(401);
});

test('API clients keep the body tokens: no cookie is set, and the body token refreshes and signs out', async () => {
  const { user } = await t.signIn('teacher');
  const login = await post(
    '/api/auth/login',
    {},
    { email: user.email, password: DEFAULT_PASSWORD },
  );
  expect(setCookies(login)).toEqual([]);
  const { refreshToken } = login.json().data as { refreshToken: string };
  expect(refreshToken).toEqual(expect.any(String));
  const refreshed = await post('/api/auth/refresh', {}, { refreshToken });
  expect(refreshed.statusCode).toBe(200);
  expect(setCookies(refreshed)).toEqual([]);
  const rotated = refreshed.json().data.refreshToken as string;
  expect(rotated).toEqual(expect.any(String));
  const logout = await post('/api/auth/logout', {}, { refreshToken: rotated });
  expect(logout.statusCode).toBe(200);
  expect((await post('/api/auth/refresh', {}, { refreshToken: rotated })).statusCode).toBe(401);
});

test('the body token comes first when a request carries both', async () => {
  const web = await webSignIn();
  const { refreshToken } = (await t.signIn('teacher')) as { refreshToken: string };
  const response = await post('/api/auth/refresh', cookieHeader(web.token), { refreshToken });
  expect(response.statusCode).toBe(200);
  // The cookie's session was not touched: it still refreshes.
  expect((await post('/api/auth/refresh', { ...WEB, ...cookieHeader(web.token) })).statusCode).toBe(
    200,
  );
});

test('a refresh or logout by the cookie from another origin is refused with 403', async () => {
  const { token } = await webSignIn({ host: 'school.example' });
  const headers = { ...WEB, ...cookieHeader(token), host: 'school.example' };
  for (const origin of ['https://evil.example', 'https://school.example.evil.test', 'null']) {
    for (const url of ['/api/auth/refresh', '/api/auth/logout']) {
      const response = await post(url, { ...headers, origin });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({
        success: false,
        error: { code: 'FORBIDDEN', message: AUTH_MESSAGES.crossOriginRefused },
      });
    }
  }
  const spanish = await post('/api/auth/refresh', {
    ...headers,
    origin: 'https://evil.example',
    'accept-language': 'es',
  });
  expect(spanish.json().error.message).toMatch(/otro sitio web/);
  // Our own origin, with or without its default port, is fine: the cookie was never spent.
  const own = await post('/api/auth/refresh', { ...headers, origin: 'https://school.example:443' });
  expect(own.statusCode).toBe(200);
});

test('presenting a spent cookie after the grace revokes the session, as a spent body token does', async () => {
  const T0 = new Date('2031-05-05T08:00:00Z');
  t.setNow(T0);
  const { token } = await webSignIn();
  const first = await post('/api/auth/refresh', { ...WEB, ...cookieHeader(token) });
  expect(first.statusCode).toBe(200);
  const rotated = cookieToken(first);
  const { accessToken } = first.json().data as { accessToken: string };
  t.setNow(new Date(T0.getTime() + 60_000));
  const replay = await post('/api/auth/refresh', { ...WEB, ...cookieHeader(token) });
  expect(replay.statusCode).toBe(401);
  expect(replay.json().error.code).toBe('INVALID_REFRESH_TOKEN');
  expect((await post('/api/auth/refresh', { ...WEB, ...cookieHeader(rotated) })).statusCode).toBe(
    401,
  );
  expect((await me(accessToken)).statusCode).toBe(401);
  t.setNow(undefined);
});

test('two tabs reloading at once send the same cookie: both get an access token and the session stays open', async () => {
  const { token } = await webSignIn();
  const [a, b] = await Promise.all(
    [1, 2].map(() => post('/api/auth/refresh', { ...WEB, ...cookieHeader(token) })),
  );
  expect([a?.statusCode, b?.statusCode]).toEqual([200, 200]);
  // The winner rotates the cookie; the other answer carries the same successor or none.
  const successors = new Set(
    [a, b].filter((reply) => reply && setCookies(reply).length > 0).map((r) => cookieToken(r!)),
  );
  expect(successors.size).toBe(1);
  const [rotated] = successors;
  for (const reply of [a, b])
    expect((await me(reply!.json().data.accessToken)).statusCode).toBe(200);
  expect((await post('/api/auth/refresh', { ...WEB, ...cookieHeader(rotated!) })).statusCode).toBe(
    200,
  );
});

test('a refresh whose answer never reached the browser (a reload cancelled it): the spent cookie sent again within the grace gets the same successor, which goes on working', async () => {
  const T0 = new Date('2031-05-05T08:00:00Z');
  t.setNow(T0);
  const { token } = await webSignIn();
  const lost = await post('/api/auth/refresh', { ...WEB, ...cookieHeader(token) });
  expect(lost.statusCode).toBe(200);

  t.setNow(new Date(T0.getTime() + 2_000));
  const reloaded = await post('/api/auth/refresh', { ...WEB, ...cookieHeader(token) });
  expect(reloaded.statusCode).toBe(200);
  expect(cookieToken(reloaded)).toBe(cookieToken(lost));

  // The browser's cookie (the successor) opens the session: a newer one is issued.
  t.setNow(new Date(T0.getTime() + 3_000));
  const next = await post('/api/auth/refresh', { ...WEB, ...cookieHeader(cookieToken(reloaded)) });
  expect(next.statusCode).toBe(200);
  // The first cookie once more, still within its grace: the successor is spent now, so the
  // browser already holds a newer one and gets no cookie.
  t.setNow(new Date(T0.getTime() + 4_000));
  const stale = await post('/api/auth/refresh', { ...WEB, ...cookieHeader(token) });
  expect(stale.statusCode).toBe(200);
  expect(setCookies(stale)).toEqual([]);
  // Long after the grace, the newest cookie still works.
  t.setNow(new Date(T0.getTime() + 60_000));
  const later = await post('/api/auth/refresh', { ...WEB, ...cookieHeader(cookieToken(next)) });
  expect(later.statusCode).toBe(200);
  expect((await me(later.json().data.accessToken)).statusCode).toBe(200);
  t.setNow(undefined);
});

test('the body token has no grace: two simultaneous uses are still a reuse', async () => {
  const { refreshToken } = await t.signIn('teacher');
  const results = await Promise.all(
    [1, 2].map(() => post('/api/auth/refresh', {}, { refreshToken })),
  );
  expect(results.map((r) => r.statusCode).sort()).toEqual([200, 401]);
});
