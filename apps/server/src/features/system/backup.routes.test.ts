import { randomUUID } from 'node:crypto';
import { ERROR_MESSAGES } from '@rollcall/contract/errors';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { beforeAll, expect, test } from 'vitest';
import { RECOVERY_MESSAGES } from '@rollcall/contract/recovery-key';
import { SYSTEM_MESSAGES } from '@rollcall/contract/system';
import { fileParts } from '../../db/schema/file-parts.js';
import { media } from '../../db/schema/media.js';
import { reports } from '../../db/schema/reports.js';
import { DEFAULT_PASSWORD } from '../../../test/factories.js';
import { seedReportFixture } from '../../../test/report-fixture.js';
import {
  repackBackup,
  restoreBody,
  schoolDataFingerprints,
  splitBackup,
} from '../../../test/restore-request.js';
import { useTestApp } from '../../../test/test-app.js';
import { rollUpTotals } from '../../figures/attendance-totals.js';
import { forgetCachedSettings } from '../../shared/school-settings.js';
import { newRecoveryKey } from './backup-keys.js';
import type { Opening } from './backup-sealed.js';
import { backedUpTables, TABLES_NOT_BACKED_UP } from './backup-tables.js';
import { backupIdentity } from './backup.service.js';
import { runDailyTasks } from './daily-tasks.js';
import { FIRST_SCHOOL_ID } from '../../shared/school-staff.js';

const { t, admin, signInAgain } = useTestApp({ staff: { admin: { name: 'Restoring Admin' } } });

beforeAll(async () => {
  await seedReportFixture(t.database.db);
  // Binary columns too: an image and a report file.
  const [image] = await t.database.db
    .insert(media)
    .values({
      token: 'photo-token',
      contentType: 'image/png',
      byteSize: 4,
      data: Buffer.from([0, 1, 254, 255]),
    })
    .returning();
  await t.database.db.insert(reports).values({
    schoolId: FIRST_SCHOOL_ID,
    type: 'daily',
    format: 'pdf',
    startDate: '2026-09-08',
    endDate: '2026-09-08',
    status: 'Ready',
    file: Buffer.from('%PDF-1.7 fake but binary \u0000\u00ff'),
    byteSize: 28,
  });
  // And one larger than a part, kept in its parts (shared/jobs/file-parts.ts).
  const filePartsId = randomUUID();
  await t.database.db.insert(fileParts).values(
    [0, 1].map((part) => ({
      uploadId: filePartsId,
      part,
      data: Buffer.from(`part ${part} \u0000\u00ff`),
      held: true,
    })),
  );
  await t.database.db.insert(reports).values({
    schoolId: FIRST_SCHOOL_ID,
    type: 'daily',
    format: 'pdf',
    startDate: '2026-09-09',
    endDate: '2026-09-09',
    status: 'Ready',
    filePartsId,
    byteSize: 18,
  });
  expect(image).toBeDefined();
});

/** Every table of the school's data (what a restore must bring back exactly), by name. */
const fingerprints = () => schoolDataFingerprints(t.database.pool);

const download = async () => {
  await admin.confirm();
  const response = await admin.request({ method: 'GET', url: '/api/system/backup' });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe('application/octet-stream');
  expect(response.headers['content-disposition']).toMatch(
    /attachment; filename="rollcall-backup-.*\.rollcall-backup"/,
  );
  return response.rawPayload;
};

const restore = (file: Buffer, password = DEFAULT_PASSWORD, opening: Opening = {}) =>
  admin.request({
    method: 'POST',
    url: '/api/system/restore',
    ...restoreBody(password, file, opening),
  });

const auditActions = async () =>
  (await admin.request({ method: 'GET', url: '/api/audit-log?entityType=system&limit=100' }))
    .json()
    .data.entries.map((entry: { action: string }) => entry.action);

