import { and, count, desc, eq, getTableColumns, gte, lte, sql, type SQL } from 'drizzle-orm';
import { text } from '@rollcall/contract/i18n/text-key';
import { type ListAttendanceQuery, type UpdateAttendanceBody } from '@rollcall/contract/attendance';
import type { Db } from '../../db/client.js';
import { attendance, attendanceAudit } from '../../db/schema/attendance.js';
import { attendanceCheckOuts } from '../../db/schema/gate.js';
import { students } from '../../db/schema/students.js';
import { AppError } from '../../shared/app-error.js';
import { pageInfo } from '../../shared/pagination.js';
import type { Actor } from '../../shared/actor.js';
import { changedFields, recordAudit } from '../../shared/audit.js';
import { inSchoolDays, isSchoolDay, schoolDateOf } from '../../shared/school-calendar.js';
import { getSchoolSettings } from '../../shared/school-settings.js';
import { schoolIdOf } from '../../shared/acting-school.js';
import type { SchoolSettings } from '@rollcall/contract/settings';
import type { ReadCache } from '../../shared/read-cache.js';
import { enrolled, studentsAt } from '../../figures/enrolled.js';
import { getRecordById, notDeleted, selectRecords, toRecord } from './attendance-record.js';

export type RecordFilters = {
  /** The school whose records (issue 41); null for every school of the district. */
  schoolId: string | null;
  startDate?: string | undefined;
  endDate?: string | undefined;
  class?: string | undefined;
  section?: string | undefined;
  studentId?: string | undefined;
  status?: string | undefined;
  /** Only the records of enrolled students (active, not archived): today's list and the stats. */
  enrolledOnly?: boolean | undefined;
};

/**
 * Which students' records, written on attendance.student_id alone so that counts need no join
 * (every record has its student: the foreign key). Unfiltered, the enrolled condition is an anti-join
 * on the few archived or inactive students (the partial index students_not_enrolled_idx holds them),
 * not a hash of every student (decision 003).
 */
function studentScope(filters: RecordFilters): SQL | undefined {
  const conditions = and(
    filters.class ? eq(students.class, filters.class) : undefined,
    filters.section ? eq(students.section, filters.section) : undefined,
  );
  if (conditions) {
    return sql`${attendance.studentId} in (select ${students.id} from ${students} where ${
      filters.enrolledOnly ? and(conditions, enrolled) : conditions
    })`;
  }
  if (!filters.enrolledOnly) return undefined;
  return sql`not exists (select 1 from ${students} where ${students.id} = ${attendance.studentId}
    and (${students.archivedAt} is not null or ${students.isActive} = false))`;
}

/** Conditions shared by the list, the stats and the exports. */
export function recordConditions(filters: RecordFilters): SQL | undefined {
  if (filters.startDate && filters.endDate && filters.endDate < filters.startDate) {
    throw new AppError('VALIDATION_FAILED', text('common.dateRangeInvalid'), {
      endDate: text('common.dateRangeInvalid'),
    });
  }
  return and(
    filters.schoolId === null ? undefined : eq(attendance.schoolId, filters.schoolId),
    notDeleted,
    filters.startDate ? gte(attendance.schoolDate, filters.startDate) : undefined,
    filters.endDate ? lte(attendance.schoolDate, filters.endDate) : undefined,
    studentScope(filters),
    filters.studentId ? eq(attendance.studentId, filters.studentId) : undefined,
    filters.status ? eq(attendance.status, filters.status as 'present') : undefined,
  );
}

/** A page of records and the total, shared across the lists that ask the same within a moment. */
export function findAttendance(
  db: Db,
  cache: ReadCache,
  schoolId: string,
  query: ListAttendanceQuery,
) {
  return cache.read(`attendance-list:${schoolId}:${JSON.stringify(query)}`, () =>
    readAttendance(db, schoolId, query),
  );
}

