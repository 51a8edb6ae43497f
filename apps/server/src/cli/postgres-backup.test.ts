import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { generate } from 'otplib';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { databaseSnapshot } from '../../test/database-snapshot.js';
import { createFamilyStudent } from '../../test/family-student.js';
import { DEFAULT_PASSWORD, insertStudent } from '../../test/factories.js';
import { createTestApp, type SignedIn, type TestApp } from '../../test/test-app.js';
import { openDatabase } from '../db/client.js';
import { sealDump } from './dump-seal.js';
import { childEnvironment, pgConnectionOf } from './pg-connection.js';

/**
 * `npm run backup:postgres` as an operator runs it (issue 40): a school made through the app,
 * dumped, its database dropped and made again empty, restored, and found whole — every row of
 * every table, and the admin's password and authenticator code still let them in.
 */
const isPostgres = process.env.TEST_DB === 'postgres';
const SCRIPT = fileURLToPath(new URL('./postgres-backup.ts', import.meta.url));
const REPO_ROOT = fileURLToPath(new URL('../../../..', import.meta.url));
const ADMIN_EMAIL = 'admin@restored.test';

type Run = { code: number; stdout: string; stderr: string };

/** The script's source run by Node through tsx, with no environment but PATH and DATABASE_URL. */
function runScript(
  args: string[],
  databaseUrl: string,
  PATH = process.env.PATH ?? '',
): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', SCRIPT, ...args], {
      cwd: REPO_ROOT,
      env: { PATH, DATABASE_URL: databaseUrl },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code: code ?? 1, stdout, stderr }));
  });
}

/** Two-factor sign-in turned on five minutes ago, so that a code of now is a later one. */
async function enableTwoFactor(t: TestApp, admin: SignedIn): Promise<string> {
  const then = new Date(Date.now() - 5 * 60_000);
  t.setNow(then);
  const setup = await admin.request({ method: 'POST', url: '/api/auth/2fa/setup' });
  const { secret } = setup.json().data as { secret: string };
  const code = await generate({ secret, epoch: Math.floor(then.getTime() / 1000) });
  const enabled = await admin.request({
    method: 'POST',
    url: '/api/auth/2fa/enable',
    payload: { code },
  });
  expect(enabled.statusCode, enabled.body).toBe(200);
  t.setNow(undefined);
  return secret;
}

const post = (url: string, body: object) =>
  fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

test('DATABASE_URL reaches pg_dump as libpq variables, the password in PGPASSWORD only', () => {
  const connection = pgConnectionOf(
    'postgres://rollcall:p%40ss%20word@db.internal:5433/rollcall?sslmode=verify-full',
  );
  expect(connection.variables).toEqual({
    PGHOST: 'db.internal',
    PGPORT: '5433',
    PGUSER: 'rollcall',
    PGPASSWORD: 'p@ss word',
    PGDATABASE: 'rollcall',
    PGSSLMODE: 'verify-full',
  });
  expect(connection.described).not.toContain('p@ss');
  const previous = process.env.PGHOSTADDR;
  process.env.PGHOSTADDR = '10.9.9.9';
  try {
    expect(childEnvironment(connection).PGHOSTADDR).toBeUndefined();
  } finally {
    if (previous === undefined) delete process.env.PGHOSTADDR;
    else process.env.PGHOSTADDR = previous;
  }
  expect(() => pgConnectionOf('postgres://db.internal/rollcall?ssl=true')).toThrow(/"ssl"/);
  expect(() => pgConnectionOf('mysql://db.internal/rollcall')).toThrow(/PostgreSQL only/);
});

