/**
 * Reports in `npm run bench`: a school of 2,000 students with 300 days of check-ins up to today
 * (about 400,000 records) on each engine; p50/p99 of GET /api/reports/analytics (the default 30
 * days, and the whole year) and GET /api/reports/stats over HTTP, then the time and peak memory
 * of a whole-year student-summary PDF and attendance-log xlsx, each made in a process of its own.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { openDatabase } from '../db/client.js';
import { migrateDatabase } from '../db/migrate.js';
import { insertDemoAttendance, insertDemoStudents } from '../demo/generate-school.js';
import { addDays, schoolDateOf } from '../shared/school-calendar.js';
import { runLoad, type LoadFigures } from './load.js';
import { withScratchDatabase } from './scratch-database.js';
import { startServer } from './server-process.js';

const run = promisify(execFile);
const STUDENTS = 2000;
const DAYS = 300;
const TIMEZONE = 'America/New_York';
const ADMIN = { email: 'reports-bench@rollcall.test', password: 'Bench1234', name: 'Bench Admin' };

type FileFigures = { seconds: number; bytes: number; baselineMb: number; peakMb: number };
type Figures = {
  engine: string;
  records: number;
  analytics30: LoadFigures;
  analyticsYear: LoadFigures;
  stats: LoadFigures;
  pdf: FileFigures;
  xlsx: FileFigures;
};

async function makeFile(env: Record<string, string>, args: string[]): Promise<FileFigures> {
  const script = fileURLToPath(new URL('./report-file-run.js', import.meta.url));
  const { stdout } = await run(process.execPath, [script, ...args], {
    env: { ...process.env, ...env },
    maxBuffer: 1024 * 1024,
  });
  return JSON.parse(stdout.trim().split('\n').at(-1) ?? '{}') as FileFigures;
}

async function benchEngine(engine: string, env: Record<string, string>): Promise<Figures> {
  const log = (line: string) => process.stdout.write(`[reports ${engine}] ${line}\n`);
  const database = await openDatabase({
    databaseUrl: env.DATABASE_URL,
    dataDir: env.DATA_DIR ?? os.tmpdir(),
  });
  await migrateDatabase(database.db);
  const today = schoolDateOf(new Date(), TIMEZONE);
  const from = addDays(today, -(DAYS - 1));
  await insertDemoStudents(database.db, STUDENTS);
  const records = await insertDemoAttendance(database.db, {
    from,
    to: today,
    timezone: TIMEZONE,
    startTime: '08:00',
  });
  await database.pool.query('analyze');
  await database.close();
  log(`${STUDENTS} students, ${records} check-ins from ${from} to ${today}`);

  const server = await startServer({
    ...env,
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    ADMIN_NAME: ADMIN.name,
  });
  let load: Pick<Figures, 'analytics30' | 'analyticsYear' | 'stats'>;
  try {
    const login = await fetch(`${server.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: ADMIN.email, password: ADMIN.password }),
    });
    const { data } = (await login.json()) as { data: { accessToken: string } };
    const headers = { authorization: `Bearer ${data.accessToken}` };
    const measure = async (name: string, url: string, amount: number) => {
      await runLoad({ url: `${server.url}${url}`, headers, connections: 2, amount: 20 });
      const figures = await runLoad({
        url: `${server.url}${url}`,
        headers,
        connections: 4,
        amount,
      });
      log(
        `${name}: p50 ${figures.p50} ms, p99 ${figures.p99} ms, ${figures.requestsPerSecond} req/s (${figures.non2xx} non-2xx)`,
      );
      return figures;
    };
    load = {
      analytics30: await measure('analytics, last 30 days', '/api/reports/analytics', 400),
      analyticsYear: await measure(
        'analytics, whole year',
        `/api/reports/analytics?startDate=${from}&endDate=${today}`,
        100,
      ),
      stats: await measure('stats', '/api/reports/stats', 400),
    };
  } finally {
    await server.stop();
  }
  const pdf = await makeFile(env, ['student-summary', 'pdf', from, today]);
  log(
    `student-summary PDF, whole year: ${pdf.seconds.toFixed(2)} s, ${Math.round(pdf.bytes / 1024)} KB, RSS ${pdf.baselineMb} → peak ${pdf.peakMb} MB`,
  );
  const xlsx = await makeFile(env, ['attendance-log', 'excel', from, today]);
  log(
    `attendance-log xlsx, whole year: ${xlsx.seconds.toFixed(2)} s, ${Math.round(xlsx.bytes / 1024 / 1024)} MB, RSS ${xlsx.baselineMb} → peak ${xlsx.peakMb} MB`,
  );
  return { engine, records, ...load, pdf, xlsx };
}

/** Runs on the engines asked for and prints the README's table. */
export async function benchReports(engines: string[], postgresUrl: string | undefined) {
  const results: Figures[] = [];
  if (engines.includes('embedded')) {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'rollcall-reports-bench-'));
    try {
      results.push(await benchEngine('embedded', { DATA_DIR: dataDir }));
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  }
  if (engines.includes('postgres') && postgresUrl) {
    results.push(
      await withScratchDatabase(postgresUrl, 'rollcall_reports_bench', (url) =>
        benchEngine('postgres', { DATABASE_URL: url, DATA_DIR: os.tmpdir() }),
      ),
    );
  }
  const pair = (f: LoadFigures) => `${f.p50} / ${f.p99} ms`;
  const file = (f: FileFigures) =>
    `${f.seconds.toFixed(1)} s, peak RSS ${f.peakMb} MB (+${f.peakMb - f.baselineMb})`;
  process.stdout.write(
    `\n| engine | records | analytics 30 days p50 / p99 | analytics whole year p50 / p99 | stats p50 / p99 | student-summary PDF, year | attendance-log xlsx, year |\n|---|---|---|---|---|---|---|\n`,
  );
  for (const r of results) {
    process.stdout.write(
      `| ${r.engine} | ${r.records.toLocaleString('en-US')} | ${pair(r.analytics30)} | ${pair(r.analyticsYear)} | ${pair(r.stats)} | ${file(r.pdf)} | ${file(r.xlsx)} |\n`,
    );
  }
}

// `node reports-bench.js [embedded|postgres]` runs this part alone.
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const engine = process.argv[2];
  await benchReports(
    engine ? [engine] : ['embedded', 'postgres'],
    process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
  );
}
