import { sql } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { ERROR_MESSAGES } from '@rollcall/contract/errors';
import { generatedExport, rosterUpload } from '../../../test/oneroster-zip.js';
import { useTestApp } from '../../../test/test-app.js';

const { t, admin } = useTestApp({ staff: { admin: {} } });

// On the embedded database an import of more than one step (ROSTER_STEP students) is written a
// step per transaction (roster-write); on PostgreSQL in one. Either way it applies whole or not at
// all: 1,500 students, then a file renaming them all and adding 1,500 more, two steps of each.
const STUDENTS = 1500;

const importZip = (zip: Buffer) =>
  admin.request({
    method: 'POST',
    url: '/api/students/import/oneroster?orgSourcedId=school-1',
    ...rosterUpload(zip),
  });

/** Every column of every student, as one digest. */
const studentsDigest = async () =>
  (
    await t.database.db.execute<{ digest: string; total: number }>(sql`
      select md5(string_agg(s::text, ',' order by s.id)) as digest, count(*)::int as total
      from students as s`)
  ).rows[0];

/** Runs `during` with a trigger on `table` whose function's body is `body` (plpgsql). */
async function withTrigger(table: string, body: string, during: () => Promise<void>) {
  const { db } = t.database;
  await db.execute(
    sql.raw(`create function test_refusal() returns trigger language plpgsql as $$ ${body} $$`),
  );
  await db.execute(
    sql.raw(`create trigger test_refusal before insert on ${table}
      for each row execute function test_refusal()`),
  );
  try {
    await during();
  } finally {
    await db.execute(sql.raw(`drop trigger test_refusal on ${table}`));
    await db.execute(sql.raw('drop function test_refusal()'));
  }
}

test('a large roster failing at its last step leaves every student as it was', async () => {
  expect((await importZip(generatedExport(STUDENTS))).statusCode).toBe(200);
  const before = await studentsDigest();
  expect(before?.total).toBe(STUDENTS);
  // The import's audit entry is its last write: refused, every step before it is undone.
  await withTrigger(
    'audit_log',
    `begin
      if new.action = 'student.import' then raise exception 'refused by the test'; end if;
      return new;
    end`,
    async () => {
      const failed = await importZip(generatedExport(STUDENTS * 2, { familyPrefix: 'Renamed' }));
      expect(failed.statusCode).toBe(500);
    },
  );
  expect(await studentsDigest()).toEqual(before);
});

test('a Student ID taken during a large import refuses it whole, with the message', async () => {
  const before = await studentsDigest();
  // The last new student's row comes to nothing, as when another import took its Student ID.
  await withTrigger(
    'students',
    `begin
      if new.student_id = 'L${STUDENTS * 2 - 1}' then return null; end if;
      return new;
    end`,
    async () => {
      const refused = await importZip(generatedExport(STUDENTS * 2, { familyPrefix: 'Renamed' }));
      expect(refused.statusCode).toBe(409);
      expect(refused.json().error).toMatchObject({
        code: 'STUDENT_ID_TAKEN',
        message: ERROR_MESSAGES.STUDENT_ID_TAKEN,
      });
    },
  );
  expect(await studentsDigest()).toEqual(before);
  // And the same file, nothing in its way, applies whole.
  const applied = await importZip(generatedExport(STUDENTS * 2, { familyPrefix: 'Renamed' }));
  expect(applied.json().data.summary).toMatchObject({ created: STUDENTS, updated: STUDENTS });
  expect((await studentsDigest())?.total).toBe(STUDENTS * 2);
});
