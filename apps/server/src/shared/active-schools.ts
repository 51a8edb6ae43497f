import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { schools } from '../db/schema/schools.js';

/**
 * The district's schools that are open (not archived), oldest first: the schools whose scheduled
 * work (absence checks, case evaluations, nudges) runs, each under its own settings.
 */
export async function activeSchoolIds(db: Db): Promise<string[]> {
  const rows = await db
    .select({ id: schools.id })
    .from(schools)
    .where(eq(schools.isActive, true))
    .orderBy(schools.createdAt, schools.id);
  return rows.map((row) => row.id);
}

/**
 * A job's work for each open school in turn (one at a time, as the job did it for the one
 * school), each outcome named by its school.
 */
export async function atEachOpenSchool<T extends object>(
  db: Db,
  work: (schoolId: string) => Promise<T>,
): Promise<({ schoolId: string } & T)[]> {
  const outcomes: ({ schoolId: string } & T)[] = [];
  for (const schoolId of await activeSchoolIds(db)) {
    outcomes.push({ schoolId, ...(await work(schoolId)) });
  }
  return outcomes;
}
