import { randomUUID } from 'node:crypto';
import { mkdir, mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {
  CreateBucketCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { sql } from 'drizzle-orm';
import S3rver from 's3rver';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { OffsiteBackupBody } from '@rollcall/contract/settings';
import { ageSession, expectConfirmationRequired } from '../../../test/confirmation.js';
import { readableMail, startSmtpServer } from '../../../test/messaging-peers.js';
import { channelsTo, messagingTo } from '../../../test/school-messaging.js';
import { LINCOLN_HIGH_SETTINGS } from '../../../test/school-settings-body.js';
import { useTestApp } from '../../../test/test-app.js';
import { runDailyTasks } from './daily-tasks.js';
import { retryOffsiteCopy } from './offsite-runs.js';
import { offsiteContextOf } from './system.jobs.js';

/** s3rver takes only its own key pair, and checks every request's signature with it. */
const S3RVER_KEY = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
const BUCKET = 'rollcall-backups';

let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let s3rver: S3rver;
let s3Directory = '';
let endpoint = '';
let shareDirectory = '';
const backupDir = path.join(os.tmpdir(), `rollcall-offsite-${randomUUID()}`);

beforeAll(async () => {
  smtp = await startSmtpServer();
  s3Directory = await mkdtemp(path.join(os.tmpdir(), 'rollcall-s3rver-'));
  shareDirectory = await mkdtemp(path.join(os.tmpdir(), 'rollcall-share-'));
  s3rver = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: s3Directory,
    configureBuckets: [{ name: BUCKET, configs: [] }],
  });
  const { port } = await s3rver.run();
  endpoint = `http://127.0.0.1:${port}`;
});
afterAll(async () => {
  await s3rver.close();
  await smtp.close();
  for (const directory of [s3Directory, shareDirectory, backupDir]) {
    await rm(directory, { recursive: true, force: true });
  }
});

const { t, admin, teacher } = useTestApp({
  staff: { admin: { email: 'principal@lincoln.test' }, teacher: {} },
  messaging: messagingTo(() => ({ smtp })),
  backupDir,
});

const s3Client = () =>
  new S3Client({
    endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: S3RVER_KEY,
    requestChecksumCalculation: 'WHEN_REQUIRED',
  });

const s3Destination = (overrides: Partial<Extract<OffsiteBackupBody, { kind: 's3' }>> = {}) => ({
  kind: 's3' as const,
  endpoint,
  region: 'us-east-1',
  bucket: BUCKET,
  prefix: 'lincoln/',
  ...S3RVER_KEY,
  ...overrides,
});

const saveSettings = (body: object, language = 'en') =>
  admin.request({
    method: 'PUT',
    url: '/api/settings',
    headers: { 'accept-language': language },
    payload: { ...LINCOLN_HIGH_SETTINGS, ...body },
  });

const setDestination = async (offsiteBackup: object | null, backupsKept = 2) => {
  const response = await saveSettings({ offsiteBackup, backupsKept });
  expect(response.statusCode, response.body).toBe(200);
  return response;
};

let minute = 0;
/** "Back up now", each a minute later than the last (the file's name has the minute). */
const runNow = async () => {
  minute += 1;
  t.setNow(new Date(Date.UTC(2026, 10, 2, 7, minute)));
  const response = await admin.request({ method: 'POST', url: '/api/system/backups/run' });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as {
    file: string;
    size: number;
    offsite: { status: string; location: string | null; error: string | null };
  };
};

const offsiteState = async () =>
  (await admin.request({ method: 'GET', url: '/api/system/backups' })).json().data.offsite;

const bucketKeys = async (bucket = BUCKET) => {
  const listed = await s3Client().send(new ListObjectsV2Command({ Bucket: bucket }));
  return (listed.Contents ?? []).map((object) => object.Key).sort();
};

const fieldsOf = (response: { json: () => { error: { fields?: Record<string, string> } } }) =>
  response.json().error.fields;