test('every table of ours is either in a backup or left out for a stated reason', async () => {
  const all = (
    await t.database.pool.query<{ name: string }>(
      `select tablename as name from pg_tables where schemaname = 'public' order by 1`,
    )
  ).rows.map((row) => row.name);
  const backedUp = (await backedUpTables(t.database.db)).map((table) => table.name);
  expect([...backedUp, ...Object.keys(TABLES_NOT_BACKED_UP)].sort()).toEqual(all);
  // Parents before children.
  expect(backedUp.indexOf('students')).toBeLessThan(backedUp.indexOf('attendance'));
  expect(backedUp.indexOf('media')).toBeLessThan(backedUp.indexOf('users'));
});

test('backup, reset, restore: every table comes back identical and everyone is signed out', async () => {
  // The reports' totals rolled up (as reads and the minute job do), so the restore must rebuild them.
  await rollUpTotals(t.database.db, '2026-11-23');
  const before = await fingerprints();
  expect(Number(before.attendance_day_totals?.split(':')[0])).toBeGreaterThan(0);
  expect(Number(before.attendance?.split(':')[0])).toBeGreaterThan(40);
  const file = await download();

  const { schoolName } = (await admin.request({ method: 'GET', url: '/api/settings' })).json().data
    .settings;
  const reset = await admin.request({
    method: 'POST',
    url: '/api/system/reset',
    payload: { schoolName, password: DEFAULT_PASSWORD },
  });
  expect(reset.statusCode).toBe(200);
  // The reports' files went with them, those kept in parts too.
  expect((await fingerprints()).file_parts?.split(':')[0]).toBe('0');
  // Someone who signed up after the backup: not in it, so signed out by the restore.
  const newcomer = await t.signIn('teacher');
  expect(await fingerprints()).not.toEqual(before);

  const restored = await restore(file);
  expect(restored.statusCode).toBe(200);
  expect(restored.json().data).toMatchObject({
    message: SYSTEM_MESSAGES.restoredSignedOut,
    isSignedIn: false,
  });
  expect(await fingerprints()).toEqual(before);

  expect((await admin.request({ method: 'GET', url: '/api/auth/me' })).statusCode).toBe(401);
  expect((await newcomer.request({ method: 'GET', url: '/api/auth/me' })).statusCode).toBe(401);
  await signInAgain();
  expect((await admin.request({ method: 'GET', url: '/api/auth/me' })).statusCode).toBe(200);
  expect(await auditActions()).toEqual(
    expect.arrayContaining(['system.backup', 'system.reset', 'system.restore']),
  );
});

