import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API_PREFIX, pathOf } from '@rollcall/contract/endpoint';
import { text } from '@rollcall/contract/i18n/text-key';
import { ID_CARD_LINK_TTL_SECONDS, idCardsApi } from '@rollcall/contract/id-cards';
import { actorOf, requireAdmin, schoolOf } from '../../plugins/authenticate.js';
import { AppError } from '../../shared/app-error.js';
import { PDF_CONTENT_TYPE, sendFile } from '../../shared/file-reply.js';
import { requestLanguage } from '../../shared/request-language.js';
import { routeOf } from '../../shared/route-of.js';
import { adminFileLinks } from '../../shared/admin-file-links.js';
import {
  getBatch,
  insertBatch,
  latestBatch,
  readBatchFile,
  toProgress,
} from './id-card-batches.js';
import { ID_CARD_QUEUE } from './id-cards.jobs.js';
import * as cards from './id-cards.service.js';

/**
 * The card register and batch PDFs: admins only (teachers keep Print ID on the student list).
 * A batch's download is guarded by its signed link, not a bearer token.
 */
export const idCardsRoutes: FastifyPluginAsyncZod = async (app) => {
  const links = await adminFileLinks(app, {
    secretName: 'id-card-links',
    purpose: 'id-card-batch',
    ttlSeconds: ID_CARD_LINK_TTL_SECONDS,
    pathOf: (batchId) => API_PREFIX + pathOf(idCardsApi.batchDownload, { batchId }),
    messages: { invalid: text('idCards.linkInvalid'), expired: text('idCards.linkExpired') },
  });

  app.route(
    routeOf(idCardsApi.list, {
      guard: requireAdmin,
      handler: async (request) => {
        const latest = await latestBatch(app.db, schoolOf(request));
        const language = await requestLanguage(request);
        return {
          ...(await cards.findCards(app.db, schoolOf(request), request.query.limit)),
          latestBatch: latest
            ? toProgress(latest, links.for(actorOf(request)), app.clock(), language)
            : null,
        };
      },
    }),
  );

  app.route(
    routeOf(idCardsApi.save, {
      guard: requireAdmin,
      handler: async (request) =>
        cards.saveCard(app.db, app.qrSecret, app.clock(), actorOf(request), request.body),
    }),
  );

  app.route(
    routeOf(idCardsApi.remove, {
      guard: requireAdmin,
      handler: async (request) => cards.deleteCard(app.db, schoolOf(request), request.params.id),
    }),
  );

  app.route(
    routeOf(idCardsApi.revoke, {
      guard: requireAdmin,
      handler: async (request) =>
        cards.revokeCard(app.db, app.qrSecret, app.clock(), actorOf(request), request.params.id),
    }),
  );

  app.route(
    routeOf(idCardsApi.pdf, {
      guard: requireAdmin,
      handler: async (request, reply) => {
        const { file, fileName } = await cards.cardPdf(
          app.db,
          schoolOf(request),
          request.params.id,
          await requestLanguage(request),
        );
        return sendFile(reply, { contentType: PDF_CONTENT_TYPE, fileName, body: file });
      },
    }),
  );

  app.route(
    routeOf(idCardsApi.createBatch, {
      guard: requireAdmin,
      handler: async (request) => {
        // Batches are made by jobs (id-cards.jobs.ts); without the job queue none can be asked for.
        if (!app.jobs) throw new AppError('SERVICE_UNAVAILABLE', text('idCards.batchesNeedQueue'));
        const batch = await insertBatch(
          app.db,
          actorOf(request),
          request.body,
          await requestLanguage(request),
        );
        await app.jobs.enqueue(ID_CARD_QUEUE, { id: batch.id });
        return { batchId: batch.id, total: batch.total, message: text('idCards.batchQueued') };
      },
    }),
  );

  app.route(
    routeOf(idCardsApi.batch, {
      guard: requireAdmin,
      handler: async (request) =>
        toProgress(
          await getBatch(app.db, schoolOf(request), request.params.batchId),
          links.for(actorOf(request)),
          app.clock(),
          await requestLanguage(request),
        ),
    }),
  );

  app.route(
    routeOf(idCardsApi.batchDownload, {
      guard: 'public',
      handler: async (request, reply) => {
        await links.verify(request.params.batchId, request.query, app.clock());
        const file = await readBatchFile(app.db, request.params.batchId);
        return sendFile(reply, {
          contentType: PDF_CONTENT_TYPE,
          fileName: file.fileName,
          body: file.data,
        });
      },
    }),
  );
};
