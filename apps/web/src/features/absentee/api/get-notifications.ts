import { absenteeApi, type NOTIFICATION_STATUSES } from '@rollcall/contract/absentee';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export type NotificationStatus = (typeof NOTIFICATION_STATUSES)[number];

export type NotificationsParams = {
  date: string | undefined;
  status: NotificationStatus | undefined;
  page: number;
  limit: number;
};

export const getNotifications = (params: NotificationsParams, signal?: AbortSignal) =>
  apiClient.call(absenteeApi.notifications, { query: params, signal });

export const getNotificationsQueryOptions = (params: NotificationsParams) =>
  queryOptions({
    queryKey: queryKeys.absentee.notificationsPage(params),
    queryFn: ({ signal }) => getNotifications(params, signal),
    placeholderData: keepPreviousData,
  });

export function useNotifications(params: NotificationsParams, options: { enabled?: boolean } = {}) {
  return useQuery({ ...getNotificationsQueryOptions(params), enabled: options.enabled ?? true });
}
