/** The scan bench's school day: the seeded school, signing in, and the scans and lists measured. */
import type { Database } from '../db/client.js';
import { migrateDatabase } from '../db/migrate.js';
import { insertDemoAttendance, insertDemoStudents } from '../demo/generate-school.js';
import { describe, type HistoryFigures, type Seeded } from './bench-tables.js';
import { seedExportRecords } from './export-bench.js';
import { measureExport, runLoad } from './load.js';

export const STUDENTS = 40_000;
/** The students with a school year of history behind them (the list and export figures). */
export const STUDENTS_WITH_HISTORY = 2000;
export const PGBENCH_CLIENTS = 16;
/** Scans at 64 connections for throughput, then the remaining students at 16 for latency. */
export const SCANS_AT_64 = 24_000;
export const TIMEZONE = 'America/New_York';
export const ADMIN = { email: 'bench@rollcall.test', password: 'Bench1234', name: 'Bench Admin' };

export async function seed(
  database: Database,
  log: (line: string) => void,
  { quick }: { quick: boolean },
): Promise<Seeded> {
  await migrateDatabase(database.db);
  const started = Date.now();
  if (quick) {
    await insertDemoStudents(database.db, STUDENTS);
    await database.pool.query('analyze');
    log(`seeded ${STUDENTS} students`);
    return { seedSeconds: (Date.now() - started) / 1000, records: 0 };
  }
  await insertDemoStudents(database.db, STUDENTS_WITH_HISTORY);
  const year = await insertDemoAttendance(database.db, {
    from: '2025-08-25',
    to: '2026-06-12',
    timezone: TIMEZONE,
    startTime: '08:00',
  });
  const seedSeconds = (Date.now() - started) / 1000;
  log(
    `seeded ${STUDENTS_WITH_HISTORY} students and ${year} check-ins (a school year) in ${seedSeconds.toFixed(1)} s`,
  );
  // Earlier school years until the table holds a million records, for the export.
  const records = await seedExportRecords(database, TIMEZONE, 2024);
  // The same generator again: the first students exist already, the rest join them.
  await insertDemoStudents(database.db, STUDENTS);
  await database.pool.query('analyze');
  log(`${STUDENTS} students in all`);
  return { seedSeconds, records };
}

export async function signIn(base: string) {
  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: ADMIN.email, password: ADMIN.password }),
  });
  const { data } = (await login.json()) as { data: { accessToken: string } };
  return { authorization: `Bearer ${data.accessToken}`, 'content-type': 'application/json' };
}

/** Warms a server up (JIT, pool) on a read, so that no student is spent on it. */
export const warmUp = (base: string, headers: Record<string, string>) =>
  runLoad({ url: `${base}/api/auth/me`, headers, connections: 16, amount: 3000 });

/** `amount` scans at `connections`, each one's body (and headers beside `headers`) from `next`. */
export const runScans = (
  base: string,
  headers: Record<string, string>,
  connections: number,
  amount: number,
  next: () => { body: string; headers?: Record<string, string> },
) =>
  runLoad({
    url: `${base}/api/attendance/scan`,
    method: 'POST',
    headers,
    connections,
    amount,
    perRequest: next,
  });

/**
 * Every scan is a different student typed at the gate (their student number), on the real day,
 * so each one records a check-in: 24,000 at 64 connections, then the other 16,000 at 16.
 */
export async function measureScans(
  base: string,
  headers: Record<string, string>,
  log: (line: string) => void,
) {
  let nextStudent = 0;
  const scanAt = (connections: number, amount: number) =>
    runScans(base, headers, connections, amount, () => ({
      body: JSON.stringify({ qrCode: `S${100_000 + nextStudent++}`, location: 'Main Gate' }),
    }));
  await warmUp(base, headers);
  const scan64 = await scanAt(64, SCANS_AT_64);
  log(describe('scan, 64 connections', scan64));
  const scan16 = await scanAt(16, STUDENTS - SCANS_AT_64);
  log(describe('scan, 16 connections', scan16));
  return { scan64, scan16 };
}

/**
 * Issue 25's busy morning: both lists at 16 connections (the dashboards and lists left open); the
 * list is page 3 of one class-section over a month (March 2026 unless given).
 */
export async function measureLists(
  base: string,
  headers: Record<string, string>,
  {
    month = { startDate: '2026-03-01', endDate: '2026-03-31' },
    amount = 4000,
    perRequest,
  }: {
    month?: { startDate: string; endDate: string };
    amount?: number;
    /** Each request's own headers (a district's schools in turn). */
    perRequest?: () => { headers: Record<string, string> };
  } = {},
) {
  const list = await runLoad({
    url: `${base}/api/attendance?startDate=${month.startDate}&endDate=${month.endDate}&class=10&section=B&page=3`,
    headers,
    connections: 16,
    amount,
    perRequest,
  });
  const today = await runLoad({
    url: `${base}/api/attendance/today`,
    headers,
    connections: 16,
    amount,
    perRequest,
  });
  return { list, today };
}

export async function measureHistory(
  base: string,
  headers: Record<string, string>,
  serverPid: number,
  log: (line: string) => void,
): Promise<HistoryFigures> {
  const { list, today } = await measureLists(base, headers);
  log(describe('filtered list', list));
  log(describe(`today (${STUDENTS} check-ins)`, today));
  const exported = await measureExport(
    `${base}/api/attendance/export?format=csv`,
    headers,
    serverPid,
  );
  log(
    `CSV export: ${exported.rows} rows in ${exported.seconds.toFixed(1)} s = ${exported.rowsPerSecond} rows/s, server RSS ${exported.baselineMb} MB → peak ${exported.peakMb} MB`,
  );
  return {
    list,
    today,
    exportRows: exported.rows,
    exportRowsPerSecond: exported.rowsPerSecond,
    exportPeakMb: exported.peakMb - exported.baselineMb,
  };
}
