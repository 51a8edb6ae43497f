/**
 * The embedded database's own thread: PGlite and the socket server that speaks the PostgreSQL wire
 * protocol for it, so that queries run on the second core while the main thread serves HTTP.
 * Started and stopped by embedded-thread.ts.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { serveEmbeddedSession } from './embedded-session.js';
import type { EmbeddedThreadData, EmbeddedThreadMessage } from './embedded-thread.js';

const port = parentPort;
const { pgDataDir, socketPath, maxConnections } = workerData as EmbeddedThreadData;
const tell = (message: EmbeddedThreadMessage) => port?.postMessage(message);

try {
  const pglite = await PGlite.create(pgDataDir);
  const server = await serveEmbeddedSession({ db: pglite, socketPath, maxConnections });
  port?.once('message', () => {
    // The only message is "stop": the pool has ended its connections by then.
    void (async () => {
      await server.stop();
      await pglite.close();
      tell({ kind: 'stopped' });
      port.close();
    })().catch((error: unknown) => tell({ kind: 'failed', message: describe(error) }));
  });
  tell({ kind: 'ready' });
} catch (error) {
  tell({ kind: 'failed', message: describe(error) });
}

function describe(error: unknown) {
  return error instanceof Error ? (error.stack ?? error.message) : String(error);
}
