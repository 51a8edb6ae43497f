import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { CaseFigures, InterventionRule } from '@rollcall/contract/interventions';
import type { SchoolSettings } from '@rollcall/contract/settings';
import type { Db } from '../../db/client.js';
import { attendance } from '../../db/schema/attendance.js';
import { interventionCases } from '../../db/schema/interventions.js';
import { students } from '../../db/schema/students.js';
import { addDays, schoolDaysBetween } from '../../shared/school-calendar.js';
import { schoolYearOn } from '../../shared/school-year.js';
import { absenceRunsToEnd } from '../../figures/absence-runs.js';
import type { ChronicSettings } from '../../figures/chronic-absence.js';
import { lateFigures } from '../../figures/late-figures.js';
import { studentFigures } from '../../figures/student-figures.js';
import { enrolled, studentsAt } from '../../figures/enrolled.js';
import type { Scope } from '../../figures/figure-ctes.js';

/** A student who meets a rule on the evaluated day, with the figures the case shows. */
export type RuleMatch = { studentId: string; rule: InterventionRule; figures: CaseFigures };

export type Evaluation = {
  /** The last school day counted. */
  through: string;
  matches: RuleMatch[];
  /** Every enrolled student's current figures, to bring open cases up to date. */
  figures: Map<string, CaseFigures>;
};

const WHOLE_SCHOOL = { class: null, section: null } as const;

/**
 * The three rules over the school year up to `through` (a school day), with the reports' own
 * definitions of enrolled days, absences, runs and lateness (figures/student-figures.ts,
 * absence-runs.ts, late-figures.ts):
 * - consecutive absences: the run of absent enrolled school days reaching `through`;
 * - chronic absence: the school's chronic-absence settings over the year so far;
 * - repeated lateness: late on enough of the last `repeatedLatenessWindowDays` school days.
 * Only students enrolled today are matched (an archived or inactive student opens no case). After
 * staff close a case, the rule must be met again by what happened since: a run that began after
 * the closing day, lateness and chronic absence counted over the days since.
 */
export async function evaluateRules(
  db: Db,
  schoolId: string,
  settings: SchoolSettings,
  through: string,
): Promise<Evaluation> {
  const { timezone } = settings;
  const scope = { ...WHOLE_SCHOOL, schoolId, timezone };
  const year = schoolYearOn(through, settings.academicYear);
  const yearDays = schoolDaysBetween(year.startDate, through, settings);
  const windowDays = yearDays.slice(-settings.repeatedLatenessWindowDays);
  const chronic: ChronicSettings = {
    threshold: settings.chronicAbsenceThreshold,
    minDays: settings.chronicAbsenceMinDays,
  };
  const [yearFigures, runs, late, enrolledIds, closed] = await Promise.all([
    studentFigures(db, scope, yearDays, chronic),
    absenceRunsToEnd(db, scope, yearDays, 1),
    lateFigures(db, scope, windowDays),
    db
      .select({ id: students.id })
      .from(students)
      .where(and(studentsAt(schoolId), enrolled)),
    lastClosedOn(db, schoolId),
  ]);
  const runOf = new Map(runs.map((run) => [run.id, run]));
  const lateOf = new Map(late.map((row) => [row.id, row.timesLate]));
  const figures = new Map<string, CaseFigures>();
  for (const student of yearFigures) {
    figures.set(student.id, {
      absentDays: student.absent,
      enrolledDays: student.enrolledDays,
      rate: student.enrolledDays > 0 ? (student.attended / student.enrolledDays) * 100 : null,
      consecutive: runOf.get(student.id)?.days ?? 0,
      lateDays: lateOf.get(student.id) ?? 0,
    });
  }
  const isEnrolled = new Set(enrolledIds.map(({ id }) => id));
  const chronicNow = new Set(yearFigures.filter((s) => s.chronic).map((s) => s.id));

  const matches: RuleMatch[] = [];
  const match = (studentId: string, rule: InterventionRule) => {
    const current = figures.get(studentId);
    if (current && isEnrolled.has(studentId)) matches.push({ studentId, rule, figures: current });
  };
  // Students whose last case of a rule was closed: what counts is what happened after it closed.
  const since = (studentId: string, rule: InterventionRule) => closed.get(`${studentId} ${rule}`);

  for (const [studentId, { consecutive }] of figures) {
    if (consecutive < settings.consecutiveAbsenceDays) continue;
    const closedOn = since(studentId, 'consecutive-absences');
    const firstDay = runOf.get(studentId)?.firstDay;
    if (!closedOn || (firstDay && firstDay > closedOn)) match(studentId, 'consecutive-absences');
  }
  const lateAgain = await countedSince(
    closed,
    'repeated-lateness',
    (days, ids) => lateDaysAmong(db, ids, days),
    windowDays,
  );
  for (const [studentId, { lateDays }] of figures) {
    if (lateDays < settings.repeatedLatenessDays) continue;
    const closedOn = since(studentId, 'repeated-lateness');
    if (!closedOn || (lateAgain.get(studentId) ?? 0) >= settings.repeatedLatenessDays) {
      match(studentId, 'repeated-lateness');
    }
  }
  const chronicAgain = await chronicSince(db, scope, chronic, closed, yearDays);
  for (const studentId of chronicNow) {
    const closedOn = since(studentId, 'chronic-absence');
    if (!closedOn || chronicAgain.has(studentId)) match(studentId, 'chronic-absence');
  }
  return { through, matches, figures };
}

