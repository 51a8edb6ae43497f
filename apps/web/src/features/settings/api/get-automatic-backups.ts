import { systemApi } from '@rollcall/contract/system';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** The daily backups the server keeps in DATA_DIR/backups, newest first. */
export const getAutomaticBackupsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.automaticBackups,
    queryFn: ({ signal }) => apiClient.call(systemApi.backups, { signal }),
    select: (data) => data.backups,
  });

export const useAutomaticBackups = () => useQuery(getAutomaticBackupsQueryOptions());