test('[offsite] a destination is checked with a message on its field, in the reader language', async () => {
  const relative = await saveSettings({ offsiteBackup: { kind: 'directory', path: 'backups' } });
  expect(relative.statusCode).toBe(400);
  expect(fieldsOf(relative)).toEqual({
    'offsiteBackup.path': 'Enter the full path of the directory, e.g. /mnt/backups',
  });
  const plainHttp = await saveSettings(
    { offsiteBackup: s3Destination({ endpoint: 'http://s3.example.com' }) },
    'es',
  );
  expect(plainHttp.statusCode).toBe(400);
  expect(fieldsOf(plainHttp)).toEqual({
    'offsiteBackup.endpoint':
      'Introduzca la dirección del servicio empezando por https:// (http:// solo para este equipo)',
  });
  const badBucket = await saveSettings({ offsiteBackup: s3Destination({ bucket: 'a' }) }, 'fr');
  expect(fieldsOf(badBucket)).toEqual({
    'offsiteBackup.bucket':
      'Saisissez le nom du bucket : de 3 à 63 lettres, chiffres, points ou tirets',
  });
  const { secretAccessKey: _left, ...withoutSecret } = s3Destination();
  const noSecret = await saveSettings({ offsiteBackup: withoutSecret });
  expect(noSecret.statusCode).toBe(400);
  expect(fieldsOf(noSecret)).toEqual({
    'offsiteBackup.secretAccessKey': 'Enter the secret access key',
  });
});

test('[offsite] the secret access key is stored encrypted and never answered; left out, it is kept', async () => {
  const saved = await setDestination(s3Destination({ secretAccessKey: 'S3RVER' }));
  expect(saved.json().data.settings.offsiteBackup).toEqual({
    kind: 's3',
    endpoint,
    region: 'us-east-1',
    bucket: BUCKET,
    prefix: 'lincoln/',
    accessKeyId: 'S3RVER',
    hasSecretAccessKey: true,
  });
  const read = await admin.request({ method: 'GET', url: '/api/settings' });
  expect(read.json().data.settings.offsiteBackup.hasSecretAccessKey).toBe(true);
  expect(read.body).not.toContain('secretAccessKey');
  const stored = await t.database.db.execute<{ secret: string }>(
    sql`select offsite_backup->>'encryptedSecretAccessKey' as secret from school_settings`,
  );
  expect(stored.rows[0]?.secret).toMatch(/^v1\./);

  const { secretAccessKey: _left, ...withoutSecret } = s3Destination();
  await setDestination(withoutSecret);
  // s3rver checks the signature: a copy that works proves the kept secret is the right one.
  expect((await runNow()).offsite.status).toBe('copied');
  // A new address does not get the stored secret unless it is typed again.
  const moved = await saveSettings({
    offsiteBackup: { ...withoutSecret, endpoint: 'https://s3.example.com' },
  });
  expect(fieldsOf(moved)).toEqual({
    'offsiteBackup.secretAccessKey': 'Enter the secret access key',
  });
});

test('[offsite] Back up now copies to the bucket and keeps only the newest there too', async () => {
  await setDestination(s3Destination());
  await s3Client().send(
    new PutObjectCommand({ Bucket: BUCKET, Key: 'lincoln/notes.txt', Body: 'not ours' }),
  );
  const runs = [await runNow(), await runNow(), await runNow()];
  const last = runs[2];
  expect(last?.size).toBeGreaterThan(0);
  expect(last?.offsite).toEqual({
    status: 'copied',
    location: `s3://${BUCKET}/lincoln/${last?.file}`,
    error: null,
  });
  expect(await bucketKeys()).toEqual([
    'lincoln/notes.txt',
    ...runs.slice(1).map((run) => `lincoln/${run.file}`),
  ]);
  expect(await offsiteState()).toMatchObject({
    status: 'copied',
    fileName: last?.file,
    error: null,
    lastSuccessAt: expect.any(String),
  });
});

