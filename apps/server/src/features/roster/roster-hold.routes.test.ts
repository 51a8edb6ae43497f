import { afterAll, beforeAll, expect, test } from 'vitest';
import { and, count, eq, isNotNull, isNull } from 'drizzle-orm';
import { auditLog } from '../../db/schema/audit-log.js';
import { students } from '../../db/schema/students.js';
import { readableMail, startSmtpServer, waitFor } from '../../../test/messaging-peers.js';
import { generatedExport, rosterUpload } from '../../../test/oneroster-zip.js';
import { LINCOLN_HIGH_SETTINGS } from '../../../test/school-settings-body.js';
import { useTestApp } from '../../../test/test-app.js';
import { insertSchool } from '../../../test/factories.js';
import { SCHOOL_ID_HEADER } from '@rollcall/contract/schools';
import { firstSchoolId } from '../../shared/school-staff.js';
import { channelsTo, messagingTo } from '../../../test/school-messaging.js';
import { mailHeldImport } from './roster-hold-mail.js';

let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
beforeAll(async () => {
  smtp = await startSmtpServer();
});
afterAll(async () => smtp.close());

// The e-mail to the admins goes through the job queue, as in production.
const { t, admin, teacher } = useTestApp({
  staff: { admin: { email: 'principal@lincoln.test' }, teacher: {} },
  messaging: messagingTo(() => ({ smtp })),
});

const SCHOOL = 40;
let token = '';