async function readAttendance(db: Db, schoolId: string, query: ListAttendanceQuery) {
  const { timezone } = await getSchoolSettings(db, schoolId);
  const where = recordConditions({ ...inSchoolDays(query, timezone), schoolId });
  const [rows, [total]] = await Promise.all([
    selectRecords(db)
      .where(where)
      // Day first: the (school_date, scan_time) index then serves the date range and the order
      // together, instead of the planner walking every newer record to reach the range.
      .orderBy(desc(attendance.schoolDate), desc(attendance.scanTime), desc(attendance.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ value: count() }).from(attendance).where(where),
  ]);
  const totalRecords = total?.value ?? 0;
  return {
    attendance: rows.map(toRecord),
    pagination: { ...pageInfo(query.page, query.limit, totalRecords), totalRecords },
  };
}

type TodayQuery = { class?: string | undefined; section?: string | undefined; limit: number };

/** Today's check-ins and counts, shared across the dashboards that ask within a moment. */
export async function getTodayAttendance(
  db: Db,
  cache: ReadCache,
  now: Date,
  schoolId: string,
  query: TodayQuery,
) {
  const settings = await getSchoolSettings(db, schoolId);
  const date = schoolDateOf(now, settings.timezone);
  const filter = `${query.class ?? ''}:${query.section ?? ''}:${query.limit}`;
  const key = `attendance-today:${schoolId}:${date}:${filter}`;
  return cache.read(key, () => readTodayAttendance(db, { ...query, schoolId }, date, settings));
}

async function readTodayAttendance(
  db: Db,
  query: TodayQuery & { schoolId: string },
  date: string,
  settings: SchoolSettings,
) {
  const where = recordConditions({ ...query, startDate: date, endDate: date, enrolledOnly: true });
  const [rows, [summary]] = await Promise.all([
    selectRecords(db).where(where).orderBy(desc(attendance.scanTime)).limit(query.limit),
    db
      .select({
        total: sql<number>`count(*) filter (where ${attendance.status} <> 'absent')::int`,
        present: sql<number>`count(*) filter (where ${attendance.status} = 'present')::int`,
        late: sql<number>`count(*) filter (where ${attendance.status} = 'late')::int`,
        onTime: sql<number>`count(*) filter (where ${attendance.status} <> 'absent' and ${attendance.timeWindow} = 'on_time')::int`,
      })
      .from(attendance)
      .where(where),
  ]);
  return {
    attendance: rows.map(toRecord),
    summary: summary ?? { total: 0, present: 0, late: 0, onTime: 0 },
    date,
    isSchoolDay: isSchoolDay(date, settings),
  };
}

/** Active, enrolled students with no check-in on the date (a record marked absent counts as none). */
export async function findAbsentStudents(
  db: Db,
  schoolId: string,
  date: string,
  filters: { class?: string | undefined; section?: string | undefined } = {},
) {
  const rows = await db
    .select({ ...getTableColumns(students), checkedOutAt: attendanceCheckOuts.checkedOutAt })
    .from(students)
    // A check-out without a check-in (a gate in dismissal mode) is flagged for staff here.
    .leftJoin(
      attendanceCheckOuts,
      and(eq(attendanceCheckOuts.studentId, students.id), eq(attendanceCheckOuts.schoolDate, date)),
    )
    .where(
      and(
        studentsAt(schoolId),
        enrolled,
        filters.class ? eq(students.class, filters.class) : undefined,
        filters.section ? eq(students.section, filters.section) : undefined,
        sql`not exists (select 1 from ${attendance} where ${attendance.studentId} = ${students.id}
          and ${attendance.schoolDate} = ${date} and ${attendance.deletedAt} is null
          and ${attendance.status} in ('present', 'late'))`,
      ),
    )
    // Grades are 9–12 as text: order by length first so that 9 comes before 10.
    .orderBy(
      sql`length(${students.class})`,
      students.class,
      students.section,
      students.lastName,
      students.firstName,
    );
  return rows.map((row) => ({
    _id: row.id,
    studentId: row.studentId,
    fullName: `${row.firstName} ${row.lastName}`,
    class: row.class,
    section: row.section,
    guardianName: row.guardianName,
    guardianEmail: row.guardianEmail ?? undefined,
    guardianPhone: row.guardianPhone,
    guardianLanguage: row.guardianLanguage ?? undefined,
    ...(row.checkedOutAt && { checkedOutAt: row.checkedOutAt.toISOString() }),
  }));
}

