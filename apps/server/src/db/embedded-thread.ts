import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';

export type EmbeddedThreadData = { pgDataDir: string; socketPath: string; maxConnections: number };
export type EmbeddedThreadMessage =
  { kind: 'ready' } | { kind: 'stopped' } | { kind: 'failed'; message: string };

/**
 * The worker for embedded-worker.ts. Built, it is a .js file beside this one; run from source
 * (vitest, `npm run dev`) it is TypeScript, which the thread loads through tsx.
 */
function newWorker(workerData: EmbeddedThreadData) {
  if (!import.meta.url.endsWith('.ts')) {
    return new Worker(new URL('./embedded-worker.js', import.meta.url), { workerData });
  }
  const tsx = tsxImportApi();
  const worker = new URL('./embedded-worker.ts', import.meta.url).href;
  const load = `import(${JSON.stringify(tsx)}).then(({ tsImport }) => tsImport(${JSON.stringify(worker)}, ${JSON.stringify(import.meta.url)}))`;
  return new Worker(load, { eval: true, workerData });
}

/**
 * The URL of tsx's ESM API (its tsImport), read from tsx's own export map: vitest's module runner
 * has no import.meta.resolve, and the API's CommonJS build cannot load from an eval'd thread.
 */
function tsxImportApi(): string {
  const require = createRequire(import.meta.url);
  const manifestPath = require.resolve('tsx/package.json');
  const manifest = require(manifestPath) as {
    exports: { './esm/api': { import: { default: string } } };
  };
  return pathToFileURL(
    path.join(path.dirname(manifestPath), manifest.exports['./esm/api'].import.default),
  ).href;
}

const nextMessage = (worker: Worker) =>
  new Promise<EmbeddedThreadMessage>((resolve, reject) => {
    const onExit = (code: number) =>
      reject(new Error(`the embedded database thread ended (exit code ${code})`));
    worker.once('message', (message: EmbeddedThreadMessage) => {
      worker.off('exit', onExit);
      resolve(message);
    });
    worker.once('error', reject);
    worker.once('exit', onExit);
  });

/**
 * Starts PGlite and its socket server on a thread of their own; resolves once the socket accepts
 * connections. `stop` closes the database (after the pool has ended) and ends the thread.
 */
export async function startEmbeddedThread(data: EmbeddedThreadData) {
  const worker = newWorker(data);
  const started = await nextMessage(worker);
  if (started.kind !== 'ready') {
    await worker.terminate();
    throw new Error(
      `The embedded database could not start: ${started.kind === 'failed' ? started.message : started.kind}`,
    );
  }
  worker.on('error', (error) => {
    process.stderr.write(`embedded database thread: ${error.message}\n`);
  });
  return {
    stop: async () => {
      const stopped = nextMessage(worker);
      worker.postMessage('stop');
      const result = await stopped;
      await worker.terminate();
      if (result.kind === 'failed') throw new Error(result.message);
    },
  };
}
