import { expect, test } from 'vitest';
import { eq } from 'drizzle-orm';
import { students } from '../../db/schema/students.js';
import { insertStudent } from '../../../test/factories.js';
import { rosterUpload, smallExport, withRecord, zipOf } from '../../../test/oneroster-zip.js';
import { useTestApp } from '../../../test/test-app.js';

const { t, admin } = useTestApp({ staff: { admin: {} } });

type Row = { sourcedId: string; action: string; errors: string[]; section?: string; line?: number };

async function importZip(zip: Buffer, query = '') {
  const response = await admin.request({
    method: 'POST',
    url: `/api/students/import/oneroster${query}`,
    ...rosterUpload(zip),
  });
  return { status: response.statusCode, body: response.json() };
}

const rowOf = (rows: Row[], sourcedId: string) => rows.find((row) => row.sourcedId === sourcedId);
const studentBySourcedId = async (sourcedId: string) =>
  (await t.database.db.select().from(students).where(eq(students.sourcedId, sourcedId)))[0];

test('a hand-made student with the same Student ID is matched, not made twice', async () => {
  // Made by hand before the school connected its SIS: S1004 is stu-4's identifier.
  await insertStudent(t.database.db, { studentId: 'S1004', firstName: 'Dev', lastName: 'Patel' });

  const preview = await importZip(zipOf(smallExport()), '?dryRun=true&sectionFrom=classCode');
  expect(preview.status).toBe(200);
  const { summary, rows, source, dryRun } = preview.body.data;
  expect(dryRun).toBe(true);
  expect(source).toMatchObject({
    orgSourcedId: 'school-1',
    orgName: 'Lakeside High School',
    mode: 'bulk',
    version: '1.2',
    sectionFrom: 'classCode',
    defaultSection: 'A',
  });
  // stu-1..3 new, stu-4 matched by Student ID, stu-5 in grade 8, stu-6 to be deleted but unknown.
  expect(summary).toEqual({
    created: 3,
    updated: 1,
    archived: 0,
    unchanged: 1,
    skipped: 1,
    toArchive: 0,
  });
  expect(rowOf(rows, 'stu-5')).toMatchObject({
    file: 'users.csv',
    line: 6,
    action: 'skip',
    errors: ['Grade "08" is not one of this school\'s classes (09 to 12)'],
  });
  // The homeroom's class code gives the section; a class without one, the default.
  expect(rowOf(rows, 'stu-1')?.section).toBe('B');
  expect(rowOf(rows, 'stu-2')?.section).toBe('C');
  expect(rowOf(rows, 'stu-3')?.section).toBe('A');
  // Parents and teachers are read as guardians, never as rows.
  expect(rows.map((row: Row) => row.sourcedId).sort()).toEqual(
    ['stu-1', 'stu-2', 'stu-3', 'stu-4', 'stu-5', 'stu-6'].sort(),
  );
  // The preview writes nothing.
  expect(await studentBySourcedId('stu-1')).toBeUndefined();

  const applied = await importZip(zipOf(smallExport()), '?sectionFrom=classCode');
  expect(applied.status).toBe(200);
  expect(applied.body.data.summary).toMatchObject({ created: 3, updated: 1, skipped: 1 });

  const ana = await studentBySourcedId('stu-1');
  expect(ana).toMatchObject({
    studentId: 'S1001',
    firstName: 'Ana',
    lastName: 'Lopez',
    email: 'ana.lopez@students.example.org',
    class: '9',
    section: 'B',
    dateOfBirth: '2011-03-14',
    gender: 'female',
    guardianName: 'Maria Lopez',
    guardianPhone: '+1 555 0201',
    guardianEmail: 'maria.lopez@example.org',
    guardianRelation: 'parent',
    archivedAt: null,
  });
  // The teacher listed first among Ben's agents is passed over; his parent's sms is her phone.
  expect(await studentBySourcedId('stu-2')).toMatchObject({
    class: '10',
    guardianName: 'Grace Okafor',
    guardianPhone: '+1 555 0202',
    phoneNumber: '+1 555 0102',
    gender: 'male',
  });
  expect(await studentBySourcedId('stu-3')).toMatchObject({
    guardianRelation: 'guardian',
    gender: null,
  });
  expect(await studentBySourcedId('stu-4')).toMatchObject({
    studentId: 'S1004',
    guardianRelation: 'relative',
  });
  const all = await t.database.db.select({ id: students.id }).from(students);
  expect(all).toHaveLength(4);

  // The API never shows the OneRoster id.
  const listed = await admin.request({ method: 'GET', url: '/api/students?search=S1001' });
  expect(listed.body).not.toContain('stu-1');

  const [entry] = await t.database.pool
    .query<{ after: Record<string, unknown> }>(
      `select after from audit_log where action = 'student.import' order by created_at desc limit 1`,
    )
    .then((result) => result.rows);
  expect(entry?.after).toMatchObject({ source: 'oneroster', created: 3, updated: 1 });
});

