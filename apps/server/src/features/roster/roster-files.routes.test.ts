import { expect, test } from 'vitest';
import { zipSync } from 'fflate';
import {
  ONEROSTER_MAX_RECORDS,
  ONEROSTER_MAX_UNZIPPED_BYTES,
  SOURCED_ID_MAX,
} from '@rollcall/contract/roster';
import { rosterUpload, smallExport, withRecord, zipOf } from '../../../test/oneroster-zip.js';
import { useTestApp } from '../../../test/test-app.js';

const { admin, teacher } = useTestApp({ staff: { admin: {}, teacher: {} } });

const importZip = async (zip: Buffer, query = '', as = admin) => {
  const response = await as.request({
    method: 'POST',
    url: `/api/students/import/oneroster${query}`,
    ...rosterUpload(zip),
  });
  return { status: response.statusCode, body: response.json() };
};

test('a required column missing is named with its file', async () => {
  const files = smallExport();
  files['users.csv'] = (files['users.csv'] ?? '').replace(',givenName,', ',firstName,');
  const result = await importZip(zipOf(files), '?dryRun=true');
  expect(result.status).toBe(400);
  expect(result.body.error.fields.file).toBe('users.csv has no "givenName" column');

  const withoutOrgs = smallExport();
  delete withoutOrgs['orgs.csv'];
  const noOrgs = await importZip(zipOf(withoutOrgs), '?dryRun=true');
  expect(noOrgs.body.error.fields.file).toBe('The zip has no orgs.csv');
});

test('a file that is not a zip is refused with a field message', async () => {
  const result = await importZip(Buffer.from('sourcedId,givenName\nstu-1,Ana\n'), '?dryRun=true');
  expect(result.status).toBe(400);
  expect(result.body.error.fields.file).toBe(
    'This file is not a zip archive. Choose the OneRoster CSV zip your SIS exported.',
  );
});

test('a zip bomb is refused by its size, declared or real, without inflating it all', async () => {
  const tooMuch = ONEROSTER_MAX_UNZIPPED_BYTES + 1024 * 1024;
  const bomb = Buffer.from(zipSync({ 'users.csv': new Uint8Array(tooMuch) }, { level: 9 }));
  expect(bomb.length).toBeLessThan(1024 * 1024);
  const declared = await importZip(bomb, '?dryRun=true');
  expect(declared.status).toBe(400);
  expect(declared.body.error.fields.file).toBe(
    'This zip unpacks to more than 100 MB, more than a OneRoster export of a school holds. It was not opened.',
  );

  // The same entry whose headers understate its size (a lying zip): stopped while inflating.
  const lying = Buffer.from(bomb);
  const small = 1000;
  for (let at = 0; at < lying.length - 4; at += 1) {
    const signature = lying.readUInt32LE(at);
    if (signature === 0x04034b50) lying.writeUInt32LE(small, at + 22);
    if (signature === 0x02014b50) lying.writeUInt32LE(small, at + 24);
  }
  const started = Date.now();
  const lied = await importZip(lying, '?dryRun=true');
  expect(lied.status).toBe(400);
  expect(lied.body.error.fields.file).toMatch(/more than 100 MB/);
  console.info(`the lying zip was refused in ${Date.now() - started} ms`);
});

test('OneRoster 1.1: the role and orgSourcedIds columns of users.csv, no roles.csv', async () => {
  const files = smallExport();
  delete files['roles.csv'];
  const roleOf: Record<string, string> = { stu: 'student', par: 'parent', tea: 'teacher' };
  const lines = (files['users.csv'] ?? '').trim().split('\n');
  files['users.csv'] = [
    `${lines[0]},role,orgSourcedIds`,
    ...lines.slice(1).map((line) => {
      const id = line.split(',')[0] ?? '';
      const org = id.startsWith('par') ? 'district-1' : 'school-1';
      return `${line},${roleOf[id.slice(0, 3)]},${org}`;
    }),
  ].join('\n');
  files['manifest.csv'] = (files['manifest.csv'] ?? '').replace('1.2', '1.1');
  const result = await importZip(zipOf(files), '?dryRun=true');
  expect(result.status).toBe(200);
  expect(result.body.data.summary).toMatchObject({ created: 4, skipped: 1 });
  expect(result.body.data.source.version).toBe('1.1');

  const neither = smallExport();
  delete neither['roles.csv'];
  const refused = await importZip(zipOf(neither), '?dryRun=true');
  expect(refused.body.error.fields.file).toBe(
    'users.csv has no "role" column and the zip has no roles.csv',
  );
});

