import { REFRESH_TOKEN_TTL_DAYS } from '@rollcall/contract/auth';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { insertStudent, insertUser } from '../../../test/factories.js';
import { openTestDatabase } from '../../../test/test-database.js';
import type { Database } from '../../db/client.js';
import { revokeSession, startSession } from '../../shared/sessions.js';
import type { ScanInput } from './scan.queries.js';
import { scanInBatch } from './scan-batch.js';
import { firstSchoolId } from '../../shared/school-staff.js';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database.close();
});

async function signedInTeacher() {
  const user = await insertUser(database.db, { role: 'teacher' });
  const { sessionId } = await startSession(database.db, REFRESH_TOKEN_TTL_DAYS, user.id, 'vitest');
  return { userId: user.id, sessionId, schoolId: await firstSchoolId(database.db) };
}

const onTime = {
  schoolDate: '2026-09-14',
  scanTime: new Date('2026-09-14T08:05:00-04:00'),
  status: 'present',
  timeWindow: 'on_time',
  minutesLate: 0,
  location: 'Gate A',
  notes: null,
};

test('scans of one turn are one statement, and each is answered as it would be alone', async () => {
  const teacher = await signedInTeacher();
  const closed = await signedInTeacher();
  await revokeSession(database.db, closed.sessionId, 'signed out');
  const carded = await Promise.all([1, 2, 3, 4].map(() => insertStudent(database.db)));
  const typed = await insertStudent(database.db, { studentId: 'BATCH-TYPED-1' });
  const twice = await insertStudent(database.db);
  const reissued = await insertStudent(database.db, { qrVersion: 2 });
  const inactive = await insertStudent(database.db, { isActive: false });
  const byClosedSession = await insertStudent(database.db);
  const card = (student: { id: string; qrVersion: number }, version = student.qrVersion) =>
    ({ card: { id: student.id, version }, code: null }) as const;
  const scans: (Pick<ScanInput, 'card' | 'code'> & { by?: typeof teacher })[] = [
    ...carded.map((student) => card(student)),
    { card: null, code: 'batch-typed-1' },
    card(twice),
    card(twice),
    { card: null, code: 'NO-SUCH-CODE' },
    card(reissued, 1),
    card(inactive),
    { ...card(byClosedSession), by: closed },
  ];

  // Called in one turn of the event loop, as requests read from the network together are.
  const rows = await Promise.all(
    scans.map(({ by = teacher, ...scan }) =>
      scanInBatch(database.pool, { ...onTime, ...scan, ...by }),
    ),
  );

  const recorded = rows.map((row) => row.attendanceId !== null);
  expect(recorded).toEqual([true, true, true, true, true, true, false, false, false, false, false]);
  expect(rows.map((row) => row.id)).toEqual([
    ...carded.map((student) => student.id),
    typed.id,
    twice.id,
    twice.id,
    null,
    reissued.id,
    inactive.id,
    byClosedSession.id,
  ]);
  expect(rows.slice(0, -1).every((row) => row.actorId === teacher.userId)).toBe(true);
  expect(rows.at(-1)?.actorId).toBeNull();
  expect(rows[9]).toMatchObject({ isActive: false });
  expect(rows[8]).toMatchObject({ qrVersion: 2 });

  const { rows: stored } = await database.pool.query<{ records: number; transactions: number }>(
    `select count(*)::int as records, count(distinct xmin::text)::int as transactions
       from attendance where school_date = '2026-09-14'`,
  );
  expect(stored).toEqual([{ records: 6, transactions: 1 }]);
});

test('a scan of a student already in today’s record, in a later batch, records nothing', async () => {
  const teacher = await signedInTeacher();
  const student = await insertStudent(database.db);
  const scan = { ...onTime, schoolDate: '2026-09-15', card: null, code: student.studentId };
  const first = await scanInBatch(database.pool, { ...scan, ...teacher });
  const second = await scanInBatch(database.pool, { ...scan, ...teacher });
  expect(first.attendanceId).not.toBeNull();
  expect(second).toMatchObject({ id: student.id, attendanceId: null });
});
