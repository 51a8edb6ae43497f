import { and, count, eq, gt, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { interventionCases, interventionViews } from '../../db/schema/interventions.js';

// What a member of staff has seen: the header's count of cases opened since they last looked.

/**
 * The school's cases opened since the user last looked there (never looked: those of the last
 * seven days).
 */
export async function countUnseenCases(db: Db, now: Date, schoolId: string, userId: string) {
  const [view] = await db
    .select({ seenAt: interventionViews.seenAt })
    .from(interventionViews)
    .where(and(eq(interventionViews.userId, userId), eq(interventionViews.schoolId, schoolId)));
  const since = view?.seenAt ?? new Date(now.getTime() - 7 * 86_400_000);
  const [row] = await db
    .select({ value: count() })
    .from(interventionCases)
    .where(
      and(
        eq(interventionCases.schoolId, schoolId),
        gt(interventionCases.createdAt, since),
        ne(interventionCases.status, 'closed'),
      ),
    );
  return { count: row?.value ?? 0 };
}

export async function markCasesSeen(db: Db, now: Date, schoolId: string, userId: string) {
  await db
    .insert(interventionViews)
    .values({ userId, schoolId, seenAt: now })
    .onConflictDoUpdate({
      target: [interventionViews.userId, interventionViews.schoolId],
      set: { seenAt: now },
    });
  return { count: 0 };
}
