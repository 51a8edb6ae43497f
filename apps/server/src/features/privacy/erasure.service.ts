import { and, eq, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm';
import { text } from '@rollcall/contract/i18n/text-key';
import type { Db } from '../../db/client.js';
import { attendance, attendanceAudit } from '../../db/schema/attendance.js';
import { auditLog } from '../../db/schema/audit-log.js';
import { gateScans } from '../../db/schema/gate.js';
import { idCardBatches, idCards } from '../../db/schema/id-cards.js';
import { interventionCases, interventionNotes } from '../../db/schema/interventions.js';
import { notifications } from '../../db/schema/notifications.js';
import { messagesNaming } from './messages-naming.js';
import { letterBatches } from '../../db/schema/outreach.js';
import { reports } from '../../db/schema/reports.js';
import { students } from '../../db/schema/students.js';
import type { Actor } from '../../shared/actor.js';
import { AppError } from '../../shared/app-error.js';
import { recordAudit } from '../../shared/audit.js';
import { checkOwnPassword } from '../../shared/own-password.js';
import { deleteMedia } from '../media/media.service.js';
import { auditAboutStudent } from './student-data.js';
import { studentsAt } from '../../figures/enrolled.js';
import { schoolIdOf } from '../../shared/acting-school.js';

/** What stands for an erased student wherever a name or number must still be: their row's id. */
export const pseudonymOf = (id: string) => `erased-${id}`;

/**
 * Every personal column of `students` and what erasure leaves in it. The class, section,
 * enrolment date, active flag and archiving date stay: the school's past totals and rates count
 * the student by them. A personal column added later is one more line here.
 */
const erasedStudentValues = (id: string, now: Date) =>
  ({
    studentId: pseudonymOf(id),
    sourcedId: null,
    firstName: '',
    lastName: pseudonymOf(id),
    email: null,
    phoneNumber: null,
    dateOfBirth: null,
    gender: null,
    rollNumber: null,
    guardianName: '',
    guardianPhone: '',
    guardianEmail: null,
    guardianLanguage: null,
    street: null,
    city: null,
    state: null,
    zipCode: null,
    country: '',
    notes: null,
    photoMediaId: null,
    emergencyContactName: null,
    emergencyContactPhone: null,
    bloodType: null,
    allergies: [],
    qrCodeData: null,
    // Any QR code printed before stops checking anyone in.
    qrVersion: sql`${students.qrVersion} + 1`,
    erasedAt: now,
    updatedAt: now,
  }) satisfies Partial<Record<keyof typeof students.$inferInsert, unknown>>;

/**
 * Removes an archived student's personal data for good, in the caller's transaction (issue 27).
 * The row stays under a pseudonym with its attendance facts (dates and statuses, no notes), so
 * every past total and rate is the same; everything else that names them goes: photo and card
 * images, cards and the class batches and letters that printed them, stored report files that
 * may list them, guardian messages' addresses and texts, attendance edits and notes, case notes,
 * the gate's replayable answers, and what audit entries about them held.
 * Answers what was removed, counted, for the audit entry.
 */
export async function eraseStudentRecords(tx: Db, now: Date, studentId: string) {
  const [student] = await tx
    .select({
      studentId: students.studentId,
      class: students.class,
      photoMediaId: students.photoMediaId,
    })
    .from(students)
    .where(eq(students.id, studentId));
  if (!student) throw new AppError('STUDENT_NOT_FOUND');

  const cardImages = await tx
    .selectDistinct({ id: idCards.photoMediaId })
    .from(idCards)
    .where(and(eq(idCards.studentId, studentId), isNotNull(idCards.photoMediaId)));
  const cardBatches = tx
    .select({ id: idCards.batchId })
    .from(idCards)
    .where(and(eq(idCards.studentId, studentId), isNotNull(idCards.batchId)));
  const cardFiles = await tx
    .delete(idCardBatches)
    .where(inArray(idCardBatches.id, cardBatches))
    .returning({ id: idCardBatches.id });
  const cards = await tx
    .delete(idCards)
    .where(eq(idCards.studentId, studentId))
    .returning({ id: idCards.id });
  const letterFiles = await tx
    .delete(letterBatches)
    .where(sql`${studentId} = any(${letterBatches.studentIds})`)
    .returning({ id: letterBatches.id });
  // A finished report names its students (reports.student_ids), whatever class or range it
  // covers. One being made may name this student once finished (its rows may be read already):
  // it goes too, and its job finds no row to finish. Those made before names were kept go by the
  // rule they were made under: the whole school, or the student's class.
  const reportFiles = await tx
    .delete(reports)
    .where(
      or(
        sql`${studentId} = any(${reports.studentIds})`,
        and(
          or(isNull(reports.studentIds), eq(reports.status, 'Processing')),
          or(isNull(reports.class), eq(reports.class, student.class)),
        ),
      ),
    )
    .returning({ id: reports.id });
  for (const mediaId of new Set([student.photoMediaId, ...cardImages.map((row) => row.id)])) {
    if (mediaId) await deleteMedia(tx, mediaId);
  }

  const namesStudent = messagesNaming(studentId);
  const messages = await tx
    .update(notifications)
    .set({ subject: null, body: '', providerResponse: null })
    .where(namesStudent)
    .returning({ id: notifications.id });
  // The address goes too, unless the message also named a brother or sister still here: it is
  // their guardian's as well, and keeps them to one nudge that day.
  await tx
    .update(notifications)
    // Unique per message, so the once-a-day keys still hold.
    .set({ recipient: sql`'erased-' || ${notifications.id}::text` })
    .where(
      and(
        namesStudent,
        sql`not exists (select 1 from ${students} where ${students.erasedAt} is null
          and ${students.id} <> ${studentId}
          and (${students.id} = ${notifications.studentId}
            or ${students.id} = any(${notifications.otherStudentIds})))`,
      ),
    );

  const studentRecords = tx
    .select({ id: attendance.id })
    .from(attendance)
    .where(eq(attendance.studentId, studentId));
  await tx.delete(attendanceAudit).where(inArray(attendanceAudit.attendanceId, studentRecords));
  const records = await tx
    .update(attendance)
    .set({ notes: null })
    .where(eq(attendance.studentId, studentId))
    .returning({ id: attendance.id });

  const notes = await tx
    .delete(interventionNotes)
    .where(
      inArray(
        interventionNotes.caseId,
        tx
          .select({ id: interventionCases.id })
          .from(interventionCases)
          .where(eq(interventionCases.studentId, studentId)),
      ),
    )
    .returning({ id: interventionNotes.id });

  await tx
    .delete(gateScans)
    .where(
      or(
        sql`${gateScans.response}::text like ${`%${studentId}%`}`,
        sql`${gateScans.response}::text like ${`%${JSON.stringify(student.studentId)}%`}`,
      ),
    );

  // The audit log keeps that each change happened, by whom and when, and nothing it held.
  await tx
    .update(auditLog)
    .set({ before: null, after: null })
    .where(
      or(
        auditAboutStudent(studentId),
        sql`coalesce(${auditLog.before}::text, '') || coalesce(${auditLog.after}::text, '') like ${`%${studentId}%`}`,
      ),
    );

  await tx
    .update(students)
    .set(erasedStudentValues(studentId, now))
    .where(eq(students.id, studentId));
  return {
    attendanceRecords: records.length,
    messages: messages.length,
    idCards: cards.length,
    caseNotes: notes.length,
    files: {
      reports: reportFiles.length,
      cardBatches: cardFiles.length,
      letterBatches: letterFiles.length,
    },
  };
}

/**
 * The tables erasure writes personal data out of. Their old row versions hold it until VACUUM
 * marks that space free to be written over (vacuumErasedTables, after the erasure commits).
 */
const ERASED_TABLES = [
  students,
  attendance,
  attendanceAudit,
  notifications,
  interventionNotes,
  auditLog,
  gateScans,
  idCards,
  idCardBatches,
  letterBatches,
  reports,
] as const;

/**
 * Lets the space of the erased rows' old versions be written over, on either engine. It cannot run
 * in a transaction; it takes a table at a time, and after the first run only the pages an erasure
 * touched are visited, so the gate's scans wait milliseconds, not seconds.
 */
export async function vacuumErasedTables(db: Db) {
  for (const table of ERASED_TABLES) await db.execute(sql`vacuum ${table}`);
}

/**
 * An admin's erasure of one archived student, with their password asked again; the audit entry
 * says that it happened, by whom and when, with the pseudonymous id only.
 */
export async function eraseStudent(
  db: Db,
  now: Date,
  actor: Actor,
  studentId: string,
  input: { password: string },
) {
  await checkOwnPassword(db, actor.id, input.password, 'password');
  const removed = await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ archivedAt: students.archivedAt })
      .from(students)
      .where(
        and(studentsAt(schoolIdOf(actor)), eq(students.id, studentId), isNull(students.erasedAt)),
      )
      .for('update');
    if (!row) throw new AppError('STUDENT_NOT_FOUND');
    if (!row.archivedAt) throw new AppError('STUDENT_NOT_ARCHIVED');
    const erased = await eraseStudentRecords(tx, now, studentId);
    await recordAudit(tx, actor, {
      action: 'student.erase',
      entityType: 'student',
      entityId: studentId,
      after: erased,
    });
    return erased;
  });
  return { message: text('privacy.erased'), removedFiles: removed.files };
}
