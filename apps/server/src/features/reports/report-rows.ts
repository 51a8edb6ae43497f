import {
  CONSECUTIVE_ABSENCE_MIN_DAYS,
  REPORT_COLUMNS,
  attendanceRate,
  roundRate,
  type ReportColumn,
  type ReportRow,
  type ReportType,
} from '@rollcall/contract/reports';
import type { ContractTranslations } from '@rollcall/contract/i18n/catalogue';
import { textsIn } from '@rollcall/contract/i18n/translate';
import type { Language } from '@rollcall/contract/languages';
import type { SchoolSettings } from '@rollcall/contract/settings';
import type { Db } from '../../db/client.js';
import { exportRows } from '../attendance/attendance-export.service.js';
import { summarizeCases } from '../interventions/case-summary.service.js';
import { toChronicStudent } from './analytics.service.js';
import { absenceRunsToEnd } from '../../figures/absence-runs.js';
import { chronicSettingsOf } from '../../figures/chronic-absence.js';
import { dailyFigures } from '../../figures/daily-figures.js';
import { lateFigures } from '../../figures/late-figures.js';
import { studentFigures, worstFirst, type StudentFigures } from '../../figures/student-figures.js';
import { rollUpTotals } from '../../figures/attendance-totals.js';
import type { ReportScope } from '../../figures/scope.js';

export type Cell = string | number | boolean | null;
export type Row = Record<string, Cell>;

/** A report's table: its columns, and its rows in batches so a long log never sits in memory. */
export type ReportTable = {
  type: ReportType;
  columns: readonly ReportColumn[];
  /** Known up front for every type but the log, whose rows are streamed. */
  batches: () => AsyncIterable<Row[]>;
};

const rateOf = (attended: number, enrolled: number) => {
  const rate = attendanceRate(attended, enrolled);
  return rate === null ? null : roundRate(rate);
};

const studentRef = (student: StudentFigures) => ({
  _id: student.id,
  studentId: student.studentId,
  fullName: student.fullName,
  class: student.class,
  section: student.section,
});

async function* once(rows: Promise<Row[]>) {
  yield await rows;
}

/** A report's rows; `texts` are the report's language, for the words a cell holds (a band). */
type RowBuilder = (
  db: Db,
  scope: ReportScope,
  settings: SchoolSettings,
  texts: ContractTranslations,
) => Promise<Row[]>;