test('importing the same zip again changes nothing', async () => {
  const before = await studentBySourcedId('stu-1');
  const again = await importZip(zipOf(smallExport()), '?sectionFrom=classCode');
  expect(again.body.data.summary).toEqual({
    created: 0,
    updated: 0,
    archived: 0,
    unchanged: 5,
    skipped: 1,
    toArchive: 0,
  });
  expect((await studentBySourcedId('stu-1'))?.updatedAt).toEqual(before?.updatedAt);
  // With the default section source, existing students keep the sections they have.
  const byDefault = await importZip(zipOf(smallExport()), '?sectionFrom=default&defaultSection=D');
  expect(byDefault.body.data.summary).toMatchObject({ created: 0, updated: 0, unchanged: 5 });
  expect((await studentBySourcedId('stu-1'))?.section).toBe('B');
});

test('a changed family name updates the student; tobedeleted archives them', async () => {
  const files = smallExport();
  files['users.csv'] = withRecord(
    withRecord(
      files['users.csv'] ?? '',
      'stu-3',
      'stu-3,,2026-09-01T00:00:00.000Z,true,chloe.martin,,Chloe,Martin-Dubois,,S1003,,,,par-3,11,,,,,,,school-1,,x',
    ),
    'stu-2',
    'stu-2,tobedeleted,2026-09-01T00:00:00.000Z,false,ben.okafor,,Ben,Okafor,,S1002,,,,par-2,10,,,,,,,school-1,,x',
  );
  const result = await importZip(zipOf(files), '?sectionFrom=classCode');
  expect(result.body.data.summary).toMatchObject({ updated: 1, archived: 1, unchanged: 3 });
  expect((await studentBySourcedId('stu-3'))?.lastName).toBe('Martin-Dubois');
  expect((await studentBySourcedId('stu-2'))?.archivedAt).not.toBeNull();
  const audited = await t.database.pool.query(
    `select 1 from audit_log where action = 'student.archive'`,
  );
  expect(audited.rowCount).toBe(1);
});

test('a student missing from a full export is listed, and archived only when confirmed', async () => {
  const files = smallExport();
  files['users.csv'] = withRecord(files['users.csv'] ?? '', 'stu-4', null);
  const zip = zipOf(files);

  const preview = await importZip(zip, '?dryRun=true');
  const { summary, rows } = preview.body.data;
  expect(summary.toArchive).toBe(1);
  expect(rowOf(rows, 'stu-4')).toMatchObject({
    action: 'toArchive',
    errors: ['Not in this full export'],
  });
  expect(rowOf(rows, 'stu-4')?.line).toBeUndefined();

  // Not confirmed: left as it is.
  await importZip(zip);
  expect((await studentBySourcedId('stu-4'))?.archivedAt).toBeNull();

  const confirmed = await importZip(zip, '?archiveMissing=true');
  expect(confirmed.body.data.summary).toMatchObject({ archived: 1, toArchive: 0 });
  expect((await studentBySourcedId('stu-4'))?.archivedAt).not.toBeNull();
});

test('a delta touches only what it lists', async () => {
  const files = smallExport();
  const delta = {
    'manifest.csv': (files['manifest.csv'] ?? '')
      .replace('file.users,bulk', 'file.users,delta')
      .replace('file.roles,bulk', 'file.roles,delta')
      .replace('file.orgs,bulk', 'file.orgs,absent'),
    'users.csv': [
      (files['users.csv'] ?? '').split('\n')[0],
      'stu-1,active,2026-09-02T00:00:00.000Z,true,ana.lopez,,Ana,Lopez,,S1001,ana@new.example.org,,,par-1,09,,,,,,,school-1,,x',
      'stu-7,active,2026-09-02T00:00:00.000Z,true,gia.ross,,Gia,Ross,,S1007,,,,par-1,12,,,,,,,school-1,,x',
    ].join('\n'),
    'roles.csv': [
      (files['roles.csv'] ?? '').split('\n')[0],
      'r-stu-7,active,2026-09-02T00:00:00.000Z,stu-7,primary,student,,,school-1,',
    ].join('\n'),
  };
  const result = await importZip(zipOf(delta));
  expect(result.status).toBe(200);
  // Ana's guardian is not in the delta: she keeps hers; Gia's is (par-1 has no role row here).
  expect(result.body.data.source).toMatchObject({ mode: 'delta', orgSourcedId: '' });
  expect(result.body.data.summary).toMatchObject({ updated: 1, toArchive: 0, archived: 0 });
  expect(rowOf(result.body.data.rows, 'stu-7')).toMatchObject({
    action: 'skip',
    errors: ['No parent, guardian or relative is linked (agentSourcedIds)'],
  });
  expect(await studentBySourcedId('stu-1')).toMatchObject({
    email: 'ana@new.example.org',
    guardianName: 'Maria Lopez',
    section: 'B',
  });
  // Chloe, not in the delta, is untouched and not archived.
  expect((await studentBySourcedId('stu-3'))?.archivedAt).toBeNull();
});

