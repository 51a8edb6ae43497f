import type { Role } from '@rollcall/contract/roles';
import type { School } from '@rollcall/contract/schools';
import type { SchoolRole } from '@rollcall/contract/users';

/** A row of the user form's Schools section: the school, and whether it is archived. */
export type SchoolRow = Pick<School, '_id' | 'name' | 'isActive'>;

/**
 * The schools the form lists for an account: the open ones, and an archived one only where the
 * account still works, so that saving the whole list (the form sends every membership) keeps it.
 */
export const schoolRowsFor = (schools: readonly SchoolRow[], memberships: readonly SchoolRole[]) =>
  schools.filter(
    (school) =>
      school.isActive || memberships.some((membership) => membership.schoolId === school._id),
  );

/** The account's role at a school, or null when it does not work there. */
export const roleAt = (memberships: readonly SchoolRole[], schoolId: string): Role | null =>
  memberships.find((membership) => membership.schoolId === schoolId)?.role ?? null;

/**
 * The memberships with the role at one school changed: null takes the account off the school;
 * the other schools keep their order and a newly joined school goes last.
 */
export function withRoleAt(
  memberships: readonly SchoolRole[],
  schoolId: string,
  role: Role | null,
): SchoolRole[] {
  const others = memberships.filter((membership) => membership.schoolId !== schoolId);
  if (role === null) return others;
  if (others.length === memberships.length) return [...memberships, { schoolId, role }];
  return memberships.map((membership) =>
    membership.schoolId === schoolId ? { schoolId, role } : membership,
  );
}

/**
 * Whether the account is the district's to switch off, reset or delete rather than the acting
 * school's: it runs the district or works at another school too (the server refuses a school's
 * administrator the same, memberships.service.ts). A district administrator manages every account.
 */
export const isOtherSchoolsAccount = (
  account: { isDistrictAdmin: boolean; schools: readonly SchoolRole[] },
  viewer: { isDistrictAdmin: boolean },
  actingSchoolId: string | undefined,
) =>
  !viewer.isDistrictAdmin &&
  (account.isDistrictAdmin ||
    account.schools.some((membership) => membership.schoolId !== actingSchoolId));
