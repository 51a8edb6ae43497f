import { afterAll, beforeAll, expect, test } from 'vitest';
import { restoreBody, schoolDataFingerprints } from '../../../test/restore-request.js';
import {
  createProcessDatabase,
  PROCESS_ADMIN,
  signInOver,
  startServerProcess,
} from '../../../test/server-process.js';

/**
 * A restore is one transaction: a server killed (kill -9, no chance to clean up) while it is
 * inserting a large backup's rows leaves the data as it was before the restore, and starts again
 * on it. Real server processes (build first), the same database throughout.
 */

const ENGINE = process.env.TEST_DB === 'postgres' ? 'PostgreSQL' : 'embedded PGlite';
/** Enough rows that the restore inserts for seconds after it says it started (about 3 s to 4 s here;
 * the kill follows the log line within milliseconds). Not killed, the test fails: measured. */
const STUDENTS = 1000;
const SCHOOL_DAYS = 20;

let database: Awaited<ReturnType<typeof createProcessDatabase>>;

beforeAll(async () => {
  database = await createProcessDatabase();
  const { pool, close } = await database.open();
  try {
    await pool.query(
      `insert into students (school_id, student_id, first_name, last_name, class, section,
                             guardian_name, guardian_phone, notes)
       select (select id from schools), 'K-' || g, 'First' || g, 'Last' || g, '10', 'A', 'Guardian ' || g,
              '+1 555 010 ' || lpad(g::text, 4, '0'), repeat('A note to make the row wider. ', 8)
         from generate_series(1, $1::int) g`,
      [STUDENTS],
    );
    await pool.query(
      `insert into attendance (student_id, school_id, school_date, scan_time, status, method)
       select s.id, s.school_id, day::date, day + time '08:05', 'present', 'scan'
         from students s
        cross join generate_series('2026-09-01'::date, '2026-09-01'::date + $1::int - 1, '1 day') day`,
      [SCHOOL_DAYS],
    );
  } finally {
    await close();
  }
}, 180_000);
afterAll(async () => {
  await database.drop();
});

const withoutAbsenteeRuns = (fingerprints: Record<string, string>) =>
  Object.fromEntries(Object.entries(fingerprints).filter(([table]) => table !== 'absentee_runs'));

/** The fingerprints of the school's data and the restores the audit log records, read directly. */
async function readState() {
  const { pool, close } = await database.open();
  try {
    const restores = await pool.query<{ count: number }>(
      `select count(*)::int as count from audit_log where action = 'system.restore'`,
    );
    return { fingerprints: await schoolDataFingerprints(pool), restores: restores.rows[0]?.count };
  } finally {
    await close();
  }
}

test(`[${ENGINE}] a restore killed (kill -9) while inserting rows leaves the old data`, async () => {
  // A backup of the large data, then a reset: what is there before the restore differs from it.
  const first = await startServerProcess(database.env);
  const headers = await signInOver(first.url);
  const backup = Buffer.from(
    await (await fetch(`${first.url}/api/system/backup`, { headers })).arrayBuffer(),
  );
  const settings = await (await fetch(`${first.url}/api/settings`, { headers })).json();
  const reset = await fetch(`${first.url}/api/system/reset`, {
    method: 'POST',
    headers,
    body: JSON.stringify({
      schoolName: settings.data.settings.schoolName,
      password: PROCESS_ADMIN.password,
    }),
  });
  expect(reset.status).toBe(200);
  await first.stop();
  const before = await readState();
  expect(before.fingerprints.students).toMatch(/^0:/);

  const second = await startServerProcess(database.env);
  const { payload, headers: multipart } = restoreBody(PROCESS_ADMIN.password, backup);
  const restore = fetch(`${second.url}/api/system/restore`, {
    method: 'POST',
    headers: { authorization: headers.authorization, ...multipart },
    body: payload,
  }).then(
    (response) => `answered ${response.status}`,
    () => 'no answer',
  );
  // Logged inside the transaction, after every table was emptied and before any row went in.
  await second.waitForOutput('restore: tables emptied, inserting the backup rows');
  second.signal('SIGKILL');
  expect(await second.exited).toEqual({ code: null, signal: 'SIGKILL' });
  expect(await restore).toBe('no answer');
  expect(second.output()).not.toContain('restore: committed');

  // The server starts again on the same data, and the admin's sign-in (emptied by the restore
  // had it committed) still works.
  const third = await startServerProcess(database.env);
  const me = await fetch(`${third.url}/api/auth/me`, { headers });
  expect(me.status).toBe(200);
  await third.stop();

  const after = await readState();
  // A server started after the absentee cutoff on a school day records that day's check as it
  // starts: the run is the restarted server's own work, not the restore's, whatever the hour.
  expect(withoutAbsenteeRuns(after.fingerprints)).toEqual(withoutAbsenteeRuns(before.fingerprints));
  expect(after.restores).toBe(0);
}, 240_000);
