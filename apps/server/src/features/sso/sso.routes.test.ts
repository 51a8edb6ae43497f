import { afterAll, beforeAll, expect, test } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { insertUser } from '../../../test/factories.js';
import { listenTestOidcProvider, type TestOidcProvider } from '../../../test/oidc-test-provider.js';
import { readableMail, startSmtpServer, waitFor } from '../../../test/messaging-peers.js';
import { messagingTo } from '../../../test/school-messaging.js';
import { useTestApp } from '../../../test/test-app.js';

let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
beforeAll(async () => {
  smtp = await startSmtpServer();
});
afterAll(async () => smtp.close());

// The whole trip against a real OpenID provider (oidc-provider on 127.0.0.1): no part of
// openid-client is stood in for. The administrators' e-mail goes through the job queue.
const { t, admin } = useTestApp({
  staff: { admin: { email: 'principal@school.test' } },
  messaging: messagingTo(() => ({ smtp })),
});
let idp: TestOidcProvider;
let providerId: string;

const setCookies = (response: LightMyRequestResponse) => {
  const header = response.headers['set-cookie'];
  return header === undefined ? [] : Array.isArray(header) ? header : [header];
};
const cookieValue = (response: LightMyRequestResponse, name: string) =>
  setCookies(response)
    .map((line) => new RegExp(`^${name}=([^;]*)`).exec(line)?.[1])
    .find(Boolean);

async function saveProvider(changes: Record<string, unknown> = {}) {
  const response = await admin.request({
    method: 'PUT',
    url: `/api/sso-providers/${providerId}`,
    payload: {
      name: 'District ID',
      kind: 'oidc',
      issuer: idp.issuer,
      clientId: 'rollcall',
      allowedDomains: ['school.test'],
      createAccounts: 'off',
      ...changes,
    },
  });
  expect(response.statusCode, response.body).toBe(200);
}

/** Start → the provider's login as `login` → back: the callback's answer, and the state cookie. */
async function signInThrough(login: string, id = providerId) {
  const start = await t.app.inject({ method: 'GET', url: `/api/auth/sso/${id}/start` });
  expect(start.statusCode, start.body).toBe(303);
  const state = cookieValue(start, 'rollcall_sso_state');
  const back = await idp.signInAs(String(start.headers.location), login);
  const callback = () =>
    t.app.inject({
      method: 'GET',
      url: back.pathname + back.search,
      headers: { cookie: `rollcall_sso_state=${state}` },
    });
  return { response: await callback(), again: callback, back, state };
}

beforeAll(async () => {
  idp = await listenTestOidcProvider();
  const created = await admin.request({
    method: 'POST',
    url: '/api/sso-providers',
    payload: {
      name: 'District ID',
      kind: 'oidc',
      issuer: idp.issuer,
      clientId: 'rollcall',
      clientSecret: 'a-long-client-secret',
      allowedDomains: ['school.test'],
    },
  });
  expect(created.statusCode, created.body).toBe(201);
  providerId = created.json().data.provider._id;
  const redirectUrl = created.json().data.provider.redirectUrl as string;
  expect(redirectUrl).toBe(`http://localhost/api/auth/sso/${providerId}/callback`);
  idp.start({
    clientId: 'rollcall',
    clientSecret: 'a-long-client-secret',
    redirectUris: [redirectUrl],
  });
});
afterAll(() => idp.stop());

test('a verified e-mail signs its staff account in: the refresh cookie set, the dashboard next', async () => {
  const teacher = await insertUser(t.database.db, { email: 'ada@school.test' });
  const { response } = await signInThrough('ada@school.test');
  expect(response.statusCode).toBe(303);
  expect(response.headers.location).toBe('/');
  const refreshToken = cookieValue(response, 'rollcall_refresh');
  expect(refreshToken).toBeTruthy();

  const refreshed = await t.app.inject({
    method: 'POST',
    url: '/api/auth/refresh',
    headers: { cookie: `rollcall_refresh=${refreshToken}` },
  });
  expect(refreshed.statusCode).toBe(200);
  const me = await t.app.inject({
    method: 'GET',
    url: '/api/auth/me',
    headers: { authorization: `Bearer ${refreshed.json().data.accessToken}` },
  });
  expect(me.statusCode, me.body).toBe(200);
  expect(me.json().data.user).toMatchObject({ _id: teacher.id, email: 'ada@school.test' });
  const audited = await t.database.pool.query(
    `select after from audit_log where action = 'user.sso_sign_in' and entity_id = $1`,
    [teacher.id],
  );
  expect(audited.rows).toEqual([{ after: { provider: 'District ID' } }]);
});