test('each kind of bad file is refused with its message, and nothing changes', async () => {
  const file = await download();
  const before = await fingerprints();
  const identity = await backupIdentity(t.database.db);
  const headerEnd = file.indexOf(0x0a) + 1;
  const header = file.subarray(0, headerEnd).toString('utf8');
  const withHeader = (changed: string) =>
    Buffer.concat([Buffer.from(changed), file.subarray(headerEnd)]);
  const flipped = Buffer.from(file);
  flipped[headerEnd + 40] = (flipped[headerEnd + 40] ?? 0) ^ 1;
  const elsewhere = withHeader(header.replace(identity.installationId, 'elsewhere'));

  const cases: [string, Buffer, string][] = [
    ['random bytes', Buffer.from('not a backup at all'), ERROR_MESSAGES.BACKUP_REFUSED],
    ['gzip of something else', gzipSync('{"hello":1}\n{}'), ERROR_MESSAGES.BACKUP_REFUSED],
    ['cut short', file.subarray(0, Math.floor(file.length / 2)), SYSTEM_MESSAGES.backupTampered],
    ['a byte of the content changed', flipped, SYSTEM_MESSAGES.backupTampered],
    [
      'the header changed',
      withHeader(header.replace(/"createdAt":"[^"]+"/, '"createdAt":"2020-01-01T00:00:00.000Z"')),
      SYSTEM_MESSAGES.backupTampered,
    ],
    ['another installation, no key given', elsewhere, RECOVERY_MESSAGES.backupNeedsKey],
    [
      'a first-format file of another installation',
      await repackBackup(file, identity, { header: { installationId: 'elsewhere' } }),
      SYSTEM_MESSAGES.backupForeign,
    ],
    [
      'a newer schema',
      withHeader(
        header.replace(/"schemaVersion":\d+/, `"schemaVersion":${identity.schemaVersion + 1}`),
      ),
      SYSTEM_MESSAGES.backupNewer,
    ],
  ];
  for (const [name, bad, message] of cases) {
    const response = await restore(bad);
    expect(response.statusCode, name).toBe(400);
    expect(response.json().error, name).toMatchObject({ code: 'BACKUP_REFUSED', message });
  }
  // Each refusal counted as a password attempt: the next ones are more than the limit allows.
  await t.database.db.execute(sql`delete from rate_limit_hits`);
  const wrongKey = await restore(elsewhere, DEFAULT_PASSWORD, { recoveryKey: newRecoveryKey() });
  expect(wrongKey.json().error.message).toBe(RECOVERY_MESSAGES.recoveryKeyWrong);
  const noPassphrase = await restore(elsewhere, DEFAULT_PASSWORD, {
    passphrase: 'a long passphrase',
  });
  expect(noPassphrase.json().error.message).toBe(RECOVERY_MESSAGES.backupHasNoPassphrase);
  const malformedKey = await restore(file, DEFAULT_PASSWORD, { recoveryKey: 'ABCD-EFGH' });
  expect(malformedKey.json().error.fields).toEqual({
    recoveryKey: RECOVERY_MESSAGES.recoveryKeyMalformed,
  });
  const wrongPassword = await restore(file, 'Not-my-password1');
  expect(wrongPassword.json().error.fields).toEqual({ password: SYSTEM_MESSAGES.passwordWrong });
  const noFile = await admin.request({
    method: 'POST',
    url: '/api/system/restore',
    ...restoreBody(DEFAULT_PASSWORD, Buffer.alloc(0)),
  });
  expect(noFile.json().error.fields).toEqual({ backup: SYSTEM_MESSAGES.backupRequired });
  expect(await fingerprints()).toEqual(before);
  // The untouched file still opens: the refusals were about the files, not the data.
  expect((await splitBackup(file, identity)).header.school.name).toBeTruthy();
});

test('the daily backup writes into the directory and keeps the newest N', async () => {
  const directory = await mkdtemp(path.join(os.tmpdir(), 'rollcall-backups-'));
  try {
    await t.database.db.execute(
      sql`update school_settings set auto_backup = true, backups_kept = 2`,
    );
    forgetCachedSettings(t.database.db);
    for (const day of ['2026-11-01', '2026-11-02', '2026-11-03']) {
      await runDailyTasks({
        db: t.database.db,
        databaseKind: t.database.kind,
        backupDir: directory,
        now: new Date(`${day}T07:15:00Z`),
      });
    }
    const names = (await readdir(directory)).sort();
    expect(names).toHaveLength(2);
    expect(names[0]).toMatch(/^rollcall-auto-2026-11-02T0715Z-.*\.rollcall-backup$/);
    expect(names[1]).toMatch(/^rollcall-auto-2026-11-03T0715Z-/);
    const newest = await readFile(path.join(directory, names[1] ?? ''));
    const identity = await backupIdentity(t.database.db);
    const { header } = await splitBackup(newest, identity);
    expect(header.rowCounts.students).toBeGreaterThan(0);
    const listed = await admin.request({ method: 'GET', url: '/api/system/backups' });
    expect(listed.statusCode).toBe(200);

    await t.database.db.execute(sql`update school_settings set auto_backup = false`);
    forgetCachedSettings(t.database.db);
    await runDailyTasks({
      db: t.database.db,
      databaseKind: t.database.kind,
      backupDir: directory,
      now: new Date('2026-11-04T07:15:00Z'),
    });
    expect(await readdir(directory)).toHaveLength(2);
  } finally {
    await rm(directory, { recursive: true, force: true });
  }
});
