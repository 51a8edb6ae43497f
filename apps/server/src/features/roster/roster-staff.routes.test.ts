import { beforeAll, expect, test } from 'vitest';
import { SCHOOL_ID_HEADER } from '@rollcall/contract/schools';
import { insertSchool, insertUser } from '../../../test/factories.js';
import { rosterUpload, smallExport, withRecord, zipOf } from '../../../test/oneroster-zip.js';
import { useTestApp } from '../../../test/test-app.js';
import { firstSchoolId } from '../../shared/school-staff.js';

/**
 * The school's teachers and administrators from the roster (issue 42), one story from the first
 * import to the sync hold: the hand-written export's students, with the staff each test lists.
 */
const { t, admin } = useTestApp({ staff: { admin: {} } });
let lakeside: string;
let token = '';

type Staff = { id: string; name: string; email: string; role: string; org?: string };
const ADM_1: Staff = {
  id: 'adm-1',
  name: 'Alice Reyes',
  email: 'a.reyes@lakeside.example.org',
  role: 'administrator',
};
const TEA_1: Staff = {
  id: 'tea-1',
  name: 'Tom Brown',
  email: 't.brown@lakeside.example.org',
  role: 'teacher',
};

/** The small export with these staff in place of its teacher (OneRoster 1.2: roles.csv). */
function exportWith(staff: Staff[]) {
  const files = smallExport();
  const users = staff.map(({ id, name, email }) => {
    const [given, family] = name.split(' ');
    return `${id},,2026-08-01T00:00:00.000Z,true,,,${given},${family},,,${email},,,,,,,,,,,school-1,,x`;
  });
  const roles = staff.map(
    ({ id, role, org = 'school-1' }) =>
      `r-${id},,2026-08-01T00:00:00.000Z,${id},primary,${role},,,${org},`,
  );
  const append = (csv: string, lines: string[]) => `${csv.trimEnd()}\n${lines.join('\n')}\n`;
  return zipOf({
    ...files,
    'users.csv': append(withRecord(files['users.csv'] ?? '', 'tea-1', null), users),
    'roles.csv': append(withRecord(files['roles.csv'] ?? '', 'r-tea-1', null), roles),
  });
}

