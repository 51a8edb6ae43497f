import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type Database } from '../src/db/client.js';

/** The built server (`npm run build`), started exactly as `npm start` starts it. */
const SERVER_ENTRY = fileURLToPath(new URL('../dist/server.js', import.meta.url));

export const PROCESS_ADMIN = { email: 'process-admin@rollcall.test', password: 'Process1234' };

/**
 * A database for real server processes, copied from this run's migrated template: its
 * environment for the child and a way to open it from the test (the embedded one only while no
 * child has it open: one process at a time owns an embedded database).
 */
export async function createProcessDatabase(): Promise<{
  env: Record<string, string>;
  open: () => Promise<Database>;
  drop: () => Promise<void>;
}> {
  if (process.env.TEST_DB === 'postgres') {
    const url = process.env.TEST_DATABASE_URL;
    if (!url) throw new Error('TEST_DATABASE_URL is required for PostgreSQL tests');
    const name = `${inject('templateDatabaseName')}_c${randomBytes(6).toString('hex')}`;
    // A connection for each statement, closed at once: one held open between the copy and the
    // drop keeps the test worker from exiting when a file never reaches its drop.
    const asAdmin = async (statement: string) => {
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      try {
        await admin.query(statement);
      } finally {
        await admin.end();
      }
    };
    await asAdmin(`create database ${name} template ${inject('templateDatabaseName')}`);
    const copyUrl = new URL(url);
    copyUrl.pathname = `/${name}`;
    return {
      env: { DATABASE_URL: copyUrl.toString(), DATA_DIR: os.tmpdir() },
      open: (): Promise<Database> =>
        openDatabase({
          databaseUrl: copyUrl.toString(),
          dataDir: os.tmpdir(),
          onIdleError: () => {},
        }),
      drop: () => asAdmin(`drop database if exists ${name} with (force)`),
    };
  }
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'rollcall-process-'));
  await cp(inject('templateDataDir'), dataDir, { recursive: true });
  return {
    env: { DATA_DIR: dataDir },
    open: (): Promise<Database> => openDatabase({ dataDir }),
    drop: () => rm(dataDir, { recursive: true, force: true }),
  };
}

export type ServerProcess = Awaited<ReturnType<typeof startServerProcess>>;

/**
 * `node apps/server/dist/server.js` with only the given environment (and PATH, and defaults for
 * the first admin and the JWT secret), resolved once it logs that it is ready; rejects with its
 * output if it exits first. Its output is kept for assertions. It listens on a port the system
 * gives it (PORT=0) and says which: a port found free here and handed over could be taken in
 * between (a parallel file's server, an outgoing connection), which failed a run with EADDRINUSE.
 * Each process has a name of its own (INSTANCE_ID, by default the host and the port).
 */
export async function startServerProcess(env: Record<string, string>) {
  if (!existsSync(SERVER_ENTRY)) throw new Error(`${SERVER_ENTRY} is missing: run npm run build`);
  const child = spawn(process.execPath, [SERVER_ENTRY], {
    env: {
      PATH: process.env.PATH ?? '',
      PORT: '0',
      INSTANCE_ID: `test-process-${randomBytes(4).toString('hex')}`,
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      ADMIN_EMAIL: PROCESS_ADMIN.email,
      ADMIN_PASSWORD: PROCESS_ADMIN.password,
      JWT_SECRET: 'a-test-secret-that-is-long-enough-for-jwt',
      WEB_DIST_DIR: '/nonexistent',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = once(child, 'exit').then(([code, signal]) => ({
    code: code as number | null,
    signal: signal as NodeJS.Signals | null,
  }));
  let output = '';
  let port = 0;
  /** Callers waiting for a line of the output (waitForOutput). */
  const waiters = new Set<() => void>();
  const ready = new Promise<void>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString('utf8');
      const readyLine = /Rollcall is ready on http:\/\/localhost:(\d+)/.exec(output);
      if (readyLine && port === 0) {
        port = Number(readyLine[1]);
        resolve();
      }
      for (const check of waiters) check();
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    void exited.then(({ code }) =>
      reject(new Error(`the server exited with ${code} while starting:\n${output}`)),
    );
  });
  await ready;
  return {
    url: `http://127.0.0.1:${port}`,
    pid: child.pid ?? 0,
    exited,
    output: () => output,
    /** Resolves when the output (so far or to come) contains the text; rejects if it exits first. */
    waitForOutput: (text: string) =>
      new Promise<void>((resolve, reject) => {
        const check = () => {
          if (!output.includes(text)) return;
          waiters.delete(check);
          resolve();
        };
        waiters.add(check);
        check();
        void exited.then(({ code, signal }) => {
          if (!waiters.delete(check)) return;
          reject(new Error(`the server exited (${code ?? signal}) before printing ${text}`));
        });
      }),
    signal: (name: NodeJS.Signals) => child.kill(name),
    /** SIGTERM, then its exit. */
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

/** Signs the process admin in over HTTP; returns the bearer headers. */
export async function signInOver(url: string) {
  const response = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(PROCESS_ADMIN),
  });
  const body = (await response.json()) as { data: { accessToken: string } };
  return {
    authorization: `Bearer ${body.data.accessToken}`,
    'content-type': 'application/json',
  };
}
