import { and, asc, count, desc, eq, getTableColumns, ilike, or, sql, type SQL } from 'drizzle-orm';
import { text } from '@rollcall/contract/i18n/text-key';
import type {
  CreateUserBody,
  ListUsersQuery,
  UpdateUserBody,
  User,
  UserList,
  UserStats,
} from '@rollcall/contract/users';
import type { SignedInUser } from '@rollcall/contract/auth';
import type pg from 'pg';
import type { Db } from '../../db/client.js';
import { preparedQuery, runPrepared } from '../../db/prepared.js';
import { media } from '../../db/schema/media.js';
import { twoFactorSecrets } from '../../db/schema/two-factor.js';
import { users } from '../../db/schema/users.js';
import type { AccessClaims } from '../../shared/tokens.js';
import { AppError } from '../../shared/app-error.js';
import { checkNewPassword } from '../../shared/password-policy.js';
import { isUniqueViolation, likePattern } from '../../shared/db-errors.js';
import { pageInfo } from '../../shared/pagination.js';
import type { Actor } from '../../shared/actor.js';
import { changedFields, recordAudit } from '../../shared/audit.js';
import { hashPassword } from '../../shared/passwords.js';
import { assertRecentlyConfirmed } from '../../shared/recent-confirmation.js';
import { revokeUserSessions } from '../../shared/sessions.js';
import { MUST_SET_UP_TWO_FACTOR_SQL } from '../../shared/two-factor-requirement.js';
import { mediaUrl } from '../media/media.service.js';

const { passwordHash: _passwordHash, ...publicColumns } = getTableColumns(users);
const userSelection = {
  ...publicColumns,
  avatarToken: media.token,
  twoFactorEnabledAt: twoFactorSecrets.enabledAt,
};
type UserRow = { [K in keyof typeof publicColumns]: (typeof users.$inferSelect)[K] } & {
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

const selectUsers = (db: Db) =>
  db
    .select(userSelection)
    .from(users)
    .leftJoin(media, eq(media.id, users.avatarMediaId))
    .leftJoin(twoFactorSecrets, eq(twoFactorSecrets.userId, users.id));

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

/** The signed-in staff member of a token; a closed session or inactive account is refused. */
export async function getSignedInUser(pool: pg.Pool, claims: AccessClaims): Promise<SignedInUser> {
  const [row] = await runPrepared(pool, signedInUserQuery, [claims.userId, claims.sessionId]);
  if (!row) throw new AppError('UNAUTHENTICATED');
  return {
    ...toUser(row),
    twoFactorSetupRequired: row.twoFactorSetupRequired,
    passwordChangeRequired: row.passwordChangeRequired,
  };
}

/** A user as they see themselves when signing in (with the school's two-factor requirement). */
export async function getSignedInUserById(db: Db, id: string): Promise<SignedInUser> {
  const [user, [requirement]] = await Promise.all([
    getUserById(db, id),
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

export async function getUserById(db: Db, id: string): Promise<User> {
  const [row] = await selectUsers(db).where(eq(users.id, id));
  if (!row) throw new AppError('USER_NOT_FOUND');
  return toUser(row);
}

const SORT_COLUMNS = {
  name: users.name,
  email: users.email,
  role: users.role,
  isActive: users.isActive,
  lastLogin: users.lastLogin,
  createdAt: users.createdAt,
} as const;

export async function findUsers(db: Db, query: ListUsersQuery): Promise<UserList> {
  const conditions: (SQL | undefined)[] = [
    query.role ? eq(users.role, query.role) : undefined,
    query.isActive ? eq(users.isActive, query.isActive === 'true') : undefined,
    query.search
      ? or(
          ilike(users.name, likePattern(query.search)),
          ilike(users.email, likePattern(query.search)),
        )
      : undefined,
  ];
  const where = and(...conditions);
  const column = SORT_COLUMNS[query.sortBy];
  const order =
    query.sortOrder === 'asc' ? sql`${column} asc nulls last` : sql`${column} desc nulls last`;
  const [rows, [total]] = await Promise.all([
    selectUsers(db)
      .where(where)
      .orderBy(order, query.sortOrder === 'asc' ? asc(users.id) : desc(users.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ value: count() }).from(users).where(where),
  ]);
  const totalUsers = total?.value ?? 0;
  return {
    users: rows.map(toUser),
    pagination: { ...pageInfo(query.page, query.limit, totalUsers), totalUsers },
  };
}

export async function getUserStats(db: Db): Promise<UserStats> {
  const rows = await db
    .select({ role: users.role, isActive: users.isActive, value: count() })
    .from(users)
    .groupBy(users.role, users.isActive);
  const sum = (match: (row: (typeof rows)[number]) => boolean) =>
    rows.filter(match).reduce((total, row) => total + row.value, 0);
  return {
    totalUsers: sum(() => true),
    totalActive: sum((row) => row.isActive),
    totalInactive: sum((row) => !row.isActive),
    byRole: (['admin', 'teacher'] as const).map((role) => ({
      _id: role,
      count: sum((row) => row.role === role),
    })),
  };
}

const emailTaken = () =>
  new AppError('EMAIL_TAKEN', text('errors.EMAIL_TAKEN'), { email: text('errors.EMAIL_TAKEN') });

/** Turns the database's unique-email refusal into a 409 on the e-mail field. */
export async function withUniqueEmail<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error, 'users_email_lower_unique')) throw emailTaken();
    throw error;
  }
}

