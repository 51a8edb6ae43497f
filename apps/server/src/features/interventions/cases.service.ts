import { and, count, desc, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type {
  CaseDetail,
  CaseNoteBody,
  ListCasesQuery,
  UpdateCaseBody,
} from '@rollcall/contract/interventions';
import { text } from '@rollcall/contract/i18n/text-key';
import type { Db } from '../../db/client.js';
import { interventionCases, interventionNotes } from '../../db/schema/interventions.js';
import { students } from '../../db/schema/students.js';
import { users } from '../../db/schema/users.js';
import type { Actor } from '../../shared/actor.js';
import { AppError } from '../../shared/app-error.js';
import { changedFields, recordAudit } from '../../shared/audit.js';
import { isUniqueViolation } from '../../shared/db-errors.js';
import { pageInfo } from '../../shared/pagination.js';
import { schoolIdOf } from '../../shared/acting-school.js';
import { staffOf } from '../../shared/school-staff.js';
import { selectCases, toCase } from './case-record.js';

// Staff's work on cases: the list, a case with its notes, an update, a note, and the action a
// letter records on each case of its students.

/** A case of the school: another school's is not found (issue 41). */
const caseOf = (schoolId: string, id: string) =>
  and(eq(interventionCases.schoolId, schoolId), eq(interventionCases.id, id));

export async function listCases(db: Db, schoolId: string, query: ListCasesQuery) {
  const conditions: SQL[] = [eq(interventionCases.schoolId, schoolId)];
  if (query.status) conditions.push(eq(interventionCases.status, query.status));
  if (query.rule) conditions.push(eq(interventionCases.rule, query.rule));
  if (query.class) conditions.push(eq(students.class, query.class));
  if (query.section) conditions.push(eq(students.section, query.section));
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    selectCases(db)
      .where(where)
      .orderBy(
        desc(interventionCases.openedOn),
        students.class,
        students.section,
        students.lastName,
        students.firstName,
        interventionCases.id,
      )
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db
      .select({ value: count() })
      .from(interventionCases)
      .innerJoin(students, eq(students.id, interventionCases.studentId))
      .where(where),
  ]);
  const totalCases = total?.value ?? 0;
  return {
    cases: rows.map(toCase),
    pagination: { ...pageInfo(query.page, query.limit, totalCases), totalCases },
  };
}

export async function getCase(db: Db, schoolId: string, id: string): Promise<CaseDetail> {
  const [row] = await selectCases(db).where(caseOf(schoolId, id));
  if (!row) throw new AppError('CASE_NOT_FOUND');
  const notes = await db
    .select({
      id: interventionNotes.id,
      text: interventionNotes.text,
      action: interventionNotes.action,
      createdAt: interventionNotes.createdAt,
      authorId: users.id,
      authorName: users.name,
    })
    .from(interventionNotes)
    .leftJoin(users, eq(users.id, interventionNotes.authorId))
    .where(eq(interventionNotes.caseId, id))
    .orderBy(desc(interventionNotes.createdAt), desc(interventionNotes.id));
  return {
    ...toCase(row),
    notes: notes.map((note) => ({
      _id: note.id,
      text: note.text,
      action: note.action,
      author: note.authorId ? { _id: note.authorId, name: String(note.authorName) } : null,
      createdAt: note.createdAt.toISOString(),
    })),
  };
}

/** A staff action's stamps: the last action, and the first one if there was none. */
const actedAt = (now: Date) => ({
  lastActionAt: now,
  firstActionAt: sql`coalesce(${interventionCases.firstActionAt}, ${now.toISOString()}::timestamptz)`,
});

const auditedFields = (row: { status: string; tier: number; assignedTo: string | null }) => ({
  status: row.status,
  tier: row.tier,
  assignedTo: row.assignedTo,
});

