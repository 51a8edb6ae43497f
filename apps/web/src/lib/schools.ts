import type { School } from '@rollcall/contract/schools';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import {
  actAt,
  connectSchools,
  getActingSchoolId,
  offeredSchools,
  schoolToActAt,
  subscribeActingSchool,
} from './acting-school';
import { apiClient } from './api-client';
import { queryKeys } from './query-keys';

/** The schools endpoint, with its schemas, loaded when first called: zod stays out of the entry. */
const loadSchoolsApi = async () => (await import('@rollcall/contract/schools')).schoolsApi;

async function getSchools(signal?: AbortSignal) {
  const schoolsApi = await loadSchoolsApi();
  return apiClient.call(schoolsApi.list, { signal });
}

/** The schools the user works at (every school, archived ones too, for a district administrator). */
export const getSchoolsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.schools,
    queryFn: ({ signal }) => getSchools(signal),
    staleTime: 5 * 60_000,
  });

/** The cached answers that are the user's or the installation's rather than a school's. */
const KEPT_ON_SWITCH: ReadonlySet<string> = new Set(
  [queryKeys.auth.me, queryKeys.schools, queryKeys.maintenance].map((key) => JSON.stringify(key)),
);

/**
 * Connects the acting school to the query cache: its list is this cache's, and a switch resets
 * every other answer (back to loading, not the previous school's data shown until the new
 * arrives), the screens on show asking again at once. On any change of school, the first choice
 * included, the signed-in user is asked again in the background (the app stays on screen): their
 * role is the one at the acting school, so the screens and guards that read it follow the switch
 * (a teacher here may be an administrator there).
 */
export function connectSchoolsToCache(queryClient: QueryClient): void {
  connectSchools({
    list: async () => {
      const answer = await getSchools();
      queryClient.setQueryData(queryKeys.schools, answer);
      return answer.schools;
    },
    onChosen: () =>
      void queryClient.invalidateQueries({ queryKey: queryKeys.auth.me, exact: true }),
    onSwitch: () =>
      void queryClient.resetQueries({
        predicate: (query) => !KEPT_ON_SWITCH.has(JSON.stringify(query.queryKey)),
      }),
  });
}

/**
 * A school was added. A user of one school acted at it without naming it; from now on they name
 * it and keep working there, rather than at whichever school sorts first. The list gains the new
 * school at once, so that the menu's check (useActingSchool) does not undo the choice meanwhile.
 */
export function noteSchoolAdded(queryClient: QueryClient, added: School): void {
  const queryKey = getSchoolsQueryOptions().queryKey;
  const known = queryClient.getQueryData(queryKey)?.schools ?? [];
  queryClient.setQueryData(queryKey, { schools: [...known, added] });
  const [only, ...others] = offeredSchools(known);
  if (!getActingSchoolId() && only && others.length === 0) actAt(only._id);
}

/**
 * The schools the header's menu offers (more than one: the menu shows) and the one acting. Once the
 * list is in, a remembered school no longer offered (left, archived) gives way to the first one
 * offered, and a user of several schools who chose none acts at the first.
 */
export function useActingSchool() {
  const { data } = useQuery(getSchoolsQueryOptions());
  const currentId = useSyncExternalStore(subscribeActingSchool, getActingSchoolId);
  const schools = data?.schools;
  useEffect(() => {
    if (schools) actAt(schoolToActAt(schools, currentId));
  }, [schools, currentId]);
  const offered = offeredSchools(schools ?? []);
  return { offered, current: offered.find((school) => school._id === currentId) };
}
