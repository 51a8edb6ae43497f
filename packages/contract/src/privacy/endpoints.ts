import { z } from 'zod';
import {
  IdParamsSchema,
  MessageSchema,
  pageQuery,
  paginationSchema,
  textSchema,
} from '../common.js';
import { defineEndpoint } from '../endpoint.js';
import { textKey } from '../i18n/text-key.js';

export const ARCHIVED_STUDENTS_PAGE_SIZE = 20;
/** The dry run lists at most this many of the students due, with their total. */
export const RETENTION_PREVIEW_LIMIT = 100;

export const EraseStudentBodySchema = z.object({
  password: textSchema({ error: textKey('system.passwordRequired') }).min(
    1,
    textKey('system.passwordRequired'),
  ),
});
export type EraseStudentBody = z.infer<typeof EraseStudentBodySchema>;

/** An archived student as the privacy lists show them: enough to tell who, and when they go. */
export const ArchivedStudentSchema = z.object({
  _id: z.string(),
  studentId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  class: z.string(),
  section: z.string(),
  archivedAt: z.string(),
  /** The school day the retention job erases them on; null while retention is off. */
  eraseOn: z.string().nullable(),
});
export type ArchivedStudent = z.infer<typeof ArchivedStudentSchema>;

export const ArchivedStudentsQuerySchema = z.object(pageQuery(ARCHIVED_STUDENTS_PAGE_SIZE, 100));

export const ArchivedStudentListSchema = z.object({
  students: z.array(ArchivedStudentSchema),
  pagination: paginationSchema('totalStudents'),
});
export type ArchivedStudentList = z.infer<typeof ArchivedStudentListSchema>;

/**
 * What an erasure removed besides the student's own data: the stored files that named them
 * (reports of any class or range, card batches, letter batches), deleted rather than kept.
 */
export const ErasureResultSchema = MessageSchema.extend({
  removedFiles: z.object({
    reports: z.number(),
    cardBatches: z.number(),
    letterBatches: z.number(),
  }),
});

/** The retention job's dry run: who its next run erases (due today or before). */
export const RetentionPreviewSchema = z.object({
  /** null: retention is off and nobody is erased. */
  studentRetentionYears: z.number().nullable(),
  totalDue: z.number(),
  students: z.array(ArchivedStudentSchema),
});
export type RetentionPreview = z.infer<typeof RetentionPreviewSchema>;

/** Admins only. */
export const privacyApi = {
  /** A zip: the record as JSON, a readable PDF summary and the photo; audited. */
  exportStudent: defineEndpoint({
    method: 'GET',
    path: '/students/:id/export',
    params: IdParamsSchema,
    response: 'file',
  }),
  /** Archived students only, with the admin's password: their personal data, for good. */
  eraseStudent: defineEndpoint({
    method: 'POST',
    path: '/students/:id/erase',
    params: IdParamsSchema,
    body: EraseStudentBodySchema,
    response: ErasureResultSchema,
  }),
  /** Archived students not yet erased, the first to be erased first. */
  archivedStudents: defineEndpoint({
    method: 'GET',
    path: '/privacy/archived-students',
    query: ArchivedStudentsQuerySchema,
    response: ArchivedStudentListSchema,
  }),
  retentionPreview: defineEndpoint({
    method: 'GET',
    path: '/privacy/retention-preview',
    response: RetentionPreviewSchema,
  }),
};
