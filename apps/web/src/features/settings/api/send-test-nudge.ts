import { nudgesApi } from '@rollcall/contract/interventions/outreach';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import type { TestSendBody } from './send-test-notification';

/** A sample nudge (the preview's figures) sent at once through the configured providers. */
export const useSendTestNudge = () =>
  useMutation({
    mutationFn: (body: TestSendBody) => apiClient.call(nudgesApi.test, { body }),
  });
