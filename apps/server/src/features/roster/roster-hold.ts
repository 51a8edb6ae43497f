import { ROSTER_HOLD_MIN_STUDENTS, type RosterHoldReason } from '@rollcall/contract/roster';
import type { Changes } from './roster-reading.js';

export type Hold = { reason: RosterHoldReason | 'waiting'; count: number; limit: number };

/**
 * The sync hold (issue 39), as rostering services have it: what an API token's import may change
 * by itself is bounded, so that a broken nightly export (an empty users.csv, a column of phones
 * shifted by one) waits for an administrator instead of archiving the school or sending its
 * absence alerts to the wrong people. The bound is a share of the school's students, never fewer
 * than ROSTER_HOLD_MIN_STUDENTS. Returns why the import is held, or undefined to apply it.
 */
export function holdOf(
  plan: Pick<Changes, 'archives' | 'missing' | 'contactChanges'>,
  /** Students not archived. */
  enrolled: number,
  options: { percent: number; archivesMissing: boolean; isWaiting: boolean },
): Hold | undefined {
  const limit = Math.max(ROSTER_HOLD_MIN_STUDENTS, Math.floor((enrolled * options.percent) / 100));
  const archives = plan.archives.length + (options.archivesMissing ? plan.missing.length : 0);
  if (archives > limit) return { reason: 'archives', count: archives, limit };
  if (plan.contactChanges > limit) return { reason: 'contacts', count: plan.contactChanges, limit };
  // A later export is no surer than the one waiting: the newest waits in its place.
  if (options.isWaiting)
    return { reason: 'waiting', count: Math.max(archives, plan.contactChanges), limit };
  return undefined;
}
