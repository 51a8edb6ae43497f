/**
 * npm run bench: a school of 40,000 students on each engine, the database's own insert ceiling
 * (pgbench) in the same run, then the figures the README quotes. Measures; asserts nothing.
 * Runs only against this machine (127.0.0.1).
 *
 *   npm run bench -- --engine=postgres   one engine only (embedded | postgres)
 *   npm run bench -- --quick             the request paths only: no school year, list or export
 *   npm run bench -- --cpu-prof          profile the server during the scans (or, with --stall,
 *                                        while the files are made; with --roster, the imports) and
 *                                        summarize it, with the main thread's longest busy stretches
 *   npm run bench -- --list              the attendance lists only: the school year, the day's
 *                                        40,000 check-ins written directly (no scans), the two lists
 *   npm run bench -- --reports           the reports only: a school year for 2,000 students,
 *                                        analytics, stats and the two whole-year files
 *   npm run bench -- --export            the exports only: a million records, the CSV and the
 *                                        Excel export of all of them
 *   npm run bench -- --stall             the largest report PDF, a 400-card batch and 1,500 letters
 *                                        made at once, then the largest roster (--roster), and the
 *                                        waits of health checks and gate scans meanwhile
 *   npm run bench -- --roster            the roster alone: a 200,000-row OneRoster zip previewed
 *                                        and imported twice, and the gate's waits meanwhile
 *   npm run bench -- --backup            a backup's time and size, and its restore on a new machine
 *   npm run bench -- --district          a district of 40 schools × 1,000 students with a school
 *                                        year of check-ins (--days=N school days, 180 unless
 *                                        given): scans across it beside the one-school bench's and
 *                                        pgbench's, each school's lists, the district overview and
 *                                        the district's chronic-absence report (issue 41)
 *   npm run bench -- --first-load        the web app's first load in Chromium on a throttled
 *                                        network and CPU (sign-in, dashboard, kiosk); needs
 *                                        `npm run build` first for the web app
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { openDatabase, type Database } from '../db/client.js';
import { summarizeCpuProfiles } from './cpu-profile.js';
import { benchExport } from './export-bench.js';
import { runLoad } from './load.js';
import {
  describe,
  loadAverage,
  printTables,
  type EngineFigures,
  type Seeded,
} from './bench-tables.js';
import {
  ADMIN,
  STUDENTS,
  TIMEZONE,
  measureHistory,
  measureLists,
  measureScans,
  seed,
  signIn,
} from './scan-day.js';
import { insertCeiling } from './pgbench.js';
import { benchReports } from './reports-bench.js';
import { benchBackup } from './backup-bench.js';
import { benchRoster } from './roster-bench.js';
import { benchStall } from './stall-bench.js';
import { benchDelivery } from './delivery-bench.js';
import { benchIdCards } from './id-cards-bench.js';
import { benchFirstLoad } from './first-load-bench.js';
import { benchDistrict } from './district-bench.js';
import { SCHOOL_YEAR_DAYS } from './district-seed.js';
import { withScratchDatabase } from './scratch-database.js';
import { startServer } from './server-process.js';

const { values: args } = parseArgs({
  options: {
    engine: { type: 'string' },
    quick: { type: 'boolean', default: false },
    'cpu-prof': { type: 'boolean', default: false },
    list: { type: 'boolean', default: false },
    reports: { type: 'boolean', default: false },
    backup: { type: 'boolean', default: false },
    export: { type: 'boolean', default: false },
    stall: { type: 'boolean', default: false },
    roster: { type: 'boolean', default: false },
    'first-load': { type: 'boolean', default: false },
    district: { type: 'boolean', default: false },
    days: { type: 'string', default: String(SCHOOL_YEAR_DAYS) },
    runs: { type: 'string', default: '5' },
  },
});

/** The scans run on a server of their own (profiled on request); everything else on a second. */
async function benchEngine(
  engine: string,
  env: Record<string, string>,
  seeded: Seeded,
  ceiling: number | undefined,
): Promise<EngineFigures> {
  const log = (line: string) => process.stdout.write(`[${engine}] ${line}\n`);
  const serverEnv = {
    ...env,
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    ADMIN_NAME: ADMIN.name,
  };
  const load = loadAverage();
  const profileDir = args['cpu-prof']
    ? await mkdtemp(path.join(os.tmpdir(), `rollcall-profile-${engine}-`))
    : undefined;
  const scanServer = await startServer(serverEnv, profileDir);
  let scans: Awaited<ReturnType<typeof measureScans>>;
  try {
    scans = await measureScans(scanServer.url, await signIn(scanServer.url), log);
  } finally {
    await scanServer.stop();
  }
  if (profileDir) {
    log(`CPU profile of the server during the scans (${profileDir}):`);
    process.stdout.write(`${await summarizeCpuProfiles(profileDir)}\n`);
  }

  const server = await startServer(serverEnv);
  try {
    const headers = await signIn(server.url);
    await runLoad({ url: `${server.url}/api/auth/me`, headers, connections: 16, amount: 3000 });
    const me = await runLoad({ url: `${server.url}/api/auth/me`, headers, connections: 64 });
    log(describe('GET /api/auth/me, 64 connections', me));
    const health = await runLoad({
      url: `${server.url}/api/health`,
      headers: {},
      connections: 64,
      seconds: 5,
    });
    log(describe('GET /api/health, 64 connections', health));
    const history = args.quick
      ? undefined
      : await measureHistory(server.url, headers, server.pid, log);
    return { engine, seeded, ceiling, ...scans, me, health, history, load };
  } finally {
    await server.stop();
  }
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

async function benchEmbedded(url: string | undefined) {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'rollcall-bench-'));
  try {
    const database = await openDatabase({ dataDir });
    const seeded = await seed(database, (line) => process.stdout.write(`[embedded] ${line}\n`), {
      quick: Boolean(args.quick),
    });
    await database.close();
    const ceiling = await insertCeiling(url, 'embedded');
    return await benchEngine('embedded', { DATA_DIR: dataDir }, seeded, ceiling);
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

async function benchPostgres(url: string) {
  return withScratchDatabase(url, 'rollcall_bench', async (benchUrl) => {
    const database = await openDatabase({ databaseUrl: benchUrl, dataDir: os.tmpdir() });
    const seeded = await seed(database, (line) => process.stdout.write(`[postgres] ${line}\n`), {
      quick: Boolean(args.quick),
    });
    await database.close();
    const ceiling = await insertCeiling(url, 'postgres');
    return benchEngine(
      'postgres',
      { DATABASE_URL: benchUrl, DATA_DIR: os.tmpdir() },
      seeded,
      ceiling,
    );
  });
}

/** --list: the scan bench's day (every student checked in once, today) written in one statement. */
async function benchLists(engine: string, database: Database, env: Record<string, string>) {
  const log = (line: string) => process.stdout.write(`[${engine}] ${line}\n`);
  await seed(database, log, { quick: Boolean(args.quick) });
  await database.pool.query(
    `insert into attendance (student_id, school_id, school_date, scan_time, status, time_window, minutes_late, method)
     select id, school_id, (now() at time zone $1)::date, now() - random() * interval '2 hours', 'present',
            'on_time', 0, 'scan'
       from students where is_active and archived_at is null`,
    [TIMEZONE],
  );
  await database.pool.query('analyze');
  await database.close();
  const server = await startServer({
    ...env,
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    ADMIN_NAME: ADMIN.name,
  });
  try {
    const headers = await signIn(server.url);
    await runLoad({ url: `${server.url}/api/auth/me`, headers, connections: 16, amount: 3000 });
    const { list, today } = await measureLists(server.url, headers);
    log(describe('filtered list', list));
    log(describe(`today (${STUDENTS} check-ins)`, today));
  } finally {
    await server.stop();
  }
}

async function listsOnly(engines: string[], url: string | undefined) {
  if (engines.includes('embedded')) {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'rollcall-bench-'));
    try {
      await benchLists('embedded', await openDatabase({ dataDir }), { DATA_DIR: dataDir });
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  }
  if (engines.includes('postgres') && url) {
    await withScratchDatabase(url, 'rollcall_bench', async (benchUrl) =>
      benchLists('postgres', await openDatabase({ databaseUrl: benchUrl, dataDir: os.tmpdir() }), {
        DATABASE_URL: benchUrl,
        DATA_DIR: os.tmpdir(),
      }),
    );
  }
}

