import { expect, test } from 'vitest';
import { SCHOOL_ID_HEADER } from '@rollcall/contract/schools';
import { rosterUpload, smallExport, zipOf } from '../../../test/oneroster-zip.js';
import { useTestApp } from '../../../test/test-app.js';

/**
 * The sync hold per school in a district's import (issue 41): a script's nightly sync of the whole
 * district holds the one school whose part would archive too many, and writes the others.
 */
const { t, admin: district } = useTestApp({ staff: { admin: {} } });

const PER_SCHOOL = 10;

/** Two schools of ten students each; `leaving(org, i)` marks student i of an org tobedeleted. */
function districtExport(leaving: (org: string, i: number) => boolean = () => false) {
  const small = smallExport();
  const header = (file: string) => (small[file] ?? '').split('\n')[0] ?? '';
  const users = [header('users.csv')];
  const roles = [header('roles.csv')];
  for (const org of ['north', 'south']) {
    for (let i = 0; i < PER_SCHOOL; i += 1) {
      const [student, parent] = [`${org}-s${i}`, `${org}-p${i}`];
      const status = leaving(org, i) ? 'tobedeleted' : '';
      users.push(
        `${student},${status},2026-08-01,true,,,Given${i},${org}${i},,${org.toUpperCase()}${i},,,,${parent},10,,,,,,,${org},,`,
        `${parent},,2026-08-01,true,,,Parent${i},${org}${i},,,,,+1 555 000 ${i},${student},,,,,,,,district-1,,`,
      );
      roles.push(
        `r-${student},,2026-08-01,${student},primary,student,,,${org},`,
        `r-${parent},,2026-08-01,${parent},primary,parent,,,district-1,`,
      );
    }
  }
  return zipOf({
    'manifest.csv': small['manifest.csv'] ?? '',
    'orgs.csv': [
      'sourcedId,status,dateLastModified,name,type,identifier,parentSourcedId',
      'district-1,,2026-08-01,Harbor District,district,HD,',
      'north,,2026-08-01,North High,school,NH,district-1',
      'south,,2026-08-01,South High,school,SH,district-1',
    ].join('\n'),
    'users.csv': users.join('\n'),
    'roles.csv': roles.join('\n'),
  });
}

test('a token’s district sync holds the school whose part would archive too many, and writes the others', async () => {
  const made = await district.request({
    method: 'POST',
    url: '/api/students/import/oneroster/district',
    ...rosterUpload(districtExport()),
  });
  expect(made.statusCode, made.body).toBe(200);
  const [north, south] = made.json().data.schools as { schoolId: string }[];
  const minted = await district.request({
    method: 'POST',
    url: '/api/api-tokens',
    payload: { name: 'SIS nightly', scopes: ['import'] },
  });
  const token = minted.json().data.token as string;

  // North loses eight students (more than the floor of five); South stays as it was.
  const upload = rosterUpload(districtExport((org, i) => org === 'north' && i < 8));
  const synced = await t.app.inject({
    method: 'POST',
    url: '/api/students/import/oneroster/district',
    payload: upload.payload,
    headers: { ...upload.headers, authorization: `Bearer ${token}` },
  });
  expect(synced.statusCode, synced.body).toBe(200);
  const [northPart, southPart] = synced.json().data.schools;
  expect(northPart.held).toMatchObject({ reason: 'archives', count: 8, limit: 5 });
  expect(southPart.held).toBeUndefined();

  const archivedAt = async (schoolId: string) =>
    (
      await t.database.pool.query<{ count: number }>(
        'select count(*)::int as count from students where school_id = $1 and archived_at is not null',
        [schoolId],
      )
    ).rows[0]?.count;
  expect(await archivedAt(north?.schoolId ?? '')).toBe(0);
  const waiting = await district.request({
    method: 'GET',
    url: '/api/students/import/oneroster/pending',
    headers: { [SCHOOL_ID_HEADER]: north?.schoolId ?? '' },
  });
  expect(waiting.json().data.pending).toMatchObject({ reason: 'archives', count: 8 });
  const none = await district.request({
    method: 'GET',
    url: '/api/students/import/oneroster/pending',
    headers: { [SCHOOL_ID_HEADER]: south?.schoolId ?? '' },
  });
  expect(none.json().data.pending).toBeNull();
});
