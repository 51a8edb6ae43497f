import { COMMON_MESSAGES } from '@rollcall/contract/common';
import { generate } from 'otplib';
import { expect, test } from 'vitest';
import { ERROR_MESSAGES } from '@rollcall/contract/errors';
import { TWO_FACTOR_MESSAGES } from '@rollcall/contract/two-factor';
import { DEFAULT_PASSWORD } from '../../../test/factories.js';
import { useTestApp, type SignedIn } from '../../../test/test-app.js';

const { t } = useTestApp();

/** Mid-step instants, so that ±30 s of tolerance never crosses into a step a test did not mean. */
const T0 = new Date('2031-03-03T10:00:15Z');
const at = (seconds: number) => new Date(T0.getTime() + seconds * 1000);
const codeAt = (secret: string, instant: Date) =>
  generate({ secret, epoch: Math.floor(instant.getTime() / 1000) });

const post = (signedIn: SignedIn, url: string, payload?: object) =>
  signedIn.request({ method: 'POST', url, ...(payload ? { payload } : {}) });

/** A signed-in teacher who turned two-factor sign-in on at T0; answers the secret and codes. */
async function userWithTwoFactor(role: 'admin' | 'teacher' = 'teacher') {
  t.setNow(T0);
  const signedIn = await t.signIn(role);
  const setup = await post(signedIn, '/api/auth/2fa/setup');
  expect(setup.statusCode).toBe(200);
  const { secret } = setup.json().data as { secret: string };
  const enable = await post(signedIn, '/api/auth/2fa/enable', { code: await codeAt(secret, T0) });
  expect(enable.statusCode).toBe(200);
  const { recoveryCodes } = enable.json().data as { recoveryCodes: string[] };
  return { signedIn, secret, recoveryCodes };
}

/** A new address per request: the per-address sign-in limit is not what these tests test. */
let requestCount = 0;
const nextAddress = () => {
  requestCount += 1;
  return `10.12.${Math.floor(requestCount / 250)}.${(requestCount % 250) + 1}`;
};

const login = (email: string, password = DEFAULT_PASSWORD, ip = nextAddress()) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password },
    remoteAddress: ip,
  });

const completeLogin = (challengeToken: string, code: string, ip = nextAddress()) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/login/2fa',
    payload: { challengeToken, code },
    remoteAddress: ip,
  });

async function challengeFor(email: string): Promise<string> {
  const response = await login(email);
  expect(response.statusCode).toBe(200);
  const data = response.json().data;
  expect(data).toEqual({ twoFactorRequired: true, challengeToken: expect.any(String) });
  return data.challengeToken as string;
}

const me = (accessToken: string) =>
  t.app.inject({
    method: 'GET',
    url: '/api/auth/me',
    headers: { authorization: `Bearer ${accessToken}` },
  });

test('setup answers a base32 secret and an otpauth URI for the school and the e-mail; the secret is stored encrypted', async () => {
  const signedIn = await t.signIn('teacher', { email: 'setup.uri@school.test' });
  const response = await post(signedIn, '/api/auth/2fa/setup');
  expect(response.statusCode).toBe(200);
  const { secret, otpauthUri } = response.json().data;
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  const uri = new URL(otpauthUri);
  expect(uri.protocol).toBe('otpauth:');
  expect(uri.host).toBe('totp');
  expect(decodeURIComponent(uri.pathname)).toBe(
    '/Rollcall (Rollcall High School):setup.uri@school.test',
  );
  expect(uri.searchParams.get('secret')).toBe(secret);
  expect(uri.searchParams.get('issuer')).toBe('Rollcall (Rollcall High School)');

  const { rows } = await t.database.pool.query(
    'select secret_ciphertext, enabled_at from two_factor_secrets where user_id = $1',
    [signedIn.user.id],
  );
  expect(rows).toHaveLength(1);
  expect(rows[0].enabled_at).toBeNull();
  expect(rows[0].secret_ciphertext).not.toContain(secret);
  expect(rows[0].secret_ciphertext).toMatch(/^v1\./);
});

