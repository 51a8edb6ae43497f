import type { FastifyRequest } from 'fastify';
import { IdSchema } from '@rollcall/contract/common';
import type { Role } from '@rollcall/contract/roles';
import { SCHOOL_ID_HEADER } from '@rollcall/contract/schools';
import type { Actor } from './actor.js';
import { AppError } from './app-error.js';

/**
 * The school a request names in its X-School-Id header: undefined when it names none, null when
 * what it names cannot be a school's id (refused like a school the caller does not work at).
 */
export function requestedSchoolOf(request: FastifyRequest): string | null | undefined {
  const value = request.headers[SCHOOL_ID_HEADER.toLowerCase()];
  if (value === undefined) return undefined;
  const id = IdSchema.safeParse(typeof value === 'string' ? value.trim() : value);
  return id.success ? id.data.toLowerCase() : null;
}

/**
 * Which school a request acts on, given the schools its caller may act at that match the header
 * (the header's school alone, or the caller's first two when it sends none): a school the caller
 * does not work at is refused; a caller of several schools who names none acts on no school, and
 * only routes that are the district's answer them (schoolIdOf refuses the rest).
 */
export function actingSchool(
  requested: string | null | undefined,
  candidates: readonly string[],
): string | undefined {
  if (requested === null) throw new AppError('SCHOOL_FORBIDDEN');
  if (requested !== undefined) {
    if (!candidates.includes(requested)) throw new AppError('SCHOOL_FORBIDDEN');
    return requested;
  }
  return candidates.length === 1 ? candidates[0] : undefined;
}

/**
 * The acting school (actingSchool) and the caller's role there. Acting at no school, a caller is
 * an administrator only if the district's: only the district's own routes answer them.
 */
export function actingSchoolAndRole(
  requested: string | null | undefined,
  account: { isDistrictAdmin: boolean; schoolIds: readonly string[]; schoolRoles: readonly Role[] },
): { schoolId: string | undefined; role: Role } {
  const schoolId = actingSchool(requested, account.schoolIds);
  const role = account.schoolRoles[account.schoolIds.indexOf(schoolId ?? '')];
  return { schoolId, role: role ?? (account.isDistrictAdmin ? 'admin' : 'teacher') };
}

/** The school a school-scoped route acts on; a caller of several schools must name one. */
export function schoolIdOf(actor: Actor): string {
  if (!actor.schoolId) throw new AppError('SCHOOL_REQUIRED');
  return actor.schoolId;
}
