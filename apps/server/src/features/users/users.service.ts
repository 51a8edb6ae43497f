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
import { schoolIdOf } from '../../shared/acting-school.js';
import { joinSchool } from '../../shared/school-staff.js';
import { selectUsers, toUser } from './user-record.js';

export async function getUserById(db: Db, id: string): Promise<User> {
  const [row] = await selectUsers(db).where(eq(users.id, id));
  if (!row) throw new AppError('USER_NOT_FOUND');
  return toUser(row);
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
  // Until staff take per-school roles (issue 41), an administrator is the district's: with one
  // school there is nothing to tell apart, and no second school can be made yet.
  isDistrictAdmin: input.role === 'admin',
  phoneNumber: input.phoneNumber ?? null,
  department: input.department ?? null,
  isActive: input.isActive,
});

export async function createUser(db: Db, actor: Actor, input: CreateUserBody): Promise<User> {
  const schoolId = schoolIdOf(actor);
  // A held session must not make its own accomplice an admin.
  if (input.role === 'admin') await assertRecentlyConfirmed(db, actor);
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
    await joinSchool(tx, row.id, schoolId);
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
 * What asks for a recent confirmation (issue 39): for another user, anything that hands their
 * account to someone else or takes it from them (role, sign-in e-mail, a new password, being
 * switched off or on); for one's own account, the sign-in e-mail. A held admin session must not
 * make its own accomplice an admin, take over a colleague's account, or lock the real admins out.
 */
const needsSecondCheck = (actor: Actor, target: UserTableRow, input: UpdateUserBody) => {
  const movesEmail = target.email.toLowerCase() !== input.email.toLowerCase();
  if (target.id === actor.id) return movesEmail;
  return (
    movesEmail ||
    target.role !== input.role ||
    Boolean(input.password) ||
    target.isActive !== input.isActive
  );
};

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
    if (losesAdmin && target.role === 'admin' && target.isActive) await revokeApiTokensOf(tx, id);
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
    await assertRecentlyConfirmed(tx, actor);
    await tx.update(users).set({ isActive: !target.isActive }).where(eq(users.id, id));
    if (target.isActive) {
      await revokeUserSessions(tx, id, 'deactivated');
      await revokeApiTokensOf(tx, id);
    }
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
    await assertRecentlyConfirmed(tx, actor);
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
