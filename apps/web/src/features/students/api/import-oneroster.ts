import { rosterApi, type OneRosterImportQuery } from '@rollcall/contract/roster';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export type OneRosterOptions = Pick<
  OneRosterImportQuery,
  'sectionFrom' | 'defaultSection' | 'orgSourcedId' | 'archiveMissing'
>;

/** How the import reads the zip, as the query of a one-school or a district import. */
export const rosterReading = (options: OneRosterOptions, dryRun: boolean) => ({
  dryRun: dryRun ? ('true' as const) : ('false' as const),
  archiveMissing: options.archiveMissing ? ('true' as const) : ('false' as const),
  sectionFrom: options.sectionFrom,
  defaultSection: options.defaultSection,
});

/** The zip goes to the server, which reads it; `dryRun` answers the preview and writes nothing. */
export const importOneRoster = ({
  file,
  options,
  dryRun,
}: {
  file: File;
  options: OneRosterOptions;
  dryRun: boolean;
}) =>
  apiClient.call(rosterApi.importOneRoster, {
    file,
    query: {
      ...rosterReading(options, dryRun),
      ...(options.orgSourcedId ? { orgSourcedId: options.orgSourcedId } : {}),
    },
  });

export const usePreviewOneRoster = () => useMutation({ mutationFn: importOneRoster });

export function useImportOneRoster() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importOneRoster,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.students.all }),
  });
}
