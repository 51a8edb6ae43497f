// The signed-in staff member as `GET /auth/me` and sign-in answer them.
import { eq, sql } from 'drizzle-orm';
import type { SignedInUser } from '@rollcall/contract/auth';
import type pg from 'pg';
import type { Db } from '../../db/client.js';
import { preparedQuery, runPrepared } from '../../db/prepared.js';
import { users } from '../../db/schema/users.js';
import type { AccessClaims } from '../../shared/tokens.js';
import { AppError } from '../../shared/app-error.js';
import { MUST_SET_UP_TWO_FACTOR_SQL } from '../../shared/two-factor-requirement.js';
import { MEMBERSHIPS_SQL, toUser, type UserRow } from './user-record.js';
import { getUserById } from './users.service.js';

/**
 * The same row as selectUsers for `GET /auth/me` (every page load), as one prepared statement that
 * also checks the session and the account (decision 002's check, which requireUser runs as a
 * round trip of its own on other routes; decision 003).
 */
const signedInUserQuery = preparedQuery<
  UserRow & { twoFactorSetupRequired: boolean; passwordChangeRequired: boolean }
>(
  'signed_in_user',
  `select users.id, users.name, users.email, users.role, users.phone_number as "phoneNumber",
          users.department, users.bio, users.language, users.avatar_media_id as "avatarMediaId",
          users.is_active as "isActive", users.last_login as "lastLogin",
          users.is_district_admin as "isDistrictAdmin", ${MEMBERSHIPS_SQL} as "schools",
          users.sso_only as "ssoOnly", users.sourced_id as "sourcedId",
          users.password_hash is not null as "hasPassword",
          rollcall_school_role(users.id, $3::uuid) as "schoolRole",
          users.created_at as "createdAt", users.updated_at as "updatedAt",
          media.token as "avatarToken", two_factor_secrets.enabled_at as "twoFactorEnabledAt",
          ${MUST_SET_UP_TWO_FACTOR_SQL} as "twoFactorSetupRequired",
          users.must_change_password as "passwordChangeRequired"
     from sessions
     join users on users.id = sessions.user_id
     left join media on media.id = users.avatar_media_id
     left join two_factor_secrets on two_factor_secrets.user_id = users.id
    where sessions.id = $2 and users.id = $1
      and sessions.revoked_at is null and users.is_active`,
);

/**
 * The signed-in staff member of a token, with their role at the school the request names (their
 * highest role where it names none or one they do not work at); a closed session or inactive
 * account is refused.
 */
export async function getSignedInUser(
  pool: pg.Pool,
  claims: AccessClaims,
  requestedSchool: string | null | undefined,
): Promise<SignedInUser> {
  const [row] = await runPrepared(pool, signedInUserQuery, [
    claims.userId,
    claims.sessionId,
    requestedSchool ?? null,
  ]);
  if (!row) throw new AppError('UNAUTHENTICATED');
  return {
    ...toUser(row),
    twoFactorSetupRequired: row.twoFactorSetupRequired,
    passwordChangeRequired: row.passwordChangeRequired,
  };
}

/** A user as they see themselves when signing in (with the school's two-factor requirement). */
export async function getSignedInUserById(
  db: Db,
  id: string,
  schoolId?: string,
): Promise<SignedInUser> {
  const [user, [requirement]] = await Promise.all([
    getUserById(db, id, schoolId),
    db
      .select({
        isRequired: sql<boolean>`${sql.raw(MUST_SET_UP_TWO_FACTOR_SQL)}`,
        mustChangePassword: users.mustChangePassword,
      })
      .from(users)
      .where(eq(users.id, id)),
  ]);
  return {
    ...user,
    twoFactorSetupRequired: requirement?.isRequired ?? false,
    passwordChangeRequired: requirement?.mustChangePassword ?? false,
  };
}