test('enable refuses a wrong code on its field and a missing setup, then turns 2FA on with ten recovery codes shown once', async () => {
  t.setNow(T0);
  const signedIn = await t.signIn('teacher');
  const notStarted = await post(signedIn, '/api/auth/2fa/enable', { code: '123456' });
  expect(notStarted.statusCode).toBe(409);
  expect(notStarted.json().error.code).toBe('TWO_FACTOR_SETUP_NOT_STARTED');

  const { secret } = (await post(signedIn, '/api/auth/2fa/setup')).json().data;
  const badFormat = await post(signedIn, '/api/auth/2fa/enable', { code: '12ab' });
  expect(badFormat.statusCode).toBe(400);
  expect(badFormat.json().error.fields).toEqual({ code: TWO_FACTOR_MESSAGES.totpFormat });
  const wrongCode = await codeAt(secret, at(600));
  const wrong = await post(signedIn, '/api/auth/2fa/enable', { code: wrongCode });
  expect(wrong.statusCode).toBe(400);
  expect(wrong.json().error).toEqual({
    code: 'WRONG_TWO_FACTOR_CODE',
    message: ERROR_MESSAGES.WRONG_TWO_FACTOR_CODE,
    fields: { code: ERROR_MESSAGES.WRONG_TWO_FACTOR_CODE },
  });

  const spaced = (await codeAt(secret, T0)).replace(/^(\d{3})/, '$1 ');
  const enabled = await post(signedIn, '/api/auth/2fa/enable', { code: spaced });
  expect(enabled.statusCode).toBe(200);
  const { recoveryCodes, message } = enabled.json().data;
  expect(message).toBe(TWO_FACTOR_MESSAGES.enabled);
  expect(recoveryCodes).toHaveLength(10);
  expect(new Set(recoveryCodes).size).toBe(10);
  for (const code of recoveryCodes)
    expect(code).toMatch(/^[0-9a-hjkmnp-tv-z]{4}(-[0-9a-hjkmnp-tv-z]{4}){2}$/);

  const { rows } = await t.database.pool.query(
    'select code_hash from two_factor_recovery_codes where user_id = $1',
    [signedIn.user.id],
  );
  expect(rows).toHaveLength(10);
  const stored = rows.map((row: { code_hash: string }) => row.code_hash).join(' ');
  for (const code of recoveryCodes) {
    expect(stored).not.toContain(code);
    expect(stored).not.toContain(code.replace(/-/g, ''));
  }

  const meNow = await me(signedIn.accessToken);
  expect(meNow.json().data.user).toMatchObject({
    twoFactorEnabled: true,
    twoFactorSetupRequired: false,
  });
  const again = await post(signedIn, '/api/auth/2fa/setup');
  expect(again.statusCode).toBe(409);
  expect(again.json().error.code).toBe('TWO_FACTOR_ALREADY_ENABLED');
});

test('turning 2FA on signs out the other sessions of the same user and keeps the current one', async () => {
  t.setNow(T0);
  const signedIn = await t.signIn('teacher');
  const otherLogin = await login(signedIn.user.email);
  const otherToken = otherLogin.json().data.accessToken as string;
  expect((await me(otherToken)).statusCode).toBe(200);
  const { secret } = (await post(signedIn, '/api/auth/2fa/setup')).json().data;
  await post(signedIn, '/api/auth/2fa/enable', { code: await codeAt(secret, T0) });
  expect((await me(otherToken)).statusCode).toBe(401);
  expect((await me(signedIn.accessToken)).statusCode).toBe(200);
});

test('sign-in with 2FA answers a challenge and no tokens; the code completes it like a normal sign-in', async () => {
  const { signedIn, secret } = await userWithTwoFactor();
  t.setNow(at(60));
  const response = await login(signedIn.user.email);
  expect(response.statusCode).toBe(200);
  expect(response.json().data).toEqual({
    twoFactorRequired: true,
    challengeToken: expect.any(String),
  });
  expect(JSON.stringify(response.json())).not.toMatch(/accessToken|refreshToken/);

  const completed = await completeLogin(
    response.json().data.challengeToken,
    await codeAt(secret, at(60)),
  );
  expect(completed.statusCode).toBe(200);
  const data = completed.json().data;
  expect(data).toEqual({
    accessToken: expect.any(String),
    refreshToken: expect.any(String),
    user: expect.objectContaining({
      _id: signedIn.user.id,
      twoFactorEnabled: true,
      twoFactorSetupRequired: false,
      lastLogin: expect.any(String),
    }),
  });
  expect((await me(data.accessToken)).statusCode).toBe(200);
});

test('a code already used is refused within its window, and so is an older one', async () => {
  const { signedIn, secret } = await userWithTwoFactor();
  t.setNow(at(90));
  const code = await codeAt(secret, at(90));
  expect((await completeLogin(await challengeFor(signedIn.user.email), code)).statusCode).toBe(200);

  const replay = await completeLogin(await challengeFor(signedIn.user.email), code);
  expect(replay.statusCode).toBe(401);
  expect(replay.json().error).toEqual({
    code: 'INVALID_TWO_FACTOR_CODE',
    message: TWO_FACTOR_MESSAGES.codeUsed,
  });
  // The previous step's code is still within the tolerance, but older than the one accepted.
  const older = await completeLogin(
    await challengeFor(signedIn.user.email),
    await codeAt(secret, at(60)),
  );
  expect(older.statusCode).toBe(401);
  expect(older.json().error.message).toBe(TWO_FACTOR_MESSAGES.codeUsed);
});

