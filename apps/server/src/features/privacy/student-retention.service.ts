import { RETENTION_PREVIEW_LIMIT, type ArchivedStudent } from '@rollcall/contract/privacy';
import { and, asc, count, eq, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { schoolSettings } from '../../db/schema/settings.js';
import { students } from '../../db/schema/students.js';
import { recordAudit } from '../../shared/audit.js';
import { pageInfo } from '../../shared/pagination.js';
import { getSchoolSettings, getSettings } from '../../shared/school-settings.js';
import { eraseStudentRecords } from './erasure.service.js';
import { studentsAt } from '../../figures/enrolled.js';

const archivedNotErased = and(isNotNull(students.archivedAt), isNull(students.erasedAt));

/** The time zone of each student's school (a condition's or a column's, on `students`). */
const studentsZone = sql<string>`(select ${schoolSettings.timezone} from ${schoolSettings}
  where ${schoolSettings.schoolId} = ${students.schoolId})`;

/** The school day a student archived then is erased on: the day of archiving, N years on. */
const eraseOnOf = (years: number | null, timezone: string | SQL<string>): SQL<string | null> =>
  years === null
    ? sql<null>`null`
    : sql<string>`to_char(((${students.archivedAt} at time zone ${timezone})::date + make_interval(years => ${years}))::date, 'YYYY-MM-DD')`;

const archivedStudentColumns = (eraseOn: SQL<string | null>) => ({
  _id: students.id,
  studentId: students.studentId,
  firstName: students.firstName,
  lastName: students.lastName,
  class: students.class,
  section: students.section,
  archivedAt: sql<string>`to_char(${students.archivedAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`,
  eraseOn,
});

/** Archived students not yet erased, the first to be erased first (Student Management's list). */
export async function listArchivedStudents(
  db: Db,
  schoolId: string,
  query: { page: number; limit: number },
) {
  const settings = await getSchoolSettings(db, schoolId);
  const eraseOn = eraseOnOf(settings.studentRetentionYears, settings.timezone);
  const archived = and(studentsAt(schoolId), archivedNotErased);
  const [rows, [total]] = await Promise.all([
    db
      .select(archivedStudentColumns(eraseOn))
      .from(students)
      .where(archived)
      .orderBy(asc(students.archivedAt), asc(students.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ total: count() }).from(students).where(archived),
  ]);
  const totalStudents = total?.total ?? 0;
  return {
    students: rows satisfies ArchivedStudent[],
    pagination: { ...pageInfo(query.page, query.limit, totalStudents), totalStudents },
  };
}

/**
 * Who the retention job erases at its next run: archived students whose day has come, of one
 * school or (null) of every school. The years are the district's; each student's days count by
 * their own school's clock.
 */
async function dueStudents(db: Db, now: Date, schoolId: string | null, limit?: number) {
  const settings = await getSettings(db);
  const years = settings.studentRetentionYears;
  if (years === null) return { years, rows: [], total: 0 };
  const eraseOn = eraseOnOf(years, studentsZone);
  const today = sql`to_char((${now.toISOString()}::timestamptz at time zone ${studentsZone})::date,
    'YYYY-MM-DD')`;
  const isDue = and(
    schoolId === null ? undefined : studentsAt(schoolId),
    archivedNotErased,
    sql`${eraseOn} <= ${today}`,
  );
  const select = db
    .select(archivedStudentColumns(eraseOn))
    .from(students)
    .where(isDue)
    .orderBy(asc(students.archivedAt), asc(students.id));
  const [rows, [total]] = await Promise.all([
    limit === undefined ? select : select.limit(limit),
    db.select({ total: count() }).from(students).where(isDue),
  ]);
  return { years, rows, total: total?.total ?? 0 };
}

/** The dry run: who would be erased now, and how many, changing nothing. */
export async function previewStudentRetention(db: Db, now: Date, schoolId: string) {
  const due = await dueStudents(db, now, schoolId, RETENTION_PREVIEW_LIMIT);
  return { studentRetentionYears: due.years, totalDue: due.total, students: due.rows };
}

/**
 * The daily job: erases every archived student past the school's retention, each in its own
 * transaction (one that fails leaves the others done), then writes the run's result in the audit
 * log when it erased anyone. Running twice erases nobody twice.
 */
export async function applyStudentRetention(db: Db, now: Date) {
  const due = await dueStudents(db, now, null);
  if (due.years === null) return { status: 'off' as const, erased: 0 };
  let erased = 0;
  for (const student of due.rows) {
    const isErased = await db.transaction(async (tx) => {
      // Another process's run may have erased them since the list was read.
      const [still] = await tx
        .select({ id: students.id })
        .from(students)
        .where(and(eq(students.id, student._id), archivedNotErased))
        .for('update');
      if (!still) return false;
      const removed = await eraseStudentRecords(tx, now, student._id);
      await recordAudit(tx, null, {
        action: 'student.erase',
        entityType: 'student',
        entityId: student._id,
        after: removed,
      });
      return true;
    });
    if (isErased) erased += 1;
  }
  if (erased > 0) {
    await recordAudit(db, null, {
      action: 'system.student_retention',
      entityType: 'system',
      after: { studentRetentionYears: due.years, erased },
    });
  }
  return { status: 'ran' as const, erased };
}
