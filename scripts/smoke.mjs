// `node scripts/smoke.mjs`: the smoke pass CI gives the machine's own Node after the full run on
// Node 24 (issue 37). `npm start` exactly as the README says, on an empty data directory, must
// answer /api/health; then a handful of API files pass on the embedded database.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** The API files of the smoke pass: the app's envelope, sign-in, students, a scan, the reports. */
const SMOKE_FILES = [
  'src/app.test.ts',
  'src/features/auth/auth.routes.test.ts',
  'src/features/students/students.routes.test.ts',
  'src/features/attendance/scan.routes.test.ts',
  'src/features/reports/report-types.routes.test.ts',
];
const START_LIMIT_MS = 5 * 60_000;

/** Runs a command to its end; resolves with its exit code. */
const run = (command, args, options = {}) =>
  new Promise((resolve) => {
    const child = spawn(command, args, { stdio: 'inherit', ...options });
    child.on('close', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });

async function startAnswersHealth() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'rollcall-smoke-'));
  process.stdout.write(`[smoke] npm start on a free port (Node ${process.version})\n`);
  // A group of its own, so that npm and the server it starts stop together.
  const server = spawn('npm', ['start'], {
    detached: true,
    stdio: ['ignore', 'pipe', 'inherit'],
    // PORT=0: the system gives a free port and the ready line names it. A port found free here
    // and handed over could be taken in between.
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir },
  });
  let output = '';
  const ready = new Promise((resolve, reject) => {
    server.stdout.on('data', (chunk) => {
      output += chunk.toString('utf8');
      const readyLine = /Rollcall is ready on http:\/\/localhost:(\d+)/.exec(output);
      if (readyLine) resolve(Number(readyLine[1]));
    });
    server.once('exit', (code) => reject(new Error(`npm start exited (${code}):\n${output}`)));
    setTimeout(
      () => reject(new Error(`npm start was not ready in time:\n${output}`)),
      START_LIMIT_MS,
    ).unref();
  });
  try {
    const port = await ready;
    const response = await fetch(`http://127.0.0.1:${port}/api/health`);
    const body = await response.json();
    if (response.status !== 200 || body?.data?.status !== 'ok') {
      throw new Error(`/api/health answered ${response.status}: ${JSON.stringify(body)}`);
    }
    process.stdout.write(`[smoke] /api/health: ${JSON.stringify(body.data)}\n`);
  } finally {
    // A server that already exited (a failed start) has nothing left to wait for.
    if (server.exitCode === null && server.signalCode === null) {
      const exited = once(server, 'exit');
      process.kill(-server.pid, 'SIGTERM');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await startAnswersHealth();
const projects = ['--project', 'server'];
const code = await run('npx', ['vitest', 'run', ...projects, ...SMOKE_FILES], {
  env: { ...process.env, NO_COLOR: '1' },
});
process.exitCode = code;
