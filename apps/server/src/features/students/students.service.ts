import { and, asc, count, desc, eq, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { text } from '@rollcall/contract/i18n/text-key';
import {
  type CreateStudentBody,
  type ListStudentsQuery,
  type Student,
  type StudentList,
  type UpdateStudentBody,
} from '@rollcall/contract/students';
import type { Db } from '../../db/client.js';
import { media } from '../../db/schema/media.js';
import { students } from '../../db/schema/students.js';
import type { Actor } from '../../shared/actor.js';
import { AppError } from '../../shared/app-error.js';
import { changedFields, recordAudit } from '../../shared/audit.js';
import { isUniqueViolation, likePattern } from '../../shared/db-errors.js';
import { pageInfo } from '../../shared/pagination.js';
import { notArchived, studentsAt } from '../../figures/enrolled.js';
import { schoolIdOf } from '../../shared/acting-school.js';
import { auditedStudent, studentSelection, studentValues, toStudent } from './student-record.js';

export const selectStudents = (db: Db) =>
  db
    .select(studentSelection)
    .from(students)
    // An archived student's photo is kept but not shown (archiveStudentsIn).
    .leftJoin(media, and(eq(media.id, students.photoMediaId), isNull(students.archivedAt)));

export function studentSearchCondition(search: string): SQL | undefined {
  const pattern = likePattern(search);
  return or(
    ilike(students.firstName, pattern),
    ilike(students.lastName, pattern),
    ilike(sql`${students.firstName} || ' ' || ${students.lastName}`, pattern),
    ilike(students.studentId, pattern),
    ilike(students.email, pattern),
  );
}

export async function getStudentRow(db: Db, schoolId: string, id: string) {
  const [row] = await selectStudents(db).where(
    and(studentsAt(schoolId), eq(students.id, id), notArchived),
  );
  if (!row) throw new AppError('STUDENT_NOT_FOUND');
  return row;
}

export const getStudentById = async (
  db: Db,
  schoolId: string,
  qrSecret: string,
  id: string,
): Promise<Student> => toStudent(await getStudentRow(db, schoolId, id), qrSecret);

const SORT_COLUMNS = {
  firstName: students.firstName,
  lastName: students.lastName,
  studentId: students.studentId,
  class: students.class,
  enrollmentDate: students.enrollmentDate,
  createdAt: students.createdAt,
} as const;

export async function findStudents(
  db: Db,
  schoolId: string,
  qrSecret: string,
  query: ListStudentsQuery,
): Promise<StudentList> {
  const where = and(
    studentsAt(schoolId),
    notArchived,
    query.class ? eq(students.class, query.class) : undefined,
    query.section ? eq(students.section, query.section) : undefined,
    query.isActive ? eq(students.isActive, query.isActive === 'true') : undefined,
    query.search ? studentSearchCondition(query.search) : undefined,
  );
  const direction = query.sortOrder === 'asc' ? asc : desc;
  const [rows, [total]] = await Promise.all([
    selectStudents(db)
      .where(where)
      .orderBy(
        direction(SORT_COLUMNS[query.sortBy]),
        direction(students.firstName),
        asc(students.id),
      )
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ value: count() }).from(students).where(where),
  ]);
  const totalStudents = total?.value ?? 0;
  return {
    students: rows.map((row) => toStudent(row, qrSecret)),
    pagination: { ...pageInfo(query.page, query.limit, totalStudents), totalStudents },
  };
}

export async function searchStudents(
  db: Db,
  schoolId: string,
  qrSecret: string,
  query: {
    q?: string | undefined;
    class?: string | undefined;
    section?: string | undefined;
    limit: number;
  },
) {
  const rows = await selectStudents(db)
    .where(
      and(
        studentsAt(schoolId),
        notArchived,
        query.q ? studentSearchCondition(query.q) : undefined,
        query.class ? eq(students.class, query.class) : undefined,
        query.section ? eq(students.section, query.section) : undefined,
      ),
    )
    .orderBy(asc(students.lastName), asc(students.firstName))
    .limit(query.limit);
  return { students: rows.map((row) => toStudent(row, qrSecret)) };
}

