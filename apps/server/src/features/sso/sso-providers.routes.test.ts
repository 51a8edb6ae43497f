import { expect, test } from 'vitest';
import { useTestApp } from '../../../test/test-app.js';

const { t, admin, teacher } = useTestApp({ staff: { admin: {}, teacher: {} } });

const TENANT = '72f988bf-86f1-41af-91ab-2d7cd011db47';
const google = {
  name: 'Google Workspace',
  kind: 'google',
  issuer: 'https://accounts.google.com',
  clientId: '1234.apps.googleusercontent.com',
  clientSecret: 'GOCSPX-the-secret',
  allowedDomains: ['Lincoln-High.org'],
};

const create = (payload: Record<string, unknown>) =>
  admin.request({ method: 'POST', url: '/api/sso-providers', payload });

test('each kind keeps to its own issuer, and Google to the school domains', async () => {
  const refusals = await Promise.all([
    create({ ...google, allowedDomains: [] }),
    create({ ...google, issuer: 'https://accounts.example.com' }),
    create({
      ...google,
      kind: 'microsoft',
      issuer: 'https://login.microsoftonline.com/common/v2.0',
    }),
    create({ ...google, kind: 'oidc', issuer: 'http://idp.example.org' }),
    create({ ...google, kind: 'oidc', issuer: 'https://idp.example.org', clientSecret: '' }),
    create({ ...google, allowedDomains: ['not a domain'] }),
    create({
      ...google,
      kind: 'oidc',
      issuer: 'https://idp.example.org',
      allowedDomains: [],
      createAccounts: 'teachers',
    }),
  ]);
  expect(refusals.map((response) => response.statusCode)).toEqual([
    400, 400, 400, 400, 400, 400, 400,
  ]);
  expect(refusals.map((response) => Object.entries(response.json().error.fields ?? {})[0])).toEqual(
    [
      ['allowedDomains', "Google Workspace needs at least one of the school's e-mail domains"],
      ['issuer', 'Google Workspace signs in at https://accounts.google.com'],
      ['issuer', "Enter the directory (tenant) ID of the school's Microsoft Entra ID"],
      ['issuer', 'Enter the issuer as an https address'],
      ['clientSecret', 'Enter the client secret the provider gave you'],
      [expect.stringMatching(/^allowedDomains/), 'Enter e-mail domains such as school.org'],
      ['allowedDomains', 'Name the e-mail domains whose staff get an account at first sign-in'],
    ],
  );
  const count = await t.database.pool.query('select count(*)::int as n from sso_providers');
  expect(count.rows[0]).toEqual({ n: 0 });
});

test('a provider is saved with its secret sealed, never sent back, and every change audited', async () => {
  const created = await create(google);
  expect(created.statusCode, created.body).toBe(201);
  const provider = created.json().data.provider;
  expect(provider).toMatchObject({
    kind: 'google',
    allowedDomains: ['lincoln-high.org'],
    createAccounts: 'off',
    redirectUrl: `http://localhost/api/auth/sso/${provider._id}/callback`,
  });
  expect(created.body).not.toContain('GOCSPX');
  const stored = await t.database.pool.query('select * from sso_providers');
  expect(JSON.stringify(stored.rows)).not.toContain('GOCSPX');

  const microsoft = await create({
    ...google,
    name: 'Microsoft 365',
    kind: 'microsoft',
    issuer: `https://login.microsoftonline.com/${TENANT}/v2.0`,
  });
  expect(microsoft.statusCode, microsoft.body).toBe(201);

  // A blank secret keeps the one kept; the edit is audited without it.
  const renamed = await admin.request({
    method: 'PUT',
    url: `/api/sso-providers/${provider._id}`,
    payload: { ...google, name: 'Lincoln Google', clientSecret: '' },
  });
  expect(renamed.statusCode, renamed.body).toBe(200);
  const after = await t.database.pool.query(
    'select client_secret_ciphertext from sso_providers where id = $1',
    [provider._id],
  );
  expect(after.rows[0]).toEqual({
    client_secret_ciphertext: stored.rows[0].client_secret_ciphertext,
  });

  const publicList = await t.app.inject({ method: 'GET', url: '/api/auth/sso' });
  expect(publicList.json().data.providers).toEqual([
    { id: provider._id, name: 'Lincoln Google', kind: 'google' },
    { id: microsoft.json().data.provider._id, name: 'Microsoft 365', kind: 'microsoft' },
  ]);

  const removed = await admin.request({
    method: 'DELETE',
    url: `/api/sso-providers/${provider._id}`,
  });
  expect(removed.statusCode).toBe(200);
  const audit = await t.database.pool.query(
    `select action, before, after from audit_log where entity_type = 'sso_provider'
      order by created_at`,
  );
  expect(audit.rows.map((row) => row.action)).toEqual([
    'sso_provider.create',
    'sso_provider.create',
    'sso_provider.update',
    'sso_provider.delete',
  ]);
  expect(audit.rows[2]).toMatchObject({
    before: { name: 'Google Workspace' },
    after: { name: 'Lincoln Google' },
  });
  expect(JSON.stringify(audit.rows)).not.toContain('GOCSPX');
});

test('providers are for district administrators, and a change needs a recent confirmation', async () => {
  const asTeacher = await teacher.request({ method: 'GET', url: '/api/sso-providers' });
  expect(asTeacher.statusCode).toBe(403);
  await t.database.pool.query(
    `update sessions set confirmed_at = now() - interval '1 hour' where user_id = $1`,
    [admin.user.id],
  );
  const unconfirmed = await create({ ...google, name: 'Later' });
  expect(unconfirmed.statusCode).toBe(403);
  expect(unconfirmed.json().error.code).toBe('CONFIRMATION_REQUIRED');
  await admin.confirm();
  expect((await create({ ...google, name: 'Later' })).statusCode).toBe(201);
});