export async function updateCase(
  db: Db,
  now: Date,
  actor: Actor,
  id: string,
  input: UpdateCaseBody,
) {
  const schoolId = schoolIdOf(actor);
  await db
    .transaction(async (tx) => {
      const [before] = await tx
        .select()
        .from(interventionCases)
        .where(caseOf(schoolId, id))
        .for('update');
      if (!before) throw new AppError('CASE_NOT_FOUND');
      if (input.assignedTo) {
        const [staff] = await tx
          .select({ id: users.id })
          .from(users)
          .where(and(eq(users.id, input.assignedTo), staffOf(schoolId), eq(users.isActive, true)));
        if (!staff) {
          throw new AppError('ASSIGNEE_NOT_STAFF', undefined, {
            assignedTo: text('errors.ASSIGNEE_NOT_STAFF'),
          });
        }
      }
      const status = input.status ?? before.status;
      const [after] = await tx
        .update(interventionCases)
        .set({
          status,
          tier: input.tier ?? before.tier,
          assignedTo: input.assignedTo === undefined ? before.assignedTo : input.assignedTo,
          // Closing stamps the day; reopening (a closed case set open again) clears it.
          closedAt: status === 'closed' ? (before.closedAt ?? now) : null,
          ...actedAt(now),
        })
        .where(eq(interventionCases.id, id))
        .returning();
      if (!after) throw new AppError('CASE_NOT_FOUND');
      const change = changedFields(auditedFields(before), auditedFields(after));
      await recordAudit(tx, actor, {
        action: 'case.update',
        entityType: 'case',
        entityId: id,
        ...change,
      });
    })
    .catch(rethrowReopenConflict);
  return { case: await getCase(db, schoolId, id), message: text('interventions.caseUpdated') };
}

/** Reopening a closed case while another of its rule is open: the one-open-case index refuses. */
function rethrowReopenConflict(error: unknown): never {
  if (isUniqueViolation(error, 'intervention_cases_one_open_per_rule')) {
    throw new AppError('VALIDATION_FAILED', text('interventions.alreadyOpen'), {
      status: text('interventions.alreadyOpen'),
    });
  }
  throw error;
}

export async function addNote(db: Db, now: Date, actor: Actor, id: string, input: CaseNoteBody) {
  const schoolId = schoolIdOf(actor);
  await db.transaction(async (tx) => {
    const [updated] = await tx
      .update(interventionCases)
      .set(actedAt(now))
      .where(caseOf(schoolId, id))
      .returning({ id: interventionCases.id });
    if (!updated) throw new AppError('CASE_NOT_FOUND');
    await tx.insert(interventionNotes).values({
      caseId: id,
      text: input.text,
      action: input.action ?? null,
      authorId: actor.id,
      createdAt: now,
    });
    await recordAudit(tx, actor, {
      action: 'case.note',
      entityType: 'case',
      entityId: id,
      after: { action: input.action ?? null, text: input.text },
    });
  });
  return { case: await getCase(db, schoolId, id), message: text('interventions.noteAdded') };
}

/**
 * Notes a batch's letters on each of the students' cases that are not closed, as written by the
 * batch's author; in the caller's transaction. Once per case per batch (a unique key): the batch's
 * job may run again after a worker died. Returns how many cases it noted now.
 */
export async function recordLetterNotes(
  tx: Db,
  now: Date,
  batch: { id: string; schoolId: string; authorId: string | null; studentIds: readonly string[] },
  note: string,
) {
  if (batch.studentIds.length === 0) return 0;
  const open = await tx
    .select({ id: interventionCases.id })
    .from(interventionCases)
    .where(
      and(
        eq(interventionCases.schoolId, batch.schoolId),
        inArray(interventionCases.studentId, [...batch.studentIds]),
        ne(interventionCases.status, 'closed'),
      ),
    );
  if (open.length === 0) return 0;
  const noted = await tx
    .insert(interventionNotes)
    .values(
      open.map(({ id }) => ({
        caseId: id,
        text: note,
        action: 'letter' as const,
        authorId: batch.authorId,
        letterBatchId: batch.id,
        createdAt: now,
      })),
    )
    .onConflictDoNothing()
    .returning({ caseId: interventionNotes.caseId });
  if (noted.length > 0) {
    await tx
      .update(interventionCases)
      .set(actedAt(now))
      .where(
        inArray(
          interventionCases.id,
          noted.map(({ caseId }) => caseId),
        ),
      );
  }
  return noted.length;
}
