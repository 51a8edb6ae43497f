import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { privacyApi } from '@rollcall/contract/privacy';
import { CURRENT_PASSWORD_ATTEMPTS, attemptLimit } from '../../plugins/attempt-limits.js';
import { actorOf, requireAdmin, schoolOf } from '../../plugins/authenticate.js';
import { sendFile } from '../../shared/file-reply.js';
import { requireRecentConfirmation } from '../../shared/recent-confirmation.js';
import { requestLanguage } from '../../shared/request-language.js';
import { routeOf } from '../../shared/route-of.js';
import { eraseStudent } from './erasure.service.js';
import { ERASURE_VACUUM_QUEUE } from './privacy.jobs.js';
import { exportStudentData } from './student-export.service.js';
import { listArchivedStudents, previewStudentRetention } from './student-retention.service.js';

/** A family's data on request (issue 27): export, erasure and retention. Admins only. */
export const privacyRoutes: FastifyPluginAsyncZod = async (app) => {
  const guard = requireAdmin;

  app.route(
    routeOf(privacyApi.exportStudent, {
      guard,
      // A child's whole record, medical details included: the password within minutes first.
      preHandler: requireRecentConfirmation,
      handler: async (request, reply) => {
        const zip = await exportStudentData(
          app.db,
          app.clock(),
          actorOf(request),
          request.params.id,
          await requestLanguage(request),
        );
        return sendFile(reply, {
          contentType: 'application/zip',
          fileName: zip.fileName,
          body: zip.file,
        });
      },
    }),
  );

  app.route(
    routeOf(privacyApi.eraseStudent, {
      guard,
      // The password asked again is counted like any other current-password check.
      preHandler: attemptLimit(app, CURRENT_PASSWORD_ATTEMPTS, (request) => actorOf(request).id),
      handler: async (request) => {
        const erased = await eraseStudent(
          app.db,
          app.clock(),
          actorOf(request),
          request.params.id,
          request.body,
        );
        await app.jobs?.enqueue(ERASURE_VACUUM_QUEUE, {});
        return erased;
      },
    }),
  );

  app.route(
    routeOf(privacyApi.archivedStudents, {
      guard,
      handler: (request) => listArchivedStudents(app.db, schoolOf(request), request.query),
    }),
  );

  app.route(
    routeOf(privacyApi.retentionPreview, {
      guard,
      handler: (request) => previewStudentRetention(app.db, app.clock(), schoolOf(request)),
    }),
  );
};