const builders: Record<Exclude<ReportType, 'attendance-log'>, RowBuilder> = {
  'daily-summary': async (db, scope) =>
    (await dailyFigures(db, scope, scope.schoolDays)).map((day): ReportRow<'daily-summary'> => ({
      date: day.date,
      enrolled: day.enrolled,
      present: day.present,
      late: day.late,
      absent: day.enrolled - day.present - day.late,
      rate: rateOf(day.present + day.late, day.enrolled),
    })),

  'student-summary': async (db, scope, settings, texts) => {
    const figures = await studentFigures(db, scope, scope.schoolDays, chronicSettingsOf(settings));
    return figures.map((student): ReportRow<'student-summary'> => ({
      ...studentRef(student),
      enrolledDays: student.enrolledDays,
      present: student.present,
      late: student.late,
      absent: student.absent,
      rate: rateOf(student.attended, student.enrolledDays),
      band: student.band && texts.attendanceBands[student.band],
      chronic: student.chronic,
    }));
  },

  'class-summary': async (db, scope, settings) => {
    const figures = await studentFigures(db, scope, scope.schoolDays, chronicSettingsOf(settings));
    const classes = new Map<string, ReportRow<'class-summary'>>();
    for (const student of figures) {
      const key = `${student.class}\u0000${student.section}`;
      const row = classes.get(key) ?? {
        class: student.class,
        section: student.section,
        students: 0,
        enrolledDays: 0,
        present: 0,
        late: 0,
        absent: 0,
        rate: null,
        chronicCount: 0,
      };
      row.students += 1;
      row.enrolledDays += student.enrolledDays;
      row.present += student.present;
      row.late += student.late;
      row.absent += student.absent;
      row.chronicCount += student.chronic ? 1 : 0;
      row.rate = rateOf(row.present + row.late, row.enrolledDays);
      classes.set(key, row);
    }
    return [...classes.values()];
  },

  'chronic-absence': async (db, scope, settings) =>
    (await studentFigures(db, scope, scope.schoolDays, chronicSettingsOf(settings)))
      .filter((student) => student.chronic)
      .sort(worstFirst)
      .map((student): ReportRow<'chronic-absence'> => ({
        ...toChronicStudent(student),
        absentRate: roundRate((student.absent / student.enrolledDays) * 100),
      })),

  'chronic-absence-by-school': async (db, scope, settings) => {
    const figures = await studentFigures(db, scope, scope.schoolDays, chronicSettingsOf(settings));
    const counted = figures.filter((student) => student.enrolledDays > 0);
    const chronicCount = counted.filter((student) => student.chronic).length;
    const sum = (pick: (student: StudentFigures) => number) =>
      counted.reduce((total, student) => total + pick(student), 0);
    const attended = sum((student) => student.attended);
    const enrolledDays = sum((student) => student.enrolledDays);
    const row: ReportRow<'chronic-absence-by-school'> = {
      school: settings.schoolName,
      students: counted.length,
      chronicCount,
      chronicRate: counted.length === 0 ? null : roundRate((chronicCount / counted.length) * 100),
      rate: rateOf(attended, enrolledDays),
    };
    // The sums behind the rate, for a district's total (report-schools.ts); no column shows them.
    return [{ ...row, attended, enrolledDays }];
  },

  'consecutive-absences': async (db, scope, settings) => {
    const [runs, figures] = await Promise.all([
      absenceRunsToEnd(db, scope, scope.schoolDays, CONSECUTIVE_ABSENCE_MIN_DAYS),
      studentFigures(db, scope, scope.schoolDays, chronicSettingsOf(settings)),
    ]);
    const byId = new Map(figures.map((student) => [student.id, student]));
    return runs.flatMap((run): ReportRow<'consecutive-absences'>[] => {
      const student = byId.get(run.id);
      if (!student) return [];
      return [
        {
          ...studentRef(student),
          firstDay: run.firstDay,
          days: run.days,
          guardianName: student.guardianName,
          guardianPhone: student.guardianPhone,
        },
      ];
    });
  },

  'late-arrivals': async (db, scope, settings) => {
    const [late, figures] = await Promise.all([
      lateFigures(db, scope, scope.schoolDays),
      studentFigures(db, scope, scope.schoolDays, chronicSettingsOf(settings)),
    ]);
    const byId = new Map(figures.map((student) => [student.id, student]));
    return late.flatMap((entry): ReportRow<'late-arrivals'>[] => {
      const student = byId.get(entry.id);
      if (!student) return [];
      return [
        {
          ...studentRef(student),
          timesLate: entry.timesLate,
          averageMinutesLate: Math.round(entry.averageMinutes * 10) / 10,
          longestMinutesLate: entry.longest,
        },
      ];
    });
  },

  interventions: async (db, scope, settings, texts) =>
    (await summarizeCases(db, scope, settings.timezone)).map((row): ReportRow<'interventions'> => ({
      ...row,
      rule: texts.interventionRules[row.rule],
      tier: texts.caseTiers[row.tier as 1 | 2 | 3],
    })),
};

/**
 * Log rows per query. Smaller than the export's: a report file is drawn on another thread while
 * this one answers the gate, and each batch is read, formatted and sent in one stretch of this
 * thread (and, embedded, of the database's one thread), so a short batch keeps the waits short.
 */
const LOG_BATCH_SIZE = 500;

/** Spec §9's log: the export's rows and texts, newest first, in keyset batches. */
async function* attendanceLog(
  db: Db,
  scope: ReportScope,
  settings: SchoolSettings,
  texts: ContractTranslations,
) {
  const keys = REPORT_COLUMNS['attendance-log'].map((column) => column.key);
  const filters = {
    schoolId: scope.schoolId,
    startDate: scope.startDate,
    endDate: scope.endDate,
    ...(scope.class ? { class: scope.class } : {}),
    ...(scope.section ? { section: scope.section } : {}),
  };
  const batches = exportRows(db, filters, settings.timezone, texts.attendanceCsv, {
    batchSize: LOG_BATCH_SIZE,
  });
  for await (const batch of batches) {
    yield batch.map((cells) =>
      Object.fromEntries(keys.map((key, index) => [key, cells[index] ?? ''])),
    );
  }
}

/** A report's table; the words its cells hold (statuses, bands) are in `language`. */
export function reportTable(
  db: Db,
  type: ReportType,
  scope: ReportScope,
  settings: SchoolSettings,
  language: Language,
): ReportTable {
  const texts = textsIn(language);
  return {
    type,
    columns: REPORT_COLUMNS[type],
    batches: () =>
      type === 'attendance-log'
        ? attendanceLog(db, scope, settings, texts)
        : once(
            rollUpTotals(db, scope.today).then(() => builders[type](db, scope, settings, texts)),
          ),
  };
}

/** Every row at once (the JSON answer of GET /attendance/reports). */
export async function allRows(table: ReportTable): Promise<Row[]> {
  const rows: Row[] = [];
  for await (const batch of table.batches()) rows.push(...batch);
  return rows;
}
