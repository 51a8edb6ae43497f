import { and, asc, eq, getTableColumns, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { attendance, attendanceAudit } from '../../db/schema/attendance.js';
import { auditLog } from '../../db/schema/audit-log.js';
import { attendanceCheckOuts } from '../../db/schema/gate.js';
import { idCards } from '../../db/schema/id-cards.js';
import { interventionCases, interventionNotes } from '../../db/schema/interventions.js';
import { notifications } from '../../db/schema/notifications.js';
import { messagesNaming } from './messages-naming.js';
import { students } from '../../db/schema/students.js';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { studentsAt } from '../../figures/enrolled.js';

/**
 * The audit entries about a student: the student's own, and those of their attendance records and
 * attendance cases (whose entries name the record or the case, not the student).
 */
export const auditAboutStudent = (studentId: string): SQL =>
  or(
    and(eq(auditLog.entityType, 'student'), eq(auditLog.entityId, studentId)),
    and(
      eq(auditLog.entityType, 'attendance'),
      sql`${auditLog.entityId} in (select id::text from attendance where student_id = ${studentId})`,
    ),
    and(
      eq(auditLog.entityType, 'case'),
      sql`${auditLog.entityId} in (select id::text from intervention_cases where student_id = ${studentId})`,
    ),
  )!;

/** The student's columns in the export: all but the check-in secret and the photo's internal id. */
const {
  qrCodeData: _secret,
  photoMediaId: _photo,
  qrVersion: _version,
  ...exportedStudentColumns
} = getTableColumns(students);

const staffName = (id: AnyPgColumn) =>
  sql<string | null>`(select name from users where users.id = ${id})`;

/**
 * Everything Rollcall holds about one student (issue 27): their record, every attendance record
 * with its edits, check-outs, the messages sent to their guardians, their ID cards, their
 * attendance cases with notes, and the audit entries about them. Undefined when no such student.
 */
export async function collectStudentData(db: Db, schoolId: string, studentId: string) {
  const [student] = await db
    .select({ ...exportedStudentColumns, photoMediaId: students.photoMediaId })
    .from(students)
    .where(and(studentsAt(schoolId), eq(students.id, studentId)));
  if (!student) return undefined;
  const { photoMediaId, ...record } = student;

  const records = await db
    .select({
      id: attendance.id,
      schoolDate: attendance.schoolDate,
      scanTime: attendance.scanTime,
      status: attendance.status,
      timeWindow: attendance.timeWindow,
      minutesLate: attendance.minutesLate,
      method: attendance.method,
      location: attendance.location,
      notes: attendance.notes,
      recordedBy: staffName(attendance.recordedBy),
      deletedAt: attendance.deletedAt,
    })
    .from(attendance)
    .where(eq(attendance.studentId, studentId))
    .orderBy(asc(attendance.schoolDate), asc(attendance.scanTime));
  const edits = records.length
    ? await db
        .select({
          attendanceId: attendanceAudit.attendanceId,
          action: attendanceAudit.action,
          by: staffName(attendanceAudit.actorId),
          reason: attendanceAudit.reason,
          before: attendanceAudit.before,
          after: attendanceAudit.after,
          at: attendanceAudit.createdAt,
        })
        .from(attendanceAudit)
        .where(
          inArray(
            attendanceAudit.attendanceId,
            records.map((row) => row.id),
          ),
        )
        .orderBy(asc(attendanceAudit.createdAt))
    : [];

  const checkOuts = await db
    .select({
      schoolDate: attendanceCheckOuts.schoolDate,
      checkedOutAt: attendanceCheckOuts.checkedOutAt,
      isEarly: attendanceCheckOuts.isEarly,
      location: attendanceCheckOuts.location,
    })
    .from(attendanceCheckOuts)
    .where(eq(attendanceCheckOuts.studentId, studentId))
    .orderBy(asc(attendanceCheckOuts.schoolDate));

  const messages = await db
    .select({
      kind: notifications.kind,
      channel: notifications.channel,
      recipient: notifications.recipient,
      subject: notifications.subject,
      body: notifications.body,
      status: notifications.status,
      createdAt: notifications.createdAt,
      sentAt: notifications.sentAt,
    })
    .from(notifications)
    .where(messagesNaming(studentId))
    .orderBy(asc(notifications.createdAt));

  const cards = await db
    .select({
      id: idCards.id,
      status: idCards.status,
      template: idCards.template,
      cardType: idCards.cardType,
      validUntil: idCards.validUntil,
      generatedAt: idCards.generatedAt,
      generatedByName: idCards.generatedByName,
      revokedAt: idCards.revokedAt,
      revokedByName: idCards.revokedByName,
    })
    .from(idCards)
    .where(eq(idCards.studentId, studentId))
    .orderBy(asc(idCards.generatedAt));

  const cases = await db
    .select({
      id: interventionCases.id,
      rule: interventionCases.rule,
      status: interventionCases.status,
      tier: interventionCases.tier,
      openedOn: interventionCases.openedOn,
      closedAt: interventionCases.closedAt,
      absentDays: interventionCases.absentDays,
      lateDays: interventionCases.lateDays,
      rate: interventionCases.rate,
    })
    .from(interventionCases)
    .where(eq(interventionCases.studentId, studentId))
    .orderBy(asc(interventionCases.openedOn));
  const notes = cases.length
    ? await db
        .select({
          caseId: interventionNotes.caseId,
          text: interventionNotes.text,
          action: interventionNotes.action,
          by: staffName(interventionNotes.authorId),
          at: interventionNotes.createdAt,
        })
        .from(interventionNotes)
        .where(
          inArray(
            interventionNotes.caseId,
            cases.map((row) => row.id),
          ),
        )
        .orderBy(asc(interventionNotes.createdAt))
    : [];

  const audit = await db
    .select({
      at: auditLog.createdAt,
      actorName: auditLog.actorName,
      action: auditLog.action,
      entityType: auditLog.entityType,
      entityId: auditLog.entityId,
      before: auditLog.before,
      after: auditLog.after,
    })
    .from(auditLog)
    .where(auditAboutStudent(studentId))
    .orderBy(asc(auditLog.createdAt), asc(auditLog.id));

  return {
    student: record,
    photoMediaId,
    attendance: records.map((row) => ({
      ...row,
      edits: edits.filter((edit) => edit.attendanceId === row.id),
    })),
    checkOuts,
    messages,
    idCards: cards,
    cases: cases.map((row) => ({ ...row, notes: notes.filter((note) => note.caseId === row.id) })),
    audit,
  };
}

export type StudentData = NonNullable<Awaited<ReturnType<typeof collectStudentData>>>;
