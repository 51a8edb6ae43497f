import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import net from 'node:net';
import readline from 'node:readline';
import { fileURLToPath } from 'node:url';

/** The built server (`npm run build`), started exactly as `npm start` starts it. */
const SERVER_ENTRY = fileURLToPath(new URL('../dist/server.js', import.meta.url));

export type ServerProcess = {
  url: string;
  /** SIGTERM, then its exit. */
  stop: () => Promise<void>;
};

async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/**
 * Starts `node dist/server.js` with only the given environment (and PATH) and resolves once it
 * logs that it is ready; rejects with its error output if it exits first.
 */
export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  if (!existsSync(SERVER_ENTRY)) throw new Error(`${SERVER_ENTRY} is missing: run npm run build`);
  const port = await freePort();
  const child = spawn(process.execPath, [SERVER_ENTRY], {
    env: {
      PATH: process.env.PATH ?? '',
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let errorOutput = '';
  child.stderr.on('data', (chunk: Buffer) => (errorOutput += chunk.toString('utf8')));
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));

  await new Promise<void>((resolve, reject) => {
    // Every log line is read (the pipe must keep draining); the ready line settles the start.
    readline.createInterface({ input: child.stdout }).on('line', (line) => {
      if (line.includes('Rollcall is ready')) resolve();
    });
    void exited.then((code) =>
      reject(new Error(`the server exited with ${code} while starting:\n${errorOutput}`)),
    );
  });
  return {
    url: `http://127.0.0.1:${port}`,
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}
