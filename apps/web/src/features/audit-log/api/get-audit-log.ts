import { auditLogApi, type ListAuditLogQuery } from '@rollcall/contract/audit-log';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export type AuditLogParams = Partial<Omit<ListAuditLogQuery, 'page' | 'limit'>> &
  Pick<ListAuditLogQuery, 'page' | 'limit'>;

export const getAuditLog = (params: AuditLogParams, signal?: AbortSignal) =>
  apiClient.call(auditLogApi.list, { query: params, signal });

export const getAuditLogQueryOptions = (params: AuditLogParams) =>
  queryOptions({
    queryKey: queryKeys.auditLog.list(params),
    queryFn: ({ signal }) => getAuditLog(params, signal),
    placeholderData: keepPreviousData,
  });

export const useAuditLog = (params: AuditLogParams) => useQuery(getAuditLogQueryOptions(params));
