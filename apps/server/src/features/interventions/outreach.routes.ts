import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API_PREFIX, pathOf } from '@rollcall/contract/endpoint';
import { text } from '@rollcall/contract/i18n/text-key';
import {
  LETTER_LINK_TTL_SECONDS,
  lettersApi,
  nudgesApi,
} from '@rollcall/contract/interventions/outreach';
import { actorOf, requireAdmin, schoolOf } from '../../plugins/authenticate.js';
import { AppError } from '../../shared/app-error.js';
import { PDF_CONTENT_TYPE, sendFile } from '../../shared/file-reply.js';
import { requestLanguage } from '../../shared/request-language.js';
import { routeOf } from '../../shared/route-of.js';
import { adminFileLinks } from '../../shared/admin-file-links.js';
import type { MessageQueue } from '../absentee/absentee-check.service.js';
import { createLetterBatch, getLetterBatch, readLetterFile } from './letters.service.js';
import { sendNudges, sendTestNudge } from './nudges.service.js';
import { LETTER_QUEUE } from './outreach.jobs.js';

/**
 * Guardian nudges and letters, admins only (issue 26). The letters' download is guarded by its
 * signed link, not a bearer token.
 */
export const outreachRoutes: FastifyPluginAsyncZod<{
  messaging: MessageQueue | undefined;
}> = async (app, { messaging }) => {
  const running = () => {
    if (!messaging) throw new AppError('INTERNAL', text('absentee.messagingOff'));
    return messaging;
  };
  const links = await adminFileLinks(app, {
    secretName: 'letter-links',
    purpose: 'letter-batch',
    ttlSeconds: LETTER_LINK_TTL_SECONDS,
    pathOf: (batchId) => API_PREFIX + pathOf(lettersApi.download, { batchId }),
    messages: { invalid: text('outreach.linkInvalid'), expired: text('outreach.linkExpired') },
  });

  app.route(
    routeOf(nudgesApi.send, {
      guard: requireAdmin,
      handler: (request) =>
        sendNudges(
          app.db,
          running(),
          app.clock(),
          schoolOf(request),
          actorOf(request),
          request.body,
        ),
    }),
  );

  app.route(
    routeOf(nudgesApi.test, {
      guard: requireAdmin,
      handler: async (request) =>
        sendTestNudge(app.db, running().channels, actorOf(request), {
          ...request.body,
          language: request.body.language ?? (await requestLanguage(request)),
        }),
    }),
  );

  app.route(
    routeOf(lettersApi.create, {
      guard: requireAdmin,
      handler: async (request) => {
        // Letters are made by a job (outreach.jobs.ts); without the job queue none can be asked for.
        if (!app.jobs) throw new AppError('SERVICE_UNAVAILABLE', text('outreach.lettersNeedQueue'));
        const batch = await createLetterBatch(app.db, app.clock(), actorOf(request), request.body);
        await app.jobs.enqueue(LETTER_QUEUE, { id: batch.id });
        return { batchId: batch.id, total: batch.total, message: text('outreach.lettersQueued') };
      },
    }),
  );

  app.route(
    routeOf(lettersApi.get, {
      guard: requireAdmin,
      handler: async (request) =>
        getLetterBatch(
          app.db,
          links.for(actorOf(request)),
          app.clock(),
          await requestLanguage(request),
          schoolOf(request),
          request.params.batchId,
        ),
    }),
  );

  app.route(
    routeOf(lettersApi.download, {
      guard: 'public',
      handler: async (request, reply) => {
        await links.verify(request.params.batchId, request.query, app.clock());
        const file = await readLetterFile(app.db, request.params.batchId);
        return sendFile(reply, {
          contentType: PDF_CONTENT_TYPE,
          fileName: file.fileName,
          body: file.data,
        });
      },
    }),
  );
};
