// A report over several schools (issue 41): each school's rows counted on its own calendar and
// rules, one after another under a School column; the chronic-absence-by-school table ends with
// the schools' total.
import type { ReportType } from '@rollcall/contract/reports';
import { roundRate } from '@rollcall/contract/reports';
import { textsIn } from '@rollcall/contract/i18n/translate';
import type { Language } from '@rollcall/contract/languages';
import type { SchoolSettings } from '@rollcall/contract/settings';
import type { Db } from '../../db/client.js';
import type { ReportScope } from '../../figures/scope.js';
import { reportTable, type ReportTable, type Row } from './report-rows.js';

/** One school of the report: its settings and the report's range on its calendar. */
export type ReportSchool = { settings: SchoolSettings; scope: ReportScope };

const BY_SCHOOL: ReportType = 'chronic-absence-by-school';

/** The schools' total under their rows: counts summed, rates of the sums. */
function totalRow(rows: Row[], label: string): Row {
  const sum = (key: string) => rows.reduce((total, row) => total + Number(row[key] ?? 0), 0);
  const students = sum('students');
  const chronicCount = sum('chronicCount');
  const enrolledDays = sum('enrolledDays');
  return {
    school: label,
    students,
    chronicCount,
    chronicRate: students === 0 ? null : roundRate((chronicCount / students) * 100),
    rate: enrolledDays === 0 ? null : roundRate((sum('attended') / enrolledDays) * 100),
  };
}

export function acrossSchools(
  db: Db,
  type: ReportType,
  schools: ReportSchool[],
  language: Language,
): ReportTable {
  const texts = textsIn(language).reports;
  const tables = schools.map(({ settings, scope }) => ({
    name: settings.schoolName,
    table: reportTable(db, type, scope, settings, language),
  }));
  const columns = tables[0]?.table.columns ?? [];
  if (type === BY_SCHOOL) {
    return {
      type,
      columns,
      batches: async function* () {
        const rows: Row[] = [];
        for (const { table } of tables)
          for await (const batch of table.batches()) rows.push(...batch);
        yield [...rows, totalRow(rows, texts.allSchools)];
      },
    };
  }
  return {
    type,
    columns: [{ key: 'school', header: texts.pdf.school, kind: 'text' }, ...columns],
    batches: async function* () {
      for (const { name, table } of tables) {
        for await (const batch of table.batches()) {
          yield batch.map((row) => ({ school: name, ...row }));
        }
      }
    },
  };
}
