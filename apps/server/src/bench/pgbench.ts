import { spawn } from 'node:child_process';
import { writeFile, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { loadAverage } from './bench-tables.js';
import { PGBENCH_CLIENTS, STUDENTS } from './scan-day.js';
import { withScratchDatabase } from './scratch-database.js';

/**
 * What the database itself takes: pgbench's clients inserting one check-in each, a different
 * student per insert, into a table unique on (student, day) — the work one scan asks of the
 * database, without HTTP, authentication or rules. The API's scans/s are reported as a share of it.
 */
const SCRIPT = `\\set student random(1, :students)
\\set day random(0, 3650)
insert into bench_checkins (student, day) values (:student, date '2020-01-01' + :day) on conflict do nothing;
`;

export async function measureInsertCeiling(options: {
  databaseUrl: string;
  clients: number;
  seconds: number;
  students: number;
}): Promise<{ insertsPerSecond: number } | { skipped: string }> {
  const client = new pg.Client({ connectionString: options.databaseUrl });
  await client.connect();
  const dir = await mkdtemp(path.join(os.tmpdir(), 'rollcall-pgbench-'));
  try {
    await client.query(
      `create table if not exists bench_checkins (
         student integer not null,
         day date not null,
         scan_time timestamptz not null default now(),
         unique (student, day))`,
    );
    await client.query('truncate bench_checkins');
    const scriptPath = path.join(dir, 'check-in.sql');
    await writeFile(scriptPath, SCRIPT);
    const url = new URL(options.databaseUrl);
    const args = [
      '--no-vacuum',
      `--client=${options.clients}`,
      `--jobs=${Math.min(options.clients, 2)}`,
      `--time=${options.seconds}`,
      `--define=students=${options.students}`,
      `--file=${scriptPath}`,
      `--host=${url.hostname}`,
      `--port=${url.port || '5432'}`,
      `--username=${decodeURIComponent(url.username) || 'postgres'}`,
      url.pathname.slice(1),
    ];
    const output = await run('pgbench', args, url.password);
    if ('skipped' in output) return output;
    const tps = /tps = ([\d.]+)/.exec(output.stdout)?.[1];
    if (!tps) return { skipped: `pgbench printed no tps: ${output.stdout.slice(-300)}` };
    return { insertsPerSecond: Math.round(Number(tps)) };
  } finally {
    await client.query('drop table if exists bench_checkins');
    await client.end();
    await rm(dir, { recursive: true, force: true });
  }
}

/** pgbench's inserts per second on the PostgreSQL server, just before an engine's run. */
export async function insertCeiling(url: string | undefined, engine: string) {
  if (!url) return undefined;
  const result = await withScratchDatabase(url, 'rollcall_bench', (scratchUrl) =>
    measureInsertCeiling({
      databaseUrl: scratchUrl,
      clients: PGBENCH_CLIENTS,
      seconds: 10,
      students: STUDENTS,
    }),
  );
  if ('skipped' in result) {
    process.stdout.write(`[${engine}] pgbench skipped: ${result.skipped}\n`);
    return undefined;
  }
  process.stdout.write(
    `[${engine}] pgbench, ${PGBENCH_CLIENTS} clients, insert … on conflict do nothing: ${result.insertsPerSecond}/s (load ${loadAverage()})\n`,
  );
  return result.insertsPerSecond;
}

function run(command: string, args: string[], password: string) {
  return new Promise<{ stdout: string } | { skipped: string }>((resolve) => {
    const child = spawn(command, args, {
      env: { ...process.env, ...(password ? { PGPASSWORD: decodeURIComponent(password) } : {}) },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.once('error', (error) =>
      resolve({
        skipped: `${command} could not run (${error.message}); install postgresql-contrib`,
      }),
    );
    child.once('exit', (code) =>
      resolve(code === 0 ? { stdout } : { skipped: `${command} failed: ${stderr.slice(-300)}` }),
    );
  });
}
