/**
 * `npm run bench -- --stall`: whether heavy files stall the server (issue 29). On each engine, a
 * class of 400 students with photos and half a year of their check-ins; then the largest report
 * PDF the server allows (an attendance log of up to 50,000 rows), a 400-card A4 batch and a batch of
 * 1,500 guardian letters are asked for at once, and while they are made `GET /api/health` and a typed gate scan are each sent every
 * 50 ms, one at a time: their p50, p99 and worst waits, against the same requests with nothing
 * being made.
 */
import os from 'node:os';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { migrateDatabase } from '../db/migrate.js';
import { students } from '../db/schema/students.js';
import { insertDemoAttendance } from '../demo/generate-school.js';
import { PDF_MAX_ROWS } from '../features/reports/report-pdf.js';
import { profileFolder, reportProfiles } from './cpu-profile.js';
import { sampleMemory } from './load.js';
import { insertCardClasses } from './id-cards-bench.js';
import { onEachEngine } from './scratch-database.js';
import { askAtTheGate, idleAtTheGate, waitsCell } from './waits.js';
import { startSignedInServer } from './server-process.js';

const ADMIN = { email: 'stall-bench@rollcall.test', password: 'Bench1234', name: 'Bench Admin' };
const CARDS = 400;
/** Letters to the guardians of a section of this many students (issue 38). */
const LETTERS = 1500;
/** The class and its check-ins; the first day from which the log holds at most PDF_MAX_ROWS rows. */
async function seed(database: Database) {
  await migrateDatabase(database.db);
  await insertCardClasses(database.db, { A: CARDS, L: LETTERS });
  // Enrolled long before today, so that the letters have this school year's days to tell of.
  await database.db.update(students).set({ enrollmentDate: '2025-08-25' });
  await insertDemoAttendance(database.db, {
    from: '2026-01-05',
    to: '2026-06-26',
    timezone: 'America/New_York',
    startTime: '08:00',
  });
  const { rows } = await database.db.execute<{ school_date: string; total: string }>(sql`
    select school_date, sum(count(*)) over (order by school_date desc) as total
    from attendance group by school_date order by school_date desc`);
  const within = rows.filter((row) => Number(row.total) <= PDF_MAX_ROWS);
  const first = within.at(-1);
  const lettered = await database.db
    .select({ id: students.id })
    .from(students)
    .where(eq(students.section, 'L'));
  await database.pool.query('vacuum analyze');
  await database.close();
  return {
    startDate: first?.school_date ?? '2026-06-26',
    rows: Number(first?.total ?? 0),
    letterStudentIds: lettered.map((row) => row.id),
  };
}

type Seeded = Awaited<ReturnType<typeof seed>>;

async function measure(
  engine: string,
  env: Record<string, string>,
  seeded: Seeded,
  profile: boolean,
) {
  const { rows: reportRows, startDate, letterStudentIds } = seeded;
  const log = (line: string) => process.stdout.write(`[stall ${engine}] ${line}\n`);
  const profileDir = await profileFolder('stall', engine, profile);
  const { server, accessToken } = await startSignedInServer(env, ADMIN, profileDir);
  try {
    const headers = {
      authorization: `Bearer ${accessToken}`,
      'content-type': 'application/json',
    };
    const idle = await idleAtTheGate(server.url, headers, CARDS);
    const stopAsking = askAtTheGate(server.url, headers, CARDS);
    const memory = await sampleMemory(server.pid);
    const started = performance.now();
    const [report, batch, letters] = await Promise.all([
      fetch(`${server.url}/api/reports`, {
        method: 'POST',
        headers,
        body: JSON.stringify({
          type: 'attendance-log',
          format: 'pdf',
          startDate,
          endDate: '2026-06-26',
        }),
      }).then(
        async (response) =>
          ((await response.json()) as { data: { report: { id: string } } }).data.report,
      ),
      fetch(`${server.url}/api/id-cards/batch`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ class: '10', section: 'A', layout: 'a4-10' }),
      }).then(async (response) => ((await response.json()) as { data: { batchId: string } }).data),
      fetch(`${server.url}/api/interventions/letters`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ kind: 'nudge', studentIds: letterStudentIds }),
      }).then(async (response) => {
        if (!response.ok) throw new Error(`letters refused: ${await response.text()}`);
        return ((await response.json()) as { data: { batchId: string } }).data;
      }),
    ]);
    /** A report answers `{report: {status}}`, a batch `{status}`. */
    const until = async (url: string) => {
      for (;;) {
        const response = await fetch(url, { headers });
        const { data } = (await response.json()) as {
          data: { status: string } | { report: { status: string } };
        };
        const progress = 'report' in data ? data.report : data;
        if (progress.status !== 'Processing')
          return { status: progress.status, seconds: (performance.now() - started) / 1000 };
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
    };
    const [reportDone, batchDone, lettersDone] = await Promise.all([
      until(`${server.url}/api/reports/${report.id}`),
      until(`${server.url}/api/id-cards/batch/${batch.batchId}`),
      until(`${server.url}/api/interventions/letters/${letters.batchId}`),
    ]);
    memory.stop();
    const rss = { baselineMb: memory.baselineMb, peakMb: memory.peakMb() };
    const busy = await stopAsking();
    log(
      `a ${reportRows.toLocaleString('en-US')}-row log PDF ${reportDone.status} in ${reportDone.seconds.toFixed(1)} s and ${CARDS} cards (a4-10) ${batchDone.status} in ${batchDone.seconds.toFixed(1)} s and ${LETTERS} letters ${lettersDone.status} in ${lettersDone.seconds.toFixed(1)} s (load ${os.loadavg()[0]?.toFixed(2)})`,
    );
    return {
      engine,
      idle,
      busy,
      reportDone,
      batchDone,
      lettersDone,
      rss,
    };
  } finally {
    await server.stop();
    await reportProfiles(profileDir, log);
  }
}

export async function benchStall(
  engines: string[],
  postgresUrl: string | undefined,
  options: { profile?: boolean } = {},
) {
  const profile = options.profile ?? false;
  const results = await onEachEngine(
    engines,
    postgresUrl,
    'rollcall-stall-bench',
    async ({ engine, env, open }) => measure(engine, env, await seed(await open()), profile),
  );
  process.stdout.write(
    `\n| engine | health idle p50 / p99 / worst | health while drawing | scan idle | scan while drawing | PDF, cards, letters | server RSS |\n|---|---|---|---|---|---|---|\n`,
  );
  for (const r of results) {
    process.stdout.write(
      `| ${r.engine} | ${waitsCell(r.idle.health)} | ${waitsCell(r.busy.health)} | ${waitsCell(r.idle.scan)} | ${waitsCell(r.busy.scan)} | ${r.reportDone.seconds.toFixed(1)} s, ${r.batchDone.seconds.toFixed(1)} s, ${r.lettersDone.seconds.toFixed(1)} s | ${r.rss.baselineMb} → ${r.rss.peakMb} MB |\n`,
    );
  }
}
