import { asBackgroundWork } from './background-work.js';
import type { Database } from './client.js';

const EVERY_HOUR_MS = 60 * 60 * 1000;

/**
 * The embedded database has no autovacuum, so nothing would ever refresh the planner's
 * statistics: after a year of check-ins, lists and exports would be planned for empty tables.
 * Analyze at start and hourly. (PostgreSQL's autovacuum does this by itself.)
 */
export async function keepStatisticsFresh(database: Database, onError: (error: Error) => void) {
  if (database.kind !== 'embedded') return () => {};
  const analyze = () => database.pool.query('analyze').then(() => undefined);
  await analyze();
  const timer = asBackgroundWork(() =>
    setInterval(() => {
      analyze().catch(onError);
    }, EVERY_HOUR_MS),
  );
  timer.unref();
  return () => clearInterval(timer);
}
