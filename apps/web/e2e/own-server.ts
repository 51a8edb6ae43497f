import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ADMIN, PORT } from './test-env';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** A spec that resets or restores the school runs against a server of its own, next to the shared one. */
export const OWN_SERVER_PORT = PORT + 1;
export const OWN_SERVER_URL = `http://127.0.0.1:${OWN_SERVER_PORT}`;

/**
 * `node apps/server/dist/server.js` on a fresh data directory and OWN_SERVER_PORT, with the same
 * first admin as the shared server; resolved once it logs that it is ready.
 */
export async function startOwnServer() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'rollcall-e2e-own-'));
  const child = spawn(process.execPath, ['apps/server/dist/server.js'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(OWN_SERVER_PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      ADMIN_NAME: ADMIN.name,
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = once(child, 'exit');
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString('utf8');
      if (output.includes('Rollcall is ready')) resolve();
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    void exited.then(() => reject(new Error(`the own server exited while starting:\n${output}`)));
  });
  return {
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
