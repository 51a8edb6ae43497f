import { and, eq, sql } from 'drizzle-orm';
import type { CaseFigures } from '@rollcall/contract/interventions';
import { text } from '@rollcall/contract/i18n/text-key';
import type { Db } from '../../db/client.js';
import { interventionCases, interventionRuns } from '../../db/schema/interventions.js';
import { addDays, isSchoolDay, schoolDateOf, schoolTimeOf } from '../../shared/school-calendar.js';
import type { SchoolSettings } from '@rollcall/contract/settings';
import { getSchoolSettings } from '../../shared/school-settings.js';
import { atEachOpenSchool } from '../../shared/active-schools.js';
import { evaluateRules, type RuleMatch } from './intervention-rules.js';

// The rules' evaluation: which students match, the cases it opens (the one-open-case index
// deciding), every open case's figures brought up to date, and the school day's claim that makes
// the minute tick evaluate once a day across processes.

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
function lastCountedDay(now: Date, settings: SchoolSettings) {
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
  school: { id: string; settings: SchoolSettings },
  through: string,
) {
  const evaluation = await evaluateRules(db, school.id, school.settings, through);
  return db.transaction(async (tx) => {
    const opened = await openCases(tx, school.id, evaluation.matches, through, now);
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
         where c.school_id = ${school.id} and c.student_id = latest.student_id
           and c.status <> 'closed'
        returning c.id
      )
      select (select count(*)::int from ${interventionCases}
               where school_id = ${school.id} and status <> 'closed') as live`);
    const stillOpen = (live.rows[0]?.live ?? 0) - opened;
    return { date: through, opened, stillOpen };
  });
}

/** Opens a case for each match whose rule has none open: one insert, the unique index deciding. */
async function openCases(
  tx: Db,
  schoolId: string,
  matches: readonly RuleMatch[],
  through: string,
  now: Date,
) {
  if (matches.length === 0) return 0;
  const rows = await tx
    .insert(interventionCases)
    .values(
      matches.map((match) => ({
        schoolId,
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

/** An admin's evaluation of their school's rules, now (POST /interventions/check). */
export async function checkInterventions(db: Db, now: Date, schoolId: string) {
  const settings = await getSchoolSettings(db, schoolId);
  const result = await applyEvaluation(
    db,
    now,
    { id: schoolId, settings },
    lastCountedDay(now, settings),
  );
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
 * A school's evaluation of its day as the minute tick runs it: after its absentee cutoff, once a
 * school day across processes (the school's day in intervention_runs is the claim; a failed
 * evaluation hands it back).
 */
export async function runScheduledEvaluation(db: Db, now: Date, schoolId: string) {
  const settings = await getSchoolSettings(db, schoolId);
  const today = schoolDateOf(now, settings.timezone);
  if (!isSchoolDay(today, settings)) return { status: 'not-a-school-day' as const, date: today };
  if (schoolTimeOf(now, settings.timezone) < settings.absenteeCutoffTime) {
    return { status: 'before-cutoff' as const, date: today };
  }
  const [claimed] = await db
    .insert(interventionRuns)
    .values({ schoolId, schoolDate: today })
    .onConflictDoNothing()
    .returning({ schoolDate: interventionRuns.schoolDate });
  if (!claimed) return { status: 'already-ran' as const, date: today };
  const day = and(eq(interventionRuns.schoolId, schoolId), eq(interventionRuns.schoolDate, today));
  try {
    const result = await applyEvaluation(db, now, { id: schoolId, settings }, today);
    await db.update(interventionRuns).set({ opened: result.opened }).where(day);
    return { status: 'ran' as const, ...result };
  } catch (error) {
    // Hand the day back so the next tick (here or in another process) tries again.
    await db.delete(interventionRuns).where(day);
    throw error;
  }
}

/** Every open school's evaluation of its day, one school at a time. */
export const runScheduledEvaluations = (db: Db, now: Date) =>
  atEachOpenSchool(db, (schoolId) => runScheduledEvaluation(db, now, schoolId));
