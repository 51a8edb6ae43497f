import { systemApi } from '@rollcall/contract/system';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

/** The daily backups the server keeps in DATA_DIR/backups, newest first. */
export const getAutomaticBackupsQueryOptions = () =>
  queryOptions({
    queryKey: ['system', 'backups'],
    queryFn: ({ signal }) => apiClient.call(systemApi.backups, { signal }),
    select: (data) => data.backups,
  });

export const useAutomaticBackups = () => useQuery(getAutomaticBackupsQueryOptions());
