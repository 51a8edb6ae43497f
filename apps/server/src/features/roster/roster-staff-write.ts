import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { schoolMemberships } from '../../db/schema/schools.js';
import { users } from '../../db/schema/users.js';
import type { Actor } from '../../shared/actor.js';
import { revokeApiTokensOf } from '../../shared/api-tokens.js';
import { recordAudit } from '../../shared/audit.js';
import { joinSchool } from '../../shared/school-staff.js';
import { revokeUserSessions } from '../../shared/sessions.js';
import { withUniqueEmail } from '../users/users.service.js';
import type { StaffAccount, StaffPlan } from './roster-staff-plan.js';

/**
 * `users.role`, the account's highest role, from its memberships; an account that is no longer an
 * administrator anywhere loses its API tokens, as an edit that takes the role away does.
 */
async function settleRole(tx: Db, account: StaffAccount) {
  const result = await tx.execute<{ role: string }>(sql`
    update ${users} set role = case when ${users.isDistrictAdmin} or exists (
        select 1 from ${schoolMemberships} where ${schoolMemberships.userId} = ${users.id}
          and ${schoolMemberships.role} = 'admin') then 'admin' else 'teacher' end
    where ${users.id} = ${account.id} returning role`);
  const wasAdmin = account.schools.some((entry) => entry.role === 'admin');
  if (wasAdmin && result.rows[0]?.role !== 'admin') await revokeApiTokensOf(tx, account.id);
}

const audit = (tx: Db, actor: Actor, id: string, before: unknown, after: unknown) =>
  recordAudit(tx, actor, {
    action: 'user.roster',
    entityType: 'user',
    entityId: id,
    before,
    after,
  });

/**
 * Writes the staff plan in the import's transaction, each account's change with its audit entry:
 * a new account has no password (a teacher's is single sign-on only until an administrator sets
 * one; an administrator's is set through the user form); a dropped one is switched off and signed
 * out everywhere, or, working at other schools too, taken off this one. Never deleted.
 */
export async function writeStaff(tx: Db, actor: Actor, schoolId: string, plan: StaffPlan) {
  for (const { sourcedId, name, email, role } of plan.creates) {
    const [row] = await withUniqueEmail(() =>
      tx
        .insert(users)
        .values({ name, email, role, sourcedId, passwordHash: null, ssoOnly: role === 'teacher' })
        .returning({ id: users.id }),
    );
    if (!row) throw new Error('The staff account was not created');
    await joinSchool(tx, row.id, schoolId, role);
    await audit(tx, actor, row.id, undefined, { name, email, role, schoolId, sourcedId });
  }
  for (const { account, change } of plan.updates) {
    if (Object.keys(change.set).length > 0) {
      await withUniqueEmail(() =>
        tx
          .update(users)
          .set({ ...change.set, updatedAt: sql`now()` })
          .where(eq(users.id, account.id)),
      );
    }
    const before = Object.fromEntries(
      Object.keys(change.set).map((key) => [key, account[key as keyof typeof change.set]]),
    );
    if (change.role) {
      await joinSchool(tx, account.id, schoolId, change.role);
      await settleRole(tx, account);
    }
    const roleBefore = account.schools.find((entry) => entry.schoolId === schoolId)?.role ?? null;
    await audit(
      tx,
      actor,
      account.id,
      change.role ? { ...before, schoolId, role: roleBefore } : before,
      change.role ? { ...change.set, schoolId, role: change.role } : change.set,
    );
  }
  for (const { account, deactivates } of plan.drops) {
    if (deactivates) {
      await tx
        .update(users)
        .set({ isActive: false, updatedAt: sql`now()` })
        .where(eq(users.id, account.id));
      await revokeUserSessions(tx, account.id, 'deactivated');
      await revokeApiTokensOf(tx, account.id);
      await audit(tx, actor, account.id, { isActive: true }, { isActive: false });
      continue;
    }
    await tx
      .delete(schoolMemberships)
      .where(
        and(eq(schoolMemberships.userId, account.id), eq(schoolMemberships.schoolId, schoolId)),
      );
    await settleRole(tx, account);
    await audit(tx, actor, account.id, { schoolId }, { schoolId: null });
  }
}
