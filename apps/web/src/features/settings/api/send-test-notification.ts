import { absenteeApi, type TestNotificationBodySchema } from '@rollcall/contract/absentee';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiClient } from '@/lib/api-client';

export type TestSendBody = z.output<typeof TestNotificationBodySchema>;

/** A test e-mail (and SMS when a phone is given) sent at once through the configured providers. */
export const useSendTestMessage = () =>
  useMutation({
    mutationFn: (body: TestSendBody) => apiClient.call(absenteeApi.testNotification, { body }),
  });
