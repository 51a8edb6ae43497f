import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdParamsSchema, MessageSchema, successEnvelope } from '@rollcall/contract/common';
import {
  AbsentStudentsSchema,
  AttendanceListSchema,
  AttendanceStatsSchema,
  AttendanceWithMessageSchema,
  ClassFilterQuerySchema,
  DeleteAttendanceBodySchema,
  ExportQuerySchema,
  ListAttendanceQuerySchema,
  ManualAttendanceBodySchema,
  ScanBodySchema,
  ScanResponseSchema,
  StatsQuerySchema,
  StudentAttendanceQuerySchema,
  StudentAttendanceSchema,
  TodayAttendanceSchema,
  TodayQuerySchema,
  UpdateAttendanceBodySchema,
} from '@rollcall/contract/attendance';
import { actorOf, requireUser } from '../../plugins/authenticate.js';
import { schoolDateOf } from '../settings/school-calendar.js';
import { getSettings } from '../settings/settings.service.js';
import { exportAttendance } from './attendance-export.service.js';
import { getAttendanceStats, getStudentAttendance } from './attendance-stats.service.js';
import * as attendanceService from './attendance.service.js';
import { recordManualAttendance, scanAttendance } from './scan.service.js';

const tags = ['attendance'];

/** Teachers and admins both take and read attendance (spec §1, §6). */
export const attendanceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireUser);

  app.post(
    '/attendance/scan',
    {
      schema: {
        tags,
        body: ScanBodySchema,
        response: { 201: successEnvelope(ScanResponseSchema) },
      },
    },
    async (request, reply) => {
      const data = await scanAttendance(
        {
          db: app.db,
          pool: app.pool,
          qrSecret: app.qrSecret,
          now: app.clock(),
          actor: actorOf(request),
        },
        request.body,
      );
      return reply.status(201).send({ success: true as const, data });
    },
  );

  app.post(
    '/attendance/manual',
    {
      schema: {
        tags,
        body: ManualAttendanceBodySchema,
        response: { 201: successEnvelope(AttendanceWithMessageSchema) },
      },
    },
    async (request, reply) => {
      const data = await recordManualAttendance(
        { db: app.db, now: app.clock(), actor: actorOf(request) },
        request.body,
      );
      return reply.status(201).send({ success: true as const, data });
    },
  );

  app.get(
    '/attendance',
    {
      schema: {
        tags,
        querystring: ListAttendanceQuerySchema,
        response: { 200: successEnvelope(AttendanceListSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await attendanceService.findAttendance(app.db, request.query),
    }),
  );

  app.get(
    '/attendance/today',
    {
      schema: {
        tags,
        querystring: TodayQuerySchema,
        response: { 200: successEnvelope(TodayAttendanceSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await attendanceService.getTodayAttendance(app.db, app.clock(), request.query),
    }),
  );

  app.get(
    '/attendance/stats',
    {
      schema: {
        tags,
        querystring: StatsQuerySchema,
        response: { 200: successEnvelope(AttendanceStatsSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await getAttendanceStats(app.db, app.clock(), request.query),
    }),
  );

  app.get(
    '/attendance/student/:id',
    {
      schema: {
        tags,
        params: IdParamsSchema,
        querystring: StudentAttendanceQuerySchema,
        response: { 200: successEnvelope(StudentAttendanceSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await getStudentAttendance(app.db, app.clock(), request.params.id, request.query),
    }),
  );

  app.get(
    '/attendance/absent-students',
    {
      schema: {
        tags,
        querystring: ClassFilterQuerySchema,
        response: { 200: successEnvelope(AbsentStudentsSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await attendanceService.getAbsentToday(app.db, app.clock(), request.query),
    }),
  );

  app.get(
    '/attendance/export',
    { schema: { tags, querystring: ExportQuerySchema } },
    async (request, reply) => {
      const { format, ...filters } = request.query;
      const stream = await exportAttendance(app.db, filters, format);
      const { timezone } = await getSettings(app.db);
      const date = schoolDateOf(app.clock(), timezone);
      const isCsv = format === 'csv';
      return reply
        .header(
          'Content-Type',
          isCsv
            ? 'text/csv; charset=utf-8'
            : 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        )
        .header(
          'Content-Disposition',
          `attachment; filename="attendance-report-${date}.${isCsv ? 'csv' : 'xlsx'}"`,
        )
        .header('Cache-Control', 'no-store')
        .send(stream);
    },
  );

  app.put(
    '/attendance/:id',
    {
      schema: {
        tags,
        params: IdParamsSchema,
        body: UpdateAttendanceBodySchema,
        response: { 200: successEnvelope(AttendanceWithMessageSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await attendanceService.updateAttendance(
        app.db,
        actorOf(request),
        request.params.id,
        request.body,
      ),
    }),
  );

  app.delete(
    '/attendance/:id',
    {
      schema: {
        tags,
        params: IdParamsSchema,
        body: DeleteAttendanceBodySchema,
        response: { 200: successEnvelope(MessageSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await attendanceService.deleteAttendance(
        app.db,
        actorOf(request),
        request.params.id,
        request.body.reason,
      ),
    }),
  );
};
