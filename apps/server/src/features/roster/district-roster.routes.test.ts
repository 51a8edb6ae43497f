import { beforeAll, expect, test } from 'vitest';
import { ROSTER_MESSAGES } from '@rollcall/contract/roster';
import { SCHOOL_ID_HEADER } from '@rollcall/contract/schools';
import { rosterUpload, smallExport, zipOf } from '../../../test/oneroster-zip.js';
import { useTestApp, type SignedIn } from '../../../test/test-app.js';
import { firstSchoolId } from '../../shared/school-staff.js';
import { getSettings } from '../../shared/school-settings.js';

/**
 * A district's OneRoster export imported whole (issue 41): the hand-written export's Lakeside
 * High School (matched to the installation's school by its name) and a second org, Hillside
 * Middle School, which the preview proposes and the confirmation creates.
 */
const { t, admin: district } = useTestApp({ staff: { admin: {} } });
let lakeside: string;

function districtExport() {
  const files = smallExport();
  const hillside = [
    'stu-h1,,2026-08-01T00:00:00.000Z,true,hana.ito,,Hana,Ito,,H2001,,,,par-1,09,,,,,,,school-2,,x',
    'stu-h2,,2026-08-01T00:00:00.000Z,true,ivo.novak,,Ivo,Novak,,H2002,,,,par-2,10,,,,,,,school-2,,x',
    'tea-h1,,2026-08-01T00:00:00.000Z,true,,,Hugo,Lind,,,h.lind@hillside.example.org,,,,,,,,,,,school-2,,x',
  ];
  const roles = [
    'r-stu-h1,,2026-08-01T00:00:00.000Z,stu-h1,primary,student,,,school-2,',
    'r-stu-h2,,2026-08-01T00:00:00.000Z,stu-h2,primary,student,,,school-2,',
    'r-tea-h1,,2026-08-01T00:00:00.000Z,tea-h1,primary,administrator,,,school-2,',
    // Lakeside's teacher teaches at Hillside too.
    'r-tea-1b,,2026-08-01T00:00:00.000Z,tea-1,secondary,teacher,,,school-2,',
  ];
  const append = (csv: string | undefined, lines: string[]) =>
    `${(csv ?? '').trimEnd()}\n${lines.join('\n')}\n`;
  return zipOf({
    ...files,
    'orgs.csv': append(files['orgs.csv'], [
      'school-2,,2026-08-01T00:00:00.000Z,Hillside Middle School,school,HMS,district-1',
    ]),
    'users.csv': append(files['users.csv'], hillside),
    'roles.csv': append(files['roles.csv'], roles),
  });
}

async function importDistrict(caller: SignedIn, query = '') {
  const response = await caller.request({
    method: 'POST',
    url: `/api/students/import/oneroster/district${query}`,
    ...rosterUpload(districtExport()),
  });
  return { status: response.statusCode, body: response.json() };
}

const counts = async () =>
  (
    await t.database.pool.query<{ schools: number; students: number }>(
      `select (select count(*)::int from schools) as schools,
              (select count(*)::int from students) as students`,
    )
  ).rows[0];

beforeAll(async () => {
  lakeside = await firstSchoolId(t.database.db);
  // The school's settings row is made on first read; then it takes the export's name.
  await getSettings(t.database.db);
  await t.database.pool.query(
    `update school_settings set school_name = 'Lakeside High School' where school_id = $1`,
    [lakeside],
  );
});

test('the preview places each org at its school or proposes a new one, and writes nothing', async () => {
  const before = await counts();
  const { status, body } = await importDistrict(district, '?dryRun=true');
  expect(status, JSON.stringify(body)).toBe(200);
  expect(body.data.schools).toEqual([
    expect.objectContaining({
      orgSourcedId: 'school-1',
      schoolId: lakeside,
      match: 'name',
      // The export's four students of grades 09–12 (its grade-08 one is skipped).
      summary: expect.objectContaining({ created: 4, skipped: 1 }),
    }),
    expect.objectContaining({
      orgSourcedId: 'school-2',
      schoolId: null,
      schoolName: 'Hillside Middle School',
      match: 'new',
      summary: expect.objectContaining({ created: 2 }),
    }),
  ]);
  expect(await counts()).toEqual(before);
});

