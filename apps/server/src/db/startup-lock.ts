import type { Database } from './client.js';

/** A fixed number: the key of the advisory lock that start-up holds on PostgreSQL. */
const STARTUP_LOCK_KEY = 7_310_042;

/**
 * Runs the start-up steps (migrations, the first admin, the job queue's schema) one process at a
 * time. Server processes started together on a fresh PostgreSQL would otherwise race to create the
 * same schemas, and `CREATE SCHEMA IF NOT EXISTS` is not safe under concurrency. The lock belongs
 * to one pooled connection's session, so it is released even if the process dies holding it. The
 * embedded database has a single process (and no session-level locks through its socket).
 */
export async function oneProcessAtATime<T>(
  database: Database,
  steps: () => Promise<T>,
): Promise<T> {
  if (database.kind !== 'postgres') return steps();
  const client = await database.pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
    try {
      return await steps();
    } finally {
      await client.query('select pg_advisory_unlock($1)', [STARTUP_LOCK_KEY]);
    }
  } finally {
    client.release();
  }
}
