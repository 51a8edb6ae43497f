import {
  ssoProvidersApi,
  type CreateSsoProviderBody,
  type UpdateSsoProviderBody,
} from '@rollcall/contract/sso';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export function useSsoProviders() {
  return useQuery({
    queryKey: queryKeys.ssoProviders.list,
    queryFn: ({ signal }) => apiClient.call(ssoProvidersApi.list, { signal }),
  });
}

/** A change alters the list, the sign-in page's buttons and the audit log. */
function useSsoProviderMutation<Input, Reply>(mutationFn: (input: Input) => Promise<Reply>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.ssoProviders.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.auditLog.all }),
      ]),
  });
}

export const useCreateSsoProvider = () =>
  useSsoProviderMutation((body: CreateSsoProviderBody) =>
    apiClient.call(ssoProvidersApi.create, { body }),
  );

export const useUpdateSsoProvider = () =>
  useSsoProviderMutation(({ id, body }: { id: string; body: UpdateSsoProviderBody }) =>
    apiClient.call(ssoProvidersApi.update, { params: { id }, body }),
  );

export const useDeleteSsoProvider = () =>
  useSsoProviderMutation((id: string) =>
    apiClient.call(ssoProvidersApi.remove, { params: { id } }),
  );

/** Starts a test sign-in: the reply's `url` opens in a new tab. */
export const useStartSsoTest = () =>
  useMutation({
    mutationFn: (id: string) => apiClient.call(ssoProvidersApi.startTest, { params: { id } }),
  });

/** How often the screen asks how the test sign-in ended. */
export const SSO_TEST_POLL_MS = 2000;

/**
 * The caller's latest test of the provider, once one was started (at `startedAt`): asked every 2 s
 * until it has an outcome, while `isWaiting`.
 */
export function useSsoTestResult(id: string, startedAt: number | undefined, isWaiting: boolean) {
  return useQuery({
    queryKey: queryKeys.ssoProviders.test(id, startedAt ?? 0),
    queryFn: ({ signal }) => apiClient.call(ssoProvidersApi.testResult, { params: { id }, signal }),
    enabled: startedAt !== undefined,
    refetchInterval: (query) =>
      isWaiting && !query.state.data?.test?.outcome ? SSO_TEST_POLL_MS : false,
    // The sign-in happens in another tab: this one keeps asking while it is hidden.
    refetchIntervalInBackground: true,
    // A failed poll is asked again at the next interval, not retried in between.
    retry: false,
    gcTime: 0,
  });
}
