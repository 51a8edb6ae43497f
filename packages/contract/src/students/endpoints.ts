import { defineEndpoint } from '../endpoint.js';
import { IdParamsSchema, MessageSchema } from '../common.js';
import { AttendanceCalendarQuerySchema, AttendanceCalendarSchema } from './attendance-calendar.js';
import {
  BulkImportBodySchema,
  BulkImportResultSchema,
  CreateStudentBodySchema,
  ListStudentsQuerySchema,
  PHOTO_FIELD,
  PhotoUploadResponseSchema,
  SearchStudentsQuerySchema,
  StudentClassesSchema,
  StudentListSchema,
  StudentQrSchema,
  StudentQrWithMessageSchema,
  StudentResponseSchema,
  StudentSearchResultSchema,
  StudentStatsSchema,
  StudentWithMessageSchema,
  UpdateStudentBodySchema,
} from './schemas.js';

/** Teachers read students; only admins change them. */
export const studentsApi = {
  list: defineEndpoint({
    method: 'GET',
    path: '/students',
    query: ListStudentsQuerySchema,
    response: StudentListSchema,
  }),
  stats: defineEndpoint({ method: 'GET', path: '/students/stats', response: StudentStatsSchema }),
  classes: defineEndpoint({
    method: 'GET',
    path: '/students/classes',
    response: StudentClassesSchema,
  }),
  search: defineEndpoint({
    method: 'GET',
    path: '/students/search',
    query: SearchStudentsQuerySchema,
    response: StudentSearchResultSchema,
  }),
  get: defineEndpoint({
    method: 'GET',
    path: '/students/:id',
    params: IdParamsSchema,
    response: StudentResponseSchema,
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/students',
    body: CreateStudentBodySchema,
    response: StudentWithMessageSchema,
    status: 201,
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: '/students/:id',
    params: IdParamsSchema,
    body: UpdateStudentBodySchema,
    response: StudentWithMessageSchema,
  }),
  /** Archives: gone from every list, kept for attendance history. */
  archive: defineEndpoint({
    method: 'DELETE',
    path: '/students/:id',
    params: IdParamsSchema,
    response: MessageSchema,
  }),
  /** Archived students too: their history stays. */
  attendanceCalendar: defineEndpoint({
    method: 'GET',
    path: '/students/:id/attendance-calendar',
    params: IdParamsSchema,
    query: AttendanceCalendarQuerySchema,
    response: AttendanceCalendarSchema,
  }),
  qr: defineEndpoint({
    method: 'GET',
    path: '/students/:id/qr',
    params: IdParamsSchema,
    response: StudentQrSchema,
  }),
  regenerateQr: defineEndpoint({
    method: 'POST',
    path: '/students/:id/regenerate-qr',
    params: IdParamsSchema,
    response: StudentQrWithMessageSchema,
  }),
  uploadPhoto: defineEndpoint({
    method: 'POST',
    path: '/students/:id/upload-photo',
    params: IdParamsSchema,
    uploadField: PHOTO_FIELD,
    response: PhotoUploadResponseSchema,
  }),
  bulkImport: defineEndpoint({
    method: 'POST',
    path: '/students/bulk-import',
    body: BulkImportBodySchema,
    response: BulkImportResultSchema,
  }),
};