describe.runIf(isPostgres)('on PostgreSQL', () => {
  let work = '';
  let dump = '';
  let databaseUrl = '';
  let qrSecret = '';
  let twoFactorSecret = '';
  let original: Awaited<ReturnType<typeof databaseSnapshot>>;
  let backup: Run;
  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  const scratch: string[] = [];
  const nameOf = (url: string) => new URL(url).pathname.slice(1);
  const urlOf = (name: string) => {
    const url = new URL(databaseUrl);
    url.pathname = `/${name}`;
    return url.toString();
  };
  const snapshotOf = async (url: string) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      return await databaseSnapshot(client);
    } finally {
      await client.end();
    }
  };

  beforeAll(async () => {
    await admin.connect();
    work = await mkdtemp(path.join(os.tmpdir(), 'rollcall-pg-backup-'));
    dump = path.join(work, 'rollcall.dump');
    const t = await createTestApp();
    databaseUrl = t.database.pool.options.connectionString ?? '';
    const signedIn = await t.signIn('admin', { email: ADMIN_EMAIL });
    await createFamilyStudent(t, signedIn);
    for (let index = 0; index < 5; index += 1) await insertStudent(t.database.db);
    twoFactorSecret = await enableTwoFactor(t, signedIn);
    qrSecret = t.app.qrSecret;
    // The app stops first, so nothing it runs in the background changes a row after the snapshot.
    await t.app.close();
    original = await databaseSnapshot(t.database.pool);
    backup = await runScript(['backup', '--out', dump], databaseUrl);
    // Closing the test database drops it: the machine is gone; an empty database takes its name.
    await t.database.close();
    await admin.query(`create database ${nameOf(databaseUrl)}`);
    scratch.push(nameOf(databaseUrl));
  });

  afterAll(async () => {
    for (const name of scratch) await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
    await rm(work, { recursive: true, force: true });
  });

  test('backup writes one file only its owner can read, and says it holds the keys and personal data', async () => {
    expect(backup.stderr).toBe('');
    expect(backup.code).toBe(0);
    expect(backup.stdout).toContain('app_secrets');
    expect(backup.stdout).toContain('personal data');
    expect(backup.stdout).toMatch(/QR_SECRET or TWO_FACTOR_KEY .* keep them with it/s);
    expect((await stat(dump)).mode & 0o777).toBe(0o600);
    expect(await readdir(work)).toEqual(['rollcall.dump']);
    const again = await runScript(['backup', '--out', dump], databaseUrl);
    expect(again.code).not.toBe(0);
    expect(again.stderr).toMatch(/exists: choose another name/);
  });

  test('backup refuses, saying what to install, when pg_dump is missing or older than the server', async () => {
    const tools = path.join(work, 'old-tools');
    await mkdir(tools);
    const missing = await runScript(['backup', '--out', `${dump}.x`], databaseUrl, tools);
    expect(missing.code).not.toBe(0);
    expect(missing.stderr).toMatch(/pg_dump was not found on PATH\. Install the PostgreSQL client/);
    await writeFile(
      path.join(tools, 'pg_dump'),
      '#!/bin/sh\necho "pg_dump (PostgreSQL) 9.6.24"\n',
      {
        mode: 0o755,
      },
    );
    const old = await runScript(['backup', '--out', `${dump}.x`], databaseUrl, tools);
    expect(old.code).not.toBe(0);
    expect(old.stderr).toMatch(/pg_dump is version 9, older than the PostgreSQL \d+ server/);
    await rm(tools, { recursive: true });
    expect(await readdir(work)).toEqual(['rollcall.dump']);
  });

  test('restore into the new empty database brings back every row of every table, and the admin signs in with password and code over HTTP', async () => {
    const restore = await runScript(['restore', '--from', dump], databaseUrl);
    expect(restore.stderr).toBe('');
    expect(restore.code).toBe(0);
    const restored = await snapshotOf(databaseUrl);
    expect(Object.keys(restored.tables)).toContain('public.students');
    expect(Object.keys(restored.tables)).toContain('drizzle.__drizzle_migrations');
    expect(Object.keys(restored.tables).some((name) => name.startsWith('pgboss.'))).toBe(true);
    expect(restored).toEqual(original);

    const database = await openDatabase({
      databaseUrl,
      dataDir: os.tmpdir(),
      onIdleError: () => {},
    });
    const t = await createTestApp({ database });
    try {
      expect(t.app.qrSecret).toBe(qrSecret);
      const url = await t.app.listen({ port: 0, host: '127.0.0.1' });
      const first = await post(`${url}/api/auth/login`, {
        email: ADMIN_EMAIL,
        password: DEFAULT_PASSWORD,
      });
      expect(first.status).toBe(200);
      const { challengeToken } = ((await first.json()) as { data: { challengeToken: string } })
        .data;
      const code = await generate({ secret: twoFactorSecret });
      const second = await post(`${url}/api/auth/login/2fa`, { challengeToken, code });
      expect(second.status).toBe(200);
      const { accessToken } = ((await second.json()) as { data: { accessToken: string } }).data;
      const me = await fetch(`${url}/api/auth/me`, {
        headers: { authorization: `Bearer ${accessToken}` },
      });
      expect(((await me.json()) as { data: { user: { email: string } } }).data.user.email).toBe(
        ADMIN_EMAIL,
      );
    } finally {
      await t.close();
    }
  });

  test('restore into a database that holds tables is refused without --replace; with it, the dump replaces them', async () => {
    const signedInSince = await snapshotOf(databaseUrl);
    expect(signedInSince).not.toEqual(original);
    const refused = await runScript(['restore', '--from', dump], databaseUrl);
    expect(refused.code).not.toBe(0);
    expect(refused.stderr).toMatch(/already holds tables .* Nothing was changed/s);
    expect(refused.stderr).toContain('--replace');
    expect(await snapshotOf(databaseUrl)).toEqual(signedInSince);

    const replaced = await runScript(['restore', '--from', dump, '--replace'], databaseUrl);
    expect(replaced.stderr).toBe('');
    expect(replaced.code).toBe(0);
    expect(await snapshotOf(databaseUrl)).toEqual(original);
  });

  test('a dump with one byte changed or cut short is refused, and a damaged archive fails in one transaction: the database is as it was', async () => {
    const bytes = await readFile(dump);
    const damaged = path.join(work, 'damaged.dump');
    const before = await snapshotOf(databaseUrl);
    const refusedWith = async (pattern: RegExp, target = databaseUrl) => {
      const run = await runScript(['restore', '--from', damaged, '--replace'], target);
      expect(run.code).not.toBe(0);
      expect(run.stderr).toMatch(pattern);
    };

    // A byte in the archive's header, its table of contents, its data, and the seal itself.
    for (const offset of [5, 300, Math.floor(bytes.length / 2), bytes.length - 3]) {
      const changed = Buffer.from(bytes);
      changed[offset] = (changed[offset] ?? 0) ^ 0x01;
      await writeFile(damaged, changed);
      await refusedWith(/cannot be restored: .*Nothing was changed/s);
    }
    await writeFile(damaged, bytes.subarray(0, Math.floor(bytes.length * 0.8)));
    await refusedWith(/cannot be restored: .*cut short/s);
    expect(await snapshotOf(databaseUrl)).toEqual(before);

    // Cut short, then sealed again: the seal passes, pg_restore fails part-way, in its transaction.
    await writeFile(damaged, bytes.subarray(0, Math.floor(bytes.length * 0.8)));
    await sealDump(damaged);
    await refusedWith(/restore failed .*nothing was changed/s);
    expect(await snapshotOf(databaseUrl)).toEqual(before);

    const empty = `${nameOf(databaseUrl)}_e`;
    await admin.query(`create database ${empty}`);
    scratch.push(empty);
    await refusedWith(/restore failed/, urlOf(empty));
    expect((await snapshotOf(urlOf(empty))).tables).toEqual({});
  });
});