async function tokenImport(zip: Buffer, query = '') {
  const upload = rosterUpload(zip);
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/students/import/oneroster${query}`,
    payload: upload.payload,
    headers: { ...upload.headers, authorization: `Bearer ${token}` },
  });
  expect(response.statusCode, response.body).toBe(200);
  return { body: response.body, data: response.json().data };
}

const pending = async () =>
  (await admin.request({ method: 'GET', url: '/api/students/import/oneroster/pending' })).json()
    .data.pending;

const countOf = async (archived: boolean) =>
  (
    await t.database.db
      .select({ count: count() })
      .from(students)
      .where(archived ? isNotNull(students.archivedAt) : isNull(students.archivedAt))
  )[0]?.count;

beforeAll(async () => {
  await admin.request({ method: 'PUT', url: '/api/settings', payload: LINCOLN_HIGH_SETTINGS });
  // The school as its SIS made it: 40 students, each with a parent's phone.
  const made = await admin.request({
    method: 'POST',
    url: '/api/students/import/oneroster',
    ...rosterUpload(generatedExport(SCHOOL)),
  });
  expect(made.json().data.summary.created).toBe(SCHOOL);
  const minted = await admin.request({
    method: 'POST',
    url: '/api/api-tokens',
    payload: { name: 'SIS nightly', scopes: ['import'] },
  });
  token = minted.json().data.token;
});

test('a token’s import archiving more than the school’s share waits for an admin, who is e-mailed, previews and confirms it', async () => {
  const tenLeave = generatedExport(SCHOOL, { status: (i) => (i < 10 ? 'tobedeleted' : '') });
  const held = await tokenImport(tenLeave);
  // 10 % of 40 is 4: the floor of 5 is the limit, and 10 would go.
  expect(held.data.held).toMatchObject({ reason: 'archives', count: 10, limit: 5 });
  expect(held.data.summary.archived).toBe(10);
  expect(held.body).not.toContain('Given1');
  expect(await countOf(true)).toBe(0);

  const waiting = await pending();
  expect(waiting).toMatchObject({
    _id: held.data.held.pendingImportId,
    tokenName: 'SIS nightly',
    reason: 'archives',
    count: 10,
    limit: 5,
  });
  expect(
    (await teacher.request({ method: 'GET', url: '/api/students/import/oneroster/pending' }))
      .statusCode,
  ).toBe(403);
  const notices = (await admin.request({ method: 'GET', url: '/api/notices' })).json().data;
  expect(notices.notices).toEqual([
    {
      kind: 'rosterImportHeld',
      pendingImportId: waiting._id,
      receivedAt: waiting.receivedAt,
      count: 10,
    },
  ]);

  await waitFor(() => smtp.received.some((mail) => mail.to.includes('principal@lincoln.test')));
  const mail = readableMail(
    smtp.received.find((each) => each.to.includes('principal@lincoln.test'))?.raw ?? '',
  );
  expect(mail).toContain('A roster import for Lincoln High waits for your confirmation');
  expect(mail).toContain(
    'API token “SIS nightly” would archive or change the guardian contacts of 10 students',
  );

  const url = `/api/students/import/oneroster/pending/${waiting._id}`;
  const preview = (await admin.request({ method: 'GET', url })).json().data;
  expect(preview).toMatchObject({ dryRun: true, summary: { archived: 10 } });
  expect(preview.rows.find((row: { sourcedId: string }) => row.sourcedId === 's1')).toMatchObject({
    name: 'Given1 Family1',
    action: 'archive',
  });

  const confirmed = await admin.request({ method: 'POST', url: `${url}/confirm` });
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  expect(confirmed.json().data).toMatchObject({ dryRun: false, summary: { archived: 10 } });
  expect(confirmed.json().data.held).toBeUndefined();
  expect(await countOf(true)).toBe(10);
  expect(await pending()).toBeNull();
  const again = await admin.request({ method: 'POST', url: `${url}/confirm` });
  expect(again.statusCode).toBe(404);
  expect(again.json().error.message).toBe('This held import was confirmed or discarded already');
});

test('an empty export with archiveMissing is held, the next import waits behind it, and discarding drops both', async () => {
  const emptied = await tokenImport(generatedExport(0), '?archiveMissing=true');
  expect(emptied.data.held).toMatchObject({ reason: 'archives', count: 30 });
  const small = await tokenImport(generatedExport(SCHOOL, { familyPrefix: 'Renamed' }));
  expect(small.data.held).toMatchObject({ reason: 'waiting' });
  expect((await pending())._id).toBe(small.data.held.pendingImportId);

  const discarded = await admin.request({
    method: 'DELETE',
    url: `/api/students/import/oneroster/pending/${small.data.held.pendingImportId}`,
  });
  expect(discarded.json().data.message).toBe(
    'The held roster import was discarded. Nothing of it was written.',
  );
  expect(await pending()).toBeNull();
  expect(await countOf(false)).toBe(30);
  const [entry] = await t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, 'student.import_discarded')));
  expect(entry).toBeDefined();

  // Nothing waits any more: a change within the share goes through at once.
  const renamed = generatedExport(SCHOOL, {
    familyPrefix: 'Renamed',
    status: (i) => (i < 10 ? 'tobedeleted' : ''),
  });
  const applied = await tokenImport(renamed);
  expect(applied.data.held).toBeUndefined();
  expect(applied.data.summary.updated).toBe(30);
});

test('a token’s import changing more guardians’ phones than the share is held, until the school allows that share', async () => {
  const newPhones = generatedExport(SCHOOL, {
    familyPrefix: 'Renamed',
    phonePrefix: '+1 555 9',
    status: (i) => (i < 10 ? 'tobedeleted' : ''),
  });
  const held = await tokenImport(newPhones);
  expect(held.data.held).toMatchObject({ reason: 'contacts', count: 30, limit: 5 });
  await admin.request({
    method: 'DELETE',
    url: `/api/students/import/oneroster/pending/${held.data.held.pendingImportId}`,
  });

  const refused = await admin.request({
    method: 'PUT',
    url: '/api/settings',
    payload: { ...LINCOLN_HIGH_SETTINGS, rosterHoldPercent: 0 },
  });
  expect(refused.statusCode).toBe(400);
  expect(refused.body).toContain('Choose a share from 1 to 100 percent');
  // A larger share weakens the hold: it asks for the password given lately.
  await admin.confirm();
  await admin.request({
    method: 'PUT',
    url: '/api/settings',
    payload: { ...LINCOLN_HIGH_SETTINGS, rosterHoldPercent: 100 },
  });
  const applied = await tokenImport(newPhones);
  expect(applied.data.held).toBeUndefined();
  expect(applied.data.summary.updated).toBe(30);
});

// Last in the file: it makes a second school, after which every school route needs its header.
test("a held import waits at its own school: another school's administrators neither see nor act on it", async () => {
  const restored = await admin.request({
    method: 'PUT',
    url: '/api/settings',
    payload: { ...LINCOLN_HIGH_SETTINGS, rosterHoldPercent: 10 },
  });
  expect(restored.statusCode, restored.body).toBe(200);
  const held = await tokenImport(generatedExport(0), '?archiveMissing=true');
  const id = held.data.held.pendingImportId as string;
  const lincoln = await firstSchoolId(t.database.db);
  const riverside = await insertSchool(t.database.db);
  const at = (schoolId: string, method: 'GET' | 'POST' | 'DELETE', path = '') =>
    admin.request({
      method,
      url: `/api/students/import/oneroster/pending${path}`,
      headers: { [SCHOOL_ID_HEADER]: schoolId },
    });

  expect((await at(riverside, 'GET')).json().data.pending).toBeNull();
  for (const [method, path] of [
    ['GET', `/${id}`],
    ['POST', `/${id}/confirm`],
    ['DELETE', `/${id}`],
  ] as const) {
    expect((await at(riverside, method, path)).statusCode).toBe(404);
  }
  expect((await at(lincoln, 'GET')).json().data.pending._id).toBe(id);

  // The e-mail about it goes to the school's and the district's administrators, not another's.
  const riversideAdmin = await t.signIn('admin', {
    isDistrictAdmin: false,
    schoolIds: [riverside],
  });
  const email = channelsTo({ smtp }).email;
  if (!email) throw new Error('The test has an SMTP server');
  const sentBefore = smtp.received.length;
  expect(await mailHeldImport(t.database.db, email, lincoln, id)).toBeGreaterThan(0);
  const recipients = smtp.received.slice(sentBefore).flatMap((mail) => mail.to);
  expect(recipients).toContain('principal@lincoln.test');
  expect(recipients).not.toContain(riversideAdmin.user.email);
  email.close?.();

  expect((await at(lincoln, 'DELETE', `/${id}`)).statusCode).toBe(200);
});