/**
 * Per "studentId rule" of the school's cases: the school day the latest closed case closed, for
 * pairs with no open case.
 */
async function lastClosedOn(db: Db, schoolId: string): Promise<Map<string, string>> {
  const rows = await db.execute<{ student_id: string; rule: string; closed_on: string }>(sql`
    select c.student_id, c.rule,
           max((c.closed_at at time zone s.timezone)::date)::text as closed_on
      from ${interventionCases} c join school_settings s on s.school_id = c.school_id
     where c.school_id = ${schoolId} and c.status = 'closed'
       and not exists (
         select 1 from ${interventionCases} o
          where o.student_id = c.student_id and o.rule = c.rule and o.status <> 'closed')
     group by c.student_id, c.rule`);
  return new Map(rows.rows.map((row) => [`${row.student_id} ${row.rule}`, row.closed_on]));
}

/** The students of `closed` for `rule`, grouped by the day after their case closed. */
function groupedByRestart(closed: Map<string, string>, rule: InterventionRule) {
  const groups = new Map<string, string[]>();
  for (const [key, closedOn] of closed) {
    const [studentId, keyRule] = key.split(' ');
    if (keyRule !== rule || !studentId) continue;
    const restart = addDays(closedOn, 1);
    groups.set(restart, [...(groups.get(restart) ?? []), studentId]);
  }
  return groups;
}

/** Late days after each closed lateness case, within the window. */
async function countedSince(
  closed: Map<string, string>,
  rule: InterventionRule,
  count: (days: string[], ids: string[]) => Promise<Map<string, number>>,
  windowDays: string[],
) {
  const counts = new Map<string, number>();
  for (const [restart, ids] of groupedByRestart(closed, rule)) {
    const days = windowDays.filter((day) => day >= restart);
    if (days.length === 0) continue;
    for (const [id, value] of await count(days, ids)) counts.set(id, value);
  }
  return counts;
}

async function lateDaysAmong(db: Db, ids: string[], days: string[]) {
  const rows = await db
    .select({ id: attendance.studentId, late: sql<number>`count(*)::int` })
    .from(attendance)
    .where(
      and(
        inArray(attendance.studentId, ids),
        eq(attendance.status, 'late'),
        isNull(attendance.deletedAt),
        sql`${attendance.schoolDate} = any(${`{${days.join(',')}}`}::date[])`,
      ),
    )
    .groupBy(attendance.studentId);
  return new Map(rows.map((row) => [row.id, row.late]));
}

/** Students chronically absent over the school days since their chronic case closed. */
async function chronicSince(
  db: Db,
  scope: Scope,
  chronic: ChronicSettings,
  closed: Map<string, string>,
  yearDays: string[],
) {
  const again = new Set<string>();
  for (const [restart, ids] of groupedByRestart(closed, 'chronic-absence')) {
    const days = yearDays.filter((day) => day >= restart);
    if (days.length === 0) continue;
    const wanted = new Set(ids);
    for (const student of await studentFigures(db, scope, days, chronic)) {
      if (student.chronic && wanted.has(student.id)) again.add(student.id);
    }
  }
  return again;
}
