// The Users screen's list and its counts.
import { and, asc, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { ListUsersQuery, UserList, UserStats } from '@rollcall/contract/users';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema/users.js';
import { likePattern } from '../../shared/db-errors.js';
import { pageInfo } from '../../shared/pagination.js';
import { selectUsers, toUser } from './user-record.js';

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
