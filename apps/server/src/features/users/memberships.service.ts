// Which schools a staff account works at and as what (issue 41), as the user form asks, and who
// may ask for it: a school's administrator changes their own school's part only.
import { and, count, eq, inArray, notInArray, or, sql } from 'drizzle-orm';
import { text } from '@rollcall/contract/i18n/text-key';
import type { Role } from '@rollcall/contract/roles';
import type { CreateUserBody, SchoolRole, UpdateUserBody } from '@rollcall/contract/users';
import type { Db } from '../../db/client.js';
import { schoolMemberships, schools } from '../../db/schema/schools.js';
import { users } from '../../db/schema/users.js';
import type { Actor } from '../../shared/actor.js';
import { AppError } from '../../shared/app-error.js';
import { schoolIdOf } from '../../shared/acting-school.js';
import { joinSchool, staffOf } from '../../shared/school-staff.js';

/** An account's place in the district: its schools and roles, and whether it runs the district. */
export type Placement = { schools: SchoolRole[]; isDistrictAdmin: boolean };

const NOWHERE: Placement = { schools: [], isDistrictAdmin: false };

const schoolsField = (key: Parameters<typeof text>[0]) =>
  new AppError('VALIDATION_FAILED', text(key), { schools: text(key) });

/** The account's highest role: what `users.role` keeps, and a one-school district shows. */
export const highestRole = (placement: Placement): Role =>
  placement.isDistrictAdmin || placement.schools.some((entry) => entry.role === 'admin')
    ? 'admin'
    : 'teacher';

export async function placementOf(db: Db, userId: string): Promise<Placement> {
  const [account] = await db
    .select({ isDistrictAdmin: users.isDistrictAdmin })
    .from(users)
    .where(eq(users.id, userId));
  const rows = await db
    .select({ schoolId: schoolMemberships.schoolId, role: schoolMemberships.role })
    .from(schoolMemberships)
    .innerJoin(schools, eq(schools.id, schoolMemberships.schoolId))
    .where(eq(schoolMemberships.userId, userId))
    .orderBy(schools.createdAt, schools.id);
  return { schools: rows, isDistrictAdmin: account?.isDistrictAdmin ?? false };
}

/**
 * The placement a user form asks for, from the account's `current` one (none for a new account):
 * its `schools` whole, or else `role` at the acting school with the other schools kept. A district
 * of one school makes its administrators the district's, as it always has; elsewhere only a
 * district administrator says who is one. Refused: an unknown school, no school at all for anyone
 * but a district administrator, and, from a school's administrator, any change at another school.
 */
export async function requestedPlacement(
  tx: Db,
  actor: Actor,
  input: CreateUserBody | UpdateUserBody,
  current: Placement = NOWHERE,
): Promise<Placement> {
  const wanted =
    input.schools?.map((entry) => ({ ...entry, schoolId: entry.schoolId.toLowerCase() })) ??
    withRoleAt(current.schools, schoolIdOf(actor), input.role);
  const [known] = await tx
    .select({ wanted: count(), all: sql<number>`(select count(*)::int from ${schools})` })
    .from(schools)
    .where(
      wanted.length > 0
        ? inArray(
            schools.id,
            wanted.map((entry) => entry.schoolId),
          )
        : sql`false`,
    );
  if ((known?.wanted ?? 0) !== wanted.length) throw schoolsField('users.schoolUnknown');
  const isOnlySchool = known?.all === 1;
  const isDistrictAdmin =
    input.isDistrictAdmin ??
    (isOnlySchool ? wanted.some((entry) => entry.role === 'admin') : current.isDistrictAdmin);
  if (wanted.length === 0 && !isDistrictAdmin) throw schoolsField('users.schoolsRequired');
  if (!actor.isDistrictAdmin) {
    if (isDistrictAdmin !== current.isDistrictAdmin) {
      throw new AppError('FORBIDDEN', text('users.districtAdminOnly'));
    }
    const acting = schoolIdOf(actor);
    const touched = changedSchools(current.schools, wanted);
    if (touched.some((schoolId) => schoolId !== acting)) throw new AppError('SCHOOL_FORBIDDEN');
  }
  return { schools: wanted, isDistrictAdmin };
}

const withRoleAt = (entries: SchoolRole[], schoolId: string, role: Role): SchoolRole[] =>
  entries.some((entry) => entry.schoolId === schoolId)
    ? entries.map((entry) => (entry.schoolId === schoolId ? { schoolId, role } : entry))
    : [...entries, { schoolId, role }];

/** The schools whose membership differs between `before` and `after` (joined, left, new role). */
function changedSchools(before: SchoolRole[], after: SchoolRole[]): string[] {
  const roleIn = (entries: SchoolRole[], schoolId: string) =>
    entries.find((entry) => entry.schoolId === schoolId)?.role;
  const ids = new Set([...before, ...after].map((entry) => entry.schoolId));
  return [...ids].filter((schoolId) => roleIn(before, schoolId) !== roleIn(after, schoolId));
}

/** Writes the account's memberships as `placement` says, in the caller's transaction. */
export async function placeAccount(tx: Db, userId: string, placement: Placement) {
  const kept = placement.schools.map((entry) => entry.schoolId);
  await tx
    .delete(schoolMemberships)
    .where(
      and(
        eq(schoolMemberships.userId, userId),
        kept.length > 0 ? notInArray(schoolMemberships.schoolId, kept) : undefined,
      ),
    );
  for (const entry of placement.schools) await joinSchool(tx, userId, entry.schoolId, entry.role);
}

/**
 * The accounts an administrator sees and manages: a district administrator, every account (or
 * the acting school's staff and the district's administrators, when a school is named); anyone
 * else, their school's staff and the district's administrators (a condition on `users`).
 */
export function visibleAccounts(actor: Actor) {
  if (actor.isDistrictAdmin && !actor.schoolId) return undefined;
  return or(staffOf(schoolIdOf(actor)), eq(users.isDistrictAdmin, true));
}

/**
 * Refuses a school's administrator a change to the account itself (its name, e-mail, password,
 * status, existence) when the account is not theirs alone: it runs the district, or works at
 * another school too.
 */
export function assertAccountIsTheSchools(actor: Actor, target: Placement) {
  if (actor.isDistrictAdmin) return;
  const acting = schoolIdOf(actor);
  if (target.isDistrictAdmin || target.schools.some((entry) => entry.schoolId !== acting)) {
    throw new AppError('FORBIDDEN', text('users.otherSchools'));
  }
}

/**
 * Refuses unless the actor manages the account itself: one they do not see is not found, one that
 * is not their school's alone is the district's (above).
 */
export async function assertManagesAccount(tx: Db, actor: Actor, userId: string) {
  const [row] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, userId), visibleAccounts(actor)));
  if (!row) throw new AppError('USER_NOT_FOUND');
  assertAccountIsTheSchools(actor, await placementOf(tx, userId));
}
