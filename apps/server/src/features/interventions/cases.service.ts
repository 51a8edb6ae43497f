import { and, count, desc, eq, gt, inArray, ne, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type {
  CaseDetail,
  CaseFigures,
  CaseNoteBody,
  InterventionCase,
  InterventionRule,
  ListCasesQuery,
  UpdateCaseBody,
} from '@rollcall/contract/interventions';
import { text } from '@rollcall/contract/i18n/text-key';
import type { Db } from '../../db/client.js';
import {
  interventionCases,
  interventionNotes,
  interventionRuns,
  interventionViews,
} from '../../db/schema/interventions.js';
import { students } from '../../db/schema/students.js';
import { users } from '../../db/schema/users.js';
import type { Actor } from '../../shared/actor.js';
import { AppError } from '../../shared/app-error.js';
import { changedFields, recordAudit } from '../../shared/audit.js';
import { isUniqueViolation } from '../../shared/db-errors.js';
import { pageInfo } from '../../shared/pagination.js';
import { addDays, isSchoolDay, schoolDateOf, schoolTimeOf } from '../../shared/school-calendar.js';
import { getSettings } from '../../shared/school-settings.js';
import { evaluateRules, type RuleMatch } from './intervention-rules.js';

const assignee = alias(users, 'assignee');

const caseColumns = {
  id: interventionCases.id,
  rule: interventionCases.rule,
  status: interventionCases.status,
  tier: interventionCases.tier,
  openedOn: interventionCases.openedOn,
  closedAt: interventionCases.closedAt,
  absentDays: interventionCases.absentDays,
  enrolledDays: interventionCases.enrolledDays,
  rate: interventionCases.rate,
  consecutive: interventionCases.consecutive,
  lateDays: interventionCases.lateDays,
  lastActionAt: interventionCases.lastActionAt,
  studentKey: students.id,
  studentId: students.studentId,
  firstName: students.firstName,
  lastName: students.lastName,
  class: students.class,
  section: students.section,
  assigneeId: assignee.id,
  assigneeName: assignee.name,
};

type CaseRow = {
  [K in keyof typeof caseColumns]: (typeof caseColumns)[K]['_']['data'] | null;
};

const toCase = (row: CaseRow): InterventionCase => ({
  _id: String(row.id),
  student: {
    _id: String(row.studentKey),
    studentId: String(row.studentId),
    fullName: `${row.firstName} ${row.lastName}`,
    class: String(row.class),
    section: String(row.section),
  },
  rule: row.rule ?? 'chronic-absence',
  status: row.status ?? 'open',
  tier: (row.tier ?? 1) as InterventionCase['tier'],
  openedOn: String(row.openedOn),
  closedAt: row.closedAt?.toISOString() ?? null,
  figures: {
    absentDays: row.absentDays ?? 0,
    enrolledDays: row.enrolledDays ?? 0,
    rate: row.rate === null ? null : Math.round(row.rate * 10) / 10,
    consecutive: row.consecutive ?? 0,
    lateDays: row.lateDays ?? 0,
  },
  assignedTo: row.assigneeId ? { _id: row.assigneeId, name: String(row.assigneeName) } : null,
  lastActionAt: row.lastActionAt?.toISOString() ?? null,
});

const selectCases = (db: Db) =>
  db
    .select(caseColumns)
    .from(interventionCases)
    .innerJoin(students, eq(students.id, interventionCases.studentId))
    .leftJoin(assignee, eq(assignee.id, interventionCases.assignedTo));

const figureColumns = (figures: CaseFigures) => ({
  absentDays: figures.absentDays,
  enrolledDays: figures.enrolledDays,
  rate: figures.rate,
  consecutive: figures.consecutive,
  lateDays: figures.lateDays,
});

/**
 * The day an evaluation at `now` counts up to: today once the absentee cutoff has passed on a
 * school day (today's absences are then final), else the school day before.
 */
function lastCountedDay(now: Date, settings: Awaited<ReturnType<typeof getSettings>>) {
  const today = schoolDateOf(now, settings.timezone);
  const todayCounts =
    isSchoolDay(today, settings) &&
    schoolTimeOf(now, settings.timezone) >= settings.absenteeCutoffTime;
  if (todayCounts) return today;
  for (let day = addDays(today, -1), tries = 0; tries < 366; day = addDays(day, -1), tries += 1) {
    if (isSchoolDay(day, settings)) return day;
  }
  return today;
}

/**
 * Evaluates the rules and records their outcome in one transaction: a match with no case open
 * for its rule opens one (the partial unique index decides, so two evaluations at once cannot
 * open two), an open case's figures are brought up to date. Returns the day counted, the cases
 * opened and those that were open already.
 */
async function applyEvaluation(
  db: Db,
  now: Date,
  settings: Awaited<ReturnType<typeof getSettings>>,
  through: string,
) {
  const evaluation = await evaluateRules(db, settings, through);
  return db.transaction(async (tx) => {
    const opened = await openCases(tx, evaluation.matches, through, now);
    // Every case not closed shows its student's latest figures, met or not: one statement.
    const figures = [...evaluation.figures];
    const column = (pick: (f: CaseFigures) => number | null) =>
      `{${figures.map(([, f]) => pick(f) ?? 'NULL').join(',')}}`;
    const live = await tx.execute<{ live: number }>(sql`
      with latest as (
        select * from unnest(
          ${`{${figures.map(([id]) => id).join(',')}}`}::uuid[],
          ${column((f) => f.absentDays)}::int[], ${column((f) => f.enrolledDays)}::int[],
          ${column((f) => f.rate)}::real[], ${column((f) => f.consecutive)}::int[],
          ${column((f) => f.lateDays)}::int[]
        ) as f(student_id, absent_days, enrolled_days, rate, consecutive, late_days)
      ),
      updated as (
        update ${interventionCases} c
           set absent_days = latest.absent_days, enrolled_days = latest.enrolled_days,
               rate = latest.rate, consecutive = latest.consecutive,
               late_days = latest.late_days, evaluated_on = ${through}::date
          from latest
         where c.student_id = latest.student_id and c.status <> 'closed'
        returning c.id
      )
      select (select count(*)::int from ${interventionCases} where status <> 'closed') as live`);
    const stillOpen = (live.rows[0]?.live ?? 0) - opened;
    return { date: through, opened, stillOpen };
  });
}

/** Opens a case for each match whose rule has none open: one insert, the unique index deciding. */
async function openCases(tx: Db, matches: readonly RuleMatch[], through: string, now: Date) {
  if (matches.length === 0) return 0;
  const rows = await tx
    .insert(interventionCases)
    .values(
      matches.map((match) => ({
        studentId: match.studentId,
        rule: match.rule,
        openedOn: through,
        evaluatedOn: through,
        createdAt: now,
        ...figureColumns(match.figures),
      })),
    )
    .onConflictDoNothing({
      target: [interventionCases.studentId, interventionCases.rule],
      where: sql`${interventionCases.status} <> 'closed'`,
    })
    .returning({ id: interventionCases.id });
  return rows.length;
}

/** An admin's evaluation, now (POST /interventions/check). */
export async function checkInterventions(db: Db, now: Date) {
  const settings = await getSettings(db);
  const result = await applyEvaluation(db, now, settings, lastCountedDay(now, settings));
  return {
    ...result,
    message: text('interventions.checked', {
      date: result.date,
      opened: result.opened,
      stillOpen: result.stillOpen,
    }),
  };
}

/**
 * The school day's evaluation as the minute tick runs it: after the absentee cutoff, once a school
 * day across processes (the day's row in intervention_runs is the claim; a process that dies
 * mid-way rolls the claim back with its transaction… so the claim and the evaluation share one).
 */
export async function runScheduledEvaluation(db: Db, now: Date) {
  const settings = await getSettings(db);
  const today = schoolDateOf(now, settings.timezone);
  if (!isSchoolDay(today, settings)) return { status: 'not-a-school-day' as const, date: today };
  if (schoolTimeOf(now, settings.timezone) < settings.absenteeCutoffTime) {
    return { status: 'before-cutoff' as const, date: today };
  }
  const [claimed] = await db
    .insert(interventionRuns)
    .values({ schoolDate: today })
    .onConflictDoNothing()
    .returning({ schoolDate: interventionRuns.schoolDate });
  if (!claimed) return { status: 'already-ran' as const, date: today };
  try {
    const result = await applyEvaluation(db, now, settings, today);
    await db
      .update(interventionRuns)
      .set({ opened: result.opened })
      .where(eq(interventionRuns.schoolDate, today));
    return { status: 'ran' as const, ...result };
  } catch (error) {
    // Hand the day back so the next tick (here or in another process) tries again.
    await db.delete(interventionRuns).where(eq(interventionRuns.schoolDate, today));
    throw error;
  }
}

export async function listCases(db: Db, query: ListCasesQuery) {
  const conditions: SQL[] = [];
  if (query.status) conditions.push(eq(interventionCases.status, query.status));
  if (query.rule) conditions.push(eq(interventionCases.rule, query.rule));
  if (query.class) conditions.push(eq(students.class, query.class));
  if (query.section) conditions.push(eq(students.section, query.section));
  const where = conditions.length > 0 ? and(...conditions) : undefined;
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

export async function getCase(db: Db, id: string): Promise<CaseDetail> {
  const [row] = await selectCases(db).where(eq(interventionCases.id, id));
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
  await db
    .transaction(async (tx) => {
      const [before] = await tx
        .select()
        .from(interventionCases)
        .where(eq(interventionCases.id, id))
        .for('update');
      if (!before) throw new AppError('CASE_NOT_FOUND');
      if (input.assignedTo) {
        const [staff] = await tx
          .select({ id: users.id })
          .from(users)
          .where(and(eq(users.id, input.assignedTo), eq(users.isActive, true)));
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
      await recordAudit(tx, actor.id, {
        action: 'case.update',
        entityType: 'case',
        entityId: id,
        ...change,
      });
    })
    .catch(rethrowReopenConflict);
  return { case: await getCase(db, id), message: text('interventions.caseUpdated') };
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
  await db.transaction(async (tx) => {
    const [updated] = await tx
      .update(interventionCases)
      .set(actedAt(now))
      .where(eq(interventionCases.id, id))
      .returning({ id: interventionCases.id });
    if (!updated) throw new AppError('CASE_NOT_FOUND');
    await tx.insert(interventionNotes).values({
      caseId: id,
      text: input.text,
      action: input.action ?? null,
      authorId: actor.id,
      createdAt: now,
    });
    await recordAudit(tx, actor.id, {
      action: 'case.note',
      entityType: 'case',
      entityId: id,
      after: { action: input.action ?? null, text: input.text },
    });
  });
  return { case: await getCase(db, id), message: text('interventions.noteAdded') };
}

/**
 * Records an action (a letter sent) on each of the students' cases that are not closed, as a note
 * by the actor; in the caller's transaction. Returns how many cases it reached.
 */
export async function recordCaseAction(
  tx: Db,
  now: Date,
  actor: Actor | null,
  studentIds: readonly string[],
  action: 'letter',
  note: string,
) {
  if (studentIds.length === 0) return 0;
  const reached = await tx
    .update(interventionCases)
    .set(actedAt(now))
    .where(
      and(
        inArray(interventionCases.studentId, [...studentIds]),
        ne(interventionCases.status, 'closed'),
      ),
    )
    .returning({ id: interventionCases.id });
  if (reached.length > 0) {
    await tx.insert(interventionNotes).values(
      reached.map(({ id }) => ({
        caseId: id,
        text: note,
        action,
        authorId: actor?.id ?? null,
        createdAt: now,
      })),
    );
  }
  return reached.length;
}

/** Cases opened since the user last looked (never looked: those of the last seven days). */
export async function countUnseenCases(db: Db, now: Date, userId: string) {
  const [view] = await db
    .select({ seenAt: interventionViews.seenAt })
    .from(interventionViews)
    .where(eq(interventionViews.userId, userId));
  const since = view?.seenAt ?? new Date(now.getTime() - 7 * 86_400_000);
  const [row] = await db
    .select({ value: count() })
    .from(interventionCases)
    .where(and(gt(interventionCases.createdAt, since), ne(interventionCases.status, 'closed')));
  return { count: row?.value ?? 0 };
}

export async function markCasesSeen(db: Db, now: Date, userId: string) {
  await db
    .insert(interventionViews)
    .values({ userId, seenAt: now })
    .onConflictDoUpdate({ target: interventionViews.userId, set: { seenAt: now } });
  return { count: 0 };
}

export type CaseSummaryRow = {
  rule: InterventionRule;
  tier: number;
  class: string;
  section: string;
  opened: number;
  closed: number;
  stillOpen: number;
  actedOn: number;
  averageDaysToFirstAction: number | null;
};

/**
 * The interventions report: per rule, tier, class and section, the cases opened and closed within
 * the range (days in the school's zone), those opened in it still open at its end, how many of
 * those staff acted on and the average days from opening to the first action.
 */
export async function summarizeCases(
  db: Db,
  scope: { startDate: string; endDate: string; class: string | null; section: string | null },
  timezone: string,
): Promise<CaseSummaryRow[]> {
  const closedOn = sql`(${interventionCases.closedAt} at time zone ${timezone})::date`;
  const actedOn = sql`(${interventionCases.firstActionAt} at time zone ${timezone})::date`;
  const openedIn = sql`${interventionCases.openedOn} between ${scope.startDate}::date and ${scope.endDate}::date`;
  const closedIn = sql`${closedOn} between ${scope.startDate}::date and ${scope.endDate}::date`;
  const rows = await db
    .select({
      rule: interventionCases.rule,
      tier: interventionCases.tier,
      class: students.class,
      section: students.section,
      opened: sql<number>`count(*) filter (where ${openedIn})::int`,
      closed: sql<number>`count(*) filter (where ${closedIn})::int`,
      stillOpen: sql<number>`count(*) filter (where ${openedIn}
        and (${interventionCases.closedAt} is null or ${closedOn} > ${scope.endDate}::date))::int`,
      actedOn: sql<number>`count(*) filter (where ${openedIn}
        and ${interventionCases.firstActionAt} is not null)::int`,
      averageDays: sql<number | null>`(avg(${actedOn} - ${interventionCases.openedOn})
        filter (where ${openedIn} and ${interventionCases.firstActionAt} is not null))::float8`,
    })
    .from(interventionCases)
    .innerJoin(students, eq(students.id, interventionCases.studentId))
    .where(
      and(
        sql`(${openedIn} or ${closedIn})`,
        scope.class ? eq(students.class, scope.class) : undefined,
        scope.section ? eq(students.section, scope.section) : undefined,
      ),
    )
    .groupBy(interventionCases.rule, interventionCases.tier, students.class, students.section)
    .orderBy(interventionCases.rule, interventionCases.tier, students.class, students.section);
  return rows.map(({ averageDays, ...row }) => ({
    ...row,
    averageDaysToFirstAction: averageDays === null ? null : Math.round(averageDays * 10) / 10,
  }));
}
