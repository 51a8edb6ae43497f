import type { Worker } from 'node:worker_threads';
import { moduleBeside, startWorker } from '../shared/worker-thread.js';

export type EmbeddedThreadData = { pgDataDir: string; socketPath: string; maxConnections: number };
export type EmbeddedThreadMessage =
  { kind: 'ready' } | { kind: 'stopped' } | { kind: 'failed'; message: string };

/** The worker for embedded-worker.ts: a .js file beside this one built, TypeScript from source. */
const newWorker = (workerData: EmbeddedThreadData) =>
  startWorker(moduleBeside(import.meta.url, 'embedded-worker'), { workerData });

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