/** The account's columns from the user form, on create and on edit alike. */
const userValues = (input: CreateUserBody | UpdateUserBody) => ({
  name: input.name,
  email: input.email,
  role: input.role,
  phoneNumber: input.phoneNumber ?? null,
  department: input.department ?? null,
  isActive: input.isActive,
});

export async function createUser(db: Db, actor: Actor, input: CreateUserBody): Promise<User> {
  await checkNewPassword(db, input.password, 'password');
  const passwordHash = await hashPassword(input.password);
  const id = await db.transaction(async (tx) => {
    const [row] = await withUniqueEmail(() =>
      tx
        .insert(users)
        .values({
          ...userValues(input),
          passwordHash,
        })
        .returning({ id: users.id }),
    );
    if (!row) throw new Error('User was not created');
    await recordAudit(tx, actor.id, {
      action: 'user.create',
      entityType: 'user',
      entityId: row.id,
      after: await getUserById(tx, row.id),
    });
    return row.id;
  });
  return getUserById(db, id);
}

/**
 * Runs a change to one user inside a transaction that first locks every active admin, so two
 * concurrent changes cannot together remove the last one.
 */
async function changeUserGuarded(
  db: Db,
  targetId: string,
  change: (tx: Db, target: typeof users.$inferSelect, activeAdminIds: string[]) => Promise<void>,
) {
  await db.transaction(async (tx) => {
    const admins = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.role, 'admin'), eq(users.isActive, true)))
      .for('update');
    const [target] = await tx.select().from(users).where(eq(users.id, targetId)).for('update');
    if (!target) throw new AppError('USER_NOT_FOUND');
    await change(
      tx,
      target,
      admins.map((admin) => admin.id),
    );
  });
}

type UserTableRow = typeof users.$inferSelect;

/** A user as the audit log keeps them: the account's own fields, without the password hash. */
const auditedUser = (row: UserTableRow) => ({
  name: row.name,
  email: row.email,
  role: row.role,
  phoneNumber: row.phoneNumber,
  department: row.department,
  isActive: row.isActive,
});

const userRow = async (tx: Db, id: string) => {
  const [row] = await tx.select().from(users).where(eq(users.id, id));
  if (!row) throw new AppError('USER_NOT_FOUND');
  return row;
};

/** An edit that changes the role, or else the status, is filed as that. */
const userChangeAction = (target: UserTableRow, input: UpdateUserBody) => {
  if (input.role !== target.role) return 'user.role' as const;
  if (input.isActive !== target.isActive) return 'user.status' as const;
  return 'user.update' as const;
};

