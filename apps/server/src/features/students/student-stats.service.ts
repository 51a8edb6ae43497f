import { and, count, countDistinct, eq, gte, sql } from 'drizzle-orm';
import { CLASS_OPTIONS, type StudentStats } from '@rollcall/contract/students';
import type { Db } from '../../db/client.js';
import { attendance } from '../../db/schema/attendance.js';
import { students } from '../../db/schema/students.js';
import { enrolled, notArchived, studentsAt } from '../../figures/enrolled.js';

const RECENT_DAYS = 30;
const classOrder = (value: string) =>
  CLASS_OPTIONS.indexOf(value as (typeof CLASS_OPTIONS)[number]);

/**
 * avgAttendance of a section is its check-ins over the last 30 days divided by its active students
 * times the days in that window on which the school recorded any check-in.
 */
export async function getStudentStats(db: Db, schoolId: string): Promise<StudentStats> {
  const atSchool = studentsAt(schoolId);
  const since = sql`current_date - ${RECENT_DAYS}::int`;
  const [sections, [recent], [days], checkIns] = await Promise.all([
    db
      .select({
        class: students.class,
        section: students.section,
        total: count(),
        active: sql<number>`count(*) filter (where ${students.isActive})::int`,
      })
      .from(students)
      .where(and(atSchool, notArchived))
      .groupBy(students.class, students.section),
    db
      .select({ value: count() })
      .from(students)
      .where(and(atSchool, notArchived, gte(students.enrollmentDate, since))),
    db
      .select({ value: countDistinct(attendance.schoolDate) })
      .from(attendance)
      .where(and(eq(attendance.schoolId, schoolId), gte(attendance.schoolDate, since))),
    db
      .select({ class: students.class, section: students.section, value: count() })
      .from(attendance)
      .innerJoin(students, eq(students.id, attendance.studentId))
      .where(
        and(
          eq(attendance.schoolId, schoolId),
          atSchool,
          notArchived,
          gte(attendance.schoolDate, since),
          sql`${attendance.deletedAt} is null`,
        ),
      )
      .groupBy(students.class, students.section),
  ]);

  const trackedDays = days?.value ?? 0;
  const byClass = new Map<string, StudentStats['byClass'][number]>();
  for (const row of sections) {
    const entry = byClass.get(row.class) ?? {
      _id: row.class,
      totalInClass: 0,
      totalActiveInClass: 0,
      sections: [],
    };
    entry.totalInClass += row.total;
    entry.totalActiveInClass += row.active;
    const attended =
      checkIns.find((c) => c.class === row.class && c.section === row.section)?.value ?? 0;
    const possible = row.active * trackedDays;
    entry.sections.push({
      section: row.section,
      count: row.total,
      avgAttendance: possible === 0 ? 0 : Math.round((attended / possible) * 1000) / 10,
    });
    byClass.set(row.class, entry);
  }
  const classes = [...byClass.values()].sort((a, b) => classOrder(a._id) - classOrder(b._id));
  for (const entry of classes) entry.sections.sort((a, b) => a.section.localeCompare(b.section));

  const totalStudents = sections.reduce((sum, row) => sum + row.total, 0);
  const totalActive = sections.reduce((sum, row) => sum + row.active, 0);
  return {
    totalStudents,
    totalActive,
    totalInactive: totalStudents - totalActive,
    byClass: classes,
    recentEnrollments: recent?.value ?? 0,
  };
}

export async function getStudentClasses(db: Db, schoolId: string) {
  const rows = await db
    .select({ _id: students.class, count: count() })
    .from(students)
    .where(and(studentsAt(schoolId), enrolled))
    .groupBy(students.class);
  return { classes: rows.sort((a, b) => classOrder(a._id) - classOrder(b._id)) };
}