test('two racing sign-ins with the same code: exactly one gets a session', async () => {
  const { signedIn, secret } = await userWithTwoFactor();
  t.setNow(at(120));
  const code = await codeAt(secret, at(120));
  const challenges = [
    await challengeFor(signedIn.user.email),
    await challengeFor(signedIn.user.email),
  ];
  const responses = await Promise.all(
    challenges.map((challenge) => completeLogin(challenge, code)),
  );
  expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 401]);
});

test('a wrong code is refused in the envelope and leaves the challenge open for the right one', async () => {
  const { signedIn, secret } = await userWithTwoFactor();
  t.setNow(at(150));
  const challenge = await challengeFor(signedIn.user.email);
  const wrong = await completeLogin(challenge, await codeAt(secret, at(900)));
  expect(wrong.statusCode).toBe(401);
  expect(wrong.json()).toEqual({
    success: false,
    error: { code: 'INVALID_TWO_FACTOR_CODE', message: ERROR_MESSAGES.INVALID_TWO_FACTOR_CODE },
  });
  const invalid = await completeLogin(challenge, '');
  expect(invalid.statusCode).toBe(400);
  expect(invalid.json().error.fields).toEqual({ code: TWO_FACTOR_MESSAGES.codeRequired });
  expect((await completeLogin(challenge, await codeAt(secret, at(150)))).statusCode).toBe(200);
  // Spent: the same challenge cannot sign in again, even with a fresh code.
  t.setNow(at(181));
  const spent = await completeLogin(challenge, await codeAt(secret, at(181)));
  expect(spent.statusCode).toBe(401);
  expect(spent.json().error.code).toBe('TWO_FACTOR_CHALLENGE_EXPIRED');
});

test('a challenge expires after five minutes', async () => {
  const { signedIn, secret } = await userWithTwoFactor();
  t.setNow(at(200));
  const challenge = await challengeFor(signedIn.user.email);
  t.setNow(at(200 + 5 * 60 + 1));
  const late = await completeLogin(challenge, await codeAt(secret, at(200 + 5 * 60 + 1)));
  expect(late.statusCode).toBe(401);
  expect(late.json().error).toEqual({
    code: 'TWO_FACTOR_CHALLENGE_EXPIRED',
    message: ERROR_MESSAGES.TWO_FACTOR_CHALLENGE_EXPIRED,
  });
  const made = await completeLogin('not-a-challenge', await codeAt(secret, at(200 + 5 * 60 + 1)));
  expect(made.json().error.code).toBe('TWO_FACTOR_CHALLENGE_EXPIRED');
});

test('a recovery code signs in once, typed in any case and without hyphens', async () => {
  const { signedIn, recoveryCodes } = await userWithTwoFactor();
  t.setNow(at(240));
  const [first = '', second = ''] = recoveryCodes;
  const typed = first.replace(/-/g, '').toUpperCase();
  expect((await completeLogin(await challengeFor(signedIn.user.email), typed)).statusCode).toBe(
    200,
  );
  const again = await completeLogin(await challengeFor(signedIn.user.email), first);
  expect(again.statusCode).toBe(401);
  expect(again.json().error.code).toBe('INVALID_TWO_FACTOR_CODE');
  // Two racing uses of another code: one wins.
  const challenges = [
    await challengeFor(signedIn.user.email),
    await challengeFor(signedIn.user.email),
  ];
  const raced = await Promise.all(challenges.map((challenge) => completeLogin(challenge, second)));
  expect(raced.map((response) => response.statusCode).sort()).toEqual([200, 401]);
});

