import { rosterApi } from '@rollcall/contract/roster';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { rosterReading, type OneRosterOptions } from './import-oneroster';

/** Every school of a district's export (issue 41): `dryRun` previews, and writes nothing. */
export const importDistrictRoster = ({
  file,
  options,
  placements,
  dryRun,
}: {
  file: File;
  options: OneRosterOptions;
  /** Where the administrator sends an org: a school's id, or "new". */
  placements: Record<string, string>;
  dryRun: boolean;
}) =>
  apiClient.call(rosterApi.importDistrict, {
    file,
    query: { ...rosterReading(options, dryRun), placements: JSON.stringify(placements) },
  });

export const usePreviewDistrictRoster = () => useMutation({ mutationFn: importDistrictRoster });

/** The confirmation may create schools: the picker's list is asked again with the students. */
export function useImportDistrictRoster() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importDistrictRoster,
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: queryKeys.students.all });
      await queryClient.invalidateQueries({ queryKey: queryKeys.schools });
    },
  });
}
