import net from 'node:net';
import type { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketHandler, type PGLiteSocketHandlerOptions } from '@electric-sql/pglite-socket';
import { BACKGROUND_APPLICATION_NAME } from './background-work.js';

type Pending = {
  connection: number;
  message: Uint8Array;
  onData: (data: Uint8Array) => void;
  resolve: (bytes: number) => void;
  reject: (error: unknown) => void;
  queuedAt: number;
};

/** A background exchange waits behind requests' exchanges at most this long. */
export const BACKGROUND_MAX_WAIT_MS = 1_000;

const BACKGROUND_STARTUP = Buffer.from(`application_name\0${BACKGROUND_APPLICATION_NAME}\0`);
const includes = (bytes: Uint8Array, part: Buffer) =>
  Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).includes(part);

const SYNC = 0x53; // 'S': ends an extended-protocol exchange (Parse, Bind, Describe, Execute…)
const QUERY = 0x51; // 'Q': a simple query is a whole exchange on its own
const TERMINATE = 0x58; // 'X'
const SYNC_MESSAGE = new Uint8Array([SYNC, 0, 0, 0, 4]);

/**
 * A startup message has no type byte: it begins with its length, whose first byte is 0 for any
 * message under 16 MB, and it is a whole exchange too.
 */
const endsExchange = (message: Uint8Array) =>
  message[0] === SYNC || message[0] === QUERY || message[0] === TERMINATE || message[0] === 0;

/**
 * PGlite is one PostgreSQL session, shared by every pooled connection. pglite-socket's own queue
 * hands that session to whichever connection's next message is first in line, so an unnamed
 * statement parsed for one connection could be bound by another's Bind ("portal cannot be run"),
 * and after a failed message it stops serving altogether. This queue gives the session to one
 * connection from its first message until that connection is at rest: its exchange has ended
 * (Sync, a simple query) and it holds no open transaction. Other connections wait their turn.
 *
 * Requests' exchanges go first: a connection that started up as background work
 * (background-work.ts) is given the session when no other connection's exchange is waiting, or
 * when its own has waited BACKGROUND_MAX_WAIT_MS, so that a busy gate cannot starve the jobs.
 */
export class SessionQueue {
  #pending: Pending[] = [];
  #draining = false;
  /** The connection the session belongs to until it is at rest; null when anyone may take it. */
  #owner: number | null = null;
  #background = new Set<number>();

  constructor(
    private readonly db: PGlite,
    private readonly backgroundMaxWaitMs = BACKGROUND_MAX_WAIT_MS,
  ) {}

  enqueue(connection: number, message: Uint8Array, onData: (data: Uint8Array) => void) {
    return new Promise<number>((resolve, reject) => {
      if (message[0] === 0 && includes(message, BACKGROUND_STARTUP)) {
        this.#background.add(connection);
      }
      this.#pending.push({ connection, message, onData, resolve, reject, queuedAt: Date.now() });
      void this.#drain();
    });
  }

  getQueueLength() {
    return this.#pending.length;
  }

  clearQueueForHandler(connection: number) {
    this.#background.delete(connection);
    const gone = this.#pending.filter((pending) => pending.connection === connection);
    this.#pending = this.#pending.filter((pending) => pending.connection !== connection);
    for (const pending of gone) pending.reject(new Error('The connection closed'));
  }

  /** A connection that goes away mid-exchange or mid-transaction must not keep the session. */
  async clearTransactionIfNeeded(connection: number) {
    if (this.#owner !== connection) return;
    // Ends an exchange it left unfinished; exec takes the session's lock itself.
    await this.db.runExclusive(() => this.db.execProtocolRaw(SYNC_MESSAGE));
    if (this.db.isInTransaction()) await this.db.exec('ROLLBACK');
    this.#owner = null;
    void this.#drain();
  }

  #next() {
    if (this.#owner === null) {
      const first = this.#pending[0];
      if (!first || !this.#background.has(first.connection)) return this.#pending.shift();
      if (Date.now() - first.queuedAt >= this.backgroundMaxWaitMs) return this.#pending.shift();
      const request = this.#pending.findIndex(
        ({ connection }) => !this.#background.has(connection),
      );
      return this.#pending.splice(request === -1 ? 0 : request, 1)[0];
    }
    const index = this.#pending.findIndex((pending) => pending.connection === this.#owner);
    return index === -1 ? undefined : this.#pending.splice(index, 1)[0];
  }

  async #drain() {
    if (this.#draining) return;
    this.#draining = true;
    try {
      for (let pending = this.#next(); pending; pending = this.#next()) {
        let bytes = 0;
        try {
          await this.db.runExclusive(() =>
            this.db.execProtocolRawStream(pending.message, {
              onRawData: (data) => {
                bytes += data.length;
                pending.onData(data);
              },
            }),
          );
          pending.resolve(bytes);
        } catch (error) {
          pending.reject(error);
        }
        const atRest = endsExchange(pending.message) && !this.db.isInTransaction();
        this.#owner = atRest ? null : pending.connection;
      }
    } finally {
      this.#draining = false;
    }
  }
}

/**
 * Serves PGlite over the PostgreSQL wire protocol on a Unix socket: pglite-socket's per-connection
 * protocol handler, with the session queue above instead of its own.
 */
export async function serveEmbeddedSession(options: {
  db: PGlite;
  socketPath: string;
  maxConnections: number;
}) {
  // The handler's option is typed with pglite-socket's own queue class, whose private fields make
  // it nominal; SessionQueue has the same public methods, which are all the handler calls.
  const queryQueue = new SessionQueue(
    options.db,
  ) as unknown as PGLiteSocketHandlerOptions['queryQueue'];
  const handlers = new Set<PGLiteSocketHandler>();
  const server = net.createServer((socket) => {
    if (handlers.size >= options.maxConnections) {
      socket.end();
      return;
    }
    const handler = new PGLiteSocketHandler({ queryQueue, closeOnDetach: true });
    handlers.add(handler);
    const forget = () => handlers.delete(handler);
    handler.addEventListener('close', forget);
    handler.addEventListener('error', forget);
    handler.attach(socket).catch(() => {
      forget();
      socket.destroy();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.socketPath, () => {
      server.off('error', reject);
      resolve();
    });
  });
  return {
    stop: async () => {
      await Promise.all([...handlers].map((handler) => handler.detach(true)));
      handlers.clear();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