test('wrong codes lock out one account from one address, under an account-wide ceiling, with the wait', async () => {
  const { signedIn, secret } = await userWithTwoFactor();
  t.setNow(at(300));
  const wrongCode = await codeAt(secret, at(3000));
  const rightCode = await codeAt(secret, at(300));
  for (let attempt = 0; attempt < 5; attempt += 1) {
    // A fresh challenge each time: the count follows the account, not the challenge.
    const challenge = await challengeFor(signedIn.user.email);
    expect((await completeLogin(challenge, wrongCode, '127.0.0.1')).statusCode).toBe(401);
  }
  const limited = await completeLogin(
    await challengeFor(signedIn.user.email),
    rightCode,
    '127.0.0.1',
  );
  expect(limited.statusCode).toBe(429);
  expect(limited.json().error).toEqual({
    code: 'RATE_LIMITED',
    message: expect.stringMatching(
      /^Too many attempts\. Please wait 1[45] minutes and try again\.$/,
    ),
  });
  expect(Number(limited.headers['retry-after'])).toBeGreaterThan(60);
  // The owner elsewhere is not kept out by them; their success does not unlock the guesser.
  const owner = await completeLogin(
    await challengeFor(signedIn.user.email),
    rightCode,
    '127.0.0.2',
  );
  expect(owner.statusCode).toBe(200);
  t.setNow(at(330));
  const guesser = await completeLogin(
    await challengeFor(signedIn.user.email),
    await codeAt(secret, at(330)),
    '127.0.0.1',
  );
  expect(guesser.statusCode).toBe(429);
  // Wrong codes spread over many addresses meet the account's ceiling.
  for (let attempt = 0; attempt < 10; attempt += 1) {
    const challenge = await challengeFor(signedIn.user.email);
    expect((await completeLogin(challenge, wrongCode, nextAddress())).statusCode).toBe(401);
  }
  expect(
    (
      await completeLogin(
        await challengeFor(signedIn.user.email),
        await codeAt(secret, at(330)),
        nextAddress(),
      )
    ).statusCode,
  ).toBe(429);
  // Turning it off with a code counts against the same limit.
  const disable = await post(signedIn, '/api/auth/2fa/disable', {
    password: DEFAULT_PASSWORD,
    code: await codeAt(secret, at(330)),
  });
  expect(disable.statusCode).toBe(429);
});

test('disable needs the password and a code on their fields, then signs out the other sessions', async () => {
  const { signedIn, secret } = await userWithTwoFactor();
  t.setNow(at(330));
  const other = await completeLogin(
    await challengeFor(signedIn.user.email),
    await codeAt(secret, at(330)),
  );
  const otherToken = other.json().data.accessToken as string;

  const wrongPassword = await post(signedIn, '/api/auth/2fa/disable', {
    password: 'Wrong1pass',
    code: await codeAt(secret, at(360)),
  });
  expect(wrongPassword.statusCode).toBe(400);
  expect(wrongPassword.json().error.fields).toEqual({
    password: ERROR_MESSAGES.WRONG_CURRENT_PASSWORD,
  });
  const missing = await post(signedIn, '/api/auth/2fa/disable', { password: '', code: '' });
  expect(missing.json().error.fields).toEqual({
    password: COMMON_MESSAGES.passwordRequired,
    code: TWO_FACTOR_MESSAGES.codeRequired,
  });
  t.setNow(at(360));
  const wrongCode = await post(signedIn, '/api/auth/2fa/disable', {
    password: DEFAULT_PASSWORD,
    code: await codeAt(secret, at(1200)),
  });
  expect(wrongCode.statusCode).toBe(400);
  expect(wrongCode.json().error.fields).toEqual({ code: ERROR_MESSAGES.WRONG_TWO_FACTOR_CODE });

  const disabled = await post(signedIn, '/api/auth/2fa/disable', {
    password: DEFAULT_PASSWORD,
    code: await codeAt(secret, at(360)),
  });
  expect(disabled.statusCode).toBe(200);
  expect(disabled.json().data).toEqual({ message: TWO_FACTOR_MESSAGES.disabled });
  expect((await me(otherToken)).statusCode).toBe(401);
  expect((await me(signedIn.accessToken)).json().data.user.twoFactorEnabled).toBe(false);
  const { rows } = await t.database.pool.query(
    `select (select count(*) from two_factor_secrets where user_id = $1)::int as secrets,
            (select count(*) from two_factor_recovery_codes where user_id = $1)::int as codes`,
    [signedIn.user.id],
  );
  expect(rows[0]).toEqual({ secrets: 0, codes: 0 });
  // The password alone signs in again.
  expect((await login(signedIn.user.email)).json().data.accessToken).toEqual(expect.any(String));
  const twice = await post(signedIn, '/api/auth/2fa/disable', {
    password: DEFAULT_PASSWORD,
    code: '123456',
  });
  expect(twice.statusCode).toBe(409);
  expect(twice.json().error.code).toBe('TWO_FACTOR_NOT_ENABLED');
});

