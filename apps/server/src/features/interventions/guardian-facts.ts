import {
  outreachTemplatesIn,
  outreachValues,
  type LetterKind,
  type OutreachTemplates,
  type OutreachValues,
} from '@rollcall/contract/interventions/outreach';
import type { Language } from '@rollcall/contract/languages';
import type { SchoolSettings } from '@rollcall/contract/settings';
import { and } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { students } from '../../db/schema/students.js';
import { addDays, schoolDateOf, schoolYearStartOf } from '../../shared/school-calendar.js';
import { enrolledStudentFigures } from '../../figures/attendance-rate.js';
import { enrolled, studentsAt } from '../../figures/enrolled.js';

/**
 * What a nudge or a letter says of a student, from the reports' enrolled-day figures
 * (figures/student-figures.ts, through `enrolledStudentFigures`): their absent days this school
 * year so far and the school's median. "So far" is the finished school days, from the year's
 * first day up to yesterday: today's absences are not known before the day is over.
 */
export type GuardianFacts = {
  id: string;
  /** The student's school, whose message it is. */
  schoolId: string;
  fullName: string;
  class: string;
  section: string;
  guardianName: string;
  guardianPhone: string;
  guardianEmail: string | null;
  guardianLanguage: Language | null;
  nudgeOptOut: boolean;
  address: string[];
  absentDays: number;
  enrolledDays: number;
  chronic: boolean;
  /** The run of absences up to the last school day (0 below the report's minimum). */
  consecutiveDays: number;
};

export type SchoolFigures = {
  today: string;
  /** The median of absent days over the school's enrolled students this school year. */
  typicalDays: number;
  /** Every enrolled student with at least one school day this year, in class and name order. */
  students: GuardianFacts[];
};

/** The first day of this school year: the academic year set in System Settings, else 1 August. */
function schoolYearStart(settings: SchoolSettings, today: string) {
  const year = settings.academicYear;
  return year && year.startDate <= today && today <= year.endDate
    ? year.startDate
    : schoolYearStartOf(today);
}

export function medianOf(values: readonly number[]): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const upper = sorted[middle] ?? 0;
  return sorted.length % 2 === 1 ? upper : (upper + (sorted[middle - 1] ?? 0)) / 2;
}

/** The figures of every enrolled student of the school this year so far, and its median. */
export async function schoolFigures(
  db: Db,
  schoolId: string,
  settings: SchoolSettings,
  now: Date,
): Promise<SchoolFigures> {
  const today = schoolDateOf(now, settings.timezone);
  const [figures, contacts] = await Promise.all([
    enrolledStudentFigures(db, { schoolId, settings }, today, {
      startDate: schoolYearStart(settings, today),
      endDate: addDays(today, -1),
    }),
    db
      .select()
      .from(students)
      .where(and(studentsAt(schoolId), enrolled)),
  ]);
  const contactOf = new Map(contacts.map((row) => [row.id, row]));
  const runOf = new Map(figures.runs.map((run) => [run.id, run.days]));
  const facts = figures.students.flatMap((student): GuardianFacts[] => {
    const row = contactOf.get(student.id);
    if (!row) return []; // archived: counted by the reports up to then, but no longer enrolled
    return [
      {
        id: student.id,
        schoolId: row.schoolId,
        fullName: student.fullName,
        class: student.class,
        section: student.section,
        guardianName: row.guardianName,
        guardianPhone: row.guardianPhone,
        guardianEmail: row.guardianEmail,
        guardianLanguage: row.guardianLanguage,
        nudgeOptOut: row.nudgeOptOut,
        address: addressLines(row),
        absentDays: student.absent,
        enrolledDays: student.enrolledDays,
        chronic: student.chronic,
        consecutiveDays: runOf.get(student.id) ?? 0,
      },
    ];
  });
  return {
    today,
    typicalDays: medianOf(facts.map((student) => student.absentDays)),
    students: facts,
  };
}

/** The guardian's postal address as the student record holds it, one line each. */
function addressLines(row: typeof students.$inferSelect): string[] {
  const town = [row.city, row.state, row.zipCode].filter(Boolean).join(' ');
  return [row.street, town, row.country].filter((line): line is string => Boolean(line));
}

/** Whether a letter of this kind has a reason: absences, a run of them, or chronic absence. */
export const isDueLetter = (kind: LetterKind, student: GuardianFacts) =>
  kind === 'nudge'
    ? student.absentDays > 0 && !student.nudgeOptOut
    : kind === 'chronic-absence'
      ? student.chronic
      : student.consecutiveDays > 0;

/** The language a guardian reads: theirs, else the school's. */
export const languageOf = (student: GuardianFacts, settings: SchoolSettings): Language =>
  student.guardianLanguage ?? settings.defaultLanguage;

/** Every placeholder's value for one student, in their guardian's language. */
export const valuesFor = (
  student: GuardianFacts,
  typicalDays: number,
  settings: Pick<SchoolSettings, 'schoolName'>,
  language: Language,
): OutreachValues =>
  outreachValues(
    {
      studentName: student.fullName,
      guardianName: student.guardianName,
      schoolName: settings.schoolName,
      absentDays: student.absentDays,
      typicalDays,
      enrolledDays: student.enrolledDays,
      consecutiveDays: student.consecutiveDays,
    },
    language,
  );

/** The texts a guardian reading `language` gets: the school's own, else Rollcall's. */
export const outreachTemplatesFor = (
  settings: Pick<SchoolSettings, 'outreach'>,
  language: Language,
): OutreachTemplates => outreachTemplatesIn(settings.outreach.templates, language);
