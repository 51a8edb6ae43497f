/**
 * npm run bench: a realistic school on each engine, then the figures the README quotes.
 * Measures; asserts nothing. Runs only against this machine (127.0.0.1).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { count } from 'drizzle-orm';
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { openDatabase, type Database } from '../db/client.js';
import { migrateDatabase } from '../db/migrate.js';
import { attendance } from '../db/schema/attendance.js';
import { insertDemoAttendance, insertDemoStudents } from '../demo/generate-school.js';
import { measureExport, runLoad, type LoadFigures } from './load.js';

const STUDENTS = 2000;
const EXPORT_ROWS = 1_000_000;
const TIMEZONE = 'America/New_York';
const ADMIN = { email: 'bench@rollcall.test', password: 'Bench1234', name: 'Bench Admin' };

type EngineFigures = {
  engine: string;
  seedSeconds: number;
  records: number;
  scan: LoadFigures;
  list: LoadFigures;
  today: LoadFigures;
  exportRowsPerSecond: number;
  exportRows: number;
  exportPeakMb: number;
};

async function seed(database: Database, log: (line: string) => void) {
  await migrateDatabase(database.db);
  const started = Date.now();
  await insertDemoStudents(database.db, STUDENTS);
  const year = await insertDemoAttendance(database.db, {
    from: '2025-08-25',
    to: '2026-06-12',
    timezone: TIMEZONE,
    startTime: '08:00',
  });
  const seedSeconds = (Date.now() - started) / 1000;
  log(
    `seeded ${STUDENTS} students and ${year} check-ins (a school year) in ${seedSeconds.toFixed(1)} s`,
  );
  // Earlier school years until the table holds a million records, for the export.
  for (let startYear = 2024; ; startYear -= 1) {
    const [rows] = await database.db.select({ value: count() }).from(attendance);
    if ((rows?.value ?? 0) >= EXPORT_ROWS) {
      await database.pool.query('analyze');
      return { seedSeconds, records: rows?.value ?? 0 };
    }
    await insertDemoAttendance(database.db, {
      from: `${startYear}-08-26`,
      to: `${startYear + 1}-06-13`,
      timezone: TIMEZONE,
      startTime: '08:00',
    });
  }
}

/**
 * The server runs as its own process, as in production, so that the load generator does not
 * share its event loop. "Today" is the real day: the seeded data stops in June, so every
 * student can check in once.
 */
async function benchEngine(
  engine: string,
  env: Record<string, string>,
  seeded: { seedSeconds: number; records: number },
): Promise<EngineFigures> {
  const log = (line: string) => process.stdout.write(`[${engine}] ${line}\n`);
  const server = await startServer(env);
  try {
    const base = server.url;
    const login = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: ADMIN.email, password: ADMIN.password }),
    });
    const { data } = (await login.json()) as { data: { accessToken: string } };
    const headers = {
      authorization: `Bearer ${data.accessToken}`,
      'content-type': 'application/json',
    };

    const studentNumbers = Array.from({ length: STUDENTS }, (_, i) => `S${100_000 + i}`);
    let nextStudent = 0;
    const scan = await runLoad({
      url: `${base}/api/attendance/scan`,
      method: 'POST',
      headers,
      connections: 20,
      amount: STUDENTS,
      body: () =>
        JSON.stringify({ qrCode: studentNumbers[nextStudent++ % STUDENTS], location: 'Main Gate' }),
    });
    log(
      `scan: ${scan.requestsPerSecond} req/s, p50 ${scan.p50} ms, p99 ${scan.p99} ms, ${scan.non2xx} non-2xx`,
    );
    const list = await runLoad({
      url: `${base}/api/attendance?startDate=2026-03-01&endDate=2026-03-31&class=10&section=B&page=3`,
      headers,
      connections: 10,
      amount: 2000,
    });
    log(`filtered list: ${list.requestsPerSecond} req/s, p50 ${list.p50} ms, p99 ${list.p99} ms`);
    const today = await runLoad({
      url: `${base}/api/attendance/today`,
      headers,
      connections: 10,
      amount: 1000,
    });
    log(
      `today (${STUDENTS} check-ins): ${today.requestsPerSecond} req/s, p50 ${today.p50} ms, p99 ${today.p99} ms`,
    );

    const exported = await measureExport(
      `${base}/api/attendance/export?format=csv`,
      headers,
      server.pid,
    );
    log(
      `CSV export: ${exported.rows} rows in ${exported.seconds.toFixed(1)} s = ${exported.rowsPerSecond} rows/s, server RSS ${exported.baselineMb} MB → peak ${exported.peakMb} MB`,
    );
    return {
      engine,
      seedSeconds: seeded.seedSeconds,
      records: seeded.records,
      scan,
      list,
      today,
      exportRows: exported.rows,
      exportRowsPerSecond: exported.rowsPerSecond,
      exportPeakMb: exported.peakMb - exported.baselineMb,
    };
  } finally {
    await server.stop();
  }
}

