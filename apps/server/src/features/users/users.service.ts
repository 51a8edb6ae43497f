// Staff accounts read by id and changed: created, edited, deactivated and deleted, each with its
// guards (the last active admin, a second check for a role change) and its audit entry.
import { and, eq } from 'drizzle-orm';
import { text } from '@rollcall/contract/i18n/text-key';
import type { CreateUserBody, UpdateUserBody, User } from '@rollcall/contract/users';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema/users.js';
import { AppError } from '../../shared/app-error.js';
import { checkNewPassword } from '../../shared/password-policy.js';
import { isUniqueViolation } from '../../shared/db-errors.js';
import type { Actor } from '../../shared/actor.js';
import { changedFields, recordAudit } from '../../shared/audit.js';
import { hashPassword } from '../../shared/passwords.js';
import { revokeApiTokensOf } from '../../shared/api-tokens.js';
import { assertRecentlyConfirmed } from '../../shared/recent-confirmation.js';
import { revokeUserSessions } from '../../shared/sessions.js';
import {
  assertAccountIsTheSchools,
  highestRole,
  placeAccount,
  placementOf,
  requestedPlacement,
  visibleAccounts,
  type Placement,
} from './memberships.service.js';
import { selectUsers, toUser } from './user-record.js';

/** A staff account by id; with an actor, only one they see (memberships.service.ts), else not found. */
export async function getUserById(db: Db, id: string, schoolId?: string, actor?: Actor) {
  const [row] = await selectUsers(db, schoolId).where(
    and(eq(users.id, id), actor ? visibleAccounts(actor) : undefined),
  );
  if (!row) throw new AppError('USER_NOT_FOUND');
  return toUser(row);
}

const ssoOnlyAdmin = () =>
  new AppError('VALIDATION_FAILED', text('sso.ssoOnlyAdmin'), {
    ssoOnly: text('sso.ssoOnlyAdmin'),
  });
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

/** The account's columns from the form, on create and edit; never SSO only for an administrator. */
const userValues = (
  input: CreateUserBody | UpdateUserBody,
  placement: Placement,
  currentSsoOnly = false,
) => {
  const ssoOnly = input.ssoOnly ?? currentSsoOnly;
  if (ssoOnly && highestRole(placement) === 'admin') throw ssoOnlyAdmin();
  return {
    name: input.name,
    email: input.email,
    role: highestRole(placement),
    isDistrictAdmin: placement.isDistrictAdmin,
    phoneNumber: input.phoneNumber ?? null,
    department: input.department ?? null,
    isActive: input.isActive,
    ssoOnly,
  };
};

export async function createUser(db: Db, actor: Actor, input: CreateUserBody): Promise<User> {
  const placement = await requestedPlacement(db, actor, input);
  // A held session must not make its own accomplice an admin.
  if (highestRole(placement) === 'admin') await assertRecentlyConfirmed(db, actor);
  const values = userValues(input, placement);
  if (input.password) await checkNewPassword(db, input.password, 'password');
  const passwordHash = input.password ? await hashPassword(input.password) : null;
  const id = await db.transaction(async (tx) => {
    const [row] = await withUniqueEmail(() =>
      tx
        .insert(users)
        .values({ ...values, passwordHash })
        .returning({ id: users.id }),
    );
    if (!row) throw new Error('User was not created');
    await placeAccount(tx, row.id, placement);
    await recordAudit(tx, actor, {
      action: 'user.create',
      entityType: 'user',
      entityId: row.id,
      after: await getUserById(tx, row.id, actor.schoolId),
    });
    return row.id;
  });
  return getUserById(db, id, actor.schoolId);
}

type UserTableRow = typeof users.$inferSelect;

/** The account as the change found it: its row and its place in the district. */
type Target = { row: UserTableRow; placement: Placement };

/**
 * Runs a change to one user the actor sees, inside a transaction that first locks every active
 * district administrator, so two concurrent changes cannot together remove the last one.
 */
async function changeUserGuarded(
  db: Db,
  actor: Actor,
  targetId: string,
  change: (tx: Db, target: Target, activeAdminIds: string[]) => Promise<void>,
) {
  await db.transaction(async (tx) => {
    const admins = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.isDistrictAdmin, true), eq(users.isActive, true)))
      .for('update');
    const [row] = await tx
      .select()
      .from(users)
      .where(and(eq(users.id, targetId), visibleAccounts(actor)))
      .for('update');
    if (!row) throw new AppError('USER_NOT_FOUND');
    await change(
      tx,
      { row, placement: await placementOf(tx, targetId) },
      admins.map((admin) => admin.id),
    );
  });
}

/** A user as the audit log keeps them: the account's own fields, without the password hash. */
const auditedUser = (row: UserTableRow, placement: Placement) => ({
  name: row.name,
  email: row.email,
  role: row.role,
  isDistrictAdmin: placement.isDistrictAdmin,
  schools: placement.schools,
  phoneNumber: row.phoneNumber,
  department: row.department,
  isActive: row.isActive,
  ssoOnly: row.ssoOnly,
});

const userRow = async (tx: Db, id: string) => {
  const [row] = await tx.select().from(users).where(eq(users.id, id));
  if (!row) throw new AppError('USER_NOT_FOUND');
  return row;
};

const isSamePlacement = (a: Placement, b: Placement) =>
  a.isDistrictAdmin === b.isDistrictAdmin &&
  a.schools.length === b.schools.length &&
  a.schools.every((entry) =>
    b.schools.some((other) => other.schoolId === entry.schoolId && other.role === entry.role),
  );

