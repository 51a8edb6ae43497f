import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { studentsApi } from '@rollcall/contract/students';
import {
  actorOf,
  requireAdmin,
  requireAdminOrScope,
  requireUser,
  schoolOf,
} from '../../plugins/authenticate.js';
import { routeOf } from '../../shared/route-of.js';
import { readImageUpload } from '../../shared/image-upload.js';
import { getAttendanceCalendar } from '../../figures/attendance-calendar.js';
import { bulkImportStudents } from './bulk-import.service.js';
import { getStudentQr, regenerateStudentQr, uploadStudentPhoto } from './student-card.service.js';
import { getStudentClasses, getStudentStats } from './student-stats.service.js';
import * as studentsService from './students.service.js';

const BULK_IMPORT_BODY_LIMIT = 20 * 1024 * 1024;

/** Teachers read students; only admins change them. */
export const studentsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route(
    routeOf(studentsApi.list, {
      guard: requireUser,
      handler: (request) =>
        studentsService.findStudents(app.db, schoolOf(request), app.qrSecret, request.query),
    }),
  );

  app.route(
    routeOf(studentsApi.stats, {
      guard: requireUser,
      handler: (request) => getStudentStats(app.db, schoolOf(request)),
    }),
  );

  app.route(
    routeOf(studentsApi.classes, {
      guard: requireUser,
      handler: (request) => getStudentClasses(app.db, schoolOf(request)),
    }),
  );

  app.route(
    routeOf(studentsApi.search, {
      guard: requireUser,
      handler: (request) =>
        studentsService.searchStudents(app.db, schoolOf(request), app.qrSecret, request.query),
    }),
  );

  app.route(
    routeOf(studentsApi.get, {
      guard: requireUser,
      handler: async (request) => ({
        student: await studentsService.getStudentById(
          app.db,
          schoolOf(request),
          app.qrSecret,
          request.params.id,
        ),
      }),
    }),
  );

  app.route(
    routeOf(studentsApi.create, {
      guard: requireAdmin,
      handler: (request) =>
        studentsService.createStudent(app.db, app.qrSecret, actorOf(request), request.body),
    }),
  );

  app.route(
    routeOf(studentsApi.update, {
      guard: requireAdmin,
      handler: (request) =>
        studentsService.updateStudent(
          app.db,
          app.qrSecret,
          actorOf(request),
          request.params.id,
          request.body,
        ),
    }),
  );

  app.route(
    routeOf(studentsApi.archive, {
      guard: requireAdmin,
      handler: (request) =>
        studentsService.archiveStudent(app.db, actorOf(request), request.params.id),
    }),
  );

  app.route(
    routeOf(studentsApi.attendanceCalendar, {
      guard: requireUser,
      handler: (request) =>
        getAttendanceCalendar(
          app.db,
          schoolOf(request),
          app.clock(),
          request.params.id,
          request.query,
        ),
    }),
  );

  app.route(
    routeOf(studentsApi.qr, {
      guard: requireUser,
      handler: (request) =>
        getStudentQr(app.db, schoolOf(request), app.qrSecret, request.params.id),
    }),
  );

  app.route(
    routeOf(studentsApi.regenerateQr, {
      guard: requireAdmin,
      handler: (request) =>
        regenerateStudentQr(app.db, app.qrSecret, actorOf(request), request.params.id),
    }),
  );

  app.route(
    routeOf(studentsApi.uploadPhoto, {
      guard: requireAdmin,
      handler: async (request) => {
        const upload = await readImageUpload(request, studentsApi.uploadPhoto.uploadField);
        return uploadStudentPhoto(
          app.db,
          schoolOf(request),
          app.qrSecret,
          request.params.id,
          upload,
        );
      },
    }),
  );

  app.route(
    routeOf(studentsApi.bulkImport, {
      guard: requireAdminOrScope('import'),
      bodyLimit: BULK_IMPORT_BODY_LIMIT,
      handler: (request) => bulkImportStudents(app.db, actorOf(request), request.body.students),
    }),
  );
};
