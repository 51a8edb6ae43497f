import { textKey } from '@rollcall/contract/i18n/text-key';
import { and, eq, sql } from 'drizzle-orm';
import type { PgBoss } from 'pg-boss';
import type { ReportFormat, ReportType } from '@rollcall/contract/reports';
import type { Db } from '../../db/client.js';
import { reports } from '../../db/schema/reports.js';
import { startLeasedJobs, type LeasedJob, type LeasedJobs } from '../../shared/leased-jobs.js';
import { getSettings } from '../settings/settings.service.js';
import { writeCsv } from './report-csv.js';
import { describeReport, type ReportWriters } from './report-document.js';
import { writeExcel } from './report-excel.js';
import { getSchoolLogo } from '../settings/school-logo.service.js';
import { PDF_MAX_ROWS, ReportTooLargeError, writePdf } from './report-pdf.js';
import { resolveScope } from './report-range.js';
import { reportTable } from './report-rows.js';

export const REPORT_QUEUE = 'report-file';
const SWEEP_QUEUE = 'report-sweep';
/** A worker refreshes its claim this often; a claim older than the lease is a dead worker's. */
const HEARTBEAT_SECONDS = 10;
const LEASE_SECONDS = 60;
/** Tries (the first and those after a worker died mid-way) before a report is marked Failed. */
const MAX_ATTEMPTS = 3;

export type ReportJobOptions = {
  /** Rows a PDF may hold before the report fails as too large. */
  pdfMaxRows?: number;
  pollingIntervalSeconds?: number;
  onError?: (error: Error) => void;
};

/** Stranded reports fail after MAX_ATTEMPTS tries. */
export type ReportJobs = LeasedJobs;

/**
 * Claims a report for this worker in one conditional UPDATE, so two jobs for the same report
 * (a re-queue after a crash racing the original) never make it twice at once.
 */
async function claim(db: Db, id: string, takeOver: boolean) {
  const [row] = await db
    .update(reports)
    .set({
      attempts: sql`${reports.attempts} + 1`,
      startedAt: sql`now()`,
      heartbeatAt: sql`now()`,
    })
    .where(
      and(
        eq(reports.id, id),
        eq(reports.status, 'Processing'),
        takeOver
          ? undefined
          : sql`(${reports.heartbeatAt} is null or ${reports.heartbeatAt} < now() - make_interval(secs => ${LEASE_SECONDS}))`,
      ),
    )
    .returning();
  return row;
}

const finish = (db: Db, id: string, values: Partial<typeof reports.$inferInsert>) =>
  db
    .update(reports)
    .set({ ...values, completedAt: sql`now()`, heartbeatAt: null })
    .where(and(eq(reports.id, id), eq(reports.status, 'Processing')));

/** `takeOver` is sent at the start of the only process on a database: any claim left is a dead one's. */
type ReportJob = LeasedJob;

export async function makeReportFile(
  db: Db,
  job: ReportJob,
  now: Date,
  writers: ReportWriters,
  onError: (error: Error) => void,
): Promise<void> {
  const { id } = job;
  const report = await claim(db, id, job.takeOver === true);
  if (!report) return; // deleted, finished, or being made by a live worker
  if (report.attempts > MAX_ATTEMPTS) {
    await finish(db, id, { status: 'Failed', failureReason: textKey('reports.failedInterrupted') });
    return;
  }
  const heartbeat = setInterval(() => {
    db.update(reports)
      .set({ heartbeatAt: sql`now()` })
      .where(and(eq(reports.id, id), eq(reports.status, 'Processing')))
      .catch((error: unknown) => onError(error as Error));
  }, HEARTBEAT_SECONDS * 1000);
  try {
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
    await finish(db, id, { status: 'Ready', file, byteSize: file.length });
  } catch (error) {
    const tooLarge = error instanceof ReportTooLargeError;
    if (!tooLarge) onError(error as Error);
    await finish(db, id, {
      status: 'Failed',
      failureReason: textKey(tooLarge ? 'reports.failedTooLarge' : 'reports.failedUnexpectedly'),
    });
  } finally {
    clearInterval(heartbeat);
  }
}

/** The report queue on the app's pg-boss; this process makes files only when it is a worker. */
export async function startReportJobs(
  context: {
    db: Db;
    boss: PgBoss;
    isWorking: boolean;
    /** The embedded database: no other process can be making a report at start. */
    isSoleProcess: boolean;
    clock: () => Date;
  },
  options: ReportJobOptions = {},
): Promise<ReportJobs> {
  const { db } = context;
  const onError = options.onError ?? (() => {});
  const pdfMaxRows = options.pdfMaxRows ?? PDF_MAX_ROWS;
  const writers: ReportWriters = {
    csv: writeCsv,
    excel: writeExcel,
    pdf: (document) => writePdf(document, pdfMaxRows),
  };
  return startLeasedJobs({
    ...context,
    queue: REPORT_QUEUE,
    sweepQueue: SWEEP_QUEUE,
    pollingIntervalSeconds: options.pollingIntervalSeconds,
    onError,
    // Reports still Processing whose claim is older than the lease (all of them when taking over).
    stranded: (takeOver) =>
      db
        .select({ id: reports.id })
        .from(reports)
        .where(
          and(
            eq(reports.status, 'Processing'),
            takeOver
              ? undefined
              : sql`coalesce(${reports.heartbeatAt}, ${reports.createdAt}) < now() - make_interval(secs => ${LEASE_SECONDS})`,
          ),
        ),
    work: (job) => makeReportFile(db, job, context.clock(), writers, onError),
  });
}
