import type { Language } from '@rollcall/contract/languages';
import { fillMessage } from '@rollcall/contract/i18n/message-template';
import { text } from '@rollcall/contract/i18n/text-key';
import { textsIn } from '@rollcall/contract/i18n/translate';
import { and, desc, eq, inArray } from 'drizzle-orm';
import {
  REPORT_CONTENT_TYPES,
  reportFileName,
  type CreateReportBody,
  type ReportFormat,
  type ReportItem,
  type ReportType,
} from '@rollcall/contract/reports';
import type { Db } from '../../db/client.js';
import { reports } from '../../db/schema/reports.js';
import { schools } from '../../db/schema/schools.js';
import { actorName } from '../../shared/actor-name.js';
import type { Actor } from '../../shared/actor.js';
import { AppError } from '../../shared/app-error.js';
import { jobProgressOf } from '../../shared/jobs/job-progress.js';
import type { LinkMaker } from '../../shared/signed-links.js';
import { getSchoolSettings } from '../../shared/school-settings.js';
import { schoolIdOf } from '../../shared/acting-school.js';
import { resolveScope } from '../../figures/scope.js';
import { readStoredFile } from '../../shared/jobs/file-parts.js';

type ReportRow = typeof reports.$inferSelect;

/** Everything but the file itself: lists never read the bytes. */
const itemColumns = {
  id: reports.id,
  type: reports.type,
  format: reports.format,
  startDate: reports.startDate,
  endDate: reports.endDate,
  class: reports.class,
  section: reports.section,
  status: reports.status,
  failureReason: reports.failureReason,
  byteSize: reports.byteSize,
  createdByName: reports.createdByName,
  createdAt: reports.createdAt,
  schoolIds: reports.schoolIds,
};
type ItemRow = Pick<ReportRow, keyof typeof itemColumns>;

/** A report's display name, e.g. "Student Summary 2026-09-01 to 2026-09-30 (Grade 10 A)". */
function reportName(row: ItemRow & { type: ReportType }, language: Language): string {
  const texts = textsIn(language);
  const { pdf } = texts.reports;
  const scope = [row.class ? fillMessage(pdf.grade, { class: row.class }) : '', row.section ?? '']
    .filter(Boolean)
    .join(' ');
  const range =
    row.startDate === row.endDate
      ? row.startDate
      : fillMessage(pdf.dateRange, { start: row.startDate, end: row.endDate });
  const schools = row.schoolIds
    ? ` · ${fillMessage(texts.reports.schoolCount, { count: row.schoolIds.length })}`
    : '';
  return `${texts.reportTypes[row.type]} ${range}${scope ? ` (${scope})` : ''}${schools}`;
}

/**
 * A report as the lists show it, its name and failure reason (stored as a key) in the reader's
 * language; the file itself stays in the language it was made in. Its progress is any leased job's.
 */
export function toItem(row: ItemRow, links: LinkMaker, now: Date, language: Language): ReportItem {
  const type = row.type as ReportType;
  return {
    id: row.id,
    name: reportName({ ...row, type }, language),
    type,
    format: row.format as ReportFormat,
    generated: row.createdAt.toISOString(),
    ...jobProgressOf(row, links, now, language),
    startDate: row.startDate,
    endDate: row.endDate,
    class: row.class,
    section: row.section,
    byteSize: row.status === 'Ready' ? row.byteSize : null,
    createdBy: row.createdByName,
    schoolIds: row.schoolIds,
  };
}

/**
 * The schools a report covers beyond the acting one (null: that one alone), in the district's
 * order: another school, several or the whole district are the district administrators'.
 */
async function reportSchools(db: Db, actor: Actor, asked: CreateReportBody['schools']) {
  const acting = schoolIdOf(actor);
  if (asked === undefined) return null;
  const ids = asked === 'all' ? null : [...new Set(asked.map((id) => id.toLowerCase()))];
  if (ids?.length === 1 && ids[0] === acting) return null;
  if (!actor.isDistrictAdmin) throw new AppError('FORBIDDEN', text('reports.schoolsDistrictOnly'));
  const found = await db
    .select({ id: schools.id })
    .from(schools)
    .where(ids ? inArray(schools.id, ids) : eq(schools.isActive, true))
    .orderBy(schools.createdAt, schools.id);
  if (ids && found.length !== ids.length) throw new AppError('SCHOOL_NOT_FOUND');
  const covered = found.map((school) => school.id);
  return covered.length === 1 && covered[0] === acting ? null : covered;
}

/** Writes the request as Processing; the caller queues the job that makes the file. */
export async function insertReport(
  db: Db,
  now: Date,
  actor: Actor,
  body: CreateReportBody,
  language: Language,
) {
  const schoolId = schoolIdOf(actor);
  const settings = await getSchoolSettings(db, schoolId);
  const scope = resolveScope(body, settings, now, schoolId);
  const createdByName = await actorName(db, actor);
  const [row] = await db
    .insert(reports)
    .values({
      schoolId,
      schoolIds: await reportSchools(db, actor, body.schools),
      type: body.type,
      format: body.format,
      startDate: scope.startDate,
      endDate: scope.endDate,
      class: scope.class,
      section: scope.section,
      createdBy: actor.id,
      createdByName,
      language,
    })
    .returning(itemColumns);
  if (!row) throw new Error('Report was not stored');
  return row;
}

/** A school's report files, newest first (issue 41: another school's are not listed or found). */
export async function listReports(db: Db, schoolId: string, limit: number) {
  return db
    .select(itemColumns)
    .from(reports)
    .where(eq(reports.schoolId, schoolId))
    .orderBy(desc(reports.createdAt))
    .limit(limit);
}

const reportOf = (schoolId: string, id: string) =>
  and(eq(reports.schoolId, schoolId), eq(reports.id, id));

export async function findReport(db: Db, schoolId: string, id: string) {
  const [row] = await db.select(itemColumns).from(reports).where(reportOf(schoolId, id));
  if (!row) throw new AppError('REPORT_NOT_FOUND');
  return row;
}

export async function deleteReport(db: Db, schoolId: string, id: string) {
  const [row] = await db
    .delete(reports)
    .where(reportOf(schoolId, id))
    .returning({ id: reports.id });
  if (!row) throw new AppError('REPORT_NOT_FOUND');
  return { message: text('reports.deleted') };
}

/** The file behind a verified link: its name, type and bytes. */
export async function readReportFile(db: Db, id: string) {
  const [row] = await db
    .select({ ...itemColumns, file: reports.file, filePartsId: reports.filePartsId })
    .from(reports)
    .where(eq(reports.id, id));
  if (!row) throw new AppError('REPORT_NOT_FOUND');
  const data = row.status === 'Ready' ? await readStoredFile(db, row) : null;
  if (!data) throw new AppError('REPORT_NOT_READY');
  const format = row.format as ReportFormat;
  return {
    fileName: reportFileName({ ...row, type: row.type as ReportType, format }),
    contentType: REPORT_CONTENT_TYPES[format],
    data,
  };
}
