import { z } from 'zod';
import { IdParamsSchema } from '../common.js';
import { defineEndpoint } from '../endpoint.js';
import {
  DistrictRosterQuerySchema,
  DistrictRosterResultSchema,
  PendingRosterImportSchema,
  ONEROSTER_FIELD,
  OneRosterImportQuerySchema,
  OneRosterImportResultSchema,
} from './schemas.js';

export const rosterApi = {
  /** Admins, or an API token with the import scope. */
  importOneRoster: defineEndpoint({
    method: 'POST',
    path: '/students/import/oneroster',
    query: OneRosterImportQuerySchema,
    uploadField: ONEROSTER_FIELD,
    response: OneRosterImportResultSchema,
  }),
  /**
   * District administrators, or their API token with the import scope: every school of a
   * district's export in one go, new schools created on confirmation (the preview proposes them).
   */
  importDistrict: defineEndpoint({
    method: 'POST',
    path: '/students/import/oneroster/district',
    query: DistrictRosterQuerySchema,
    uploadField: ONEROSTER_FIELD,
    response: DistrictRosterResultSchema,
  }),
  /** Admins: the import the sync hold keeps, if one waits. */
  pending: defineEndpoint({
    method: 'GET',
    path: '/students/import/oneroster/pending',
    response: z.object({ pending: PendingRosterImportSchema.nullable() }),
  }),
  /** Admins: what the held import would do now, row by row (nothing written). */
  previewPending: defineEndpoint({
    method: 'GET',
    path: '/students/import/oneroster/pending/:id',
    params: IdParamsSchema,
    response: OneRosterImportResultSchema,
  }),
  /** Admins: applies the held import as it stands against today's students. */
  confirmPending: defineEndpoint({
    method: 'POST',
    path: '/students/import/oneroster/pending/:id/confirm',
    params: IdParamsSchema,
    response: OneRosterImportResultSchema,
  }),
  /** Admins: throws the held import away; nothing of it is written. */
  discardPending: defineEndpoint({
    method: 'DELETE',
    path: '/students/import/oneroster/pending/:id',
    params: IdParamsSchema,
    response: z.object({ message: z.string() }),
  }),
};
