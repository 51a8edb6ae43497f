import { sql, type SQL } from 'drizzle-orm';
import type { Role } from '@rollcall/contract/roles';
import type { Db } from '../db/client.js';
import { schoolMemberships } from '../db/schema/schools.js';
import { users } from '../db/schema/users.js';

/**
 * The installation's first school: the one every installation has had since schools came
 * (issue 41), where the first administrator and the first settings row belong.
 */
export const FIRST_SCHOOL_ID = sql<string>`(select id from schools order by created_at, id limit 1)`;

/** FIRST_SCHOOL_ID's value, for a caller that fills rows in code. */
export async function firstSchoolId(db: Db): Promise<string> {
  const result = await db.execute<{ id: string }>(sql`select ${FIRST_SCHOOL_ID} as id`);
  const id = result.rows[0]?.id;
  if (!id) throw new Error('The installation has no school');
  return id;
}

/** Makes the account one of the school's staff in `role`, or gives them that role there. */
export async function joinSchool(
  db: Db,
  userId: string,
  schoolId: string | SQL<string>,
  role: Role,
) {
  await db
    .insert(schoolMemberships)
    .values({ userId, schoolId, role })
    .onConflictDoUpdate({
      target: [schoolMemberships.userId, schoolMemberships.schoolId],
      set: { role },
    });
}

/** The accounts that work at the school, or in `role` there (a condition on `users`). */
export const staffOf = (schoolId: string, role?: Role) =>
  sql`${users.id} in (select ${schoolMemberships.userId} from ${schoolMemberships}
    where ${schoolMemberships.schoolId} = ${schoolId}
      ${role ? sql`and ${schoolMemberships.role} = ${role}` : sql``})`;

/**
 * The role the account acts in at the school: a district administrator is an administrator
 * everywhere (migration 0057's function; null where the account does not work).
 */
export const roleAt = (schoolId: string) =>
  sql<Role | null>`rollcall_school_role(${users.id}, ${schoolId}::uuid)`;
