/**
 * `npm run bench -- --district` (issue 41): on each engine, the one-school bench's scans on a
 * school of their own and pgbench's ceiling, then a district of 40 schools × 1,000 students with a
 * school year of check-ins (district-seed.ts) on one server: 39,000 students scanned across the
 * district and one school's 1,000 check-ins, each school's `today` and list at 16
 * connections, the district overview, and the district's chronic-absence report to a ready file.
 */
import { SCHOOL_ID_HEADER } from '@rollcall/contract/schools';
import { addDays } from '../shared/school-calendar.js';
import { describe, loadAverage } from './bench-tables.js';
import { printDistrictTable, type DistrictFigures, type SpreadLists } from './district-tables.js';
import {
  STUDENTS_PER_SCHOOL,
  seedDistrict,
  type DistrictSchool,
  type SeededDistrict,
} from './district-seed.js';
import { runLoad, type LoadFigures } from './load.js';
import { insertCeiling } from './pgbench.js';
import {
  ADMIN,
  SCANS_AT_64,
  measureLists,
  measureScans,
  runScans,
  seed,
  warmUp,
} from './scan-day.js';
import { onEachEngine, type BenchEngine } from './scratch-database.js';
import { startSignedInServer } from './server-process.js';

/** The chronic-absence report is asked for this many times, one after another. */
const REPORT_RUNS = 3;
/** Requests per school for each of its two lists (a run of its own per school). */
const LIST_REQUESTS_PER_SCHOOL = 1000;

type Log = (line: string) => void;
type Headers = Record<string, string>;

const headersOf = (accessToken: string): Headers => ({
  authorization: `Bearer ${accessToken}`,
  'content-type': 'application/json',
});
const atSchool = (school: DistrictSchool) => ({ [SCHOOL_ID_HEADER]: school.id });

/** The one-school bench's scans (scan-day.ts) on a scratch school of 40,000 students. */
async function oneSchoolScans(engine: BenchEngine, log: Log) {
  const database = await engine.open();
  await seed(database, log, { quick: true });
  await database.close();
  const { server, accessToken } = await startSignedInServer(engine.env, ADMIN);
  try {
    return await measureScans(server.url, headersOf(accessToken), (line) =>
      log(`one school: ${line}`),
    );
  } finally {
    await server.stop();
  }
}

/** Scans of `schools`' students in turn, each typed at its own school (students from `first`). */
function scansAcross(schools: DistrictSchool[]) {
  let next = 0;
  return () => {
    const school = schools[next % schools.length] as DistrictSchool;
    const student = Math.floor(next / schools.length);
    next += 1;
    return {
      body: JSON.stringify({
        qrCode: `${school.studentPrefix}${100_000 + student}`,
        location: 'Main Gate',
      }),
      headers: atSchool(school),
    };
  };
}

/**
 * The district's morning: 24,000 students across 39 schools at 64 connections, then the first
 * school's 1,000 check-ins at 16 (a school's gates, on a warm server), then the other 15,000.
 */
