/**
 * Guardian messages at the cutoff: 2,000 absent students' guardians e-mailed through a local SMTP
 * server that answers at once, by a real server process on each engine. Prints the time from the
 * cutoff check to the last message received, messages per second, and the queue jobs it took.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { SMTPServer } from 'smtp-server';
import { openDatabase, type Database } from '../db/client.js';
import { migrateDatabase } from '../db/migrate.js';
import { schoolSettings } from '../db/schema/settings.js';
import { FIRST_SETTINGS_ROW } from '../shared/school-settings.js';
import { FIRST_SCHOOL_ID } from '../shared/school-staff.js';
import { students } from '../db/schema/students.js';
import { startServer } from './server-process.js';

const GUARDIANS = 2000;
const ADMIN = { email: 'delivery-bench@rollcall.test', password: 'Bench1234' };

export type DeliveryFigures = {
  engine: string;
  messages: number;
  seconds: number;
  perSecond: number;
  jobs: number;
};

/** Every student absent today (every day is a school day here), each guardian with an e-mail. */
async function seedAbsentSchool(database: Database) {
  await migrateDatabase(database.db);
  const rows = Array.from({ length: GUARDIANS }, (_, i) => ({
    studentId: `D${100_000 + i}`,
    firstName: 'Ada',
    lastName: `Absent${i}`,
    class: '10',
    section: 'A',
    guardianName: `Guardian ${i}`,
    guardianEmail: `guardian${i}@families.test`,
    guardianPhone: '',
    schoolId: FIRST_SCHOOL_ID,
  }));
  for (let i = 0; i < rows.length; i += 500) {
    await database.db.insert(students).values(rows.slice(i, i + 500));
  }
  // The scheduled check stays away (late cutoff); the bench runs the check itself.
  await database.db
    .insert(schoolSettings)
    .values({
      ...FIRST_SETTINGS_ROW,
      schoolDays: [1, 2, 3, 4, 5, 6, 7],
      absenteeCutoffTime: '23:59',
    })
    .onConflictDoUpdate({
      target: schoolSettings.id,
      set: { schoolDays: [1, 2, 3, 4, 5, 6, 7], absenteeCutoffTime: '23:59' },
    });
}

/** A real SMTP server answering at once; resolves `allReceived` at the last expected message. */
async function startInstantSmtp(expected: number) {
  let received = 0;
  let onAll: (() => void) | undefined;
  const allReceived = new Promise<number>((resolve) => (onAll = () => resolve(Date.now())));
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      stream.resume();
      stream.on('end', () => {
        callback();
        if (++received === expected) onAll?.();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    allReceived,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Queue jobs of any kind: one per message would show here; a tick or two is all there should be. */
async function countJobs(database: Database) {
  const { rows } = await database.pool.query<{ n: number }>(
    'select count(*)::int as n from pgboss.job',
  );
  return rows[0]?.n ?? 0;
}

async function measure(
  env: Record<string, string>,
): Promise<Omit<DeliveryFigures, 'engine' | 'jobs'>> {
  const smtp = await startInstantSmtp(GUARDIANS);
  const server = await startServer({
    ...env,
    SMTP_URL: smtp.url,
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
  });
  try {
    const login = await fetch(`${server.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(ADMIN),
    });
    const { data } = (await login.json()) as { data: { accessToken: string } };
    const cutoff = Date.now();
    const check = await fetch(`${server.url}/api/absentee/manual-check`, {
      method: 'POST',
      headers: { authorization: `Bearer ${data.accessToken}`, 'content-type': 'application/json' },
      body: '{}',
    });
    if (!check.ok) throw new Error(`the check answered ${check.status}: ${await check.text()}`);
    const seconds = ((await smtp.allReceived) - cutoff) / 1000;
    return { messages: GUARDIANS, seconds, perSecond: Math.round(GUARDIANS / seconds) };
  } finally {
    await server.stop();
    await smtp.close();
  }
}

function report(figures: DeliveryFigures) {
  process.stdout.write(
    `[${figures.engine}] guardian e-mails: ${figures.messages} delivered ${figures.seconds.toFixed(1)} s after the cutoff check (${figures.perSecond}/s), ${figures.jobs} queue jobs\n`,
  );
  return figures;
}

async function benchEmbedded(): Promise<DeliveryFigures> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'rollcall-delivery-bench-'));
  try {
    const seeding = await openDatabase({ dataDir });
    await seedAbsentSchool(seeding);
    await seeding.close();
    const figures = await measure({ DATA_DIR: dataDir });
    // The server owns the embedded database while it runs: the jobs are counted afterwards.
    const reopened = await openDatabase({ dataDir });
    const jobs = await countJobs(reopened);
    await reopened.close();
    return report({ engine: 'embedded', ...figures, jobs });
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

async function benchPostgres(url: string): Promise<DeliveryFigures> {
  const name = `rollcall_delivery_bench_${Date.now()}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const benchUrl = new URL(url);
  benchUrl.pathname = `/${name}`;
  try {
    const database = await openDatabase({ databaseUrl: benchUrl.toString(), dataDir: os.tmpdir() });
    try {
      await seedAbsentSchool(database);
      const figures = await measure({ DATABASE_URL: benchUrl.toString(), DATA_DIR: os.tmpdir() });
      return report({ engine: 'postgres', ...figures, jobs: await countJobs(database) });
    } finally {
      await database.close();
    }
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

/** Runs on each engine asked for; PostgreSQL only when `postgresUrl` answers. */
export async function benchDelivery(engines: string[], postgresUrl: string | undefined) {
  const results: DeliveryFigures[] = [];
  if (engines.includes('embedded')) results.push(await benchEmbedded());
  if (engines.includes('postgres') && postgresUrl) results.push(await benchPostgres(postgresUrl));
  process.stdout.write(
    `\n| engine | guardian e-mails | cutoff → last message | messages/s | queue jobs |\n|---|---|---|---|---|\n`,
  );
  for (const r of results) {
    process.stdout.write(
      `| ${r.engine} | ${r.messages.toLocaleString('en-US')} | ${r.seconds.toFixed(1)} s | ${r.perSecond} | ${r.jobs} |\n`,
    );
  }
  return results;
}
