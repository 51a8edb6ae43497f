import { AsyncLocalStorage } from 'node:async_hooks';
import pg from 'pg';

/** How a background connection names itself; the embedded session serves requests first. */
export const BACKGROUND_APPLICATION_NAME = 'rollcall-background';

/** Connections of the background pool: jobs make files one statement at a time. */
export const BACKGROUND_POOL_SIZE = 3;

const backgroundWork = new AsyncLocalStorage<true>();
type Connect = (...args: unknown[]) => unknown;

/**
 * Runs work as background work: its statements, and those of every timer and promise it starts
 * (a job queue's polling, a delivery loop), go through the background pool.
 */
export const asBackgroundWork = <T>(work: () => T): T => backgroundWork.run(true, work);

export const isBackgroundWork = () => backgroundWork.getStore() === true;

/**
 * The app's pool, which hands background work a connection of its own pool instead. On the
 * embedded database every connection shares one session, served an exchange at a time, and a
 * job's statement over a year of records can take 150 ms: a gate scan queued behind three of them
 * waited 300 ms. The background connections name themselves, so the session serves requests'
 * exchanges first (embedded-session.ts). On PostgreSQL the pool keeps jobs to a few connections,
 * so that a busy job cannot take those requests need.
 *
 * drizzle checks `instanceof pg.Pool` to open transactions on a client of the pool, and pg's
 * `query` takes its client through `connect`, so overriding `connect` routes both.
 */
export class RequestFirstPool extends pg.Pool {
  readonly background: pg.Pool;

  constructor(config: pg.PoolConfig) {
    super(config);
    this.background = new pg.Pool({
      ...config,
      max: BACKGROUND_POOL_SIZE,
      application_name: BACKGROUND_APPLICATION_NAME,
    });
  }

  // pg's two forms (a promise, or a callback) are passed on as they came.
  override connect = ((...args: unknown[]) => {
    if (!isBackgroundWork()) return (super.connect as Connect).apply(this, args);
    return (this.background.connect as Connect).apply(this.background, args);
  }) as pg.Pool['connect'];

  override async end() {
    await Promise.all([super.end(), this.background.end()]);
  }
}
