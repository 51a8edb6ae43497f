// The Users screen's list and its counts.
import { and, asc, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Role } from '@rollcall/contract/roles';
import type { ListUsersQuery, UserList, UserStats } from '@rollcall/contract/users';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema/users.js';
import { likePattern } from '../../shared/db-errors.js';
import type { Actor } from '../../shared/actor.js';
import { pageInfo } from '../../shared/pagination.js';
import { roleAt } from '../../shared/school-staff.js';
import { visibleAccounts } from './memberships.service.js';
import { selectUsers, toUser } from './user-record.js';

/** The role the list shows and filters by: at the acting school, else the highest. */
const shownRole = (actor: Actor) =>
  actor.schoolId ? roleAt(actor.schoolId) : sql<Role>`${users.role}`;

const sortColumns = (actor: Actor) => ({
  name: users.name,
  email: users.email,
  role: shownRole(actor),
  isActive: users.isActive,
  lastLogin: users.lastLogin,
  createdAt: users.createdAt,
});

/** The staff the actor manages (memberships.service.ts), with their role at the acting school. */
export async function findUsers(db: Db, actor: Actor, query: ListUsersQuery): Promise<UserList> {
  const conditions: (SQL | undefined)[] = [
    visibleAccounts(actor),
    query.role ? eq(shownRole(actor), query.role) : undefined,
    query.isActive ? eq(users.isActive, query.isActive === 'true') : undefined,
    query.search
      ? or(
          ilike(users.name, likePattern(query.search)),
          ilike(users.email, likePattern(query.search)),
        )
      : undefined,
  ];
  const where = and(...conditions);
  const column = sortColumns(actor)[query.sortBy];
  const order =
    query.sortOrder === 'asc' ? sql`${column} asc nulls last` : sql`${column} desc nulls last`;
  const [rows, [total]] = await Promise.all([
    selectUsers(db, actor.schoolId)
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

export async function getUserStats(db: Db, actor: Actor): Promise<UserStats> {
  const role = shownRole(actor);
  const rows = await db
    .select({ role, isActive: users.isActive, value: count() })
    .from(users)
    .where(visibleAccounts(actor))
    // By position: the role at the school is an expression with a parameter of its own.
    .groupBy(sql`1`, sql`2`);
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
