import { randomBytes, randomUUID } from 'node:crypto';
import { count, eq, sql } from 'drizzle-orm';
import { pgTable, text, type PgInsertValue } from 'drizzle-orm/pg-core';
import { afterAll, afterEach, beforeAll, expect, test, vi } from 'vitest';
import { waitFor } from '../../../test/messaging-peers.js';
import { openTestDatabase } from '../../../test/test-database.js';
import type { Database } from '../../db/client.js';
import { id } from '../../db/schema/columns.js';
import { fileParts } from '../../db/schema/file-parts.js';
import { reports } from '../../db/schema/reports.js';
import { deletePartsOfGoneRows, FILE_PART_BYTES, readStoredFile } from './file-parts.js';
import { startJobQueue } from './job-queue.js';
import { startJobs, type Jobs } from './jobs.js';
import { HEARTBEAT_SECONDS, leaseOn } from './lease.js';
import { finishedFileColumns, leasedJobColumns } from './leased-columns.js';
import { leasedJob, workLeasedRow, type LeasedJobOptions } from './leased-job.js';
import { FIRST_SCHOOL_ID } from '../school-staff.js';

/**
 * The lease every leased job shares (report files, ID card batches), on a table of its own. A
 * worker that died (kill -9, no chance to clean up) leaves its row Processing with a heartbeat
 * that stops moving: such rows are written here with an old heartbeat.
 */

const rows = pgTable('lease_test_rows', {
  id: id(),
  result: text('result'),
  ...finishedFileColumns(),
  ...leasedJobColumns(),
});
const lease = leaseOn(rows);

let database: Database;
const running: Jobs[] = [];

beforeAll(async () => {
  database = await openTestDatabase();
  await database.pool.query(`create table lease_test_rows (
    id uuid primary key default gen_random_uuid(),
    result text,
    file bytea,
    file_parts_id uuid,
    status text not null default 'Processing',
    failure_reason text,
    attempts integer not null default 0,
    heartbeat_at timestamptz,
    leased_by text,
    completed_at timestamptz,
    created_at timestamptz not null default now())`);
  // As the tables of reports, card batches and letters have it (migration 0036).
  await database.pool.query(`create trigger lease_test_rows_file_parts_delete after delete
    on lease_test_rows for each row when (old.file_parts_id is not null)
    execute function delete_file_parts_of_row()`);
});
afterEach(async () => {
  for (const jobs of running.splice(0)) await jobs.stop();
});
afterAll(async () => {
  await database.close();
});

const jobOf = (
  overrides: Partial<LeasedJobOptions<typeof rows>> = {},
): LeasedJobOptions<typeof rows> => ({
  name: 'lease-test',
  sweepName: 'lease-test-sweep',
  db: database.db,
  lease,
  pollingIntervalSeconds: 0.5,
  work: async () => ({ result: 'made' }),
  failureOf: () => ({ reason: 'It failed.', isExpected: false }),
  interruptedReason: 'Interrupted.',
  onError: () => {},
  ...overrides,
});

/** A server process's job system working the test's job, on the test's database. */
async function startProcess(isSoleProcess: boolean, job = jobOf(), instanceId?: string) {
  const queue = await startJobQueue({
    pool: database.pool,
    isWorking: true,
    isSoleProcess,
    ...(instanceId === undefined ? {} : { instanceId }),
    onError: () => {},
  });
  const jobs = await startJobs(queue, leasedJob(job));
  running.push(jobs);
  return jobs;
}

const stale = sql`now() - interval '5 minutes'`;
const insert = async (values: PgInsertValue<typeof rows>[]) =>
  (await database.db.insert(rows).values(values).returning({ id: rows.id })).map((row) => row.id);
const read = async (rowId: string) => {
  const [row] = await database.db.select().from(rows).where(eq(rows.id, rowId));
  if (!row) throw new Error(`no row ${rowId}`);
  return row;
};
const settled = async (rowId: string) => {
  await waitFor(async () => (await read(rowId)).status !== 'Processing');
  return read(rowId);
};

test('rows whose worker died are worked again at start and by the sweep; after three tries they fail', async () => {
  const [resumed, neverClaimed, exhausted, live] = await insert([
    { attempts: 1, heartbeatAt: stale, createdAt: stale },
    { createdAt: stale },
    { attempts: 3, heartbeatAt: stale, createdAt: stale },
    // Its worker beat a moment ago: on a shared database it may well be alive in another process.
    { attempts: 1, heartbeatAt: sql`now()`, createdAt: stale },
  ]);
  if (!resumed || !neverClaimed || !exhausted || !live) throw new Error('setup');
  const jobs = await startProcess(false);
  expect(await settled(resumed)).toMatchObject({
    status: 'Ready',
    result: 'made',
    attempts: 2,
    heartbeatAt: null,
    completedAt: expect.any(Date),
  });
  expect(await settled(neverClaimed)).toMatchObject({ status: 'Ready', attempts: 1 });
  expect(await settled(exhausted)).toMatchObject({
    status: 'Failed',
    failureReason: 'Interrupted.',
    result: null,
    heartbeatAt: null,
  });

  const [diedSinceStart] = await insert([{ attempts: 1, heartbeatAt: stale, createdAt: stale }]);
  if (!diedSinceStart) throw new Error('setup');
  await jobs.enqueue('lease-test-sweep', {});
  expect(await settled(diedSinceStart)).toMatchObject({ status: 'Ready', attempts: 2 });
  expect(await read(live)).toMatchObject({ status: 'Processing', attempts: 1 });
});

