import { absenteeApi, type SendNotificationBodySchema } from '@rollcall/contract/absentee';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiClient } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export type SendNotificationsBody = z.output<typeof SendNotificationBodySchema>;

export const sendNotifications = (body: SendNotificationsBody) =>
  apiClient.call(absenteeApi.sendNotification, { body });

export function useSendNotifications() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendNotifications,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.absentee.all }),
  });
}
