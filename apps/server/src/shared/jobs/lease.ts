import { and, eq, isNull, or, sql } from 'drizzle-orm';
import type { PgColumn, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import { storeFile } from './file-parts.js';

/** A table holding the leased-job columns (leased-columns.ts) beside its own. */
export type LeasedTable = PgTable & {
  id: PgColumn;
  status: PgColumn;
  failureReason: PgColumn;
  attempts: PgColumn;
  heartbeatAt: PgColumn;
  leasedBy: PgColumn;
  completedAt: PgColumn;
  createdAt: PgColumn;
  file: PgColumn;
  filePartsId: PgColumn;
};

/** A worker refreshes its claim this often; a claim older than the lease is a dead worker's. */
export const HEARTBEAT_SECONDS = 10;
export const LEASE_SECONDS = 60;
/** Tries (the first and those after a worker died mid-way) before a row is marked Failed. */
export const MAX_ATTEMPTS = 3;

/**
 * The lease arithmetic both kinds of lease use (a job's row here, a guardian message's claim in
 * absentee/delivery.service.ts), always on the database's clock: processes on several machines
 * agree on it where their own clocks may not.
 */
export const secondsFromNow = (seconds: number) => sql`now() + make_interval(secs => ${seconds})`;
export const isOlderThan = (column: unknown, seconds: number) =>
  sql`${column} < now() - make_interval(secs => ${seconds})`;

/**
 * A progress count that never goes backwards: a job taken up again after its worker died starts
 * its work over, but the count shown stays where it was until the new worker passes it.
 */
export const progressAtLeast = (column: PgColumn, count: number) =>
  sql`greatest(${column}, ${count})`;

export type Lease<T extends LeasedTable> = ReturnType<typeof leaseOn<T>>;

/**
 * Whose rows a claim or a search may take besides those whose worker's heartbeat stopped:
 * `takeOver`, every row (the only process, at its start); `reclaimFrom`, the rows claimed under
 * this name (a restarted process's own, left by its previous life; jobs/instance.ts).
 */
export type Reclaim = { takeOver?: boolean; reclaimFrom?: string | undefined };

/**
 * The lease on a table's rows, each the work of one job: a row is claimed by one conditional
 * UPDATE (so a re-queued job racing the original never works it twice at once), kept by a
 * heartbeat, and found again by the sweep once the heartbeat is older than the lease. Every write
 * is conditional on the row still being Processing: a deleted or finished row is left alone.
 */
export function leaseOn<T extends LeasedTable>(
  table: T,
  /** Set with every claim besides the lease's own columns (reports' `started_at`). */
  claimAlso: PgUpdateSetSource<T> = {},
) {
  const processing = (id: string) => and(eq(table.id, id), eq(table.status, 'Processing'));
  const isExpired = (heartbeat: unknown) => isOlderThan(heartbeat, LEASE_SECONDS);
  // The keys below are the leased columns, which every T has; TypeScript cannot see it through
  // the generic table.
  const set = (values: Record<string, unknown>) => values as PgUpdateSetSource<T>;

  // Drizzle's `from` cannot tell that a generic table is not a subquery.
  const anyTable: PgTable = table;
  const update = (db: Db, id: string, values: PgUpdateSetSource<T>) =>
    db.update(table).set(values).where(processing(id));

  return {
    /** The row, claimed under `instanceId`; undefined when deleted, finished, or held by a live worker. */
    claim: async (
      db: Db,
      id: string,
      reclaim: Reclaim & { instanceId?: string | undefined } = {},
    ): Promise<T['$inferSelect'] | undefined> => {
      const rows = await db
        .update(table)
        .set({
          ...claimAlso,
          ...set({
            attempts: sql`${table.attempts} + 1`,
            heartbeatAt: sql`now()`,
            leasedBy: reclaim.instanceId ?? null,
          }),
        })
        .where(
          and(
            processing(id),
            reclaim.takeOver
              ? undefined
              : or(
                  isNull(table.heartbeatAt),
                  isExpired(table.heartbeatAt),
                  reclaim.reclaimFrom === undefined
                    ? undefined
                    : eq(table.leasedBy, reclaim.reclaimFrom),
                ),
          ),
        )
        .returning();
      return (rows as T['$inferSelect'][])[0];
    },
    /** Progress written while the row is being worked. */
    update,
    /** The end: Ready with the row's result; the lease is let go. */
    ready: async (db: Db, id: string, result: PgUpdateSetSource<T>) => {
      // A file of megabytes stays in parts (file-parts.ts), so the embedded database, which
      // serves one statement at a time, is never held by one statement carrying all of it.
      const file = (result as { file?: unknown }).file;
      const stored = Buffer.isBuffer(file) ? await storeFile(db, file) : undefined;
      const isReady = await db.transaction(async (tx) => {
        const rows = await update(tx, id, {
          ...result,
          ...(stored ? set(stored.columns) : {}),
          ...set({ status: 'Ready', completedAt: sql`now()`, heartbeatAt: null }),
        }).returning({ id: table.id });
        if (rows.length > 0) await stored?.hold(tx);
        return rows.length > 0;
      });
      // Deleted meanwhile, or taken over by another worker after this one's claim ran out.
      if (!isReady) await stored?.discard();
    },
    /** The end: Failed, with a readable reason; the lease is let go. */
    fail: (db: Db, id: string, reason: string) =>
      update(
        db,
        id,
        set({
          status: 'Failed',
          failureReason: reason,
          completedAt: sql`now()`,
          heartbeatAt: null,
        }),
      ),
    /** Refreshes the claim until the returned function is called. */
    keepAlive: (db: Db, id: string, onError: (error: Error) => void) => {
      const timer = setInterval(() => {
        update(db, id, set({ heartbeatAt: sql`now()` })).catch((error: unknown) =>
          onError(error as Error),
        );
      }, HEARTBEAT_SECONDS * 1000);
      return () => clearInterval(timer);
    },
    /** Rows still Processing whose claim is older than the lease, or that `reclaim` may take. */
    stranded: (db: Db, reclaim: Reclaim = {}): Promise<{ id: string }[]> =>
      db
        .select({ id: sql<string>`${table.id}` })
        .from(anyTable)
        .where(
          and(
            eq(table.status, 'Processing'),
            reclaim.takeOver
              ? undefined
              : or(
                  isExpired(sql`coalesce(${table.heartbeatAt}, ${table.createdAt})`),
                  reclaim.reclaimFrom === undefined
                    ? undefined
                    : eq(table.leasedBy, reclaim.reclaimFrom),
                ),
          ),
        ),
  };
}