/** Whether the edit changes the account itself rather than only its place in the district. */
const changesAccount = (target: UserTableRow, input: UpdateUserBody) =>
  target.name !== input.name ||
  target.email.toLowerCase() !== input.email.toLowerCase() ||
  (target.phoneNumber ?? undefined) !== input.phoneNumber ||
  (target.department ?? undefined) !== input.department ||
  target.isActive !== input.isActive ||
  (input.ssoOnly !== undefined && input.ssoOnly !== target.ssoOnly) ||
  Boolean(input.password);

/** An edit that changes the roles, or else the status, is filed as that. */
const userChangeAction = (target: Target, placement: Placement, input: UpdateUserBody) => {
  if (!isSamePlacement(target.placement, placement)) return 'user.role' as const;
  if (input.isActive !== target.row.isActive) return 'user.status' as const;
  return 'user.update' as const;
};

/** The district's last active administrator, whom nothing may take away. */
const isLastActiveAdmin = ({ row, placement }: Target, activeAdminIds: string[]) =>
  placement.isDistrictAdmin && row.isActive && activeAdminIds.length <= 1;

/**
 * What asks for a recent confirmation (issue 39): for another user, anything that hands their
 * account to someone else or takes it from them (roles, sign-in e-mail, a new password, being
 * switched off or on); for one's own account, the sign-in e-mail. A held admin session must not
 * make its own accomplice an admin, take over a colleague's account, or lock the real admins out.
 */
const needsSecondCheck = (
  actor: Actor,
  target: Target,
  placement: Placement,
  input: UpdateUserBody,
) => {
  const movesEmail = target.row.email.toLowerCase() !== input.email.toLowerCase();
  if (target.row.id === actor.id) return movesEmail;
  return (
    movesEmail ||
    !isSamePlacement(target.placement, placement) ||
    (input.ssoOnly !== undefined && input.ssoOnly !== target.row.ssoOnly) ||
    Boolean(input.password) ||
    target.row.isActive !== input.isActive
  );
};

export async function updateUser(db: Db, actor: Actor, id: string, input: UpdateUserBody) {
  if (input.password) await checkNewPassword(db, input.password, 'password');
  const passwordHash = input.password ? await hashPassword(input.password) : undefined;
  await changeUserGuarded(db, actor, id, async (tx, target, activeAdminIds) => {
    const placement = await requestedPlacement(tx, actor, input, target.placement);
    if (changesAccount(target.row, input)) assertAccountIsTheSchools(actor, target.placement);
    const losesDistrict = !placement.isDistrictAdmin || !input.isActive;
    if (losesDistrict && isLastActiveAdmin(target, activeAdminIds)) {
      throw new AppError('LAST_ADMIN');
    }
    if (target.row.id === actor.id && !input.isActive) {
      throw new AppError('CANNOT_CHANGE_OWN_ACCOUNT', text('ownAccount.cannotDeactivate'));
    }
    if (needsSecondCheck(actor, target, placement, input)) await assertRecentlyConfirmed(tx, actor);
    await withUniqueEmail(() =>
      tx
        .update(users)
        .set({
          ...userValues(input, placement, target.row.ssoOnly),
          ...(passwordHash ? { passwordHash } : {}),
        })
        .where(eq(users.id, id)),
    );
    await placeAccount(tx, id, placement);
    const wasAdmin = target.row.role === 'admin' && target.row.isActive;
    if (wasAdmin && (highestRole(placement) !== 'admin' || !input.isActive)) {
      await revokeApiTokensOf(tx, id);
    }
    if (!input.isActive && target.row.isActive) await revokeUserSessions(tx, id, 'deactivated');
    else if (passwordHash) await revokeUserSessions(tx, id, 'password reset by an administrator');
    const change = changedFields(
      auditedUser(target.row, target.placement),
      auditedUser(await userRow(tx, id), placement),
    );
    await recordAudit(tx, actor, {
      action: userChangeAction(target, placement, input),
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
  return { user: await getUserById(db, id, actor.schoolId), message: text('users.updated') };
}

export async function toggleUserStatus(db: Db, actor: Actor, id: string) {
  await changeUserGuarded(db, actor, id, async (tx, target, activeAdminIds) => {
    const { row } = target;
    if (row.isActive && row.id === actor.id) {
      throw new AppError('CANNOT_CHANGE_OWN_ACCOUNT', text('ownAccount.cannotDeactivate'));
    }
    assertAccountIsTheSchools(actor, target.placement);
    if (isLastActiveAdmin(target, activeAdminIds)) throw new AppError('LAST_ADMIN');
    await assertRecentlyConfirmed(tx, actor);
    await tx.update(users).set({ isActive: !row.isActive }).where(eq(users.id, id));
    if (row.isActive) {
      await revokeUserSessions(tx, id, 'deactivated');
      await revokeApiTokensOf(tx, id);
    }
    await recordAudit(tx, actor, {
      action: 'user.status',
      entityType: 'user',
      entityId: id,
      before: { isActive: row.isActive },
      after: { isActive: !row.isActive },
    });
  });
  return { user: await getUserById(db, id, actor.schoolId), message: text('users.statusUpdated') };
}

export async function deleteUser(db: Db, actor: Actor, id: string) {
  await changeUserGuarded(db, actor, id, async (tx, target, activeAdminIds) => {
    if (target.row.id === actor.id) {
      throw new AppError('CANNOT_CHANGE_OWN_ACCOUNT', text('ownAccount.cannotDelete'));
    }
    assertAccountIsTheSchools(actor, target.placement);
    if (isLastActiveAdmin(target, activeAdminIds)) throw new AppError('LAST_ADMIN');
    await assertRecentlyConfirmed(tx, actor);
    await recordAudit(tx, actor, {
      action: 'user.delete',
      entityType: 'user',
      entityId: id,
      before: auditedUser(target.row, target.placement),
    });
    await tx.delete(users).where(eq(users.id, id));
  });
  return { message: text('users.deleted') };
}
