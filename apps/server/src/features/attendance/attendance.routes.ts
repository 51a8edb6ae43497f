import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { attendanceApi } from '@rollcall/contract/attendance';
import {
  actorOf,
  claimsOf,
  requireSignedToken,
  requireUser,
  schoolOf,
} from '../../plugins/authenticate.js';
import { requestedSchoolOf } from '../../shared/acting-school.js';
import { CSV_CONTENT_TYPE, sendFile, XLSX_CONTENT_TYPE } from '../../shared/file-reply.js';
import { requestLanguage } from '../../shared/request-language.js';
import { routeOf } from '../../shared/route-of.js';
import { schoolDateOf } from '../../shared/school-calendar.js';
import { getSchoolSettings } from '../../shared/school-settings.js';
import { exportAttendance } from './attendance-export.service.js';
import { EXPORT_WINDOWS } from './attendance-export-rows.js';
import { getAttendanceStats, getStudentAttendance } from './attendance-stats.service.js';
import * as attendanceService from './attendance.service.js';
import { recordManualAttendance, scanAttendance } from './scan.service.js';

/** Teachers and admins both take and read attendance (spec §1, §6). */
export const attendanceRoutes: FastifyPluginAsyncZod = async (app) => {
  const guard = requireUser;

  app.route(
    routeOf(attendanceApi.scan, {
      // The scan's statement checks the session itself, in the same round trip (decision 003).
      guard: requireSignedToken,
      handler: (request) =>
        app.metrics.countScan(
          'staff',
          scanAttendance(
            app.db,
            app.pool,
            app.qrSecret,
            app.clock(),
            claimsOf(request),
            requestedSchoolOf(request),
            request.body,
          ),
          () => 'checked-in',
        ),
    }),
  );

  app.route(
    routeOf(attendanceApi.recordManual, {
      guard,
      handler: (request) =>
        recordManualAttendance(app.db, app.clock(), actorOf(request), request.body),
    }),
  );

  app.route(
    routeOf(attendanceApi.list, {
      guard,
      handler: (request) =>
        attendanceService.findAttendance(app.db, app.readCache, schoolOf(request), request.query),
    }),
  );

  app.route(
    routeOf(attendanceApi.today, {
      guard,
      handler: (request) =>
        attendanceService.getTodayAttendance(
          app.db,
          app.readCache,
          app.clock(),
          schoolOf(request),
          request.query,
        ),
    }),
  );

  app.route(
    routeOf(attendanceApi.stats, {
      guard,
      handler: (request) =>
        getAttendanceStats(app.db, app.clock(), schoolOf(request), request.query),
    }),
  );

  app.route(
    routeOf(attendanceApi.forStudent, {
      guard,
      handler: (request) =>
        getStudentAttendance(
          app.db,
          app.clock(),
          schoolOf(request),
          request.params.id,
          request.query,
        ),
    }),
  );

  app.route(
    routeOf(attendanceApi.absentToday, {
      guard,
      handler: (request) =>
        attendanceService.getAbsentToday(app.db, app.clock(), schoolOf(request), request.query),
    }),
  );

  app.route(
    routeOf(attendanceApi.export, {
      guard,
      handler: async (request, reply) => {
        const { format, ...filters } = request.query;
        const schoolId = schoolOf(request);
        const stream = await exportAttendance(
          app.db,
          { ...filters, schoolId },
          format,
          await requestLanguage(request),
          // PostgreSQL builds batches on several cores; the embedded database has one thread.
          { windows: app.databaseKind === 'postgres' ? EXPORT_WINDOWS : 1 },
        );
        const { timezone } = await getSchoolSettings(app.db, schoolId);
        const date = schoolDateOf(app.clock(), timezone);
        const isCsv = format === 'csv';
        return sendFile(reply, {
          contentType: isCsv ? CSV_CONTENT_TYPE : XLSX_CONTENT_TYPE,
          fileName: `attendance-report-${date}.${isCsv ? 'csv' : 'xlsx'}`,
          body: stream,
        });
      },
    }),
  );

  app.route(
    routeOf(attendanceApi.update, {
      guard,
      handler: (request) =>
        attendanceService.updateAttendance(
          app.db,
          actorOf(request),
          request.params.id,
          request.body,
        ),
    }),
  );

  app.route(
    routeOf(attendanceApi.delete, {
      guard,
      handler: (request) =>
        attendanceService.deleteAttendance(
          app.db,
          actorOf(request),
          request.params.id,
          request.body.reason,
        ),
    }),
  );
};
