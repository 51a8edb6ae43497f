import { expect, test } from 'vitest';
import { API_TOKEN_MESSAGES } from '@rollcall/contract/api-tokens';
import { DEFAULT_PASSWORD } from '../../../test/factories.js';
import { rosterUpload, smallExport, zipOf } from '../../../test/oneroster-zip.js';
import { restoreBody } from '../../../test/restore-request.js';
import { useTestApp, type SignedIn } from '../../../test/test-app.js';

// Issue 39: tokens expire, die with their creator's admin rights, wait out maintenance, and a
// restore leaves them as they are now.

const { t, admin, signInAgain } = useTestApp({ staff: { admin: {} } });

const DAY_MS = 24 * 60 * 60 * 1000;

const dryRun = (token: string) => {
  const upload = rosterUpload(zipOf(smallExport()));
  return t.app.inject({
    method: 'POST',
    url: '/api/students/import/oneroster?dryRun=true',
    payload: upload.payload,
    headers: { ...upload.headers, authorization: `Bearer ${token}` },
  });
};

async function createToken(by: SignedIn, body: Record<string, unknown> = {}) {
  const response = await by.request({
    method: 'POST',
    url: '/api/api-tokens',
    payload: { name: 'SIS nightly sync', scopes: ['import'], ...body },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as { token: string; apiToken: { _id: string; expiresAt: string } };
}

const daysFromNow = (iso: string) => (new Date(iso).getTime() - Date.now()) / DAY_MS;

test('a token works for the days chosen when it is made (30, 90 or 365; 90 unless chosen), shows when it ends, and stops then', async () => {
  const usual = await createToken(admin);
  expect(daysFromNow(usual.apiToken.expiresAt)).toBeCloseTo(90, 1);
  const yearLong = await createToken(admin, { expiresInDays: 365 });
  expect(daysFromNow(yearLong.apiToken.expiresAt)).toBeCloseTo(365, 1);
  const listed = (await admin.request({ method: 'GET', url: '/api/api-tokens' })).json().data
    .apiTokens as { _id: string; expiresAt: string }[];
  expect(listed.find((token) => token._id === yearLong.apiToken._id)?.expiresAt).toBe(
    yearLong.apiToken.expiresAt,
  );

  const odd = await admin.request({
    method: 'POST',
    url: '/api/api-tokens',
    payload: { name: 'Odd', scopes: ['import'], expiresInDays: 45 },
  });
  expect(odd.statusCode).toBe(400);
  expect(odd.json().error.fields).toEqual({ expiresInDays: API_TOKEN_MESSAGES.lifetimeInvalid });

  const short = await createToken(admin, { expiresInDays: 30 });
  const first = await dryRun(short.token);
  expect(first.statusCode, first.body).toBe(200);
  await t.database.pool.query(
    `update api_tokens set expires_at = now() - interval '1 second' where id = $1`,
    [short.apiToken._id],
  );
  expect((await dryRun(short.token)).statusCode).toBe(401);
});

test('a token dies with its creator’s admin rights: switched off and on again, or demoted and promoted again, it stays revoked', async () => {
  const switchedOff = await t.signIn('admin');
  const demoted = await t.signIn('admin');
  const offToken = await createToken(switchedOff);
  const demotedToken = await createToken(demoted);
  expect((await dryRun(offToken.token)).statusCode).toBe(200);

  for (let turn = 0; turn < 2; turn += 1) {
    const toggled = await admin.request({
      method: 'PUT',
      url: `/api/users/${switchedOff.user.id}/toggle-status`,
    });
    expect(toggled.statusCode, toggled.body).toBe(200);
  }
  const edit = (role: string) =>
    admin.request({
      method: 'PUT',
      url: `/api/users/${demoted.user.id}`,
      payload: { name: 'Dee Demoted', email: demoted.user.email, role, isActive: true },
    });
  expect((await edit('teacher')).statusCode).toBe(200);
  expect((await edit('admin')).statusCode).toBe(200);

  expect((await dryRun(offToken.token)).statusCode).toBe(401);
  expect((await dryRun(demotedToken.token)).statusCode).toBe(401);
});

test('a token waits out maintenance mode like every other access but an admin’s at the screen', async () => {
  const { token } = await createToken(admin);
  const maintenance = (enabled: boolean) =>
    admin.request({ method: 'PUT', url: '/api/system/maintenance', payload: { enabled } });
  expect((await maintenance(true)).statusCode).toBe(200);
  try {
    const refused = await dryRun(token);
    expect(refused.statusCode).toBe(503);
    expect(refused.json().error.code).toBe('MAINTENANCE');
  } finally {
    expect((await maintenance(false)).statusCode).toBe(200);
  }
  expect((await dryRun(token)).statusCode).toBe(200);
});

test('a restore leaves the tokens as they are now: one revoked after the backup stays revoked, one made after it keeps working', async () => {
  const revokedLater = await createToken(admin);
  await admin.confirm();
  const backup = await admin.request({ method: 'GET', url: '/api/system/backup' });
  expect(backup.statusCode).toBe(200);
  const revoke = await admin.request({
    method: 'DELETE',
    url: `/api/api-tokens/${revokedLater.apiToken._id}`,
  });
  expect(revoke.statusCode).toBe(200);
  const madeLater = await createToken(admin);

  const restored = await admin.request({
    method: 'POST',
    url: '/api/system/restore',
    ...restoreBody(DEFAULT_PASSWORD, backup.rawPayload),
  });
  expect(restored.statusCode, restored.body).toBe(200);
  await signInAgain();

  expect((await dryRun(revokedLater.token)).statusCode).toBe(401);
  expect((await dryRun(madeLater.token)).statusCode).toBe(200);
});
