import { and, eq, sql } from 'drizzle-orm';
import type { PgBoss } from 'pg-boss';
import { REPORT_MESSAGES, type ReportFormat, type ReportType } from '@rollcall/contract/reports';
import type { Db } from '../../db/client.js';
import { reports } from '../../db/schema/reports.js';
import { getSettings } from '../settings/settings.service.js';
import { writeCsv } from './report-csv.js';
import { describeReport, type ReportWriters } from './report-document.js';
import { writeExcel } from './report-excel.js';
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

export type ReportJobs = {
  enqueue: (id: string) => Promise<void>;
  /** Re-queues reports whose worker died mid-way (they fail after MAX_ATTEMPTS tries). */
  resumeStranded: (atStart?: boolean) => Promise<void>;
  /** Waits for files being made in this process, then stops taking jobs. */
  stop: () => Promise<void>;
};

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

type ReportJob = {
  id: string;
  /** Sent at the start of the only process on a database: any claim left is a dead one's. */
  takeOver?: boolean;
};

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
    await finish(db, id, { status: 'Failed', failureReason: REPORT_MESSAGES.failedInterrupted });
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
    const table = reportTable(db, report.type as ReportType, scope, settings);
    const document = describeReport(table, scope, {
      schoolName: settings.schoolName,
      generatedAt: now,
      generatedBy: report.createdByName ?? 'Rollcall',
    });
    const file = await writers[report.format as ReportFormat](document);
    await finish(db, id, { status: 'Ready', file, byteSize: file.length });
  } catch (error) {
    const tooLarge = error instanceof ReportTooLargeError;
    if (!tooLarge) onError(error as Error);
    await finish(db, id, {
      status: 'Failed',
      failureReason: tooLarge ? REPORT_MESSAGES.failedTooLarge : REPORT_MESSAGES.failedUnexpectedly,
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
  const { db, boss } = context;
  const onError = options.onError ?? (() => {});
  const pdfMaxRows = options.pdfMaxRows ?? PDF_MAX_ROWS;
  const writers: ReportWriters = {
    csv: writeCsv,
    excel: writeExcel,
    pdf: (document) => writePdf(document, pdfMaxRows),
  };
  for (const name of [REPORT_QUEUE, SWEEP_QUEUE]) {
    if (await boss.getQueue(name)) continue;
    // Failures are recorded on the report itself; a job that dies is found by the sweep.
    await boss.createQueue(name, { retryLimit: 0, expireInSeconds: 30 * 60 });
  }

  const running = new Set<Promise<void>>();
  const track = (work: Promise<void>) => {
    running.add(work);
    return work.finally(() => running.delete(work));
  };

  /**
   * Reports still Processing whose claim is older than the lease (or, at the start of the only
   * process on the database, all of them) go back on the queue. Jobs run one at a time per
   * process and the claim is conditional, so a duplicate job finds nothing to do.
   */
  const resumeStranded = async (atStart = false) => {
    const takeOver = atStart && context.isSoleProcess;
    const stranded = await db
      .select({ id: reports.id })
      .from(reports)
      .where(
        and(
          eq(reports.status, 'Processing'),
          takeOver
            ? undefined
            : sql`coalesce(${reports.heartbeatAt}, ${reports.createdAt}) < now() - make_interval(secs => ${LEASE_SECONDS})`,
        ),
      );
    for (const { id } of stranded) {
      await boss.send(REPORT_QUEUE, takeOver ? { id, takeOver } : { id });
    }
  };

  if (context.isWorking) {
    const polling = { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 1 };
    await boss.work<ReportJob>(REPORT_QUEUE, polling, async ([job]) => {
      if (!job) return;
      await track(makeReportFile(db, job.data, context.clock(), writers, onError));
    });
    await boss.work(SWEEP_QUEUE, polling, () => track(resumeStranded()));
    await boss.schedule(SWEEP_QUEUE, '* * * * *');
    await resumeStranded(true).catch((error: unknown) => onError(error as Error));
  }

  return {
    enqueue: async (id) => {
      await boss.send(REPORT_QUEUE, { id });
    },
    resumeStranded,
    stop: async () => {
      if (context.isWorking) {
        await boss.offWork(REPORT_QUEUE);
        await boss.offWork(SWEEP_QUEUE);
      }
      await Promise.allSettled([...running]);
    },
  };
}
