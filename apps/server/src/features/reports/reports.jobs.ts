import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { textKey } from '@rollcall/contract/i18n/text-key';
import { reports } from '../../db/schema/reports.js';
import { drawingBeside } from '../../shared/drawing/drawing-pool.js';
import { queueJob, type BackgroundJob } from '../../shared/jobs/background-job.js';
import { leaseOn } from '../../shared/jobs/lease.js';
import { leasedJob } from '../../shared/jobs/leased-job.js';
import { rollUpTotalsAt } from '../../figures/attendance-totals.js';
import { writeCsv } from './report-csv.js';
import type { ReportDocument, ReportWriters } from './report-document.js';
import { makeReportFile } from './report-file.js';
import type { ReportFileHeader } from './report-file-drawing.js';
import { batchesUpTo, PDF_MAX_ROWS, ReportTooLargeError } from './report-pdf.js';
import type { Row } from './report-rows.js';

/** Sent the report's id when one is asked for (reports.routes.ts). */
export const REPORT_QUEUE = 'report-file';
export const REPORT_SWEEP_QUEUE = 'report-sweep';
export const ROLL_UP_QUEUE = 'attendance-totals-roll-up';

export type ReportJobOptions = {
  /** Rows a PDF may hold before the report fails as too large. */
  pdfMaxRows?: number;
  pollingIntervalSeconds?: number;
  onError?: (error: Error) => void;
};

const reportLease = leaseOn(reports, { startedAt: sql`now()` });
const reportFileDrawing = drawingBeside<ReportFileHeader, Row[]>(
  import.meta.url,
  'report-file-drawing',
);

/**
 * The reports' background jobs: report files (leased rows of `reports`, failed after three tries
 * of workers that died), and the running totals' roll-up (attendance-totals.ts): a tick every
 * minute, a check of one row, and once a day, after midnight in the school's zone, the roll-up of
 * the day before. Its first tick is at start, in the background, since after an upgrade it builds
 * the totals from every record.
 */
export function reportsJobs(app: FastifyInstance, options: ReportJobOptions = {}): BackgroundJob[] {
  const pdfMaxRows = options.pdfMaxRows ?? PDF_MAX_ROWS;
  const drawOnThread = (
    format: ReportFileHeader['format'],
    { table, ...document }: ReportDocument,
    batches: AsyncIterable<Row[]>,
  ) =>
    app.drawing.draw(
      reportFileDrawing,
      {
        format,
        document: { ...document, table: { type: table.type, columns: table.columns } },
        maxRows: pdfMaxRows,
      },
      batches,
    );
  const writers: ReportWriters = {
    csv: writeCsv,
    // Drawn on a thread of their own: a long log's PDF takes seconds of solid work.
    pdf: (document) => drawOnThread('pdf', document, batchesUpTo(document.table, pdfMaxRows)),
    excel: (document) => drawOnThread('excel', document, document.table.batches()),
  };
  const rollUp = () => rollUpTotalsAt(app.db, app.clock());
  return [
    ...leasedJob({
      name: REPORT_QUEUE,
      sweepName: REPORT_SWEEP_QUEUE,
      db: app.db,
      lease: reportLease,
      pollingIntervalSeconds: options.pollingIntervalSeconds,
      work: (report) => makeReportFile(app.db, report, app.clock(), writers),
      failureOf: (error) =>
        error instanceof ReportTooLargeError
          ? { reason: textKey('reports.failedTooLarge'), isExpected: true }
          : { reason: textKey('reports.failedUnexpectedly'), isExpected: false },
      interruptedReason: textKey('reports.failedInterrupted'),
      onError: options.onError ?? ((error) => app.log.error({ err: error }, 'report file failed')),
    }),
    queueJob({
      kind: 'queue',
      name: ROLL_UP_QUEUE,
      isOneWaiting: true,
      expireInSeconds: 600,
      pollingIntervalSeconds: 10,
      schedule: { cron: '* * * * *' },
      handler: rollUp,
      atStart: { run: rollUp, isInBackground: true },
      onError: (error) => app.log.error({ err: error }, 'attendance totals roll-up failed'),
    }),
  ];
}
