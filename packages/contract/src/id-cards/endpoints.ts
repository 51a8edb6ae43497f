import { IdParamsSchema, MessageSchema } from '../common.js';
import { defineEndpoint } from '../endpoint.js';
import {
  BatchCreatedSchema,
  BatchDownloadQuerySchema,
  BatchParamsSchema,
  BatchProgressSchema,
  CreateBatchBodySchema,
  IdCardListSchema,
  IdCardWithMessageSchema,
  ListIdCardsQuerySchema,
  SaveIdCardBodySchema,
} from './schemas.js';

// ---------------------------------------------------------------------------------------------
// Endpoints (admins only)

export const idCardsApi = {
  list: defineEndpoint({
    method: 'GET',
    path: '/id-cards',
    query: ListIdCardsQuerySchema,
    response: IdCardListSchema,
  }),
  save: defineEndpoint({
    method: 'POST',
    path: '/id-cards',
    body: SaveIdCardBodySchema,
    status: 201,
    response: IdCardWithMessageSchema,
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/id-cards/:id',
    params: IdParamsSchema,
    response: MessageSchema,
  }),
  /** A lost card: the student's QR is regenerated, so every card printed before stops scanning. */
  revoke: defineEndpoint({
    method: 'POST',
    path: '/id-cards/:id/revoke',
    params: IdParamsSchema,
    response: IdCardWithMessageSchema,
  }),
  /** One card on an 86 × 54 mm page (with the bearer token: `apiClient.download`). */
  pdf: defineEndpoint({
    method: 'GET',
    path: '/id-cards/:id/pdf',
    params: IdParamsSchema,
    response: 'file',
  }),
  createBatch: defineEndpoint({
    method: 'POST',
    path: '/id-cards/batch',
    body: CreateBatchBodySchema,
    status: 202,
    response: BatchCreatedSchema,
  }),
  batch: defineEndpoint({
    method: 'GET',
    path: '/id-cards/batch/:batchId',
    params: BatchParamsSchema,
    response: BatchProgressSchema,
  }),
  /** The signed link: the PDF (not the envelope) or an error envelope (403 tampered, 410 expired). */
  batchDownload: defineEndpoint({
    method: 'GET',
    path: '/id-cards/batch/:batchId/download',
    params: BatchParamsSchema,
    query: BatchDownloadQuerySchema,
    response: 'file',
  }),
};
