import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { waitFor } from '../test/messaging-peers.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { createMessaging } from './features/absentee/messaging.js';
import { ROLL_UP_QUEUE } from './features/reports/reports.jobs.js';
import { forgetCachedSettings, getSettings } from './shared/school-settings.js';
import { DAILY_QUEUE } from './features/system/system.jobs.js';
import { STUDENT_RETENTION_QUEUE } from './features/privacy/privacy.jobs.js';
import { insertStudent } from '../test/factories.js';
import { schoolDateOf } from './shared/school-calendar.js';

/**
 * The jobs without a row of their own, as app.ts registers them: a job on their queue (as their
 * schedule sends one) does their work. Leased jobs have theirs beside their feature's routes.
 */

let t: TestApp;
let backupDir: string;

beforeAll(async () => {
  backupDir = await mkdtemp(path.join(os.tmpdir(), 'rollcall-jobs-'));
  t = await createTestApp({
    messaging: (clock, database) => createMessaging({ db: database.db, clock, channels: {} }),
    backupDir,
  });
});
afterAll(async () => {
  await t.close();
  await rm(backupDir, { recursive: true, force: true });
});

test("the night's job writes the automatic backup", async () => {
  await t.database.db.execute(sql`update school_settings set auto_backup = true`);
  forgetCachedSettings(t.database.db);
  await t.app.jobs?.enqueue(DAILY_QUEUE, {});
  await waitFor(async () =>
    (await readdir(backupDir)).some((name) => name.endsWith('.rollcall-backup')),
  );
});

test("the roll-up's tick rolls the totals up to the school's today", async () => {
  const openFrom = async () =>
    (
      await t.database.db.execute<{ d: string }>(
        sql`select open_from::text as d from attendance_totals_state`,
      )
    ).rows[0]?.d;
  const later = new Date(Date.now() + 3 * 24 * 60 * 60 * 1000);
  const today = schoolDateOf(later, (await getSettings(t.database.db)).timezone);
  expect(await openFrom()).not.toBe(today);
  t.setNow(later);
  await t.app.jobs?.enqueue(ROLL_UP_QUEUE, {});
  // Its worker looks every 10 s: one tick a minute needs no more.
  await waitFor(async () => (await openFrom()) === today, 25_000);
});

test("the night's retention job erases an archived student past the school's years", async () => {
  const gone = await insertStudent(t.database.db, { archivedAt: new Date('2020-02-03T15:00:00Z') });
  const kept = await insertStudent(t.database.db, { archivedAt: new Date('2024-02-03T15:00:00Z') });
  t.setNow('2026-02-04T12:00:00Z');
  await t.app.jobs?.enqueue(STUDENT_RETENTION_QUEUE, {});
  const erasedIds = async () =>
    (
      await t.database.db.execute<{ id: string }>(
        sql`select id from students where erased_at is not null`,
      )
    ).rows.map((row) => row.id);
  await waitFor(async () => (await erasedIds()).includes(gone.id), 25_000);
  expect(await erasedIds()).not.toContain(kept.id);
});