export async function getAbsentToday(
  db: Db,
  now: Date,
  schoolId: string,
  filters: { class?: string | undefined; section?: string | undefined },
) {
  const settings = await getSchoolSettings(db, schoolId);
  const date = schoolDateOf(now, settings.timezone);
  const absentStudents = await findAbsentStudents(db, schoolId, date, filters);
  return { absentStudents, count: absentStudents.length, date };
}

/** Another school's record is not found (issue 41). */
async function lockRecord(tx: Db, actor: Actor, id: string) {
  const [row] = await tx
    .select()
    .from(attendance)
    .where(and(eq(attendance.schoolId, schoolIdOf(actor)), eq(attendance.id, id), notDeleted))
    .for('update');
  if (!row) throw new AppError('ATTENDANCE_NOT_FOUND');
  return row;
}

const auditedFields = (row: typeof attendance.$inferSelect) => ({
  status: row.status,
  timeWindow: row.timeWindow,
  minutesLate: row.minutesLate,
  location: row.location,
  notes: row.notes,
});

/** Staff edits are kept as made (nothing recomputes them) and audited with who, when and why. */
export async function updateAttendance(
  db: Db,
  actor: Actor,
  id: string,
  input: UpdateAttendanceBody,
) {
  await db.transaction(async (tx) => {
    const before = await lockRecord(tx, actor, id);
    const [after] = await tx
      .update(attendance)
      .set({
        ...(input.status !== undefined ? { status: input.status } : {}),
        ...(input.timeWindow !== undefined ? { timeWindow: input.timeWindow } : {}),
        ...(input.minutesLate !== undefined ? { minutesLate: input.minutesLate } : {}),
        ...('location' in input ? { location: input.location ?? null } : {}),
        ...('notes' in input ? { notes: input.notes ?? null } : {}),
      })
      .where(eq(attendance.id, id))
      .returning();
    if (!after) throw new AppError('ATTENDANCE_NOT_FOUND');
    await tx.insert(attendanceAudit).values({
      attendanceId: id,
      action: 'update',
      actorId: actor.id,
      reason: input.reason ?? null,
      before: auditedFields(before),
      after: auditedFields(after),
    });
    const change = changedFields(auditedFields(before), auditedFields(after));
    await recordAudit(tx, actor, {
      action: 'attendance.update',
      entityType: 'attendance',
      entityId: id,
      before: change.before,
      after: input.reason ? { ...change.after, reason: input.reason } : change.after,
    });
  });
  const record = await getRecordById(db, id);
  if (!record) throw new AppError('ATTENDANCE_NOT_FOUND');
  return { attendance: record, message: text('attendance.updated') };
}

/** Deleting keeps the row (for the audit) but takes it out of every list, count and report. */
export async function deleteAttendance(db: Db, actor: Actor, id: string, reason: string) {
  await db.transaction(async (tx) => {
    const before = await lockRecord(tx, actor, id);
    await tx.update(attendance).set({ deletedAt: new Date() }).where(eq(attendance.id, id));
    await tx.insert(attendanceAudit).values({
      attendanceId: id,
      action: 'delete',
      actorId: actor.id,
      reason,
      before: auditedFields(before),
    });
    await recordAudit(tx, actor, {
      action: 'attendance.delete',
      entityType: 'attendance',
      entityId: id,
      before: {
        ...auditedFields(before),
        studentId: before.studentId,
        schoolDate: before.schoolDate,
      },
      after: { reason },
    });
  });
  return { message: text('attendance.deleted') };
}
