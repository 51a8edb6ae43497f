import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { successEnvelope } from '@rollcall/contract/common';
import {
  ABSENTEE_MESSAGES,
  AbsentByDateQuerySchema,
  AbsentByDateSchema,
  AbsenteeStatisticsQuerySchema,
  AbsenteeStatisticsSchema,
  ListNotificationsQuerySchema,
  ManualCheckResultSchema,
  NotificationListSchema,
  ScheduleInfoSchema,
  SendNotificationBodySchema,
  SendNotificationResultSchema,
  TestNotificationBodySchema,
  TestNotificationResultSchema,
} from '@rollcall/contract/absentee';
import { actorOf, requireAdmin, requireUser } from '../../plugins/authenticate.js';
import { AppError } from '../../shared/app-error.js';
import { schoolDateOf } from '../settings/school-calendar.js';
import { getSettings } from '../settings/settings.service.js';
import { runAbsenteeCheck, sendNotifications } from './absentee-check.service.js';
import * as absentee from './absentee.service.js';
import type { Messaging } from './messaging.js';
import { sendTestNotification } from './test-notification.service.js';

const tags = ['absentee'];

/** Teachers may read; only admins check and send. */
export const absenteeRoutes: FastifyPluginAsyncZod<{ messaging: Messaging | undefined }> = async (
  app,
  { messaging },
) => {
  const context = () => {
    if (!messaging)
      throw new AppError('INTERNAL', 'Guardian messaging is not running on this server.');
    return { db: app.db, messaging, channels: messaging.channels, now: app.clock() };
  };

  app.get(
    '/absentee/absent-students',
    {
      onRequest: requireUser,
      schema: {
        tags,
        querystring: AbsentByDateQuerySchema,
        response: { 200: successEnvelope(AbsentByDateSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await absentee.getAbsentOn(app.db, app.clock(), request.query.date),
    }),
  );

  app.get(
    '/absentee/schedule-info',
    {
      onRequest: requireUser,
      schema: { tags, response: { 200: successEnvelope(ScheduleInfoSchema) } },
    },
    async () => ({
      success: true as const,
      data: await absentee.getScheduleInfo(app.db, messaging?.isWorking ?? false),
    }),
  );

  app.get(
    '/absentee/statistics',
    {
      onRequest: requireUser,
      schema: {
        tags,
        querystring: AbsenteeStatisticsQuerySchema,
        response: { 200: successEnvelope(AbsenteeStatisticsSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await absentee.getAbsenteeStatistics(app.db, app.clock(), request.query),
    }),
  );

  app.get(
    '/absentee/notifications',
    {
      onRequest: requireUser,
      schema: {
        tags,
        querystring: ListNotificationsQuerySchema,
        response: { 200: successEnvelope(NotificationListSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await absentee.findNotifications(app.db, request.query),
    }),
  );

  app.post(
    '/absentee/manual-check',
    {
      onRequest: requireAdmin,
      schema: {
        tags,
        body: z.object({ date: z.iso.date().optional() }).nullish(),
        response: { 200: successEnvelope(ManualCheckResultSchema) },
      },
    },
    async (request) => {
      const ctx = context();
      const { timezone } = await getSettings(app.db);
      const today = schoolDateOf(ctx.now, timezone);
      if (request.body?.date && request.body.date !== today) {
        throw new AppError('VALIDATION_FAILED', ABSENTEE_MESSAGES.manualCheckTodayOnly, {
          date: ABSENTEE_MESSAGES.manualCheckTodayOnly,
        });
      }
      const result = await runAbsenteeCheck(ctx, 'manual');
      if (result.status !== 'ran')
        throw new AppError('VALIDATION_FAILED', ABSENTEE_MESSAGES.notSchoolDay);
      return {
        success: true as const,
        data: {
          date: result.date,
          absentCount: result.absentCount,
          queued: result.queued,
          alreadyNotified: result.alreadyNotified,
          message: ABSENTEE_MESSAGES.manualCheckDone,
        },
      };
    },
  );

  app.post(
    '/absentee/send-notification',
    {
      onRequest: requireAdmin,
      schema: {
        tags,
        body: SendNotificationBodySchema,
        response: { 200: successEnvelope(SendNotificationResultSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await sendNotifications(context(), actorOf(request), request.body),
    }),
  );

  app.post(
    '/absentee/test-notification',
    {
      onRequest: requireAdmin,
      schema: {
        tags,
        body: TestNotificationBodySchema,
        response: { 200: successEnvelope(TestNotificationResultSchema) },
      },
    },
    async (request) => {
      if (!messaging)
        throw new AppError('INTERNAL', 'Guardian messaging is not running on this server.');
      return {
        success: true as const,
        data: await sendTestNotification(
          app.db,
          messaging.channels,
          actorOf(request),
          request.body,
        ),
      };
    },
  );
};
