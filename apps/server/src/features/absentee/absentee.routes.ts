import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { text } from '@rollcall/contract/i18n/text-key';
import { absenteeApi } from '@rollcall/contract/absentee';
import { actorOf, requireAdmin, requireUser, schoolOf } from '../../plugins/authenticate.js';
import { AppError } from '../../shared/app-error.js';
import { requestLanguage } from '../../shared/request-language.js';
import { routeOf } from '../../shared/route-of.js';
import { runManualAbsenteeCheck, sendNotifications } from './absentee-check.service.js';
import * as absentee from './absentee.service.js';
import type { Messaging } from './messaging.js';
import { sendTestNotification } from './test-notification.service.js';

/** Teachers may read; only admins check and send. */
export const absenteeRoutes: FastifyPluginAsyncZod<{ messaging: Messaging | undefined }> = async (
  app,
  { messaging },
) => {
  const running = () => {
    if (!messaging) throw new AppError('INTERNAL', text('absentee.messagingOff'));
    return messaging;
  };

  app.route(
    routeOf(absenteeApi.absentStudents, {
      guard: requireUser,
      handler: (request) =>
        absentee.getAbsentOn(app.db, app.clock(), schoolOf(request), request.query.date),
    }),
  );

  app.route(
    routeOf(absenteeApi.scheduleInfo, {
      guard: requireUser,
      handler: async (request) =>
        absentee.getScheduleInfo(
          app.db,
          schoolOf(request),
          messaging !== undefined && (app.jobs?.isWorking ?? false),
          await requestLanguage(request),
        ),
    }),
  );

  app.route(
    routeOf(absenteeApi.statistics, {
      guard: requireUser,
      handler: (request) =>
        absentee.getAbsenteeStatistics(app.db, app.clock(), schoolOf(request), request.query),
    }),
  );

  app.route(
    routeOf(absenteeApi.notifications, {
      guard: requireUser,
      handler: (request) => absentee.findNotifications(app.db, schoolOf(request), request.query),
    }),
  );

  app.route(
    routeOf(absenteeApi.manualCheck, {
      guard: requireAdmin,
      handler: (request) =>
        runManualAbsenteeCheck(app.db, running(), app.clock(), schoolOf(request), request.body),
    }),
  );

  app.route(
    routeOf(absenteeApi.sendNotification, {
      guard: requireAdmin,
      handler: (request) =>
        sendNotifications(app.db, running(), app.clock(), actorOf(request), request.body),
    }),
  );

  app.route(
    routeOf(absenteeApi.testNotification, {
      guard: requireAdmin,
      handler: async (request) =>
        sendTestNotification(app.db, running().channels, actorOf(request), {
          ...request.body,
          // Left out (the absentee screen's test): the language the answer is in.
          language: request.body.language ?? (await requestLanguage(request)),
        }),
    }),
  );
};
