import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { test } from '@playwright/test';
import { ADMIN, PORT } from './test-env';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** A spec that resets or restores the school runs against a server of its own, next to the workers'. */
export const OWN_SERVER_PORT = PORT + 1;
export const OWN_SERVER_URL = `http://127.0.0.1:${OWN_SERVER_PORT}`;

/**
 * Each Playwright worker has a server of its own (PORT + 2 + its index), so workers never share a
 * school's settings, and a spec that changes them only meets the specs of its own worker.
 */
export const workerServerPort = (workerIndex: number) => PORT + 2 + workerIndex;

export type RunningServer = {
  url: string;
  /** What the server printed while starting (a made-up first password among it). */
  startOutput: string;
  stop: () => Promise<void>;
};

/**
 * `node apps/server/dist/server.js` on a fresh data directory and the given port, with the e2e
 * first admin (or, `withPrintedPassword`, one whose password the server makes up and prints, as on
 * a first `npm start`); resolved once it logs that it is ready. Given a `dataDir`, it starts on
 * that one instead and leaves it behind when stopped: the spec that gave it starts a server on it
 * again after changing its database (e2e/school-database.ts), and removes it itself.
 */
export async function startServer(
  port: number,
  {
    withPrintedPassword = false,
    dataDir: givenDataDir,
    env = {},
  }: {
    withPrintedPassword?: boolean;
    dataDir?: string;
    /** More of the server's environment (DATABASE_URL for PostgreSQL). */
    env?: Record<string, string>;
  } = {},
): Promise<RunningServer> {
  const dataDir = givenDataDir ?? mkdtempSync(path.join(tmpdir(), 'rollcall-e2e-'));
  const child = spawn(process.execPath, ['apps/server/dist/server.js'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ADMIN_EMAIL: ADMIN.email,
      ...(withPrintedPassword ? {} : { ADMIN_PASSWORD: ADMIN.password }),
      ADMIN_NAME: ADMIN.name,
      LOG_LEVEL: 'info',
      // The suite signs in more often a minute than a school's one address would; the limit is
      // the subject of the API tests, not a wait here.
      SIGN_IN_LIMIT_PER_MINUTE: '10000',
      // Optional: serve a web build kept elsewhere (the server defaults to apps/web/dist).
      ...(process.env.E2E_WEB_DIST_DIR ? { WEB_DIST_DIR: process.env.E2E_WEB_DIST_DIR } : {}),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = once(child, 'exit');
  // A start that outlives its hook's timeout is abandoned by Playwright without a stop(): the
  // worker's exit still ends the server, so no process is left behind holding the port.
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      // Only the start-up is kept: a failed start prints it; afterwards the pipe is just drained.
      if (output.length < 100_000) output += chunk.toString('utf8');
      if (output.includes('Rollcall is ready')) resolve();
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    void exited.then(() =>
      reject(new Error(`the server on ${port} exited while starting:\n${output}`)),
    );
  });
  return {
    url: `http://127.0.0.1:${port}`,
    startOutput: output,
    stop: async () => {
      process.off('exit', killOnExit);
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
      if (!givenDataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export const startOwnServer = () => startServer(OWN_SERVER_PORT);

/**
 * For a spec that changes the whole installation (adds schools): a server on a data directory of
 * its own at `port`, started before the file's tests and stopped and removed after them. The file
 * runs serially on it; `baseURL` points there.
 */
export function runOnOwnServer(port: number, name: string) {
  let dataDir = '';
  let server: RunningServer | undefined;
  test.use({ baseURL: `http://127.0.0.1:${port}` });
  test.describe.configure({ mode: 'serial' });
  test.beforeAll(async () => {
    test.setTimeout(120_000);
    dataDir = mkdtempSync(path.join(tmpdir(), `rollcall-e2e-${name}-`));
    server = await startServer(port, { dataDir });
  });
  test.afterAll(async () => {
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });
}