test('the confirmation creates the new school and puts each student at their org’s school; again, nothing changes', async () => {
  const { status, body } = await importDistrict(district);
  expect(status, JSON.stringify(body)).toBe(200);
  const hillside = body.data.schools[1].schoolId as string;
  const { rows } = await t.database.pool.query(
    `select s.code, s.sourced_id, st.school_name, st.timezone = (
              select timezone from school_settings where school_id = $2) as same_zone,
            (select array_agg(student_id order by student_id) from students
              where school_id = s.id) as students
       from schools s join school_settings st on st.school_id = s.id
      where s.id in ($1, $2) order by s.created_at`,
    [lakeside, hillside],
  );
  expect(rows).toEqual([
    expect.objectContaining({ sourced_id: 'school-1', students: expect.any(Array) }),
    {
      code: 'HMS',
      sourced_id: 'school-2',
      school_name: 'Hillside Middle School',
      same_zone: true,
      students: ['H2001', 'H2002'],
    },
  ]);
  expect(rows[0].students).not.toContain('H2001');
  // Each school's staff, there: Lakeside's teacher works at both.
  expect(body.data.schools.map((school: { staff: object }) => school.staff)).toEqual([
    expect.objectContaining({ added: 1 }),
    expect.objectContaining({ added: 1, updated: 1 }),
  ]);
  const staff = await t.database.pool.query(
    `select u.sourced_id, m.school_id, m.role from users u
       join school_memberships m on m.user_id = u.id
      where u.sourced_id is not null order by u.sourced_id, m.role`,
  );
  expect(staff.rows).toEqual([
    { sourced_id: 'tea-1', school_id: expect.any(String), role: 'teacher' },
    { sourced_id: 'tea-1', school_id: expect.any(String), role: 'teacher' },
    { sourced_id: 'tea-h1', school_id: hillside, role: 'admin' },
  ]);
  expect(new Set(staff.rows.slice(0, 2).map((row) => row.school_id))).toEqual(
    new Set([lakeside, hillside]),
  );

  const again = await importDistrict(district, '?dryRun=true');
  type Again = { match: string; summary: { created: number; updated: number } };
  expect(
    again.body.data.schools.map(({ match, summary }: Again) => [
      match,
      summary.created + summary.updated,
    ]),
  ).toEqual([
    ['sourcedId', 0],
    ['sourcedId', 0],
  ]);
});

test('the administrator sends an org where they choose; an unknown school, or one school twice, is refused', async () => {
  const placements = (value: unknown) =>
    `?dryRun=true&placements=${encodeURIComponent(JSON.stringify(value))}`;
  const chosen = await importDistrict(district, placements({ 'school-2': lakeside }));
  expect(chosen.status, JSON.stringify(chosen.body)).toBe(200);
  expect(
    chosen.body.data.schools.map((school: { match: string; schoolId: string | null }) => [
      school.match,
      school.schoolId,
    ]),
  ).toEqual([
    // Lakeside's org loses its school to the choice: it would be a new one.
    ['new', null],
    ['chosen', lakeside],
  ]);
  const refusals = [
    [placements({ 'school-1': crypto.randomUUID() }), ROSTER_MESSAGES.placementsInvalid],
    [placements({ 'school-1': lakeside, 'school-2': lakeside }), ROSTER_MESSAGES.placedTwice],
    ['?dryRun=true&placements=not-json', ROSTER_MESSAGES.placementsInvalid],
  ] as const;
  for (const [query, message] of refusals) {
    const refused = await importDistrict(district, query);
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.body.error)).toContain(message);
  }
});

test('a school’s administrator imports their own org only, and not the district', async () => {
  const { rows } = await t.database.pool.query<{ id: string }>(
    `select id from schools where sourced_id = 'school-2'`,
  );
  const hillside = rows[0]?.id as string;
  const admin = await t.signIn('admin', { isDistrictAdmin: false, schoolIds: [hillside] });
  const refused = await importDistrict(admin);
  expect(refused.status).toBe(403);
  expect(refused.body.error.message).toBe(ROSTER_MESSAGES.districtOnly);

  const own = async (query: string) => {
    const upload = rosterUpload(districtExport());
    return admin.request({
      method: 'POST',
      url: `/api/students/import/oneroster${query}`,
      payload: upload.payload,
      headers: { ...upload.headers, [SCHOOL_ID_HEADER]: hillside },
    });
  };
  const otherOrg = await own('?dryRun=true&orgSourcedId=school-1');
  expect(otherOrg.statusCode).toBe(400);
  expect(otherOrg.json().error.fields.orgSourcedId).toBe(ROSTER_MESSAGES.otherSchoolsOrg);
  // Several orgs in the zip, none named: the school's own is read, not asked for.
  const ownOrg = await own('?dryRun=true');
  expect(ownOrg.statusCode).toBe(200);
  expect(ownOrg.json().data.source).toMatchObject({ orgSourcedId: 'school-2' });
  expect(ownOrg.json().data.summary).toMatchObject({ unchanged: 2, created: 0 });
});