test('the only process on its database takes over every unfinished row at start, however fresh', async () => {
  const [fresh] = await insert([{ attempts: 1, heartbeatAt: sql`now()` }]);
  if (!fresh) throw new Error('setup');
  await startProcess(true);
  expect(await settled(fresh)).toMatchObject({ status: 'Ready', attempts: 2 });
});

test.runIf(process.env.TEST_DB === 'postgres')(
  'a restarted process takes back at once the rows it left half-made, never a live process’s',
  async () => {
    // The process on port 3001 is alive and holds its name.
    await startProcess(false, jobOf(), 'gate-host:3001');
    // Both claimed a moment ago: the lease alone would keep them a minute.
    const [own, other] = await insert([
      { attempts: 1, heartbeatAt: sql`now()`, leasedBy: 'gate-host:3000' },
      { attempts: 1, heartbeatAt: sql`now()`, leasedBy: 'gate-host:3001' },
    ]);
    if (!own || !other) throw new Error('setup');
    await startProcess(false, jobOf(), 'gate-host:3000');
    // Worked by whichever process took the job first.
    expect(await settled(own)).toMatchObject({ status: 'Ready', attempts: 2 });
    expect(await read(other)).toMatchObject({ status: 'Processing', attempts: 1 });

    // A second process given a live process's name (a mistake) leaves that one's rows alone,
    // while it takes a row whose worker's heartbeat stopped.
    const [held, dead] = await insert([
      { attempts: 1, heartbeatAt: sql`now()`, leasedBy: 'gate-host:3001' },
      { attempts: 1, heartbeatAt: stale, leasedBy: 'gate-host:3002' },
    ]);
    if (!held || !dead) throw new Error('setup');
    const duplicate = await startProcess(false, jobOf(), 'gate-host:3001');
    expect(await settled(dead)).toMatchObject({ status: 'Ready', attempts: 2 });
    await waitFor(async () =>
      (await duplicate.backlog()).every((queue) => queue.waiting + queue.active === 0),
    );
    expect(await read(held)).toMatchObject({ status: 'Processing', attempts: 1 });
  },
);

test('two jobs for one row (a re-queue racing the original): one claim wins, the row is made once', async () => {
  const [row] = await insert([{}]);
  if (!row) throw new Error('setup');
  let made = 0;
  const job = jobOf({
    work: async () => {
      made += 1;
      await new Promise((resolve) => setTimeout(resolve, 100));
      return { result: 'made' };
    },
  });
  await Promise.all([workLeasedRow(job, { id: row }), workLeasedRow(job, { id: row })]);
  expect(made).toBe(1);
  expect(await read(row)).toMatchObject({ status: 'Ready', attempts: 1 });
});

test('the heartbeat keeps a long job’s claim fresh, so no sweep takes it', async () => {
  const [row] = await insert([{}]);
  if (!row) throw new Error('setup');
  let finishWork = () => {};
  const workHeld = new Promise<void>((resolve) => (finishWork = resolve));
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
  try {
    const working = workLeasedRow(
      jobOf({ work: () => workHeld.then(() => ({ result: 'made' })) }),
      { id: row },
    );
    await waitFor(async () => (await read(row)).attempts === 1);
    // As if the claim were old: only the heartbeat can make it fresh again.
    await database.db.update(rows).set({ heartbeatAt: stale }).where(eq(rows.id, row));
    expect(await lease.stranded(database.db)).toContainEqual({ id: row });
    vi.advanceTimersByTime(HEARTBEAT_SECONDS * 1000);
    await waitFor(async () => !(await lease.stranded(database.db)).some((r) => r.id === row));
    finishWork();
    await working;
  } finally {
    vi.useRealTimers();
  }
  expect(await read(row)).toMatchObject({ status: 'Ready', heartbeatAt: null });
});

