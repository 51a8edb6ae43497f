import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { text } from '@rollcall/contract/i18n/text-key';
import { ONEROSTER_MAX_ZIP_BYTES, rosterApi } from '@rollcall/contract/roster';
import { actorOf, requireAdminOrScope } from '../../plugins/authenticate.js';
import { readFileUpload } from '../../shared/image-upload.js';
import { routeOf } from '../../shared/route-of.js';
import { importOneRoster } from './roster-import.service.js';
import { tokenReply } from './roster-token-reply.js';

/** The OneRoster import: admins, or a script with an import-scoped API token. */
export const rosterRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route(
    routeOf(rosterApi.importOneRoster, {
      guard: requireAdminOrScope('import'),
      handler: async (request) => {
        const upload = await readFileUpload(request, rosterApi.importOneRoster.uploadField, {
          maxBytes: ONEROSTER_MAX_ZIP_BYTES,
          required: text('roster.fileRequired'),
        });
        const actor = actorOf(request);
        const result = await importOneRoster(
          app.db,
          actor,
          upload.data,
          request.query,
          app.drawing,
        );
        return actor.apiTokenId ? tokenReply(result) : result;
      },
    }),
  );
};