test('[offsite] Back up now copies to a directory under a temporary name and keeps the newest', async () => {
  await setDestination({ kind: 'directory', path: shareDirectory });
  const runs = [await runNow(), await runNow(), await runNow()];
  expect(runs[2]?.offsite).toEqual({
    status: 'copied',
    location: path.join(shareDirectory, runs[2]?.file ?? ''),
    error: null,
  });
  expect((await readdir(shareDirectory)).sort()).toEqual(runs.slice(1).map((run) => run.file));
});

test('[offsite] a failing copy is retried, shown, in ready details, and e-mailed to admins once', async () => {
  await setDestination(s3Destination({ bucket: 'missing-bucket' }));
  expect(await offsiteState()).toMatchObject({ status: 'pending' });
  const failed = await runNow();
  expect(failed.offsite.status).toBe('failed');
  expect(failed.offsite.error).toMatch(/bucket/i);
  expect(await offsiteState()).toMatchObject({ status: 'failed', error: failed.offsite.error });
  const ready = await t.app.inject({ method: 'GET', url: '/api/health/ready' });
  expect(ready.statusCode).toBe(200);
  expect(ready.json().data).toMatchObject({ database: 'ok', offsiteBackup: 'failed' });

  // The night's job tries three times, then leaves it to the hourly retry.
  const night = await runDailyTasks({
    db: t.database.db,
    databaseKind: t.database.kind,
    backupDir,
    now: new Date('2026-11-03T07:15:00Z'),
    offsite: offsiteContextOf(t.app, channelsTo({ smtp }).email, [10, 10]),
  });
  expect(night.backup && 'offsite' in night.backup && night.backup.offsite).toMatchObject({
    status: 'failed',
    attempts: 3,
  });
  const told = smtp.received.filter((mail) => mail.to.includes('principal@lincoln.test'));
  expect(told).toHaveLength(1);
  expect(readableMail(told[0]?.raw ?? '')).toContain('could not be copied off the server');

  // The destination comes back: the hourly retry copies the newest backup and clears the failure.
  await s3Client().send(new CreateBucketCommand({ Bucket: 'missing-bucket' }));
  const offsite = offsiteContextOf(t.app, channelsTo({ smtp }).email, [10]);
  const retried = await retryOffsiteCopy({
    db: t.database.db,
    backupDir,
    now: new Date(),
    offsite,
  });
  expect(retried?.status).toBe('copied');
  expect(await offsiteState()).toMatchObject({ status: 'copied', error: null });
  expect(await retryOffsiteCopy({ db: t.database.db, backupDir, now: new Date(), offsite })).toBe(
    undefined,
  );

  // A share that is not mounted fails too, and a new run of failures is told again.
  await setDestination({ kind: 'directory', path: path.join(shareDirectory, 'not-mounted') });
  expect((await runNow()).offsite).toMatchObject({ status: 'failed', error: /ENOENT/ });
  expect(smtp.received.filter((mail) => mail.to.includes('principal@lincoln.test'))).toHaveLength(
    2,
  );
});

test('[offsite] Back up now is for administrators who confirmed their identity recently', async () => {
  const asTeacher = await teacher.request({ method: 'POST', url: '/api/system/backups/run' });
  expect(asTeacher.statusCode).toBe(403);
  await ageSession(t, admin);
  expectConfirmationRequired(
    await admin.request({ method: 'POST', url: '/api/system/backups/run' }),
  );
  // Sending the school's data somewhere else asks the same.
  expectConfirmationRequired(await saveSettings({ offsiteBackup: null }));
  await admin.confirm();
  await setDestination(null);
  expect(await offsiteState()).toMatchObject({ status: 'off' });
  await mkdir(backupDir, { recursive: true });
  expect((await runNow()).offsite).toEqual({ status: 'off', location: null, error: null });
});
