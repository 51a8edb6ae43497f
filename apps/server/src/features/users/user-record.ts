// A staff account as the API shows it (never its password hash), and the one query that reads it.
import { eq, getTableColumns } from 'drizzle-orm';
import type { User } from '@rollcall/contract/users';
import type { Db } from '../../db/client.js';
import { media } from '../../db/schema/media.js';
import { twoFactorSecrets } from '../../db/schema/two-factor.js';
import { users } from '../../db/schema/users.js';
import { mediaUrl } from '../media/media.service.js';

const { passwordHash: _passwordHash, ...publicColumns } = getTableColumns(users);
const userSelection = {
  ...publicColumns,
  avatarToken: media.token,
  twoFactorEnabledAt: twoFactorSecrets.enabledAt,
};
export type UserRow = { [K in keyof typeof publicColumns]: (typeof users.$inferSelect)[K] } & {
  avatarToken: string | null;
  twoFactorEnabledAt: Date | null;
};

export function toUser(row: UserRow): User {
  return {
    _id: row.id,
    name: row.name,
    email: row.email,
    role: row.role,
    phoneNumber: row.phoneNumber ?? undefined,
    department: row.department ?? undefined,
    bio: row.bio ?? undefined,
    avatarUrl: row.avatarToken ? mediaUrl(row.avatarToken) : undefined,
    isActive: row.isActive,
    twoFactorEnabled: row.twoFactorEnabledAt !== null,
    language: row.language,
    lastLogin: row.lastLogin?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export const selectUsers = (db: Db) =>
  db
    .select(userSelection)
    .from(users)
    .leftJoin(media, eq(media.id, users.avatarMediaId))
    .leftJoin(twoFactorSecrets, eq(twoFactorSecrets.userId, users.id));
