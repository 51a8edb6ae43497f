import { mkdtempSync, rmSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { drizzle, type NodePgQueryResultHKT } from 'drizzle-orm/node-postgres';
import type { PgDatabase } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { BACKGROUND_POOL_SIZE, RequestFirstPool } from './background-work.js';
import { startEmbeddedThread } from './embedded-thread.js';
import { DEFAULT_POOL_SIZE } from './pool-size.js';

/** The database or a transaction on it: services accept either. */
export type Db = PgDatabase<NodePgQueryResultHKT>;

export type Database = {
  db: Db;
  pool: RequestFirstPool;
  kind: 'embedded' | 'postgres';
  close: () => Promise<void>;
};

// DATE columns stay 'yyyy-mm-dd' strings: a school day is a calendar date, not an instant.
pg.types.setTypeParser(pg.types.builtins.DATE, (value) => value);
// date[] likewise: parse it as text[] (1009) so its elements stay strings.
const parseTextArray = pg.types.getTypeParser(1009 as typeof pg.types.builtins.TEXT) as (
  value: string,
) => string[];
pg.types.setTypeParser(1182 as typeof pg.types.builtins.DATE, parseTextArray);

/**
 * An idle pooled connection that dies (a database restart, a terminated backend) emits 'error' on
 * the pool; unheeded, that would crash the process. The pool replaces the connection by itself.
 */
const reportIdleError = (error: Error) => {
  process.stderr.write(`database connection lost: ${error.message}\n`);
};

const hearIdleErrors = (pool: RequestFirstPool, onIdleError: (error: Error) => void) => {
  pool.on('error', onIdleError);
  pool.background.on('error', onIdleError);
};

export async function openDatabase(options: {
  databaseUrl?: string | undefined;
  dataDir: string;
  /** Pooled connections (DATABASE_POOL_SIZE). */
  databasePoolSize?: number;
  onIdleError?: (error: Error) => void;
}): Promise<Database> {
  const onIdleError = options.onIdleError ?? reportIdleError;
  const poolSize = options.databasePoolSize ?? DEFAULT_POOL_SIZE;
  if (options.databaseUrl) {
    const pool = new RequestFirstPool({ connectionString: options.databaseUrl, max: poolSize });
    hearIdleErrors(pool, onIdleError);
    return { db: drizzle(pool), pool, kind: 'postgres', close: () => pool.end() };
  }
  const database = await openEmbedded(path.join(options.dataDir, 'pgdata'), poolSize);
  hearIdleErrors(database.pool, onIdleError);
  return database;
}

/**
 * PGlite is served over the PostgreSQL wire protocol on a private Unix socket, so the rest of the
 * server (and job libraries) talk to it through `pg` exactly as they talk to PostgreSQL. Both run
 * on a thread of their own (decision 003): the database works on one core while HTTP uses the other.
 */
async function openEmbedded(pgDataDir: string, poolSize: number): Promise<Database> {
  await mkdir(pgDataDir, { recursive: true });
  // A short private directory: socket paths are limited to ~100 characters.
  const socketDir = mkdtempSync(path.join(os.tmpdir(), 'rollcall-db-'));
  let thread: Awaited<ReturnType<typeof startEmbeddedThread>>;
  try {
    thread = await startEmbeddedThread({
      pgDataDir,
      socketPath: path.join(socketDir, '.s.PGSQL.5432'),
      maxConnections: poolSize + BACKGROUND_POOL_SIZE + 2,
    });
  } catch (error) {
    rmSync(socketDir, { recursive: true, force: true });
    throw error;
  }
  const pool = new RequestFirstPool({
    host: socketDir,
    port: 5432,
    user: 'postgres',
    database: 'postgres',
    max: poolSize,
    // Connections stay open: each holds named statements in PGlite's one shared session
    // (db/prepared.ts), which a replaced connection would leave behind.
    idleTimeoutMillis: 0,
  });
  return {
    db: drizzle(pool),
    pool,
    kind: 'embedded',
    close: async () => {
      await pool.end();
      await thread.stop();
      rmSync(socketDir, { recursive: true, force: true });
    },
  };
}
