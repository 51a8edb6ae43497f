// The school's staff from the roster (issue 42): which accounts the export's teachers and
// administrators are, and what the import changes of them. Read on the event loop: a school has
// hundreds of staff, not the students' tens of thousands.
import { and, count, eq, inArray, isNotNull, or, sql } from 'drizzle-orm';
import { isValidSourcedId, type StaffSummary } from '@rollcall/contract/roster';
import type { Role } from '@rollcall/contract/roles';
import { EmailSchema, NameSchema, type SchoolRole } from '@rollcall/contract/users';
import type { Db } from '../../db/client.js';
import { schoolMemberships } from '../../db/schema/schools.js';
import { users } from '../../db/schema/users.js';
import type { Actor } from '../../shared/actor.js';
import { staffOf } from '../../shared/school-staff.js';
import type { StaffCandidate } from './oneroster-staff.js';

export type StaffAccount = {
  id: string;
  name: string;
  email: string;
  sourcedId: string | null;
  isActive: boolean;
  isDistrictAdmin: boolean;
  ssoOnly: boolean;
  schools: SchoolRole[];
};

/** What the import writes of an account it has: its own columns, and its role at the school. */
export type StaffChange = {
  set: { name?: string; email?: string; sourcedId?: string; ssoOnly?: boolean };
  role?: Role;
};

export type StaffPlan = {
  summary: StaffSummary;
  creates: (StaffCandidate & { sourcedId: string })[];
  updates: { account: StaffAccount; change: StaffChange }[];
  /** Dropped: deactivated when it works only here, else taken off this school. */
  drops: { account: StaffAccount; deactivates: boolean }[];
  /** Accounts the import makes administrators of the school: a script never does (the hold). */
  newAdmins: number;
  /** The school's active staff: the sync hold's share of drops is of these. */
  active: number;
};

const lower = (value: string) => value.toLowerCase();

/** The sourcedIds of the accounts the roster keeps at the school (a district administrator's never). */
export async function rosterStaffIds(db: Db, schoolId: string): Promise<string[]> {
  const rows = await db
    .select({ sourcedId: users.sourcedId })
    .from(users)
    .where(and(isNotNull(users.sourcedId), eq(users.isDistrictAdmin, false), staffOf(schoolId)));
  return rows.flatMap((row) => (row.sourcedId ? [row.sourcedId] : []));
}

/** The accounts the export's staff may be: by sourcedId, or by e-mail (any letter case). */
async function accountsOf(db: Db, sourcedIds: string[], emails: string[]) {
  const found = await db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      sourcedId: users.sourcedId,
      isActive: users.isActive,
      isDistrictAdmin: users.isDistrictAdmin,
      ssoOnly: users.ssoOnly,
    })
    .from(users)
    .where(
      or(
        sourcedIds.length > 0 ? inArray(users.sourcedId, sourcedIds) : sql`false`,
        emails.length > 0 ? inArray(sql`lower(${users.email})`, emails) : sql`false`,
      ),
    );
  const memberships =
    found.length === 0
      ? []
      : await db
          .select()
          .from(schoolMemberships)
          .where(
            inArray(
              schoolMemberships.userId,
              found.map((account) => account.id),
            ),
          );
  return found.map((account) => ({
    ...account,
    schools: memberships
      .filter((membership) => membership.userId === account.id)
      .map(({ schoolId, role }) => ({ schoolId, role })),
  }));
}

/**
 * What importing the export's staff does at the school. Each teacher or administrator is matched
 * by sourcedId, else by e-mail (an account made by hand is linked: its sourcedId set, its name
 * updated, never its password or single sign-on); unmatched, an account is made. The account's
 * name and e-mail change only where the importer may change the account itself (a district
 * administrator, or an account of this school alone), and the importer's own e-mail never; a
 * district administrator's role, and the importer's own, are never changed. An account that is
 * switched off stays so: the roster never lets back in someone an administrator switched off.
 */
