import type { ReportFormat, ReportType } from '@rollcall/contract/reports';
import type { Db } from '../../db/client.js';
import type { reports } from '../../db/schema/reports.js';
import { getSettings } from '../../shared/school-settings.js';
import { getSchoolLogo } from '../settings/school-logo.service.js';
import { describeReport, type ReportWriters } from './report-document.js';
import { resolveScope } from '../../figures/scope.js';
import { reportTable } from './report-rows.js';

/** A report's file made from its row (claimed by its job, reports.jobs.ts): what Ready stores. */
export async function makeReportFile(
  db: Db,
  report: typeof reports.$inferSelect,
  now: Date,
  writers: ReportWriters,
): Promise<{ file: Buffer; byteSize: number }> {
  const settings = await getSettings(db);
  const scope = resolveScope(
    {
      startDate: report.startDate,
      endDate: report.endDate,
      ...(report.class ? { class: report.class as '9' } : {}),
      ...(report.section ? { section: report.section as 'A' } : {}),
    },
    settings,
    now,
  );
  const table = reportTable(db, report.type as ReportType, scope, settings, report.language);
  const document = describeReport(table, scope, {
    schoolName: settings.schoolName,
    generatedAt: now,
    generatedBy: report.createdByName ?? 'Rollcall',
    logo: report.format === 'pdf' ? (await getSchoolLogo(db))?.png : undefined,
    language: report.language,
  });
  const file = await writers[report.format as ReportFormat](document);
  return { file, byteSize: file.length };
}
