/**
 * `npm run bench -- --roster`: whether the largest roster a school may send stalls the gate
 * (issue 39 §4). On each engine, a class of 400 students to scan; then a OneRoster zip of 100,000
 * students and their 100,000 parents (200,000 rows in users.csv, the most a file may hold) is
 * previewed, imported, and imported again (every row unchanged) by an administrator, while
 * `GET /api/health` and a typed gate scan are each sent every 50 ms: their p50, p99 and worst
 * waits, against the same requests with nothing else to do.
 */
import os from 'node:os';
import { ONEROSTER_MAX_RECORDS } from '@rollcall/contract/roster';
import type { Database } from '../db/client.js';
import { migrateDatabase } from '../db/migrate.js';
import { profileFolder, reportProfiles } from './cpu-profile.js';
import { generatedExport } from './generated-roster.js';
import { insertCardClasses } from './id-cards-bench.js';
import { sampleMemory } from './load.js';
import { onEachEngine } from './scratch-database.js';
import { startSignedInServer } from './server-process.js';
import { askAtTheGate, idleAtTheGate, waitsCell, type Waits } from './waits.js';

const ADMIN = { email: 'roster-bench@rollcall.test', password: 'Bench1234', name: 'Bench Admin' };
const CARDS = 400;
/** A student and a parent each: users.csv at its limit. */
const STUDENTS = ONEROSTER_MAX_RECORDS / 2;

async function seed(database: Database) {
  await migrateDatabase(database.db);
  await insertCardClasses(database.db, { A: CARDS });
  await database.close();
}

type Step = {
  name: string;
  seconds: number;
  summary: string;
  busy: { health: Waits; scan: Waits };
};

async function measure(engine: string, env: Record<string, string>, zip: Buffer, profile: boolean) {
  const log = (line: string) => process.stdout.write(`[roster ${engine}] ${line}\n`);
  const profileDir = await profileFolder('roster', engine, profile);
  const { server, accessToken } = await startSignedInServer(env, ADMIN, profileDir);
  try {
    const authorization = `Bearer ${accessToken}`;
    const headers = { authorization, 'content-type': 'application/json' };
    const idle = await idleAtTheGate(server.url, headers, CARDS);
    const memory = await sampleMemory(server.pid);
    const steps: Step[] = [];
    for (const [name, query] of [
      ['preview', 'dryRun=true'],
      ['import', 'dryRun=false'],
      ['again', 'dryRun=false'],
    ] as const) {
      const stopAsking = askAtTheGate(server.url, headers, CARDS);
      const started = performance.now();
      const form = new FormData();
      form.append(
        'file',
        new Blob([new Uint8Array(zip)], { type: 'application/zip' }),
        'oneroster.zip',
      );
      const response = await fetch(
        `${server.url}/api/students/import/oneroster?${query}&orgSourcedId=school-1`,
        { method: 'POST', headers: { authorization }, body: form },
      );
      const answer = await response.text();
      const seconds = (performance.now() - started) / 1000;
      const busy = await stopAsking();
      // Parsed once the gate's requests have stopped: 16 MB of JSON held this process's event
      // loop, and its probes' answers waited on it as if the server had been slow.
      const body = JSON.parse(answer) as { data?: { summary: object } };
      if (!response.ok || !body.data) throw new Error(`${name}: ${JSON.stringify(body)}`);
      const summary = JSON.stringify(body.data.summary);
      log(`${name} in ${seconds.toFixed(1)} s: ${summary} (load ${os.loadavg()[0]?.toFixed(2)})`);
      steps.push({ name, seconds, summary, busy });
    }
    memory.stop();
    return { engine, idle, steps, rss: { baselineMb: memory.baselineMb, peakMb: memory.peakMb() } };
  } finally {
    await server.stop();
    await reportProfiles(profileDir, log);
  }
}

export async function benchRoster(
  engines: string[],
  postgresUrl: string | undefined,
  options: { profile?: boolean } = {},
) {
  const zip = generatedExport(STUDENTS);
  process.stdout.write(
    `[roster] a zip of ${(zip.length / 1e6).toFixed(1)} MB: ${STUDENTS.toLocaleString('en-US')} students and their parents\n`,
  );
  const results = await onEachEngine(
    engines,
    postgresUrl,
    'rollcall-roster-bench',
    async ({ engine, env, open }) => {
      await seed(await open());
      return measure(engine, env, zip, options.profile ?? false);
    },
  );
  process.stdout.write(
    `\n| engine | step | took | health p50 / p99 / worst | scan p50 / p99 / worst | server RSS |\n|---|---|---|---|---|---|\n`,
  );
  for (const r of results) {
    const rss = `${r.rss.baselineMb} → ${r.rss.peakMb} MB`;
    process.stdout.write(
      `| ${r.engine} | idle | 5 s | ${waitsCell(r.idle.health)} | ${waitsCell(r.idle.scan)} | ${rss} |\n`,
    );
    for (const step of r.steps) {
      process.stdout.write(
        `| ${r.engine} | ${step.name} | ${step.seconds.toFixed(1)} s | ${waitsCell(step.busy.health)} | ${waitsCell(step.busy.scan)} | |\n`,
      );
    }
  }
}