const studentIdTaken = () =>
  new AppError('STUDENT_ID_TAKEN', text('errors.STUDENT_ID_TAKEN'), {
    studentId: text('errors.STUDENT_ID_TAKEN'),
  });

export async function createStudent(
  db: Db,
  qrSecret: string,
  actor: Actor,
  input: CreateStudentBody,
) {
  const schoolId = schoolIdOf(actor);
  try {
    const student = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(students)
        .values({
          schoolId,
          studentId: input.studentId,
          ...studentValues(input),
          ...(input.enrollmentDate ? { enrollmentDate: input.enrollmentDate } : {}),
        })
        .returning({ id: students.id });
      if (!row) throw new Error('Student was not created');
      const created = await getStudentRow(tx, schoolId, row.id);
      await recordAudit(tx, actor, {
        action: 'student.create',
        entityType: 'student',
        entityId: row.id,
        after: auditedStudent(created),
      });
      return toStudent(created, qrSecret);
    });
    return { student, message: text('students.created') };
  } catch (error) {
    if (isUniqueViolation(error, 'students_school_student_id_unique')) throw studentIdTaken();
    throw error;
  }
}

export async function updateStudent(
  db: Db,
  qrSecret: string,
  actor: Actor,
  id: string,
  input: UpdateStudentBody,
) {
  const schoolId = schoolIdOf(actor);
  const student = await db.transaction(async (tx) => {
    const [before] = await selectStudents(tx)
      .where(and(studentsAt(schoolId), eq(students.id, id), notArchived))
      .for('update', { of: students });
    if (!before) throw new AppError('STUDENT_NOT_FOUND');
    // The record sent back whole carries its own number: only a different one is refused.
    if (input.studentId !== undefined && input.studentId !== before.studentId) {
      throw new AppError('VALIDATION_FAILED', text('students.studentIdImmutable'), {
        studentId: text('students.studentIdImmutable'),
      });
    }
    await tx
      .update(students)
      .set({
        ...studentValues(input),
        ...(input.enrollmentDate ? { enrollmentDate: input.enrollmentDate } : {}),
      })
      .where(eq(students.id, id));
    const after = await getStudentRow(tx, schoolId, id);
    await recordAudit(tx, actor, {
      action: 'student.update',
      entityType: 'student',
      entityId: id,
      ...changedFields(auditedStudent(before), auditedStudent(after)),
    });
    return toStudent(after, qrSecret);
  });
  return { student, message: text('students.updated') };
}

/**
 * Archives the student. Their photo is kept (an archived student may come back; erasure deletes
 * it), but neither its link nor any list serves it while they are archived.
 */
export async function archiveStudent(db: Db, actor: Actor, id: string) {
  await db.transaction(async (tx) => {
    const archived = await archiveStudentsIn(tx, actor, [id]);
    if (archived === 0) throw new AppError('STUDENT_NOT_FOUND');
  });
  return { message: text('students.deleted') };
}

/**
 * Archives those of these students not archived yet, inside the caller's transaction: each one
 * audited with the record as it was. Returns how many it archived.
 */
export async function archiveStudentsIn(tx: Db, actor: Actor, ids: readonly string[]) {
  if (ids.length === 0) return 0;
  const rows = await selectStudents(tx)
    .where(and(studentsAt(schoolIdOf(actor)), inArray(students.id, [...ids]), notArchived))
    .for('update', { of: students });
  for (const row of rows) {
    await recordAudit(tx, actor, {
      action: 'student.archive',
      entityType: 'student',
      entityId: row.id,
      before: auditedStudent(row),
    });
  }
  const archivedIds = rows.map((row) => row.id);
  if (archivedIds.length > 0) {
    await tx
      .update(students)
      .set({ archivedAt: new Date() })
      .where(inArray(students.id, archivedIds));
  }
  return rows.length;
}
