import type { Role } from '@rollcall/contract/roles';
import type { RosterExport, RosterUser } from './oneroster-export.js';

/** A teacher or administrator of the export at the school, as the staff plan reads them. */
export type StaffCandidate = {
  sourcedId: string;
  name: string;
  email: string;
  role: Role;
};

/**
 * The export's staff at the school, and which of the school's roster staff it drops (issue 42).
 * Present: users with the `teacher` or `administrator` role at the org (any org when the export
 * has no orgs.csv), not marked tobedeleted; an administrator there is the school's admin. Dropped:
 * of `known` (the sourcedIds of the accounts the roster keeps at the school), those a full export
 * leaves out, and those a delta lists without such a role here or marks tobedeleted.
 */
export function rosterStaff(
  exported: RosterExport,
  orgSourcedId: string | undefined,
  known: ReadonlySet<string>,
): { present: StaffCandidate[]; dropped: string[] } {
  const roleHere = (user: RosterUser): Role | undefined => {
    const here = user.roles.filter(
      (role) => orgSourcedId === undefined || role.orgSourcedId === orgSourcedId,
    );
    if (here.some((role) => role.role === 'administrator')) return 'admin';
    if (here.some((role) => role.role === 'teacher')) return 'teacher';
    return undefined;
  };
  const present: StaffCandidate[] = [];
  const listed = new Set<string>();
  for (const user of exported.users) {
    listed.add(user.sourcedId);
    const role = roleHere(user);
    if (!role || user.isToBeDeleted) continue;
    present.push({
      sourcedId: user.sourcedId,
      name: `${user.givenName} ${user.familyName}`.trim(),
      email: user.email,
      role,
    });
  }
  const kept = new Set(present.map((candidate) => candidate.sourcedId));
  const dropped = [...known].filter(
    (sourcedId) => !kept.has(sourcedId) && (exported.mode === 'bulk' || listed.has(sourcedId)),
  );
  return { present, dropped };
}
