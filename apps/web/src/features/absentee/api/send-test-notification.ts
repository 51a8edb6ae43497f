import { absenteeApi, type TestNotificationBodySchema } from '@rollcall/contract/absentee';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiClient } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export type TestNotificationBody = z.output<typeof TestNotificationBodySchema>;

export const sendTestNotification = (body: TestNotificationBody) =>
  apiClient.call(absenteeApi.testNotification, { body });

export function useSendTestNotification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendTestNotification,
    // The test messages appear in the delivery log.
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.absentee.notifications }),
  });
}