async function startServer(env: Record<string, string>) {
  const port = 3900 + Math.floor(Math.random() * 90);
  const child = spawn(process.execPath, [fileURLToPath(new URL('../server.js', import.meta.url))], {
    env: {
      ...process.env,
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      ADMIN_NAME: ADMIN.name,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (let attempt = 0; ; attempt += 1) {
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      if (attempt > 600) throw new Error('the server did not start');
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    url,
    pid: child.pid ?? 0,
    stop: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

async function postgresUrl(): Promise<string | undefined> {
  const url = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1000 });
  try {
    await client.connect();
    await client.end();
    return url;
  } catch {
    return undefined;
  }
}

async function main() {
  const results: EngineFigures[] = [];
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'rollcall-bench-'));
  try {
    const embedded = await openDatabase({ dataDir });
    const seeded = await seed(embedded, (line) => process.stdout.write(`[embedded] ${line}\n`));
    await embedded.close();
    results.push(await benchEngine('embedded', { DATA_DIR: dataDir }, seeded));
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }

  const url = await postgresUrl();
  if (url) {
    const name = `rollcall_bench_${Date.now()}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const benchUrl = new URL(url);
    benchUrl.pathname = `/${name}`;
    try {
      const database = await openDatabase({
        databaseUrl: benchUrl.toString(),
        dataDir: os.tmpdir(),
      });
      const seeded = await seed(database, (line) => process.stdout.write(`[postgres] ${line}\n`));
      await database.close();
      results.push(
        await benchEngine(
          'postgres',
          { DATABASE_URL: benchUrl.toString(), DATA_DIR: os.tmpdir() },
          seeded,
        ),
      );
    } finally {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  } else {
    process.stdout.write(
      'PostgreSQL is not answering on 127.0.0.1:5432 (or BENCH_DATABASE_URL): skipped.\n',
    );
  }

  process.stdout.write(
    `\n| engine | scans/s (20 conn.) | scan p50 / p99 | filtered list p50 / p99 | today p50 / p99 | 1M-row CSV export | export RSS growth |\n|---|---|---|---|---|---|---|\n`,
  );
  for (const r of results) {
    process.stdout.write(
      `| ${r.engine} | ${r.scan.requestsPerSecond} | ${r.scan.p50} / ${r.scan.p99} ms | ${r.list.p50} / ${r.list.p99} ms | ${r.today.p50} / ${r.today.p99} ms | ${r.exportRowsPerSecond.toLocaleString('en-US')} rows/s | +${r.exportPeakMb} MB |\n`,
    );
  }
  process.stdout.write(
    `\n${results.map((r) => `${r.engine}: ${r.records.toLocaleString('en-US')} records, a school year seeded in ${r.seedSeconds.toFixed(1)} s`).join('; ')}\n`,
  );
}

main().catch((error: unknown) => {
  process.stderr.write(
    `bench failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exit(1);
});