async function main() {
  if (args['first-load']) {
    await benchFirstLoad(Number(args.runs));
    return;
  }
  const engines = args.engine ? [args.engine] : ['embedded', 'postgres'];
  const url = await postgresUrl();
  if (!url) {
    process.stdout.write(
      'PostgreSQL is not answering on 127.0.0.1:5432 (or BENCH_DATABASE_URL): PostgreSQL and pgbench skipped.\n',
    );
  }
  process.stdout.write(`load average at start: ${loadAverage()} (${os.cpus().length} cores)\n`);
  if (args.list) {
    await listsOnly(engines, url);
    return;
  }
  const profile = { profile: args['cpu-prof'] };
  const partsAlone: [boolean | undefined, () => Promise<unknown>][] = [
    [args.export, () => benchExport(engines, url)],
    // Then what else staff may send that the server reads at length: the roster (issue 39 §4).
    [
      args.stall,
      async () => {
        await benchStall(engines, url, profile);
        await benchRoster(engines, url, profile);
      },
    ],
    [args.backup, () => benchBackup(engines, url)],
    [args.roster, () => benchRoster(engines, url, profile)],
    [args.reports, () => benchReports(engines, url)],
    [args.district, () => benchDistrict(engines, url, Number(args.days))],
  ];
  const chosen = partsAlone.find(([isAsked]) => isAsked);
  if (chosen) {
    await chosen[1]();
    process.stdout.write(`load average at the end: ${loadAverage()}\n`);
    return;
  }
  const results: EngineFigures[] = [];
  if (engines.includes('embedded')) results.push(await benchEmbedded(url));
  if (engines.includes('postgres') && url) results.push(await benchPostgres(url));
  printTables(results);
  if (!args.quick) await benchReports(engines, url);
  await benchDelivery(engines, url);
  if (!args.quick) await benchIdCards();
  process.stdout.write(`load average at the end: ${loadAverage()}\n`);
}

main().catch((error: unknown) => {
  process.stderr.write(
    `bench failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exit(1);
});