test('several schools: the preview asks which, an import without one is refused', async () => {
  const files = smallExport();
  files['orgs.csv'] =
    `${(files['orgs.csv'] ?? '').trim()}\nschool-2,,2026-08-01T00:00:00.000Z,Hillside High School,school,HHS,district-1\n`;
  files['users.csv'] = withRecord(
    files['users.csv'] ?? '',
    'stu-3',
    'stu-3,,2026-08-01T00:00:00.000Z,true,chloe.martin,,Chloe,Martin,,S1003,,,,par-3,11,,,,,,,school-2,,x',
  );
  files['roles.csv'] = (files['roles.csv'] ?? '').replace(
    'stu-3,primary,student,,,school-1',
    'stu-3,primary,student,,,school-2',
  );
  const zip = zipOf(files);

  const asked = await importZip(zip, '?dryRun=true');
  expect(asked.status).toBe(200);
  expect(asked.body.data.source).toBeUndefined();
  expect(asked.body.data.schools).toEqual([
    { sourcedId: 'school-1', name: 'Lakeside High School' },
    { sourcedId: 'school-2', name: 'Hillside High School' },
  ]);

  const refused = await importZip(zip);
  expect(refused.status).toBe(400);
  expect(refused.body.error.fields.orgSourcedId).toBe(
    'The zip holds several schools. Choose which one to import (orgSourcedId).',
  );

  const chosen = await importZip(zip, '?dryRun=true&orgSourcedId=school-2');
  expect(chosen.body.data.source.orgName).toBe('Hillside High School');
  expect(chosen.body.data.rows.map((row: { sourcedId: string }) => row.sourcedId)).toEqual([
    'stu-3',
  ]);
  const unknown = await importZip(zip, '?dryRun=true&orgSourcedId=school-9');
  expect(unknown.body.error.fields.orgSourcedId).toBe('orgs.csv has no school with this sourcedId');
});

test('a teacher cannot import, and an upload without the file is refused', async () => {
  expect((await importZip(zipOf(smallExport()), '?dryRun=true', teacher)).status).toBe(403);
  const empty = await admin.request({
    method: 'POST',
    url: '/api/students/import/oneroster',
    payload: {},
  });
  expect(empty.statusCode).toBe(400);
});

test('names in any script survive the zip (UTF-8, with or without a byte-order mark)', async () => {
  const files = smallExport();
  files['users.csv'] =
    `\uFEFF${(files['users.csv'] ?? '').replace(',Chloe,Martin,', ',Chloé,李明,')}`;
  const result = await importZip(zipOf(files), '?dryRun=true');
  expect(result.status).toBe(200);
  const chloe = result.body.data.rows.find(
    (row: { sourcedId: string }) => row.sourcedId === 'stu-3',
  );
  expect(chloe.name).toBe('Chloé 李明');
});

test('a file with more rows than any district’s export is refused at once, naming the file and the limit', async () => {
  const files = smallExport();
  // Short rows: the limit is counted before a row is read for its columns.
  const [header = ''] = (files['users.csv'] ?? '').split('\n');
  files['users.csv'] = `${header}\n${'x\n'.repeat(ONEROSTER_MAX_RECORDS + 1)}`;
  const result = await importZip(zipOf(files), '?dryRun=true');
  expect(result.status).toBe(400);
  expect(result.body.error.fields.file).toBe(
    `users.csv has more than ${ONEROSTER_MAX_RECORDS} rows, more than a OneRoster export of a district holds. Nothing was imported.`,
  );
});

test('a NUL character is a clear refusal, not a server error; a sourcedId too long or with control characters skips its row', async () => {
  const withNul = smallExport();
  withNul['users.csv'] = (withNul['users.csv'] ?? '').replace(',Chloe,', ',Chl\u0000oe,');
  const refused = await importZip(zipOf(withNul), '?dryRun=true');
  expect(refused.status).toBe(400);
  expect(refused.body.error.fields.file).toBe(
    'users.csv holds a NUL character, which no text file has. Export it from your SIS again.',
  );

  const odd = smallExport();
  const long = `stu-${'9'.repeat(SOURCED_ID_MAX)}`;
  let users = (odd['users.csv'] ?? '').replace(/^stu-1,/m, `${long},`);
  users = users.replace(/^stu-2,/m, '"stu-2\u0007",');
  odd['users.csv'] = users;
  odd['roles.csv'] = (odd['roles.csv'] ?? '')
    .replace(',stu-1,primary', `,${long},primary`)
    .replace(',stu-2,primary', ',"stu-2\u0007",primary');
  const result = await importZip(zipOf(odd), '?dryRun=true');
  expect(result.status).toBe(200);
  const rowOf = (sourcedId: string) =>
    result.body.data.rows.find((row: { sourcedId: string }) => row.sourcedId === sourcedId);
  const invalid = `This sourcedId is not valid: at most ${SOURCED_ID_MAX} characters, with no control characters`;
  for (const sourcedId of [long, 'stu-2\u0007']) {
    expect(rowOf(sourcedId)).toMatchObject({ action: 'skip', errors: [invalid] });
  }
  expect(rowOf('stu-3')?.action).toBe('create');
});