async function importZip(zip: Buffer, query = '', schoolId?: string) {
  const upload = rosterUpload(zip);
  const response = await admin.request({
    method: 'POST',
    url: `/api/students/import/oneroster${query}`,
    payload: upload.payload,
    headers: { ...upload.headers, [SCHOOL_ID_HEADER]: schoolId ?? lakeside },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}

/** A request at the first school: a district administrator names it once there are several. */
const atLakeside = (method: 'GET' | 'POST' | 'DELETE', url: string) =>
  admin.request({ method, url, headers: { [SCHOOL_ID_HEADER]: lakeside } });

async function tokenImport(zip: Buffer) {
  const upload = rosterUpload(zip);
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/students/import/oneroster',
    payload: upload.payload,
    headers: {
      ...upload.headers,
      authorization: `Bearer ${token}`,
      [SCHOOL_ID_HEADER]: lakeside,
    },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}

type Account = {
  id: string;
  name: string;
  email: string;
  role: string;
  is_active: boolean;
  sso_only: boolean;
  is_district_admin: boolean;
  password_hash: string | null;
  schools: { school_id: string; role: string }[];
};

/** The account with this sourcedId (or e-mail), and its memberships. */
async function account(key: string): Promise<Account | undefined> {
  const { rows } = await t.database.pool.query<Account>(
    `select u.id, u.name, u.email, u.role, u.is_active, u.sso_only, u.is_district_admin,
            u.password_hash,
            coalesce((select json_agg(json_build_object('school_id', m.school_id, 'role', m.role))
              from school_memberships m where m.user_id = u.id), '[]') as schools
       from users u where u.sourced_id = $1 or lower(u.email) = lower($1)`,
    [key],
  );
  return rows[0];
}

const NONE = { added: 0, updated: 0, unchanged: 0, deactivated: 0, skipped: 0 };

beforeAll(async () => {
  lakeside = await firstSchoolId(t.database.db);
});

test('1.2: the teachers and administrators at the school become accounts with no password, counted apart in the preview', async () => {
  const zip = exportWith([
    TEA_1,
    ADM_1,
    // No e-mail: no account can be made.
    { id: 'tea-x', name: 'Nora Quinn', email: '', role: 'teacher' },
    // The district's, not the school's.
    {
      id: 'tea-d',
      name: 'Dan Ode',
      email: 'd.ode@lakeside.example.org',
      role: 'teacher',
      org: 'district-1',
    },
  ]);
  const preview = await importZip(zip, '?dryRun=true');
  expect(preview.staff).toEqual({ ...NONE, added: 2, skipped: 1 });
  expect(preview.summary).toMatchObject({ created: 4 });
  expect(await account('tea-1')).toBeUndefined();

  const applied = await importZip(zip);
  expect(applied.staff).toEqual({ ...NONE, added: 2, skipped: 1 });
  expect(await account('tea-1')).toMatchObject({
    name: 'Tom Brown',
    email: 't.brown@lakeside.example.org',
    role: 'teacher',
    is_active: true,
    sso_only: true,
    password_hash: null,
    schools: [{ school_id: lakeside, role: 'teacher' }],
  });
  // An administrator is never single sign-on only: an admin sets their password.
  expect(await account('adm-1')).toMatchObject({
    role: 'admin',
    sso_only: false,
    is_district_admin: false,
    password_hash: null,
    schools: [{ school_id: lakeside, role: 'admin' }],
  });
  expect(await account('tea-d')).toBeUndefined();
  const shown = await admin.request({
    method: 'GET',
    url: `/api/users/${(await account('tea-1'))?.id}`,
  });
  expect(shown.json().data.user ?? shown.json().data).toMatchObject({
    ssoOnly: true,
    hasPassword: false,
    fromRoster: true,
  });
  const { rows } = await t.database.pool.query<{ action: string; after: unknown }>(
    `select action, after from audit_log where action in ('user.roster', 'student.import')`,
  );
  expect(rows.filter((row) => row.action === 'user.roster')).toHaveLength(2);
  expect(rows.find((row) => row.action === 'student.import')?.after).toMatchObject({
    staff: { added: 2 },
  });
});

test('each import brings the accounts up to date, and the same export again changes nothing', async () => {
  const zip = exportWith([
    { ...TEA_1, email: 'tom.brown@lakeside.example.org' },
    { ...ADM_1, name: 'Alice Ortiz' },
  ]);
  expect((await importZip(zip)).staff).toEqual({ ...NONE, updated: 2 });
  expect(await account('tea-1')).toMatchObject({
    email: 'tom.brown@lakeside.example.org',
    sso_only: true,
    password_hash: null,
  });
  expect(await account('adm-1')).toMatchObject({ name: 'Alice Ortiz', role: 'admin' });
  expect((await importZip(zip)).staff).toEqual({ ...NONE, unchanged: 2 });
});

test('a hand-made account with the e-mail is linked, its password and sign-in kept; a district administrator keeps their role', async () => {
  await insertUser(t.database.db, { name: 'Lee G', email: 'lee.green@lakeside.example.org' });
  await insertUser(t.database.db, {
    role: 'admin',
    name: 'Dana Hill',
    email: 'dana@lakeside.example.org',
  });
  const before = await account('lee.green@lakeside.example.org');
  const zip = exportWith([
    { ...TEA_1, email: 'tom.brown@lakeside.example.org' },
    { ...ADM_1, name: 'Alice Ortiz' },
    { id: 'tea-3', name: 'Lee Green', email: 'Lee.Green@Lakeside.example.org', role: 'teacher' },
    { id: 'adm-2', name: 'Dana Hill', email: 'dana@lakeside.example.org', role: 'teacher' },
  ]);
  expect((await importZip(zip)).staff).toEqual({ ...NONE, updated: 2, unchanged: 2 });
  expect(await account('tea-3')).toMatchObject({
    id: before?.id,
    name: 'Lee Green',
    email: 'lee.green@lakeside.example.org',
    password_hash: before?.password_hash,
    sso_only: false,
  });
  expect(await account('adm-2')).toMatchObject({
    role: 'admin',
    is_district_admin: true,
    schools: [{ school_id: lakeside, role: 'admin' }],
  });
});

test('staff the roster drops are deactivated and signed out; one working at another school too only leaves this one', async () => {
  const hillside = await insertSchool(t.database.db, { name: 'Hillside' });
  const lee = await account('tea-3');
  const tom = await account('tea-1');
  await t.database.pool.query(
    `insert into school_memberships (user_id, school_id, role) values ($1, $2, 'teacher')`,
    [lee?.id, hillside],
  );
  await t.database.pool.query(`insert into sessions (user_id) values ($1)`, [tom?.id]);

  const applied = await importZip(exportWith([{ ...ADM_1, name: 'Alice Ortiz' }]));
  expect(applied.staff).toEqual({ ...NONE, unchanged: 1, deactivated: 2 });
  expect(await account('tea-1')).toMatchObject({
    is_active: false,
    schools: [{ school_id: lakeside, role: 'teacher' }],
  });
  const { rows } = await t.database.pool.query(
    `select revoked_at from sessions where user_id = $1`,
    [tom?.id],
  );
  expect(rows).toEqual([{ revoked_at: expect.any(Date) }]);
  expect(await account('tea-3')).toMatchObject({
    is_active: true,
    schools: [{ school_id: hillside, role: 'teacher' }],
  });
  // The district administrator is never the roster's to drop.
  expect(await account('adm-2')).toMatchObject({ is_active: true, role: 'admin' });

  // Listed again, the account switched off stays so until an administrator turns it on.
  const back = await importZip(exportWith([{ ...ADM_1, name: 'Alice Ortiz' }, TEA_1]));
  expect(back.staff).toMatchObject({ updated: 1 });
  expect(await account('tea-1')).toMatchObject({ is_active: false, email: TEA_1.email });
});

test('a token’s import making an administrator, or dropping more staff than the share, waits for an administrator', async () => {
  const minted = await admin.request({
    method: 'POST',
    url: '/api/api-tokens',
    payload: { name: 'SIS nightly', scopes: ['import'] },
    headers: { [SCHOOL_ID_HEADER]: lakeside },
  });
  token = minted.json().data.token;
  const ADM_3: Staff = {
    id: 'adm-3',
    name: 'Omar Diaz',
    email: 'o.diaz@lakeside.example.org',
    role: 'administrator',
  };
  const kept = [{ ...ADM_1, name: 'Alice Ortiz' }, TEA_1];
  const promoting = await tokenImport(exportWith([...kept, ADM_3]));
  expect(promoting.held).toMatchObject({ reason: 'admins', count: 1, limit: 0 });
  expect(promoting.staff).toMatchObject({ added: 1 });
  expect(await account('adm-3')).toBeUndefined();
  const discarded = await atLakeside(
    'DELETE',
    `/api/students/import/oneroster/pending/${promoting.held.pendingImportId}`,
  );
  expect(discarded.statusCode, discarded.body).toBe(200);

  const six = [10, 11, 12, 13, 14, 15].map((n): Staff => ({
    id: `tea-${n}`,
    name: `Teacher T${n}`,
    email: `t${n}@lakeside.example.org`,
    role: 'teacher',
  }));
  expect((await importZip(exportWith([...kept, ...six]))).staff).toMatchObject({ added: 6 });
  const dropping = await tokenImport(exportWith(kept));
  // A share of the school's nine active staff is under the floor of 5, and 6 would go.
  expect(dropping.held).toMatchObject({ reason: 'staff', count: 6, limit: 5 });
  expect(await account('tea-10')).toMatchObject({ is_active: true });

  const url = `/api/students/import/oneroster/pending/${dropping.held.pendingImportId}`;
  const preview = (await atLakeside('GET', url)).json().data;
  expect(preview.staff).toMatchObject({ deactivated: 6 });
  const confirmed = await atLakeside('POST', `${url}/confirm`);
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  expect(confirmed.json().data.staff).toMatchObject({ deactivated: 6 });
  expect(await account('tea-10')).toMatchObject({ is_active: false });
});

test('1.1: the role column of users.csv says who is staff at the school', async () => {
  const riverside = await insertSchool(t.database.db, { name: 'Riverside' });
  const files = smallExport();
  const zip = zipOf({
    'manifest.csv': (files['manifest.csv'] ?? '')
      .replace('oneroster.version,1.2', 'oneroster.version,1.1')
      .replace('file.roles,bulk', 'file.roles,absent'),
    'orgs.csv':
      'sourcedId,status,dateLastModified,name,type,identifier,parentSourcedId\nschool-9,,2026-08-01,Riverside High,school,RHS,\n',
    'users.csv': [
      'sourcedId,status,dateLastModified,orgSourcedIds,role,username,userIds,givenName,familyName,identifier,email,sms,phone,agentSourcedIds,grades,password',
      'r-tea,,2026-08-01,school-9,teacher,,,Rita Vance,,,rita@riverside.example.org,,,,,',
      'r-adm,,2026-08-01,school-9,administrator,,,Raul,Mendes,,raul@riverside.example.org,,,,,',
      'o-tea,,2026-08-01,school-8,teacher,,,Otto,Berg,,otto@riverside.example.org,,,,,',
    ].join('\n'),
  });
  const applied = await importZip(zip, '', riverside);
  expect(applied.source).toMatchObject({ version: '1.1', orgSourcedId: 'school-9' });
  expect(applied.staff).toEqual({ ...NONE, added: 2 });
  expect(await account('r-tea')).toMatchObject({
    name: 'Rita Vance',
    role: 'teacher',
    sso_only: true,
    schools: [{ school_id: riverside, role: 'teacher' }],
  });
  expect(await account('r-adm')).toMatchObject({
    role: 'admin',
    schools: [{ school_id: riverside, role: 'admin' }],
  });
  expect(await account('o-tea')).toBeUndefined();
});