const isLastActiveAdmin = (target: typeof users.$inferSelect, activeAdminIds: string[]) =>
  target.role === 'admin' && target.isActive && activeAdminIds.length <= 1;

/**
 * Another user's role (a held admin session must not make its own accomplice an admin, or take
 * the real admins' rights), and one's own sign-in e-mail, ask for a recent confirmation.
 */
const needsSecondCheck = (actor: Actor, target: UserTableRow, input: UpdateUserBody) =>
  target.id === actor.id
    ? target.email.toLowerCase() !== input.email.toLowerCase()
    : target.role !== input.role;

export async function updateUser(db: Db, actor: Actor, id: string, input: UpdateUserBody) {
  if (input.password) await checkNewPassword(db, input.password, 'password');
  const passwordHash = input.password ? await hashPassword(input.password) : undefined;
  await changeUserGuarded(db, id, async (tx, target, activeAdminIds) => {
    const losesAdmin = input.role !== 'admin' || !input.isActive;
    if (losesAdmin && isLastActiveAdmin(target, activeAdminIds)) throw new AppError('LAST_ADMIN');
    if (target.id === actor.id && !input.isActive) {
      throw new AppError('CANNOT_CHANGE_OWN_ACCOUNT', text('ownAccount.cannotDeactivate'));
    }
    if (needsSecondCheck(actor, target, input)) await assertRecentlyConfirmed(tx, actor);
    await withUniqueEmail(() =>
      tx
        .update(users)
        .set({
          ...userValues(input),
          ...(passwordHash ? { passwordHash } : {}),
        })
        .where(eq(users.id, id)),
    );
    if (!input.isActive && target.isActive) await revokeUserSessions(tx, id, 'deactivated');
    else if (passwordHash) await revokeUserSessions(tx, id, 'password reset by an administrator');
    const change = changedFields(auditedUser(target), auditedUser(await userRow(tx, id)));
    await recordAudit(tx, actor.id, {
      action: userChangeAction(target, input),
      entityType: 'user',
      entityId: id,
      ...change,
      // A new password is recorded as changed, never as what it is.
      ...(passwordHash
        ? {
            before: { ...change.before, password: '' },
            after: { ...change.after, password: '' },
          }
        : {}),
    });
  });
  return { user: await getUserById(db, id), message: text('users.updated') };
}

export async function toggleUserStatus(db: Db, actor: Actor, id: string) {
  await changeUserGuarded(db, id, async (tx, target, activeAdminIds) => {
    if (target.isActive && target.id === actor.id) {
      throw new AppError('CANNOT_CHANGE_OWN_ACCOUNT', text('ownAccount.cannotDeactivate'));
    }
    if (isLastActiveAdmin(target, activeAdminIds)) throw new AppError('LAST_ADMIN');
    await tx.update(users).set({ isActive: !target.isActive }).where(eq(users.id, id));
    if (target.isActive) await revokeUserSessions(tx, id, 'deactivated');
    await recordAudit(tx, actor.id, {
      action: 'user.status',
      entityType: 'user',
      entityId: id,
      before: { isActive: target.isActive },
      after: { isActive: !target.isActive },
    });
  });
  return { user: await getUserById(db, id), message: text('users.statusUpdated') };
}

export async function deleteUser(db: Db, actor: Actor, id: string) {
  await changeUserGuarded(db, id, async (tx, target, activeAdminIds) => {
    if (target.id === actor.id) {
      throw new AppError('CANNOT_CHANGE_OWN_ACCOUNT', text('ownAccount.cannotDelete'));
    }
    if (isLastActiveAdmin(target, activeAdminIds)) throw new AppError('LAST_ADMIN');
    await recordAudit(tx, actor.id, {
      action: 'user.delete',
      entityType: 'user',
      entityId: id,
      before: auditedUser(target),
    });
    await tx.delete(users).where(eq(users.id, id));
  });
  return { message: text('users.deleted') };
}
