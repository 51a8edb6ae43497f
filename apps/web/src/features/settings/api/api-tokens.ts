import { apiTokensApi, type CreateApiTokenBody } from '@rollcall/contract/api-tokens';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export function useApiTokens() {
  return useQuery({
    queryKey: queryKeys.apiTokens,
    queryFn: ({ signal }) => apiClient.call(apiTokensApi.list, { signal }),
  });
}

/** Creating or revoking changes the list, writes the audit log and may end a notice of expiry. */
function useApiTokenMutation<Input, Reply>(mutationFn: (input: Input) => Promise<Reply>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.apiTokens }),
        queryClient.invalidateQueries({ queryKey: queryKeys.auditLog.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.notices }),
      ]),
  });
}

export const useCreateApiToken = () =>
  useApiTokenMutation((body: CreateApiTokenBody) => apiClient.call(apiTokensApi.create, { body }));

export const useRevokeApiToken = () =>
  useApiTokenMutation((id: string) => apiClient.call(apiTokensApi.revoke, { params: { id } }));
