import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { text } from '@rollcall/contract/i18n/text-key';
import { API_PREFIX, pathOf } from '@rollcall/contract/endpoint';
import { REPORT_LINK_TTL_SECONDS, reportsApi, reportFileName } from '@rollcall/contract/reports';
import { actorOf, requireAdmin, requireUser, schoolOf } from '../../plugins/authenticate.js';
import { AppError } from '../../shared/app-error.js';
import { CSV_CONTENT_TYPE, sendFile } from '../../shared/file-reply.js';
import { requestLanguage } from '../../shared/request-language.js';
import { routeOf } from '../../shared/route-of.js';
import { adminFileLinks } from '../../shared/admin-file-links.js';
import { getSchoolSettings } from '../../shared/school-settings.js';
import { getAnalytics, getReportStats } from './analytics.service.js';
import { resolveScope } from '../../figures/scope.js';
import { allRows, reportTable } from './report-rows.js';
import { writeCsv } from './report-csv.js';
import { describeReport } from './report-document.js';
import { REPORT_QUEUE } from './reports.jobs.js';
import * as reportsService from './reports.service.js';

/**
 * Stats and analytics for every signed-in user; making, listing, downloading and deleting report
 * files for admins. The download itself is guarded by its signed link, not a bearer token.
 */
export const reportsRoutes: FastifyPluginAsyncZod = async (app) => {
  const links = await adminFileLinks(app, {
    secretName: 'report-links',
    purpose: 'report',
    ttlSeconds: REPORT_LINK_TTL_SECONDS,
    pathOf: (id) => API_PREFIX + pathOf(reportsApi.download, { id }),
  });

  app.route(
    routeOf(reportsApi.stats, {
      guard: requireUser,
      handler: async (request) => getReportStats(app.db, app.clock(), schoolOf(request)),
    }),
  );

  app.route(
    routeOf(reportsApi.analytics, {
      guard: requireUser,
      handler: async (request) =>
        getAnalytics(app.db, app.clock(), schoolOf(request), request.query),
    }),
  );

  app.route(
    routeOf(reportsApi.create, {
      guard: requireAdmin,
      handler: async (request) => {
        // Files are made by jobs (reports.jobs.ts); without the job queue none can be asked for.
        if (!app.jobs) throw new AppError('INTERNAL', text('reports.needsQueue'));
        const now = app.clock();
        const language = await requestLanguage(request);
        const row = await reportsService.insertReport(
          app.db,
          now,
          actorOf(request),
          request.body,
          language,
        );
        await app.jobs.enqueue(REPORT_QUEUE, { id: row.id });
        return {
          report: reportsService.toItem(row, links.for(actorOf(request)), now, language),
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
        const rows = await reportsService.listReports(
          app.db,
          schoolOf(request),
          request.query.limit,
        );
        const language = await requestLanguage(request);
        return {
          reports: rows.map((row) =>
            reportsService.toItem(row, links.for(actorOf(request)), now, language),
          ),
        };
      },
    }),
  );

  app.route(
    routeOf(reportsApi.get, {
      guard: requireAdmin,
      handler: async (request) => {
        const row = await reportsService.findReport(app.db, schoolOf(request), request.params.id);
        const language = await requestLanguage(request);
        return {
          report: reportsService.toItem(row, links.for(actorOf(request)), app.clock(), language),
        };
      },
    }),
  );

  app.route(
    routeOf(reportsApi.remove, {
      guard: requireAdmin,
      handler: async (request) =>
        reportsService.deleteReport(app.db, schoolOf(request), request.params.id),
    }),
  );

  // Guarded by its signed link: a new window sends no bearer token.
  app.route(
    routeOf(reportsApi.download, {
      guard: 'public',
      handler: async (request, reply) => {
        await links.verify(request.params.id, request.query, app.clock());
        const file = await reportsService.readReportFile(app.db, request.params.id);
        return sendFile(reply, {
          contentType: file.contentType,
          fileName: file.fileName,
          body: file.data,
        });
      },
    }),
  );

  // Spec §7's GET /attendance/reports: the same reports, made at once.
  app.route(
    routeOf(reportsApi.immediate, {
      guard: requireAdmin,
      handler: async (request, reply) => {
        const { type, format, ...range } = request.query;
        const schoolId = schoolOf(request);
        const settings = await getSchoolSettings(app.db, schoolId);
        const now = app.clock();
        const scope = resolveScope(range, settings, now, schoolId);
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
          // A Buffer skips the JSON serializer and goes out as it is.
          return sendFile(reply, { contentType: CSV_CONTENT_TYPE, fileName, body: file });
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
