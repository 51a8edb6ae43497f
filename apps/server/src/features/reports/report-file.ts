import type { ReportFormat, ReportType } from '@rollcall/contract/reports';
import { inArray } from 'drizzle-orm';
import { fillMessage } from '@rollcall/contract/i18n/message-template';
import { textsIn } from '@rollcall/contract/i18n/translate';
import type { Db } from '../../db/client.js';
import type { reports } from '../../db/schema/reports.js';
import { students } from '../../db/schema/students.js';
import { getSchoolSettings } from '../../shared/school-settings.js';
import { getSchoolLogo } from '../settings/school-logo.service.js';
import { describeReport, type ReportWriters } from './report-document.js';
import { resolveScope } from '../../figures/scope.js';
import { reportTable, type ReportTable } from './report-rows.js';
import { acrossSchools, type ReportSchool } from './report-schools.js';

/** A report's file made from its row (claimed by its job, reports.jobs.ts): what Ready stores. */
export async function makeReportFile(
  db: Db,
  report: typeof reports.$inferSelect,
  now: Date,
  writers: ReportWriters,
): Promise<{ file: Buffer; byteSize: number; studentIds: string[] }> {
  const range = {
    startDate: report.startDate,
    endDate: report.endDate,
    ...(report.class ? { class: report.class as '9' } : {}),
    ...(report.section ? { section: report.section as 'A' } : {}),
  };
  const schools: ReportSchool[] = [];
  for (const schoolId of report.schoolIds ?? [report.schoolId]) {
    const settings = await getSchoolSettings(db, schoolId);
    schools.push({ settings, scope: resolveScope(range, settings, now, schoolId) });
  }
  const [first] = schools;
  if (!first) throw new Error('A report covers at least one school');
  const type = report.type as ReportType;
  const named = new Set<string>();
  const table = noting(
    schools.length === 1
      ? reportTable(db, type, first.scope, first.settings, report.language)
      : acrossSchools(db, type, schools, report.language),
    named,
  );
  const document = describeReport(table, first.scope, {
    schoolName:
      schools.length === 1
        ? first.settings.schoolName
        : fillMessage(textsIn(report.language).reports.schoolCount, { count: schools.length }),
    generatedAt: now,
    generatedBy: report.createdByName ?? 'Rollcall',
    logo:
      report.format === 'pdf' && schools.length === 1
        ? (await getSchoolLogo(db, report.schoolId))?.png
        : undefined,
    language: report.language,
  });
  const file = await writers[report.format as ReportFormat](document);
  return { file, byteSize: file.length, studentIds: await idsOf(db, [...named]) };
}

/** The table as it is written, noting each Student ID its rows name on the way. */
const noting = (table: ReportTable, named: Set<string>): ReportTable => ({
  ...table,
  batches: async function* () {
    for await (const batch of table.batches()) {
      for (const row of batch) if (typeof row.studentId === 'string') named.add(row.studentId);
      yield batch;
    }
  },
});

/** The students of those Student IDs (a school's worth at most), for erasure to find the file by. */
async function idsOf(db: Db, studentIds: string[]) {
  const ids: string[] = [];
  for (let at = 0; at < studentIds.length; at += 5_000) {
    const rows = await db
      .select({ id: students.id })
      .from(students)
      .where(inArray(students.studentId, studentIds.slice(at, at + 5_000)));
    ids.push(...rows.map((row) => row.id));
  }
  return ids;
}
