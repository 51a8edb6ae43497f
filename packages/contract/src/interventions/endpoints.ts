import { defineEndpoint } from '../endpoint.js';
import { IdParamsSchema } from '../common.js';
import {
  CaseDetailSchema,
  CaseListSchema,
  CaseNoteBodySchema,
  CaseWithMessageSchema,
  CheckResultSchema,
  ListCasesQuerySchema,
  UnseenCasesSchema,
  UpdateCaseBodySchema,
} from './schemas.js';

/** Attendance cases (issue 26): teachers read them, admins act on them. */
export const interventionsApi = {
  list: defineEndpoint({
    method: 'GET',
    path: '/interventions',
    query: ListCasesQuerySchema,
    response: CaseListSchema,
  }),
  /** Evaluates today's rules now (admins); a second run opens nothing new. */
  check: defineEndpoint({
    method: 'POST',
    path: '/interventions/check',
    response: CheckResultSchema,
  }),
  /** Cases opened since the signed-in user last marked them seen (the header's bell). */
  unseen: defineEndpoint({
    method: 'GET',
    path: '/interventions/unseen',
    response: UnseenCasesSchema,
  }),
  markSeen: defineEndpoint({
    method: 'POST',
    path: '/interventions/seen',
    response: UnseenCasesSchema,
  }),
  get: defineEndpoint({
    method: 'GET',
    path: '/interventions/:id',
    params: IdParamsSchema,
    response: CaseDetailSchema,
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: '/interventions/:id',
    params: IdParamsSchema,
    body: UpdateCaseBodySchema,
    response: CaseWithMessageSchema,
  }),
  addNote: defineEndpoint({
    method: 'POST',
    path: '/interventions/:id/notes',
    params: IdParamsSchema,
    body: CaseNoteBodySchema,
    response: CaseWithMessageSchema,
    status: 201,
  }),
};
