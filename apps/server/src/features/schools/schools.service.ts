import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import { text } from '@rollcall/contract/i18n/text-key';
import type { School, SchoolBody } from '@rollcall/contract/schools';
import type { Db } from '../../db/client.js';
import { schoolMemberships, schools } from '../../db/schema/schools.js';
import { schoolSettings } from '../../db/schema/settings.js';
import { students } from '../../db/schema/students.js';
import { enrolled } from '../../figures/enrolled.js';
import type { Actor } from '../../shared/actor.js';
import { AppError } from '../../shared/app-error.js';
import { changedFields, recordAudit } from '../../shared/audit.js';
import { isUniqueViolation } from '../../shared/db-errors.js';
import { forgetCachedSettings, getSettings } from '../../shared/school-settings.js';

/**
 * Every enrolled student is the first school's until students carry their school (issue 41's
 * next step); no second school can be made before then.
 */
const enrolledCount = sql<number>`(select count(*)::int from ${students} where ${enrolled})`;

const selectSchools = (db: Db, where: SQL | undefined) =>
  db
    .select({
      _id: schools.id,
      name: schoolSettings.schoolName,
      code: schools.code,
      timezone: schoolSettings.timezone,
      isActive: schools.isActive,
      studentCount: enrolledCount,
    })
    .from(schools)
    .innerJoin(schoolSettings, eq(schoolSettings.schoolId, schools.id))
    .where(where)
    .orderBy(asc(schoolSettings.schoolName), asc(schools.code));

/** The schools the actor may act at: every school for a district administrator. */
export async function listSchools(db: Db, actor: Actor): Promise<{ schools: School[] }> {
  // The first school's settings row is made on first read.
  await getSettings(db);
  const worksThere = sql`exists (select from ${schoolMemberships}
     where ${schoolMemberships.userId} = ${actor.id}
       and ${schoolMemberships.schoolId} = ${schools.id})`;
  const where = actor.isDistrictAdmin ? undefined : and(eq(schools.isActive, true), worksThere);
  return { schools: await selectSchools(db, where) };
}

async function getSchool(db: Db, id: string): Promise<School> {
  const [school] = await selectSchools(db, eq(schools.id, id));
  if (!school) throw new AppError('SCHOOL_NOT_FOUND');
  return school;
}

/** A district administrator renames a school, changes its code or its time zone. */
export async function updateSchool(db: Db, actor: Actor, id: string, input: SchoolBody) {
  await getSettings(db);
  const before = await getSchool(db, id);
  try {
    await db.transaction(async (tx) => {
      await tx.update(schools).set({ code: input.code }).where(eq(schools.id, id));
      await tx
        .update(schoolSettings)
        .set({ schoolName: input.name, timezone: input.timezone })
        .where(eq(schoolSettings.schoolId, id));
      await recordAudit(tx, actor.id, {
        action: 'school.update',
        entityType: 'school',
        entityId: id,
        ...changedFields(before, { ...before, ...input }),
      });
    });
  } catch (error) {
    if (isUniqueViolation(error, 'schools_code_lower_unique')) {
      throw new AppError('SCHOOL_CODE_TAKEN', undefined, {
        code: text('errors.SCHOOL_CODE_TAKEN'),
      });
    }
    throw error;
  }
  forgetCachedSettings(db);
  return { school: await getSchool(db, id), message: text('schools.saved') };
}
