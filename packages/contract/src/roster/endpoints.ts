import { defineEndpoint } from '../endpoint.js';
import {
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
};