test('the state is checked: another browser, a replayed callback and an expired trip go nowhere', async () => {
  await insertUser(t.database.db, { email: 'grace@school.test' });
  const stranger = await signInThrough('grace@school.test');
  const otherBrowser = await t.app.inject({
    method: 'GET',
    url: stranger.back.pathname + stranger.back.search,
    headers: { cookie: 'rollcall_sso_state=someone-elses' },
  });
  expect(otherBrowser.headers.location).toBe('/login?sso=providerRefused');
  expect(cookieValue(otherBrowser, 'rollcall_refresh')).toBeUndefined();

  const first = await signInThrough('grace@school.test');
  expect(first.response.headers.location).toBe('/');
  const replayed = await first.again();
  expect(replayed.headers.location).toBe('/login?sso=providerRefused');
  expect(cookieValue(replayed, 'rollcall_refresh')).toBeUndefined();

  const start = await t.app.inject({ method: 'GET', url: `/api/auth/sso/${providerId}/start` });
  const back = await idp.signInAs(String(start.headers.location), 'grace@school.test');
  await t.database.pool.query(
    `update sso_attempts set created_at = now() - interval '11 minutes' where finished_at is null`,
  );
  const late = await t.app.inject({
    method: 'GET',
    url: back.pathname + back.search,
    headers: { cookie: `rollcall_sso_state=${cookieValue(start, 'rollcall_sso_state')}` },
  });
  expect(late.headers.location).toBe('/login?sso=attemptExpired');
});

test('an ID token for another audience is refused, though the provider signed it', async () => {
  await insertUser(t.database.db, { email: 'mary@school.test' });
  idp.tamperIdTokens((claims) => ({ ...claims, aud: 'another-app' }));
  try {
    const { response } = await signInThrough('mary@school.test');
    expect(response.headers.location).toBe('/login?sso=providerRefused');
  } finally {
    idp.tamperIdTokens(undefined);
  }
  const { response } = await signInThrough('mary@school.test');
  expect(response.headers.location).toBe('/');
});

test('unverified e-mails, other domains, deactivated and unknown accounts are each told why', async () => {
  await insertUser(t.database.db, { email: 'unverified@school.test' });
  await insertUser(t.database.db, { email: 'alan@elsewhere.test' });
  await insertUser(t.database.db, { email: 'left@school.test', isActive: false });
  const outcomes = [];
  for (const login of [
    'unverified@school.test',
    'alan@elsewhere.test',
    'left@school.test',
    'nobody@school.test',
  ]) {
    outcomes.push((await signInThrough(login)).response.headers.location);
  }
  expect(outcomes).toEqual([
    '/login?sso=emailNotVerified',
    '/login?sso=domainNotAllowed',
    '/login?sso=accountInactive',
    '/login?sso=noAccount',
  ]);
});

test('with account creation on, a new e-mail of an allowed domain becomes a teacher, SSO only', async () => {
  await saveProvider({ createAccounts: 'teachers' });
  try {
    const { response } = await signInThrough('newcomer@school.test');
    expect(response.headers.location).toBe('/');
    const made = await t.database.pool.query(
      `select u.name, u.role, u.sso_only, u.password_hash, m.role as school_role
         from users u join school_memberships m on m.user_id = u.id
        where u.email = 'newcomer@school.test'`,
    );
    expect(made.rows).toEqual([
      {
        name: 'Test newcomer',
        role: 'teacher',
        sso_only: true,
        password_hash: null,
        school_role: 'teacher',
      },
    ]);
    const audited = await t.database.pool.query(
      `select actor_id, after from audit_log where action = 'user.sso_create'`,
    );
    expect(audited.rows).toEqual([
      {
        actor_id: null,
        after: {
          name: 'Test newcomer',
          email: 'newcomer@school.test',
          role: 'teacher',
          provider: 'District ID',
        },
      },
    ]);
    // The school's administrators are told, by e-mail.
    await waitFor(() => smtp.received.some((mail) => mail.to.includes('principal@school.test')));
    const told = smtp.received.find((mail) => mail.to.includes('principal@school.test'));
    expect(readableMail(told?.raw ?? '')).toContain(
      'Test newcomer (newcomer@school.test) signed in through District ID',
    );
    // Another domain still gets nothing.
    const outsider = await signInThrough('someone@elsewhere.test');
    expect(outsider.response.headers.location).toBe('/login?sso=domainNotAllowed');
  } finally {
    await saveProvider();
  }
});