test('a recovery code can turn 2FA off (the phone was lost)', async () => {
  const { signedIn, recoveryCodes } = await userWithTwoFactor();
  const disabled = await post(signedIn, '/api/auth/2fa/disable', {
    password: DEFAULT_PASSWORD,
    code: recoveryCodes[3] ?? '',
  });
  expect(disabled.statusCode).toBe(200);
});

test('an admin resets a user’s 2FA: their sessions end and the password alone signs them in', async () => {
  const { signedIn: teacher } = await userWithTwoFactor();
  const admin = await t.signIn('admin');
  const otherTeacher = await t.signIn('teacher');

  const forbidden = await post(otherTeacher, `/api/users/${teacher.user.id}/reset-2fa`);
  expect(forbidden.statusCode).toBe(403);
  expect(forbidden.json().error.code).toBe('FORBIDDEN');
  const own = await post(admin, `/api/users/${admin.user.id}/reset-2fa`);
  expect(own.statusCode).toBe(403);
  expect(own.json().error.code).toBe('CANNOT_CHANGE_OWN_ACCOUNT');
  const notOn = await post(admin, `/api/users/${otherTeacher.user.id}/reset-2fa`);
  expect(notOn.statusCode).toBe(409);
  expect(notOn.json().error).toEqual({
    code: 'TWO_FACTOR_NOT_ENABLED',
    message: TWO_FACTOR_MESSAGES.resetNotEnabled,
  });
  const unknown = await post(admin, '/api/users/00000000-0000-4000-8000-000000000000/reset-2fa');
  expect(unknown.statusCode).toBe(404);

  const listed = await admin.request({ method: 'GET', url: `/api/users/${teacher.user.id}` });
  expect(listed.json().data.user.twoFactorEnabled).toBe(true);
  const reset = await post(admin, `/api/users/${teacher.user.id}/reset-2fa`);
  expect(reset.statusCode).toBe(200);
  expect(reset.json().data).toEqual({
    user: expect.objectContaining({ _id: teacher.user.id, twoFactorEnabled: false }),
    message: TWO_FACTOR_MESSAGES.reset,
  });
  expect((await me(teacher.accessToken)).statusCode).toBe(401);
  expect((await login(teacher.user.email)).json().data.accessToken).toEqual(expect.any(String));

  const audit = await admin.request({
    method: 'GET',
    url: `/api/audit-log?action=user.reset_2fa&entityId=${teacher.user.id}`,
  });
  expect(audit.statusCode).toBe(200);
  expect(audit.json().data.entries).toEqual([
    expect.objectContaining({
      action: 'user.reset_2fa',
      entityType: 'user',
      entityId: teacher.user.id,
      actorId: admin.user.id,
      before: { twoFactorEnabled: true },
      after: { twoFactorEnabled: false },
    }),
  ]);
});

test('a challenge open while an admin resets 2FA can no longer complete', async () => {
  const { signedIn, secret } = await userWithTwoFactor();
  const admin = await t.signIn('admin');
  t.setNow(at(400));
  const challenge = await challengeFor(signedIn.user.email);
  expect((await post(admin, `/api/users/${signedIn.user.id}/reset-2fa`)).statusCode).toBe(200);
  const response = await completeLogin(challenge, await codeAt(secret, at(400)));
  expect(response.statusCode).toBe(401);
  expect(response.json().error.code).toBe('TWO_FACTOR_CHALLENGE_EXPIRED');
});

test('an account deactivated between the two steps is refused at the second', async () => {
  const { signedIn, secret } = await userWithTwoFactor();
  t.setNow(at(420));
  const challenge = await challengeFor(signedIn.user.email);
  await t.database.pool.query('update users set is_active = false where id = $1', [
    signedIn.user.id,
  ]);
  const response = await completeLogin(challenge, await codeAt(secret, at(420)));
  expect(response.statusCode).toBe(401);
  expect(response.json().error.code).toBe('ACCOUNT_INACTIVE');
});

test('a stored secret moved onto another user does not verify for them', async () => {
  const { signedIn: owner, secret } = await userWithTwoFactor();
  const { signedIn: thief } = await userWithTwoFactor();
  await t.database.pool.query(
    `update two_factor_secrets set secret_ciphertext =
       (select secret_ciphertext from two_factor_secrets where user_id = $1), last_used_step = null
     where user_id = $2`,
    [owner.user.id, thief.user.id],
  );
  t.setNow(at(450));
  const response = await completeLogin(
    await challengeFor(thief.user.email),
    await codeAt(secret, at(450)),
  );
  expect(response.statusCode).toBe(401);
  expect(response.json().error.code).toBe('INVALID_TWO_FACTOR_CODE');
});
