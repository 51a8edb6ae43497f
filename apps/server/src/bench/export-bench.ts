/**
 * The export in `npm run bench` (and alone with `--export`): a million attendance records on each
 * engine, then the whole-table CSV and Excel exports over HTTP, rows per second and the growth of
 * the server's resident memory while each streams.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { count } from 'drizzle-orm';
import { openDatabase, type Database } from '../db/client.js';
import { migrateDatabase } from '../db/migrate.js';
import { attendance } from '../db/schema/attendance.js';
import { insertDemoAttendance, insertDemoStudents } from '../demo/generate-school.js';
import { measureExport, type ExportFigures } from './load.js';
import { withScratchDatabase } from './scratch-database.js';
import { startSignedInServer } from './server-process.js';

export const EXPORT_ROWS = 1_000_000;
const STUDENTS = 2000;
const TIMEZONE = 'America/New_York';
const ADMIN = { email: 'export-bench@rollcall.test', password: 'Bench1234', name: 'Bench Admin' };

type Figures = {
  engine: string;
  records: number;
  csv: ExportFigures;
  excel: ExportFigures;
  load: string;
};

/**
 * School years of check-ins for the students already there, from the one starting in `newestYear`
 * back, until the table holds `EXPORT_ROWS` records (three years of 2,000 students).
 */
export async function seedExportRecords(database: Database, timezone: string, newestYear: number) {
  for (let startYear = newestYear; ; startYear -= 1) {
    const [rows] = await database.db.select({ value: count() }).from(attendance);
    if ((rows?.value ?? 0) >= EXPORT_ROWS) return rows?.value ?? 0;
    await insertDemoAttendance(database.db, {
      from: `${startYear}-08-25`,
      to: `${startYear + 1}-06-12`,
      timezone,
      startTime: '08:00',
    });
  }
}

/** Both exports of the whole table from a server of its own on the seeded database. */
export async function measureExports(
  env: Record<string, string>,
  records: number,
  log: (line: string) => void,
): Promise<{ csv: ExportFigures; excel: ExportFigures }> {
  const { server, accessToken } = await startSignedInServer(env, ADMIN);
  try {
    const headers = { authorization: `Bearer ${accessToken}` };
    const describe = (name: string, f: ExportFigures) =>
      `${name}: ${f.rows.toLocaleString('en-US')} rows, ${Math.round(f.bytes / 1024 / 1024)} MB in ${f.seconds.toFixed(1)} s = ${f.rowsPerSecond.toLocaleString('en-US')} rows/s, server CPU ${f.serverCpuSeconds.toFixed(1)} s, server RSS ${f.baselineMb} → peak ${f.peakMb} MB (load ${os.loadavg()[0]?.toFixed(2)})`;
    const csv = await measureExport(
      `${server.url}/api/attendance/export?format=csv`,
      headers,
      server.pid,
    );
    log(describe('CSV export', csv));
    // A workbook is zipped: its rows cannot be counted from the bytes, but it holds every record.
    const excel = await measureExport(
      `${server.url}/api/attendance/export?format=excel`,
      headers,
      server.pid,
      records,
    );
    log(describe('Excel export', excel));
    if (csv.rows !== records) throw new Error(`the CSV held ${csv.rows} of ${records} records`);
    return { csv, excel };
  } finally {
    await server.stop();
  }
}

async function benchEngine(engine: string, database: Database, env: Record<string, string>) {
  const log = (line: string) => process.stdout.write(`[export ${engine}] ${line}\n`);
  await migrateDatabase(database.db);
  const started = Date.now();
  await insertDemoStudents(database.db, STUDENTS);
  const records = await seedExportRecords(database, TIMEZONE, 2025);
  // As the records of a school in use are: vacuumed (PGlite has no autovacuum), their hint bits
  // set, so that the export measures reading them rather than the first visit after a bulk load.
  await database.pool.query('vacuum analyze');
  await database.close();
  log(
    `${records.toLocaleString('en-US')} records in ${((Date.now() - started) / 1000).toFixed(0)} s`,
  );
  const figures = await measureExports(env, records, log);
  const load = os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');
  return { engine, records, ...figures, load };
}

/** Runs on the engines asked for and prints the README's table. */
export async function benchExport(engines: string[], postgresUrl: string | undefined) {
  const results: Figures[] = [];
  if (engines.includes('embedded')) {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'rollcall-export-bench-'));
    try {
      const database = await openDatabase({ dataDir });
      results.push(await benchEngine('embedded', database, { DATA_DIR: dataDir }));
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  }
  if (engines.includes('postgres') && postgresUrl) {
    results.push(
      await withScratchDatabase(postgresUrl, 'rollcall_export_bench', async (url) => {
        const database = await openDatabase({ databaseUrl: url, dataDir: os.tmpdir() });
        return benchEngine('postgres', database, { DATABASE_URL: url, DATA_DIR: os.tmpdir() });
      }),
    );
  }
  const file = (f: ExportFigures) =>
    `${f.rowsPerSecond.toLocaleString('en-US')} rows/s (${f.seconds.toFixed(1)} s; server CPU ${f.serverCpuSeconds.toFixed(1)} s), RSS +${f.peakMb - f.baselineMb} MB`;
  process.stdout.write(
    `\n| engine | records | CSV export | Excel export | load avg. |\n|---|---|---|---|---|\n`,
  );
  for (const r of results) {
    process.stdout.write(
      `| ${r.engine} | ${r.records.toLocaleString('en-US')} | ${file(r.csv)} | ${file(r.excel)} | ${r.load} |\n`,
    );
  }
}
