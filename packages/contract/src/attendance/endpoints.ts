import { defineEndpoint } from '../endpoint.js';
import { IdParamsSchema, MessageSchema } from '../common.js';
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
} from './schemas.js';

/** Teachers and admins both take and read attendance (spec §1, §6). */
export const attendanceApi = {
  scan: defineEndpoint({
    method: 'POST',
    path: '/attendance/scan',
    body: ScanBodySchema,
    response: ScanResponseSchema,
    status: 201,
  }),
  recordManual: defineEndpoint({
    method: 'POST',
    path: '/attendance/manual',
    body: ManualAttendanceBodySchema,
    response: AttendanceWithMessageSchema,
    status: 201,
  }),
  list: defineEndpoint({
    method: 'GET',
    path: '/attendance',
    query: ListAttendanceQuerySchema,
    response: AttendanceListSchema,
  }),
  today: defineEndpoint({
    method: 'GET',
    path: '/attendance/today',
    query: TodayQuerySchema,
    response: TodayAttendanceSchema,
  }),
  stats: defineEndpoint({
    method: 'GET',
    path: '/attendance/stats',
    query: StatsQuerySchema,
    response: AttendanceStatsSchema,
  }),
  forStudent: defineEndpoint({
    method: 'GET',
    path: '/attendance/student/:id',
    params: IdParamsSchema,
    query: StudentAttendanceQuerySchema,
    response: StudentAttendanceSchema,
  }),
  absentToday: defineEndpoint({
    method: 'GET',
    path: '/attendance/absent-students',
    query: ClassFilterQuerySchema,
    response: AbsentStudentsSchema,
  }),
  /** A CSV or Excel file of the filtered records. */
  export: defineEndpoint({
    method: 'GET',
    path: '/attendance/export',
    query: ExportQuerySchema,
    response: 'file',
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: '/attendance/:id',
    params: IdParamsSchema,
    body: UpdateAttendanceBodySchema,
    response: AttendanceWithMessageSchema,
  }),
  delete: defineEndpoint({
    method: 'DELETE',
    path: '/attendance/:id',
    params: IdParamsSchema,
    body: DeleteAttendanceBodySchema,
    response: MessageSchema,
  }),
};
