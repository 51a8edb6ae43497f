import { rosterApi } from '@rollcall/contract/roster';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { NOTICES_REFRESH_MS } from '@/config/screen-constants';
import { apiClient } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** The roster import the sync hold keeps for an administrator (issue 39), if one waits. */
export function usePendingRosterImport() {
  return useQuery({
    queryKey: queryKeys.students.rosterPending,
    queryFn: ({ signal }) => apiClient.call(rosterApi.pending, { signal }),
    refetchInterval: NOTICES_REFRESH_MS,
    refetchOnWindowFocus: true,
  });
}

/** What the held import would do now, row by row; nothing is written. */
export function usePendingRosterPreview(id: string, isEnabled: boolean) {
  return useQuery({
    queryKey: queryKeys.students.rosterPendingPreview(id),
    queryFn: ({ signal }) => apiClient.call(rosterApi.previewPending, { params: { id }, signal }),
    enabled: isEnabled,
  });
}

/**
 * Confirming or discarding settles the held import: the students, the held import itself and the
 * header's notices change, and so does everything when another administrator settled it first.
 */
function useSettlePendingImport<Reply>(settle: (id: string) => Promise<Reply>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: settle,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.students.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.notices }),
      ]),
  });
}

export const useConfirmPendingImport = () =>
  useSettlePendingImport((id: string) =>
    apiClient.call(rosterApi.confirmPending, { params: { id } }),
  );

export const useDiscardPendingImport = () =>
  useSettlePendingImport((id: string) =>
    apiClient.call(rosterApi.discardPending, { params: { id } }),
  );