test('a dry run by an API token answers counts and its file’s row errors, not the roster’s names nor whether a Student ID is taken', async () => {
  // A new user in the file, whose Student ID another SIS's student holds already.
  const files = exportWith('stu-9', 'S9001');
  await insertStudent(t.database.db, {
    studentId: 'S9001',
    firstName: 'Ada',
    lastName: 'Elsewhere',
    sourcedId: 'other-sis-1',
  });
  const token = await importToken();
  const upload = rosterUpload(zipOf(files));
  const byToken = await t.app.inject({
    method: 'POST',
    url: '/api/students/import/oneroster?dryRun=true',
    payload: upload.payload,
    headers: { ...upload.headers, authorization: `Bearer ${token}` },
  });
  expect(byToken.statusCode).toBe(200);
  const asToken = byToken.json().data;
  const asAdmin = (await importZip(zipOf(files), '?dryRun=true')).body.data;
  expect(asToken.summary).toEqual(asAdmin.summary);
  expect(rowOf(asAdmin.rows, 'stu-9')?.errors).toEqual([
    'Another student already has this Student ID',
  ]);
  // Only the rows not imported, each by its line and sourcedId, with no names in the reply.
  expect(asToken.rows).toEqual(
    asAdmin.rows
      .filter((row: Row) => row.line !== undefined && row.errors.length > 0)
      .map((row: Row) => ({
        file: 'users.csv',
        line: row.line,
        sourcedId: row.sourcedId,
        action: row.action,
        errors:
          row.sourcedId === 'stu-9'
            ? ['Not imported: an administrator can see why on the Students screen']
            : row.errors,
      })),
  );
  for (const name of ['Chloe', 'Martin', 'Elsewhere', 'S9001']) {
    expect(byToken.body).not.toContain(name);
  }
});

/** An API token that may import rosters, as a SIS's nightly job holds. */
async function importToken(): Promise<string> {
  const made = await admin.request({
    method: 'POST',
    url: '/api/api-tokens',
    payload: { name: 'SIS nightly', scopes: ['import'] },
  });
  expect(made.statusCode, made.body).toBe(201);
  return made.json().data.token;
}

/** The small export with one more student: a copy of stu-3 under another sourcedId and Student ID. */
function exportWith(sourcedId: string, studentId: string, status = '') {
  const files = smallExport();
  const chloe = (files['users.csv'] ?? '').split('\n').find((line) => line.startsWith('stu-3,'));
  files['users.csv'] = `${(files['users.csv'] ?? '').trim()}\n${(chloe ?? '')
    .replace('stu-3,,', `${sourcedId},${status},`)
    .replace(',S1003,', `,${studentId},`)}\n`;
  files['roles.csv'] =
    `${(files['roles.csv'] ?? '').trim()}\nr-${sourcedId},,2026-08-01T00:00:00.000Z,${sourcedId},primary,student,,,school-1,\n`;
  return files;
}

test('tobedeleted never archives a student typed in by hand, whatever Student ID the file gives', async () => {
  const typed = await insertStudent(t.database.db, { studentId: 'S7102' });
  const result = await importZip(
    zipOf(exportWith('stu-71', 'S7102', 'tobedeleted')),
    '?sectionFrom=classCode',
  );
  expect(result.status).toBe(200);
  expect(rowOf(result.body.data.rows, 'stu-71')?.action).toBe('unchanged');
  expect(result.body.data.summary.archived).toBe(0);
  const [after] = await t.database.db.select().from(students).where(eq(students.id, typed.id));
  expect(after?.archivedAt).toBeNull();
  expect(after?.sourcedId).toBeNull();
});

test('an API token does not adopt a student typed in by hand; an administrator’s import does', async () => {
  const typed = await insertStudent(t.database.db, {
    studentId: 'S8004',
    guardianEmail: 'family@example.org',
    guardianPhone: '+15550100',
  });
  const token = await importToken();
  const files = exportWith('stu-84', 'S8004');
  const upload = rosterUpload(zipOf(files));
  const byToken = await t.app.inject({
    method: 'POST',
    url: '/api/students/import/oneroster?sectionFrom=classCode',
    payload: upload.payload,
    headers: { ...upload.headers, authorization: `Bearer ${token}` },
  });
  expect(byToken.statusCode, byToken.body).toBe(200);
  expect(rowOf(byToken.json().data.rows, 'stu-84')).toMatchObject({
    action: 'skip',
    errors: ['Not imported: an administrator can see why on the Students screen'],
  });
  const kept = (await t.database.db.select().from(students).where(eq(students.id, typed.id)))[0];
  expect(kept).toMatchObject({
    sourcedId: null,
    guardianEmail: 'family@example.org',
    guardianPhone: '+15550100',
  });

  // The administrator sees the match in the preview, and the import makes it.
  const preview = await importZip(zipOf(files), '?dryRun=true&sectionFrom=classCode');
  expect(rowOf(preview.body.data.rows, 'stu-84')?.action).toBe('update');
  await importZip(zipOf(files), '?sectionFrom=classCode');
  expect((await studentBySourcedId('stu-84'))?.id).toBe(typed.id);
});