test('an SSO-only account cannot use its password; an administrator cannot be made SSO only', async () => {
  const teacher = await insertUser(t.database.db, { email: 'sso-only@school.test' });
  await t.database.pool.query('update users set sso_only = true where id = $1', [teacher.id]);
  const login = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: 'sso-only@school.test', password: teacher.password },
  });
  expect(login.statusCode).toBe(403);
  expect(login.json().error.message).toBe(
    'This account signs in with single sign-on: use the button above the form.',
  );
  expect((await signInThrough('sso-only@school.test')).response.headers.location).toBe('/');

  const made = await admin.request({
    method: 'POST',
    url: '/api/users',
    payload: { name: 'Head Teacher', email: 'head@school.test', role: 'admin', ssoOnly: true },
  });
  expect(made.statusCode).toBe(400);
  expect(made.json().error.fields.ssoOnly).toBe(
    'An administrator keeps a password: it is the way in when the provider is down.',
  );
  const teacherMade = await admin.request({
    method: 'POST',
    url: '/api/users',
    payload: { name: 'New Teacher', email: 'new-teacher@school.test', ssoOnly: true },
  });
  expect(teacherMade.statusCode, teacherMade.body).toBe(201);
  expect(teacherMade.json().data.user).toMatchObject({ ssoOnly: true, hasPassword: false });
});

test('the provider down: a clear message, and password sign-in still works', async () => {
  const closed = await listenTestOidcProvider();
  await closed.stop();
  const created = await admin.request({
    method: 'POST',
    url: '/api/sso-providers',
    payload: {
      name: 'Gone',
      kind: 'oidc',
      issuer: closed.issuer,
      clientId: 'rollcall',
      clientSecret: 'secret',
    },
  });
  const goneId = created.json().data.provider._id as string;
  const start = await t.app.inject({ method: 'GET', url: `/api/auth/sso/${goneId}/start` });
  expect(start.statusCode).toBe(303);
  expect(start.headers.location).toBe('/login?sso=providerDown');

  const password = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: admin.user.email, password: admin.user.password },
  });
  expect(password.statusCode).toBe(200);
});

test('a test sign-in reports what the provider vouched for and signs no one in', async () => {
  const started = await admin.request({
    method: 'POST',
    url: `/api/sso-providers/${providerId}/test`,
  });
  expect(started.statusCode, started.body).toBe(200);
  const state = cookieValue(started, 'rollcall_sso_state');
  const back = await idp.signInAs(started.json().data.url, 'tester@school.test');
  const returned = await t.app.inject({
    method: 'GET',
    url: back.pathname + back.search,
    headers: { cookie: `rollcall_sso_state=${state}` },
  });
  expect(returned.headers.location).toBe(`/settings?ssoTest=${providerId}`);
  expect(cookieValue(returned, 'rollcall_refresh')).toBeUndefined();
  const result = await admin.request({
    method: 'GET',
    url: `/api/sso-providers/${providerId}/test`,
  });
  expect(result.json().data.test).toMatchObject({
    outcome: 'worked',
    email: 'tester@school.test',
  });
});

test("an administrator gives Rollcall's own code after the provider only where the district requires it", async () => {
  const head = await insertUser(t.database.db, { email: 'head@school.test', role: 'admin' });
  // Two-factor sign-in on for both administrators (only whether it is on matters here).
  await t.database.pool.query(
    `insert into two_factor_secrets (user_id, secret_ciphertext, enabled_at)
     select id, 'v1.sealed', now() from users where id in ($1, $2)`,
    [head.id, admin.user.id],
  );
  expect((await signInThrough('head@school.test')).response.headers.location).toBe('/');

  const current = (await admin.request({ method: 'GET', url: '/api/settings' })).json().data
    .settings;
  const required = await admin.request({
    method: 'PUT',
    url: '/api/settings',
    payload: {
      schoolName: current.schoolName,
      timezone: current.timezone,
      startTime: current.startTime,
      gracePeriodMinutes: current.gracePeriodMinutes,
      veryLateAfterMinutes: current.veryLateAfterMinutes,
      absenteeCutoffTime: current.absenteeCutoffTime,
      schoolDays: current.schoolDays,
      holidays: current.holidays,
      requireAdminTwoFactor: true,
    },
  });
  expect(required.statusCode, required.body).toBe(200);
  const { response } = await signInThrough('head@school.test');
  expect(response.headers.location).toMatch(/^\/login#challenge=[\w-]+$/);
  expect(cookieValue(response, 'rollcall_refresh')).toBeUndefined();
  // A teacher's sign-in is not held.
  await insertUser(t.database.db, { email: 'class@school.test' });
  expect((await signInThrough('class@school.test')).response.headers.location).toBe('/');
});
