import { createHash } from 'node:crypto';
import { expect, test } from 'vitest';
import type { InjectOptions } from 'fastify';
import { buildStudent } from '../../../test/factories.js';
import { rosterUpload, smallExport, zipOf } from '../../../test/oneroster-zip.js';
import { useTestApp } from '../../../test/test-app.js';

const { t, admin, teacher } = useTestApp({ staff: { admin: {}, teacher: {} } });

const withToken = (token: string, options: InjectOptions) =>
  t.app.inject({ ...options, headers: { ...options.headers, authorization: `Bearer ${token}` } });

async function createToken(name = 'SIS nightly sync') {
  const response = await admin.request({
    method: 'POST',
    url: '/api/api-tokens',
    payload: { name, scopes: ['import'] },
  });
  expect(response.statusCode).toBe(201);
  return response.json().data as { token: string; apiToken: { _id: string; name: string } };
}

const tokenUses = async (id: string) =>
  (
    await t.database.pool.query<{ after: { route: string; allowed: boolean } }>(
      `select after from audit_log where action = 'api_token.use' and entity_id = $1
       order by created_at`,
      [id],
    )
  ).rows.map((row) => [row.after.route, row.after.allowed]);

test('a token is shown once and kept as its SHA-256 only', async () => {
  const { token, apiToken } = await createToken();
  expect(token).toMatch(/^rcat_[A-Za-z0-9_-]{43}$/);
  const stored = await t.database.pool.query<{ token_hash: string }>(
    'select token_hash from api_tokens where id = $1',
    [apiToken._id],
  );
  expect(stored.rows[0]?.token_hash).toBe(createHash('sha256').update(token).digest('hex'));
  const dump = JSON.stringify((await t.database.pool.query('select * from api_tokens')).rows);
  expect(dump).not.toContain(token);

  const listed = await admin.request({ method: 'GET', url: '/api/api-tokens' });
  expect(listed.json().data.apiTokens).toEqual([
    expect.objectContaining({ _id: apiToken._id, name: 'SIS nightly sync', scopes: ['import'] }),
  ]);
  expect(listed.body).not.toContain(token);
});

test('an import token runs both imports and nothing else; every use is audited', async () => {
  const { token, apiToken } = await createToken('Imports');

  const roster = await withToken(token, {
    method: 'POST',
    url: '/api/students/import/oneroster?dryRun=true',
    ...rosterUpload(zipOf(smallExport())),
  });
  expect(roster.statusCode).toBe(200);
  expect(roster.json().data.summary.created).toBe(4);

  const csv = await withToken(token, {
    method: 'POST',
    url: '/api/students/bulk-import',
    payload: { students: [buildStudent()] },
  });
  expect(csv.statusCode).toBe(200);
  expect(csv.json().data.summary.created).toBe(1);

  // Reading students, or making more tokens, is not the import scope's.
  expect((await withToken(token, { method: 'GET', url: '/api/students' })).statusCode).toBe(403);
  const more = await withToken(token, {
    method: 'POST',
    url: '/api/api-tokens',
    payload: { name: 'x', scopes: ['import'] },
  });
  expect(more.statusCode).toBe(403);
  expect(more.json().error.message).toBe('An API token can only run the student imports.');

  expect(await tokenUses(apiToken._id)).toEqual([
    ['/api/students/import/oneroster', true],
    ['/api/students/bulk-import', true],
    ['/api/students', false],
    ['/api/api-tokens', false],
  ]);
  const [imported] = (
    await t.database.pool.query<{ actor_id: string }>(
      `select actor_id from audit_log where action = 'student.import'`,
    )
  ).rows;
  expect(imported?.actor_id).toBe(admin.user.id);
});

test('a revoked or unknown token is refused with 401', async () => {
  const { token, apiToken } = await createToken('Old script');
  const revoked = await admin.request({ method: 'DELETE', url: `/api/api-tokens/${apiToken._id}` });
  expect(revoked.statusCode).toBe(200);
  const upload = { method: 'POST' as const, url: '/api/students/import/oneroster?dryRun=true' };
  const refused = await withToken(token, { ...upload, ...rosterUpload(zipOf(smallExport())) });
  expect(refused.statusCode).toBe(401);
  const made = await withToken(`rcat_${'A'.repeat(43)}`, { method: 'GET', url: '/api/students' });
  expect(made.statusCode).toBe(401);
  // Revoked twice: not found; the list no longer has it.
  expect(
    (await admin.request({ method: 'DELETE', url: `/api/api-tokens/${apiToken._id}` })).statusCode,
  ).toBe(404);
  const listed = await admin.request({ method: 'GET', url: '/api/api-tokens' });
  expect(listed.body).not.toContain(apiToken._id);
});

test('only admins manage tokens, with a name and a known scope', async () => {
  const asTeacher = await teacher.request({
    method: 'POST',
    url: '/api/api-tokens',
    payload: { name: 'Mine', scopes: ['import'] },
  });
  expect(asTeacher.statusCode).toBe(403);
  expect((await teacher.request({ method: 'GET', url: '/api/api-tokens' })).statusCode).toBe(403);
  const bad = await admin.request({
    method: 'POST',
    url: '/api/api-tokens',
    payload: { name: ' ', scopes: ['everything'] },
  });
  expect(bad.statusCode).toBe(400);
  expect(bad.json().error.fields).toMatchObject({ name: 'Please give the token a name' });
  expect(bad.json().error.fields['scopes.0']).toBeDefined();
});

test("a deactivated admin's tokens stop working", async () => {
  const other = await t.signIn('admin');
  const made = await other.request({
    method: 'POST',
    url: '/api/api-tokens',
    payload: { name: 'Theirs', scopes: ['import'] },
  });
  const { token } = made.json().data as { token: string };
  await t.database.pool.query('update users set is_active = false where id = $1', [other.user.id]);
  const refused = await withToken(token, {
    method: 'POST',
    url: '/api/students/bulk-import',
    payload: { students: [buildStudent()] },
  });
  expect(refused.statusCode).toBe(401);
});