test('a job that throws ends Failed with its reason; only unexpected errors are logged', async () => {
  class Expected extends Error {}
  const logged: Error[] = [];
  const failing = (error: Error) =>
    jobOf({
      work: () => Promise.reject(error),
      failureOf: (thrown) =>
        thrown instanceof Expected
          ? { reason: 'Too large.', isExpected: true }
          : { reason: 'It failed.', isExpected: false },
      onError: (thrown) => logged.push(thrown),
    });
  const [expected, unexpected] = await insert([{}, {}]);
  if (!expected || !unexpected) throw new Error('setup');
  await workLeasedRow(failing(new Expected('big')), { id: expected });
  await workLeasedRow(failing(new Error('disk full')), { id: unexpected });
  expect(await read(expected)).toMatchObject({ status: 'Failed', failureReason: 'Too large.' });
  expect(await read(unexpected)).toMatchObject({ status: 'Failed', failureReason: 'It failed.' });
  expect(logged.map((error) => error.message)).toEqual(['disk full']);
});

test('a process stopping lets the job it is working finish first', async () => {
  let isWorkStarted = false;
  const jobs = await startProcess(
    false,
    jobOf({
      work: async () => {
        isWorkStarted = true;
        await new Promise((resolve) => setTimeout(resolve, 300));
        return { result: 'made' };
      },
    }),
  );
  const [row] = await insert([{}]);
  if (!row) throw new Error('setup');
  await jobs.enqueue('lease-test', { id: row });
  await waitFor(() => isWorkStarted);
  await jobs.stop();
  expect(await read(row)).toMatchObject({ status: 'Ready', result: 'made' });
});

const partsOf = async () =>
  database.db
    .select({ uploadId: fileParts.uploadId, parts: count(), held: fileParts.held })
    .from(fileParts)
    .groupBy(fileParts.uploadId, fileParts.held)
    .orderBy(fileParts.uploadId);

test('a file of megabytes stays in parts written one statement each, held by its row and read back whole; a part a dead process left a day ago goes', async () => {
  await database.db.delete(fileParts);
  const abandoned = randomUUID();
  await database.db.insert(fileParts).values({
    uploadId: abandoned,
    part: 0,
    data: Buffer.from('left by a process that died'),
    createdAt: sql`now() - interval '2 days'`,
  });
  const fresh = randomUUID();
  await database.db
    .insert(fileParts)
    .values({ uploadId: fresh, part: 0, data: Buffer.from('another file, being written') });
  const file = randomBytes(FILE_PART_BYTES * 7 + 1234);
  const small = randomBytes(1000);
  const [bigId = '', smallId = ''] = await insert([{}, {}]);

  await lease.ready(database.db, bigId, { result: 'made', file });
  await lease.ready(database.db, smallId, { result: 'made', file: small });

  const big = await read(bigId);
  expect(big).toMatchObject({ status: 'Ready', file: null });
  expect((await readStoredFile(database.db, big))?.equals(file)).toBe(true);
  const smallRow = await read(smallId);
  expect(smallRow).toMatchObject({ filePartsId: null });
  expect((await readStoredFile(database.db, smallRow))?.equals(small)).toBe(true);
  expect(await partsOf()).toEqual(
    [
      { uploadId: big.filePartsId, parts: 8, held: true },
      { uploadId: fresh, parts: 1, held: false },
    ].sort((a, b) => String(a.uploadId).localeCompare(String(b.uploadId))),
  );
});

test("a row's file parts go with the row; a file finished for a row deleted meanwhile leaves none", async () => {
  await database.db.delete(fileParts);
  const [keptId = '', deletedId = '', goneBeforeId = ''] = await insert([{}, {}, {}]);
  for (const rowId of [keptId, deletedId]) {
    await lease.ready(database.db, rowId, { file: randomBytes(FILE_PART_BYTES * 2) });
  }
  await database.db.delete(rows).where(eq(rows.id, deletedId));
  await database.db.delete(rows).where(eq(rows.id, goneBeforeId));
  await lease.ready(database.db, goneBeforeId, { file: randomBytes(FILE_PART_BYTES * 2) });

  expect(await partsOf()).toEqual([
    { uploadId: (await read(keptId)).filePartsId, parts: 2, held: true },
  ]);
});

test('held parts no row names any more (a TRUNCATE fires no trigger) are deleted; those a report holds stay', async () => {
  await database.db.delete(fileParts);
  const [named, orphaned] = [randomUUID(), randomUUID()];
  await database.db.insert(fileParts).values([
    { uploadId: named, part: 0, data: Buffer.from('a report'), held: true },
    { uploadId: orphaned, part: 0, data: Buffer.from('a truncated batch'), held: true },
  ]);
  const [report] = await database.db
    .insert(reports)
    .values({
      schoolId: FIRST_SCHOOL_ID,
      type: 'attendance-log',
      format: 'pdf',
      startDate: '2026-09-01',
      endDate: '2026-09-30',
      status: 'Ready',
      filePartsId: named,
    })
    .returning({ id: reports.id });

  await deletePartsOfGoneRows(database.db);

  expect(await partsOf()).toEqual([{ uploadId: named, parts: 1, held: true }]);
  await database.db.delete(reports).where(eq(reports.id, report?.id ?? ''));
  expect(await partsOf()).toEqual([]);
});
