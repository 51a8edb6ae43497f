import { and, eq, sql } from 'drizzle-orm';
import type { InterventionRule } from '@rollcall/contract/interventions';
import type { Db } from '../../db/client.js';
import { interventionCases } from '../../db/schema/interventions.js';
import { students } from '../../db/schema/students.js';

// The interventions report's rows (reports draws the file from them).

export type CaseSummaryRow = {
  rule: InterventionRule;
  tier: number;
  class: string;
  section: string;
  opened: number;
  closed: number;
  stillOpen: number;
  actedOn: number;
  averageDaysToFirstAction: number | null;
};

/**
 * The interventions report of a school (the district's for null): per rule, tier, class and section, the cases opened and closed within
 * the range (days in the school's zone), those opened in it still open at its end, how many of
 * those staff acted on and the average days from opening to the first action.
 */
export async function summarizeCases(
  db: Db,
  scope: {
    schoolId: string | null;
    startDate: string;
    endDate: string;
    class: string | null;
    section: string | null;
  },
  timezone: string,
): Promise<CaseSummaryRow[]> {
  const closedOn = sql`(${interventionCases.closedAt} at time zone ${timezone})::date`;
  const actedOn = sql`(${interventionCases.firstActionAt} at time zone ${timezone})::date`;
  const openedIn = sql`${interventionCases.openedOn} between ${scope.startDate}::date and ${scope.endDate}::date`;
  const closedIn = sql`${closedOn} between ${scope.startDate}::date and ${scope.endDate}::date`;
  const rows = await db
    .select({
      rule: interventionCases.rule,
      tier: interventionCases.tier,
      class: students.class,
      section: students.section,
      opened: sql<number>`count(*) filter (where ${openedIn})::int`,
      closed: sql<number>`count(*) filter (where ${closedIn})::int`,
      stillOpen: sql<number>`count(*) filter (where ${openedIn}
        and (${interventionCases.closedAt} is null or ${closedOn} > ${scope.endDate}::date))::int`,
      actedOn: sql<number>`count(*) filter (where ${openedIn}
        and ${interventionCases.firstActionAt} is not null)::int`,
      averageDays: sql<number | null>`(avg(${actedOn} - ${interventionCases.openedOn})
        filter (where ${openedIn} and ${interventionCases.firstActionAt} is not null))::float8`,
    })
    .from(interventionCases)
    .innerJoin(students, eq(students.id, interventionCases.studentId))
    .where(
      and(
        sql`(${openedIn} or ${closedIn})`,
        scope.schoolId === null ? undefined : eq(interventionCases.schoolId, scope.schoolId),
        scope.class ? eq(students.class, scope.class) : undefined,
        scope.section ? eq(students.section, scope.section) : undefined,
      ),
    )
    .groupBy(interventionCases.rule, interventionCases.tier, students.class, students.section)
    .orderBy(interventionCases.rule, interventionCases.tier, students.class, students.section);
  return rows.map(({ averageDays, ...row }) => ({
    ...row,
    averageDaysToFirstAction: averageDays === null ? null : Math.round(averageDays * 10) / 10,
  }));
}
