import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API_PREFIX, pathOf } from '@rollcall/contract/endpoint';
import { text } from '@rollcall/contract/i18n/text-key';
import { ID_CARD_LINK_TTL_SECONDS, idCardsApi } from '@rollcall/contract/id-cards';
import { actorOf, requireAdmin } from '../../plugins/authenticate.js';
import { AppError } from '../../shared/app-error.js';
import { requestLanguage } from '../../shared/request-language.js';
import { routeOf } from '../../shared/route-of.js';
import type { JobQueue } from '../../shared/job-queue.js';
import { getOrCreateSecret } from '../../shared/secrets.js';
import { signedLinks } from '../../shared/signed-links.js';
import {
  getBatch,
  insertBatch,
  latestBatch,
  readBatchFile,
  toProgress,
} from './id-card-batches.js';
import { startIdCardJobs, type IdCardJobOptions } from './id-card-jobs.js';
import * as cards from './id-cards.service.js';

const PDF_HEADERS = {
  'Content-Type': 'application/pdf',
  'Cache-Control': 'private, no-store',
  'X-Robots-Tag': 'noindex',
};

/**
 * The card register and batch PDFs: admins only (teachers keep Print ID on the student list).
 * A batch's download is guarded by its signed link, not a bearer token.
 */
export const idCardsRoutes: FastifyPluginAsyncZod<{
  /** Batches are made by jobs on the app's pg-boss; without it, batches cannot be created. */
  messaging?: JobQueue | undefined;
  jobOptions?: IdCardJobOptions | undefined;
}> = async (app, { messaging, jobOptions }) => {
  const jobs = messaging
    ? await startIdCardJobs(
        {
          db: app.db,
          boss: messaging.boss,
          qrSecret: app.qrSecret,
          isWorking: messaging.isWorking,
          isSoleProcess: app.databaseKind === 'embedded',
          clock: app.clock,
        },
        {
          onError: (error) => app.log.error({ err: error }, 'ID card batch failed'),
          ...jobOptions,
        },
      )
    : undefined;
  if (jobs) app.addHook('onClose', () => jobs.stop());
  const links = signedLinks({
    secret: await getOrCreateSecret(app.db, 'id-card-links'),
    purpose: 'id-card-batch',
    ttlSeconds: ID_CARD_LINK_TTL_SECONDS,
    pathOf: (batchId) => API_PREFIX + pathOf(idCardsApi.batchDownload, { batchId }),
    messages: { invalid: text('idCards.linkInvalid'), expired: text('idCards.linkExpired') },
  });

  app.route(
    routeOf(idCardsApi.list, {
      guard: requireAdmin,
      handler: async (request) => {
        const latest = await latestBatch(app.db);
        const language = await requestLanguage(request);
        return {
          ...(await cards.findCards(app.db, request.query.limit)),
          latestBatch: latest ? toProgress(latest, links, app.clock(), language) : null,
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
      handler: async (request) => cards.deleteCard(app.db, request.params.id),
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
          request.params.id,
          await requestLanguage(request),
        );
        return reply
          .headers(PDF_HEADERS)
          .header('Content-Disposition', `attachment; filename="${fileName}"`)
          .send(file);
      },
    }),
  );

  app.route(
    routeOf(idCardsApi.createBatch, {
      guard: requireAdmin,
      handler: async (request) => {
        if (!jobs) throw new AppError('SERVICE_UNAVAILABLE', text('idCards.batchesNeedQueue'));
        const batch = await insertBatch(
          app.db,
          actorOf(request),
          request.body,
          await requestLanguage(request),
        );
        await jobs.enqueue(batch.id);
        return { batchId: batch.id, total: batch.total, message: text('idCards.batchQueued') };
      },
    }),
  );

  app.route(
    routeOf(idCardsApi.batch, {
      guard: requireAdmin,
      handler: async (request) =>
        toProgress(
          await getBatch(app.db, request.params.batchId),
          links,
          app.clock(),
          await requestLanguage(request),
        ),
    }),
  );

  app.route(
    routeOf(idCardsApi.batchDownload, {
      guard: 'public',
      handler: async (request, reply) => {
        links.verify(request.params.batchId, request.query, app.clock());
        const file = await readBatchFile(app.db, request.params.batchId);
        return reply
          .headers(PDF_HEADERS)
          .header('Content-Disposition', `attachment; filename="${file.fileName}"`)
          .send(file.data);
      },
    }),
  );
};
