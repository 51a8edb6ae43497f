import type { FastifyRequest } from 'fastify';
import type { Language } from '@rollcall/contract/languages';
import type { Db } from '../../db/client.js';
import type { Actor } from '../../shared/actor.js';
import type { DrawingPool } from '../../shared/drawing/drawing-pool.js';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { text } from '@rollcall/contract/i18n/text-key';
import { ONEROSTER_FIELD, ONEROSTER_MAX_ZIP_BYTES, rosterApi } from '@rollcall/contract/roster';
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
import { assertDistrictImporter, importDistrictRoster } from './district-roster.service.js';
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
  /** Tells the school's administrators of its held import, once, by e-mail (a queued job). */
  const tellOfHold = async (schoolId: string, held: { pendingImportId: string } | undefined) => {
    if (held && email && app.jobs) {
      await app.jobs.enqueue(ROSTER_HOLD_MAIL_QUEUE, {
        schoolId,
        pendingImportId: held.pendingImportId,
      });
    }
  };
  /** Runs `importer` on the request's uploaded zip, as its caller, in their language. */
  const importUpload = async <Query, Answer>(
    request: FastifyRequest,
    query: Query,
    importer: (
      db: Db,
      actor: Actor,
      zip: Uint8Array,
      query: Query,
      drawing: DrawingPool,
      options: { language: Language; writesInSteps: boolean },
    ) => Promise<Answer>,
  ) => {
    const upload = await readFileUpload(request, ONEROSTER_FIELD, {
      maxBytes: ONEROSTER_MAX_ZIP_BYTES,
      required: text('roster.fileRequired'),
    });
    const language = await requestLanguage(request);
    return importer(app.db, actorOf(request), upload.data, query, app.drawing, {
      language,
      writesInSteps,
    });
  };
  app.route(
    routeOf(rosterApi.importOneRoster, {
      guard: requireAdminOrScope('import'),
      handler: async (request, reply) => {
        const answer = await importUpload(request, request.query, importOneRoster);
        await tellOfHold(schoolOf(request), answer.result.held);
        return sendRosterAnswer(reply, answer);
      },
    }),
  );

  app.route(
    routeOf(rosterApi.importDistrict, {
      guard: requireAdminOrScope('import'),
      handler: async (request) => {
        assertDistrictImporter(actorOf(request));
        const answer = await importUpload(request, request.query, importDistrictRoster);
        for (const school of answer.schools) {
          if (school.schoolId) await tellOfHold(school.schoolId, school.held);
        }
        return answer;
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
