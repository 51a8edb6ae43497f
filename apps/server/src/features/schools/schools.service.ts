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

/** The school's enrolled students. */
const enrolledCount = sql<number>`(select count(*)::int from ${students}
  where ${students.schoolId} = ${schools.id} and ${enrolled})`;

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

const codeTaken = (error: unknown) => {
  if (isUniqueViolation(error, 'schools_code_lower_unique')) {
    return new AppError('SCHOOL_CODE_TAKEN', undefined, {
      code: text('errors.SCHOOL_CODE_TAKEN'),
    });
  }
  return error;
};

/**
 * A district administrator adds a school: its code, and a settings row of its own with its name
 * and time zone and Rollcall's defaults for the rest (its Settings screen changes them).
 */
export async function createSchool(
  db: Db,
  actor: Actor,
  input: SchoolBody,
  /** The org a district roster import made it for (roster/district-roster.service.ts). */
  sourcedId?: string,
) {
  await getSettings(db);
  const id = await db
    .transaction(async (tx) => {
      const [row] = await tx
        .insert(schools)
        .values({ code: input.code, sourcedId })
        .returning({ id: schools.id });
      if (!row) throw new Error('School was not inserted');
      await tx
        .insert(schoolSettings)
        .values({ schoolId: row.id, schoolName: input.name, timezone: input.timezone });
      await recordAudit(tx, actor.id, {
        action: 'school.create',
        entityType: 'school',
        entityId: row.id,
        after: sourcedId ? { ...input, sourcedId } : input,
      });
      return row.id;
    })
    .catch((error: unknown) => {
      throw codeTaken(error);
    });
  return { school: await getSchool(db, id), message: text('schools.added') };
}

/**
 * Archives an open school or reopens an archived one. An archived school's staff no longer act
 * there (district administrators still do, naming it) and its scheduled work stops; its records
 * stay. The district keeps at least one open school: the row lock makes two archivings at once
 * count each other.
 */
export async function toggleSchoolStatus(db: Db, actor: Actor, id: string) {
  const isActive = await db.transaction(async (tx) => {
    const open = await tx
      .select({ id: schools.id, isActive: schools.isActive })
      .from(schools)
      .where(eq(schools.isActive, true))
      .for('update');
    const [school] = await tx
      .select({ isActive: schools.isActive })
      .from(schools)
      .where(eq(schools.id, id))
      .for('update');
    if (!school) throw new AppError('SCHOOL_NOT_FOUND');
    if (school.isActive && open.length === 1) {
      throw new AppError('VALIDATION_FAILED', text('schools.lastOpenSchool'));
    }
    await tx.update(schools).set({ isActive: !school.isActive }).where(eq(schools.id, id));
    await recordAudit(tx, actor.id, {
      action: 'school.status',
      entityType: 'school',
      entityId: id,
      before: { isActive: school.isActive },
      after: { isActive: !school.isActive },
    });
    return !school.isActive;
  });
  return {
    school: await getSchool(db, id),
    message: text(isActive ? 'schools.reopened' : 'schools.archived'),
  };
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
    throw codeTaken(error);
  }
  forgetCachedSettings(db);
  return { school: await getSchool(db, id), message: text('schools.saved') };
}
