import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { text } from '@rollcall/contract/i18n/text-key';
import { ONEROSTER_MAX_ZIP_BYTES, rosterApi } from '@rollcall/contract/roster';
import {
  actorOf,
  requireAdmin,
  requireAdminOrScope,
  schoolOf,
} from '../../plugins/authenticate.js';
import { readFileUpload } from '../../shared/image-upload.js';
import { requestLanguage } from '../../shared/request-language.js';
import { routeOf } from '../../shared/route-of.js';
import type { StaffMail } from '../../shared/staff-mail.js';
import { ROSTER_HOLD_MAIL_QUEUE } from './roster-hold-mail.js';
import { sendRosterAnswer } from './roster-answer.js';
import { importOneRoster } from './roster-import.service.js';
import {
  discardPending,
  dropPending,
  latestPending,
  pendingImport,
} from './roster-pending.service.js';

/**
 * The OneRoster import: admins, or a script with an import-scoped API token; and the import the
 * sync hold keeps, which only an admin previews, confirms or discards.
 */
export const rosterRoutes: FastifyPluginAsyncZod<{ email?: StaffMail | undefined }> = async (
  app,
  { email },
) => {
  const writesInSteps = app.databaseKind === 'embedded';
  app.route(
    routeOf(rosterApi.importOneRoster, {
      guard: requireAdminOrScope('import'),
      handler: async (request, reply) => {
        const upload = await readFileUpload(request, rosterApi.importOneRoster.uploadField, {
          maxBytes: ONEROSTER_MAX_ZIP_BYTES,
          required: text('roster.fileRequired'),
        });
        const answer = await importOneRoster(
          app.db,
          actorOf(request),
          upload.data,
          request.query,
          app.drawing,
          { language: await requestLanguage(request), writesInSteps },
        );
        const { held } = answer.result;
        if (held && email && app.jobs) {
          await app.jobs.enqueue(ROSTER_HOLD_MAIL_QUEUE, {
            schoolId: schoolOf(request),
            pendingImportId: held.pendingImportId,
          });
        }
        return sendRosterAnswer(reply, answer);
      },
    }),
  );

  app.route(
    routeOf(rosterApi.pending, {
      guard: requireAdmin,
      handler: async (request) => ({ pending: await latestPending(app.db, schoolOf(request)) }),
    }),
  );

  app.route(
    routeOf(rosterApi.previewPending, {
      guard: requireAdmin,
      handler: async (request, reply) => {
        const { zip, query } = await pendingImport(app.db, schoolOf(request), request.params.id);
        const answer = await importOneRoster(
          app.db,
          actorOf(request),
          zip,
          { ...query, dryRun: true },
          app.drawing,
          { language: await requestLanguage(request), writesInSteps },
        );
        return sendRosterAnswer(reply, answer);
      },
    }),
  );

  app.route(
    routeOf(rosterApi.confirmPending, {
      guard: requireAdmin,
      handler: async (request, reply) => {
        const { id } = request.params;
        const schoolId = schoolOf(request);
        const { zip, query, receivedAt } = await pendingImport(app.db, schoolId, id);
        const answer = await importOneRoster(
          app.db,
          actorOf(request),
          zip,
          { ...query, dryRun: false },
          app.drawing,
          {
            language: await requestLanguage(request),
            writesInSteps,
            alsoInTransaction: (tx) => dropPending(tx, schoolId, id, receivedAt),
          },
        );
        return sendRosterAnswer(reply, answer);
      },
    }),
  );

  app.route(
    routeOf(rosterApi.discardPending, {
      guard: requireAdmin,
      handler: (request) => discardPending(app.db, actorOf(request), request.params.id),
    }),
  );
};
