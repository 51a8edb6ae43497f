import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { text } from '@rollcall/contract/i18n/text-key';
import { reportsApi, reportFileName } from '@rollcall/contract/reports';
import { actorOf, requireAdmin, requireUser } from '../../plugins/authenticate.js';
import { AppError } from '../../shared/app-error.js';
import { requestLanguage } from '../../shared/request-language.js';
import { routeOf } from '../../shared/route-of.js';
import { getOrCreateSecret } from '../../shared/secrets.js';
import { getSettings } from '../settings/settings.service.js';
import { getAnalytics, getReportStats } from './analytics.service.js';
import { startTotalsRollUp } from './attendance-totals.js';
import type { JobQueue } from '../../shared/job-queue.js';
import { startReportJobs, type ReportJobOptions } from './report-jobs.js';
import { reportLinks } from './report-links.js';
import { resolveScope } from './report-range.js';
import { allRows, reportTable } from './report-rows.js';
import { writeCsv } from './report-csv.js';
import { describeReport } from './report-document.js';
import * as reportsService from './reports.service.js';

/**
 * Stats and analytics for every signed-in user; making, listing, downloading and deleting report
 * files for admins. The download itself is guarded by its signed link, not a bearer token.
 */
export const reportsRoutes: FastifyPluginAsyncZod<{
  /** Files are made by jobs on the app's pg-boss; without it, reports cannot be created. */
  messaging?: JobQueue | undefined;
  jobOptions?: ReportJobOptions | undefined;
}> = async (app, { messaging, jobOptions }) => {
  const reportJobs = messaging
    ? await startReportJobs(
        {
          db: app.db,
          boss: messaging.boss,
          isWorking: messaging.isWorking,
          isSoleProcess: app.databaseKind === 'embedded',
          clock: app.clock,
        },
        { onError: (error) => app.log.error({ err: error }, 'report file failed'), ...jobOptions },
      )
    : undefined;
  if (reportJobs) app.addHook('onClose', () => reportJobs.stop());
  const totalsRollUp = messaging
    ? await startTotalsRollUp({
        db: app.db,
        boss: messaging.boss,
        isWorking: messaging.isWorking,
        clock: app.clock,
        onError: (error) => app.log.error({ err: error }, 'attendance totals roll-up failed'),
      })
    : undefined;
  if (totalsRollUp) app.addHook('onClose', () => totalsRollUp.stop());
  const links = reportLinks(await getOrCreateSecret(app.db, 'report-links'));

  app.route(
    routeOf(reportsApi.stats, {
      guard: requireUser,
      handler: async () => getReportStats(app.db, app.clock()),
    }),
  );

  app.route(
    routeOf(reportsApi.analytics, {
      guard: requireUser,
      handler: async (request) => getAnalytics(app.db, app.clock(), request.query),
    }),
  );

  app.route(
    routeOf(reportsApi.create, {
      guard: requireAdmin,
      handler: async (request) => {
        if (!reportJobs) throw new AppError('INTERNAL', text('reports.needsQueue'));
        const now = app.clock();
        const language = await requestLanguage(request);
        const row = await reportsService.insertReport(
          app.db,
          now,
          actorOf(request),
          request.body,
          language,
        );
        await reportJobs.enqueue(row.id);
        return {
          report: reportsService.toItem(row, links, now, language),
          message: text('reports.queued'),
        };
      },
    }),
  );

  app.route(
    routeOf(reportsApi.list, {
      guard: requireAdmin,
      handler: async (request) => {
        const now = app.clock();
        const rows = await reportsService.listReports(app.db, request.query.limit);
        const language = await requestLanguage(request);
        return { reports: rows.map((row) => reportsService.toItem(row, links, now, language)) };
      },
    }),
  );

  app.route(
    routeOf(reportsApi.get, {
      guard: requireAdmin,
      handler: async (request) => {
        const row = await reportsService.findReport(app.db, request.params.id);
        const language = await requestLanguage(request);
        return { report: reportsService.toItem(row, links, app.clock(), language) };
      },
    }),
  );

  app.route(
    routeOf(reportsApi.remove, {
      guard: requireAdmin,
      handler: async (request) => reportsService.deleteReport(app.db, request.params.id),
    }),
  );

  // Guarded by its signed link: a new window sends no bearer token.
  app.route(
    routeOf(reportsApi.download, {
      guard: 'public',
      handler: async (request, reply) => {
        links.verify(request.params.id, request.query, app.clock());
        const file = await reportsService.readReportFile(app.db, request.params.id);
        return reply
          .header('Content-Type', file.contentType)
          .header('Content-Disposition', `attachment; filename="${file.fileName}"`)
          .header('Cache-Control', 'private, no-store')
          .header('X-Robots-Tag', 'noindex')
          .send(file.data);
      },
    }),
  );

  // Spec §7's GET /attendance/reports: the same reports, made at once.
  app.route(
    routeOf(reportsApi.immediate, {
      guard: requireAdmin,
      handler: async (request, reply) => {
        const { type, format, ...range } = request.query;
        const settings = await getSettings(app.db);
        const now = app.clock();
        const scope = resolveScope(range, settings, now);
        const language = await requestLanguage(request);
        const table = reportTable(app.db, type, scope, settings, language);
        if (format === 'csv') {
          const file = await writeCsv(
            describeReport(table, scope, {
              schoolName: settings.schoolName,
              generatedAt: now,
              generatedBy: '',
              language,
            }),
          );
          const fileName = reportFileName({ ...scope, type, format: 'csv' });
          return (
            reply
              .header('Content-Type', 'text/csv; charset=utf-8')
              .header('Content-Disposition', `attachment; filename="${fileName}"`)
              .header('Cache-Control', 'no-store')
              // A Buffer skips the JSON serializer and goes out as it is.
              .send(file)
          );
        }
        return {
          type,
          startDate: scope.startDate,
          endDate: scope.endDate,
          class: scope.class,
          section: scope.section,
          columns: [...table.columns],
          rows: await allRows(table),
        };
      },
    }),
  );
};
