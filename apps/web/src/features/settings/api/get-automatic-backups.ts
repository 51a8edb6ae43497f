import { systemApi } from '@rollcall/contract/system';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

const fetchAutomaticBackups = ({ signal }: { signal: AbortSignal }) =>
  apiClient.call(systemApi.backups, { signal });

/** The daily backups the server keeps in DATA_DIR/backups, newest first. */
export const getAutomaticBackupsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.automaticBackups,
    queryFn: fetchAutomaticBackups,
    select: (data) => data.backups,
  });

export const useAutomaticBackups = () => useQuery(getAutomaticBackupsQueryOptions());

/** The same answer whole: the backups and how the last off-machine copy went. */
export const useBackupStatus = () =>
  useQuery({ queryKey: queryKeys.automaticBackups, queryFn: fetchAutomaticBackups });