export async function planStaff(
  db: Db,
  actor: Actor,
  schoolId: string,
  staff: { present: StaffCandidate[]; dropped: string[] },
): Promise<StaffPlan> {
  const candidates = staff.present.map((each) => ({
    ...each,
    name: NameSchema.safeParse(each.name),
    email: EmailSchema.safeParse(each.email),
  }));
  const accounts = await accountsOf(
    db,
    [...candidates.map((each) => each.sourcedId), ...staff.dropped].filter(isValidSourcedId),
    candidates.flatMap((each) => (each.email.success ? [each.email.data] : [])),
  );
  const bySourcedId = new Map(
    accounts.flatMap((each) => (each.sourcedId ? [[each.sourcedId, each]] : [])),
  );
  const byEmail = new Map(accounts.map((each) => [lower(each.email), each]));
  const [staffHere] = await db
    .select({ active: count() })
    .from(users)
    .where(and(eq(users.isActive, true), staffOf(schoolId)));
  const plan: StaffPlan = {
    summary: { added: 0, updated: 0, unchanged: 0, deactivated: 0, skipped: 0 },
    creates: [],
    updates: [],
    drops: [],
    newAdmins: 0,
    active: staffHere?.active ?? 0,
  };
  const seenIds = new Set<string>();
  const seenEmails = new Set<string>();
  for (const candidate of candidates) {
    const { sourcedId, role } = candidate;
    const name = candidate.name.data;
    const email = candidate.email.data;
    if (!isValidSourcedId(sourcedId) || !name || !email) {
      plan.summary.skipped += 1;
      continue;
    }
    if (seenIds.has(sourcedId) || seenEmails.has(email)) {
      plan.summary.skipped += 1;
      continue;
    }
    seenIds.add(sourcedId);
    seenEmails.add(email);
    const holder = byEmail.get(email);
    const match = bySourcedId.get(sourcedId) ?? (holder?.sourcedId === null ? holder : undefined);
    if (!match) {
      // The e-mail is another roster account's: never two accounts of one e-mail.
      if (holder) plan.summary.skipped += 1;
      else {
        plan.creates.push({ sourcedId, name, email, role });
        plan.summary.added += 1;
        if (role === 'admin') plan.newAdmins += 1;
      }
      continue;
    }
    const isOwnedHere =
      actor.isDistrictAdmin === true ||
      (!match.isDistrictAdmin && match.schools.every((entry) => entry.schoolId === schoolId));
    const change: StaffChange = { set: {} };
    if (match.sourcedId === null) change.set.sourcedId = sourcedId;
    if (isOwnedHere && match.name !== name) change.set.name = name;
    if (isOwnedHere && match.id !== actor.id && lower(match.email) !== email) {
      if (holder && holder.id !== match.id) {
        plan.summary.skipped += 1;
        continue;
      }
      change.set.email = email;
    }
    const current = match.schools.find((entry) => entry.schoolId === schoolId)?.role;
    if (!match.isDistrictAdmin && match.id !== actor.id && current !== role) {
      change.role = role;
      if (role === 'admin') {
        plan.newAdmins += 1;
        // An administrator is never single sign-on only: their password is the way in.
        if (match.ssoOnly) change.set.ssoOnly = false;
      }
    }
    if (Object.keys(change.set).length === 0 && !change.role) {
      plan.summary.unchanged += 1;
      continue;
    }
    plan.updates.push({ account: match, change });
    plan.summary.updated += 1;
  }
  for (const sourcedId of staff.dropped) {
    const account = bySourcedId.get(sourcedId);
    if (!account || account.isDistrictAdmin || account.id === actor.id) continue;
    if (!account.schools.some((entry) => entry.schoolId === schoolId)) continue;
    const isElsewhere = account.schools.some((entry) => entry.schoolId !== schoolId);
    if (!isElsewhere && !account.isActive) continue;
    plan.drops.push({ account, deactivates: !isElsewhere });
    plan.summary.deactivated += 1;
  }
  return plan;
}
