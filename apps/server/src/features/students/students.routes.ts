import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IdParamsSchema, MessageSchema, successEnvelope } from '@rollcall/contract/common';
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
  StudentSchema,
  StudentStatsSchema,
  StudentWithMessageSchema,
  UpdateStudentBodySchema,
} from '@rollcall/contract/students';
import { requireAdmin, requireUser } from '../../plugins/authenticate.js';
import { readImageUpload } from '../media/image-upload.js';
import { bulkImportStudents } from './bulk-import.service.js';
import { getStudentQr, regenerateStudentQr, uploadStudentPhoto } from './student-card.service.js';
import { getStudentClasses, getStudentStats } from './student-stats.service.js';
import * as studentsService from './students.service.js';

const tags = ['students'];
const BULK_IMPORT_BODY_LIMIT = 20 * 1024 * 1024;

/** Teachers read students; only admins change them. */
export const studentsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/students',
    {
      onRequest: requireUser,
      schema: {
        tags,
        querystring: ListStudentsQuerySchema,
        response: { 200: successEnvelope(StudentListSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await studentsService.findStudents(app.db, request.query),
    }),
  );

  app.get(
    '/students/stats',
    {
      onRequest: requireUser,
      schema: { tags, response: { 200: successEnvelope(StudentStatsSchema) } },
    },
    async () => ({ success: true as const, data: await getStudentStats(app.db) }),
  );

  app.get(
    '/students/classes',
    {
      onRequest: requireUser,
      schema: { tags, response: { 200: successEnvelope(StudentClassesSchema) } },
    },
    async () => ({ success: true as const, data: await getStudentClasses(app.db) }),
  );

  app.get(
    '/students/search',
    {
      onRequest: requireUser,
      schema: {
        tags,
        querystring: SearchStudentsQuerySchema,
        response: { 200: successEnvelope(z.object({ students: z.array(StudentSchema) })) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await studentsService.searchStudents(app.db, request.query),
    }),
  );

  app.get(
    '/students/:id',
    {
      onRequest: requireUser,
      schema: {
        tags,
        params: IdParamsSchema,
        response: { 200: successEnvelope(z.object({ student: StudentSchema })) },
      },
    },
    async (request) => ({
      success: true as const,
      data: { student: await studentsService.getStudentById(app.db, request.params.id) },
    }),
  );

  app.post(
    '/students',
    {
      onRequest: requireAdmin,
      schema: {
        tags,
        body: CreateStudentBodySchema,
        response: { 201: successEnvelope(StudentWithMessageSchema) },
      },
    },
    async (request, reply) =>
      reply.status(201).send({
        success: true as const,
        data: await studentsService.createStudent(app.db, request.body),
      }),
  );

  app.put(
    '/students/:id',
    {
      onRequest: requireAdmin,
      schema: {
        tags,
        params: IdParamsSchema,
        body: UpdateStudentBodySchema,
        response: { 200: successEnvelope(StudentWithMessageSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await studentsService.updateStudent(app.db, request.params.id, request.body),
    }),
  );

  app.delete(
    '/students/:id',
    {
      onRequest: requireAdmin,
      schema: { tags, params: IdParamsSchema, response: { 200: successEnvelope(MessageSchema) } },
    },
    async (request) => ({
      success: true as const,
      data: await studentsService.archiveStudent(app.db, request.params.id),
    }),
  );

  app.get(
    '/students/:id/qr',
    {
      onRequest: requireUser,
      schema: { tags, params: IdParamsSchema, response: { 200: successEnvelope(StudentQrSchema) } },
    },
    async (request) => ({
      success: true as const,
      data: await getStudentQr(app.db, app.qrSecret, request.params.id),
    }),
  );

  app.post(
    '/students/:id/regenerate-qr',
    {
      onRequest: requireAdmin,
      schema: {
        tags,
        params: IdParamsSchema,
        response: { 200: successEnvelope(StudentQrWithMessageSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await regenerateStudentQr(app.db, app.qrSecret, request.params.id),
    }),
  );

  app.post(
    '/students/:id/upload-photo',
    {
      onRequest: requireAdmin,
      schema: {
        tags,
        params: IdParamsSchema,
        consumes: ['multipart/form-data'],
        response: { 200: successEnvelope(PhotoUploadResponseSchema) },
      },
    },
    async (request) => {
      const upload = await readImageUpload(request, PHOTO_FIELD);
      return {
        success: true as const,
        data: await uploadStudentPhoto(app.db, request.params.id, upload),
      };
    },
  );

  app.post(
    '/students/bulk-import',
    {
      onRequest: requireAdmin,
      bodyLimit: BULK_IMPORT_BODY_LIMIT,
      schema: {
        tags,
        body: BulkImportBodySchema,
        response: { 200: successEnvelope(BulkImportResultSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await bulkImportStudents(app.db, request.body.students),
    }),
  );
};
