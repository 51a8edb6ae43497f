import { ROSTER_HOLD_MIN_STUDENTS, type RosterHoldReason } from '@rollcall/contract/roster';
import type { Changes } from './roster-reading.js';
import type { StaffPlan } from './roster-staff-plan.js';

export type Hold = { reason: RosterHoldReason | 'waiting'; count: number; limit: number };

const NO_STAFF: Pick<StaffPlan, 'drops' | 'newAdmins' | 'active'> = {
  drops: [],
  newAdmins: 0,
  active: 0,
};

/**
 * The sync hold (issue 39), as rostering services have it: what an API token's import may change
 * by itself is bounded, so that a broken nightly export (an empty users.csv, a column of phones
 * shifted by one) waits for an administrator instead of archiving the school or sending its
 * absence alerts to the wrong people. The bound is a share of the school's students, never fewer
 * than ROSTER_HOLD_MIN_STUDENTS; the staff it deactivates or takes off the school, a share of its
 * active staff likewise; and it never makes an administrator by itself (issue 42). Returns why
 * the import is held, or undefined to apply it.
 */
export function holdOf(
  plan: Pick<Changes, 'archives' | 'missing' | 'contactChanges'>,
  /** Students not archived. */
  enrolled: number,
  options: { percent: number; archivesMissing: boolean; isWaiting: boolean },
  staff: Pick<StaffPlan, 'drops' | 'newAdmins' | 'active'> = NO_STAFF,
): Hold | undefined {
  const share = (of: number) =>
    Math.max(ROSTER_HOLD_MIN_STUDENTS, Math.floor((of * options.percent) / 100));
  const limit = share(enrolled);
  const archives = plan.archives.length + (options.archivesMissing ? plan.missing.length : 0);
  if (archives > limit) return { reason: 'archives', count: archives, limit };
  if (plan.contactChanges > limit) return { reason: 'contacts', count: plan.contactChanges, limit };
  const staffLimit = share(staff.active);
  if (staff.drops.length > staffLimit)
    return { reason: 'staff', count: staff.drops.length, limit: staffLimit };
  if (staff.newAdmins > 0) return { reason: 'admins', count: staff.newAdmins, limit: 0 };
  // A later export is no surer than the one waiting: the newest waits in its place.
  if (options.isWaiting)
    return { reason: 'waiting', count: Math.max(archives, plan.contactChanges), limit };
  return undefined;
}
