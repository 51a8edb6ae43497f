// A staff account as the API shows it (never its password hash), and the one query that reads it.
import { eq, getTableColumns, sql } from 'drizzle-orm';
import type { Role } from '@rollcall/contract/roles';
import type { SchoolRole, User } from '@rollcall/contract/users';
import type { Db } from '../../db/client.js';
import { media } from '../../db/schema/media.js';
import { twoFactorSecrets } from '../../db/schema/two-factor.js';
import { users } from '../../db/schema/users.js';
import { mediaUrl } from '../media/media.service.js';

/** An account's schools and roles (on `users`), in the district's order of its schools. */
export const MEMBERSHIPS_SQL = `coalesce((select json_agg(json_build_object(
    'schoolId', m.school_id, 'role', m.role) order by s.created_at, s.id)
  from school_memberships m join schools s on s.id = m.school_id
  where m.user_id = users.id), '[]'::json)`;

const { passwordHash, ...publicColumns } = getTableColumns(users);
const userSelection = (schoolId: string | undefined) => ({
  ...publicColumns,
  hasPassword: sql<boolean>`${passwordHash} is not null`,
  avatarToken: media.token,
  twoFactorEnabledAt: twoFactorSecrets.enabledAt,
  schools: sql<SchoolRole[]>`${sql.raw(MEMBERSHIPS_SQL)}`,
  schoolRole: schoolId
    ? sql<Role | null>`rollcall_school_role(${users.id}, ${schoolId}::uuid)`
    : sql<null>`null`,
});
export type UserRow = { [K in keyof typeof publicColumns]: (typeof users.$inferSelect)[K] } & {
  hasPassword: boolean;
  avatarToken: string | null;
  twoFactorEnabledAt: Date | null;
  schools: SchoolRole[];
  /** The role at the school the request acts on; null with none, or where they do not work. */
  schoolRole: Role | null;
};

export function toUser(row: UserRow): User {
  return {
    _id: row.id,
    name: row.name,
    email: row.email,
    role: row.schoolRole ?? row.role,
    isDistrictAdmin: row.isDistrictAdmin,
    schools: row.schools,
    phoneNumber: row.phoneNumber ?? undefined,
    department: row.department ?? undefined,
    bio: row.bio ?? undefined,
    avatarUrl: row.avatarToken ? mediaUrl(row.avatarToken) : undefined,
    isActive: row.isActive,
    twoFactorEnabled: row.twoFactorEnabledAt !== null,
    ssoOnly: row.ssoOnly,
    hasPassword: row.hasPassword,
    fromRoster: row.sourcedId !== null,
    language: row.language,
    lastLogin: row.lastLogin?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Accounts with their role at `schoolId` (the acting school) where given. */
export const selectUsers = (db: Db, schoolId?: string) =>
  db
    .select(userSelection(schoolId))
    .from(users)
    .leftJoin(media, eq(media.id, users.avatarMediaId))
    .leftJoin(twoFactorSecrets, eq(twoFactorSecrets.userId, users.id));