async function districtScans(base: string, headers: Headers, schools: DistrictSchool[], log: Log) {
  const [first, ...others] = schools as [DistrictSchool, ...DistrictSchool[]];
  const scan = (connections: number, amount: number, next: ReturnType<typeof scansAcross>) =>
    runScans(base, headers, connections, amount, next);
  await warmUp(base, headers);
  const spread = scansAcross(others);
  const spread64 = await scan(64, SCANS_AT_64, spread);
  log(describe(`scans across ${others.length} schools, 64 connections`, spread64));
  const oneSchool = await scan(16, STUDENTS_PER_SCHOOL, scansAcross([first]));
  log(describe(`${first.name}'s 1,000 check-ins, 16 connections`, oneSchool));
  const spread16 = await scan(16, others.length * STUDENTS_PER_SCHOOL - SCANS_AT_64, spread);
  log(describe(`scans across ${others.length} schools, 16 connections`, spread16));
  return { oneSchool, spread64, spread16 };
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/** p99 of the worst school and the median school, p50 of the median school. */
function acrossSchools(figures: LoadFigures[]): SpreadLists {
  return {
    worstP99: Math.max(...figures.map((f) => f.p99)),
    medianP99: median(figures.map((f) => f.p99)),
    medianP50: median(figures.map((f) => f.p50)),
    failed: figures.reduce((sum, f) => sum + f.non2xx + f.errors, 0),
  };
}

/** Each school's `today` and list at 16 connections, one school after another, then all at once. */
async function districtLists(base: string, headers: Headers, district: SeededDistrict, log: Log) {
  // The list's month: the whole month before the last day of records.
  const endDate = addDays(`${district.to.slice(0, 7)}-01`, -1);
  const month = { startDate: `${endDate.slice(0, 7)}-01`, endDate };
  const today: LoadFigures[] = [];
  const list: LoadFigures[] = [];
  for (const school of district.schools) {
    const figures = await measureLists(
      base,
      { ...headers, ...atSchool(school) },
      {
        month,
        amount: LIST_REQUESTS_PER_SCHOOL,
      },
    );
    today.push(figures.today);
    list.push(figures.list);
  }
  const each = { today: acrossSchools(today), list: acrossSchools(list) };
  log(
    `each school's today: p99 worst ${each.today.worstP99} ms, median ${each.today.medianP99} ms`,
  );
  log(`each school's list: p99 worst ${each.list.worstP99} ms, median ${each.list.medianP99} ms`);
  let next = 0;
  const together = await measureLists(base, headers, {
    month,
    perRequest: () => ({ headers: atSchool(district.schools[next++ % district.schools.length]!) }),
  });
  log(describe('today, every school in turn', together.today));
  log(describe('list, every school in turn', together.list));
  return { each, together };
}

/** The district's day: the first answer (each school's chronic count made), then at 1 and 16. */
async function districtOverview(base: string, headers: Headers, log: Log) {
  const url = `${base}/api/district/overview`;
  const started = performance.now();
  const first = await fetch(url, { headers });
  await first.arrayBuffer();
  if (!first.ok) throw new Error(`the district overview answered ${first.status}`);
  const firstMs = Math.round(performance.now() - started);
  // One district administrator's screen, then sixteen at once.
  const alone = await runLoad({ url, headers, connections: 1, amount: 50 });
  const overview = await runLoad({ url, headers, connections: 16, amount: 400 });
  log(
    `district overview: first answer ${firstMs} ms; ${describe('1 connection', alone)}; ${describe('16 connections', overview)}`,
  );
  return { firstMs, alone, overview };
}

/** Seconds from asking for the district's chronic-absence report to its file being ready. */
async function reportSeconds(base: string, headers: Headers, range: { from: string; to: string }) {
  const started = performance.now();
  const created = await fetch(`${base}/api/reports`, {
    method: 'POST',
    headers,
    body: JSON.stringify({
      type: 'chronic-absence-by-school',
      format: 'csv',
      schools: 'all',
      startDate: range.from,
      endDate: range.to,
    }),
  });
  if (created.status !== 202) throw new Error(`the report answered ${created.status}`);
  const { id } = ((await created.json()) as { data: { report: { id: string } } }).data.report;
  for (;;) {
    const polled = await fetch(`${base}/api/reports/${id}`, { headers });
    const { status } = ((await polled.json()) as { data: { report: { status: string } } }).data
      .report;
    if (status === 'Ready') return (performance.now() - started) / 1000;
    if (status !== 'Processing') throw new Error(`the report is ${status}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function benchDistrictOn(
  engine: BenchEngine,
  url: string | undefined,
  schoolDays: number,
): Promise<DistrictFigures> {
  const log = (line: string) => process.stdout.write(`[district ${engine.engine}] ${line}\n`);
  const [one] = await onEachEngine([engine.engine], url, 'rollcall-one-school', (scratch) =>
    oneSchoolScans(scratch, log),
  );
  if (!one) throw new Error('the one-school scans did not run');
  const ceiling = await insertCeiling(url, engine.engine);
  const database = await engine.open();
  const district = await seedDistrict(database, schoolDays, log);
  await database.close();
  const load = loadAverage();
  const { server, accessToken } = await startSignedInServer(engine.env, ADMIN);
  try {
    const headers = headersOf(accessToken);
    const first = district.schools[0] as DistrictSchool;
    const scans = await districtScans(server.url, headers, district.schools, log);
    const lists = await districtLists(server.url, headers, district, log);
    const { firstMs, alone, overview } = await districtOverview(server.url, headers, log);
    const reports: number[] = [];
    for (let run = 0; run < REPORT_RUNS; run += 1) {
      reports.push(await reportSeconds(server.url, { ...headers, ...atSchool(first) }, district));
      log(
        `chronic absence by school, ${district.from} to ${district.to}: ready in ${reports.at(-1)?.toFixed(2)} s`,
      );
    }
    return {
      engine: engine.engine,
      district,
      one,
      ceiling,
      ...scans,
      lists,
      overview,
      overviewAlone: alone,
      overviewFirstMs: firstMs,
      reports,
      load,
    };
  } finally {
    await server.stop();
  }
}

/** Runs on the engines asked for, one after the other: each one's table, then all of them. */
export async function benchDistrict(
  engines: string[],
  url: string | undefined,
  schoolDays: number,
) {
  const results = await onEachEngine(engines, url, 'rollcall-district', async (engine) => {
    const figures = await benchDistrictOn(engine, url, schoolDays);
    printDistrictTable([figures]);
    return figures;
  });
  if (results.length > 1) printDistrictTable(results);
}
