import pg from 'pg';

/** A key space of Rollcall's own for the two-key `pg_advisory_lock`. */
const INSTANCE_LOCK_SPACE = 7_310_043;

/**
 * This process under its name across restarts (INSTANCE_ID: by default the host and the port,
 * which two live processes cannot share). Its leased rows carry the name; a restarted process
 * whose name no live process holds knows that rows still Processing under it were left by its own
 * previous life, which died, and takes them back at once instead of waiting out the lease.
 */
export type Instance = {
  id: string;
  /** No other live process has this name: its rows Processing are a dead process's. */
  isOwned: boolean;
  release: () => Promise<void>;
};

/**
 * Holds the name for the life of the process: a session advisory lock on a connection of its own
 * (a pooled one would go back to the pool), which PostgreSQL lets go when the process dies. If
 * that connection is lost the rows are still found by the lease, as any other process's are.
 */
export async function holdInstance(pool: pg.Pool, id: string): Promise<Instance> {
  const client = new pg.Client(pool.options);
  client.on('error', () => undefined);
  await client.connect();
  try {
    const { rows } = await client.query<{ owned: boolean }>(
      'select pg_try_advisory_lock($1, hashtext($2)) as owned',
      [INSTANCE_LOCK_SPACE, id],
    );
    const isOwned = rows[0]?.owned === true;
    if (!isOwned) await client.end();
    return { id, isOwned, release: async () => (isOwned ? client.end() : undefined) };
  } catch (error) {
    await client.end().catch(() => undefined);
    throw error;
  }
}

/** The embedded database has one process: the name is its own. */
export const soleInstance = (id: string): Instance => ({
  id,
  isOwned: true,
  release: async () => undefined,
});
