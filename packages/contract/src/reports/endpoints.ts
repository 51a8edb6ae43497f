import { MessageSchema } from '../common.js';
import { defineEndpoint } from '../endpoint.js';
import {
  AnalyticsQuerySchema,
  CreateReportBodySchema,
  ImmediateReportQuerySchema,
  ListReportsQuerySchema,
  ReportDownloadQuerySchema,
  ReportIdParamsSchema,
} from './requests.js';
import {
  AnalyticsSchema,
  CreatedReportSchema,
  ImmediateReportSchema,
  ReportListSchema,
  ReportResponseSchema,
  ReportStatsSchema,
} from './responses.js';

// ---------------------------------------------------------------------------------------------
// Endpoints: each once (method, path relative to /api, schemas).

export const reportsApi = {
  stats: defineEndpoint({ method: 'GET', path: '/reports/stats', response: ReportStatsSchema }),
  analytics: defineEndpoint({
    method: 'GET',
    path: '/reports/analytics',
    query: AnalyticsQuerySchema,
    response: AnalyticsSchema,
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/reports',
    body: CreateReportBodySchema,
    status: 202,
    response: CreatedReportSchema,
  }),
  list: defineEndpoint({
    method: 'GET',
    path: '/reports',
    query: ListReportsQuerySchema,
    response: ReportListSchema,
  }),
  get: defineEndpoint({
    method: 'GET',
    path: '/reports/:id',
    params: ReportIdParamsSchema,
    response: ReportResponseSchema,
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/reports/:id',
    params: ReportIdParamsSchema,
    response: MessageSchema,
  }),
  /** The signed link: a file (not the envelope) or an error envelope (403 tampered, 410 expired). */
  download: defineEndpoint({
    method: 'GET',
    path: '/reports/:id/download',
    params: ReportIdParamsSchema,
    query: ReportDownloadQuerySchema,
    response: 'file',
  }),
  /** Spec §7: format=csv answers with the CSV file itself, json with rows in the envelope. */
  immediate: defineEndpoint({
    method: 'GET',
    path: '/attendance/reports',
    query: ImmediateReportQuerySchema,
    response: ImmediateReportSchema,
  }),
};
