import type { SORT_ORDERS } from '@rollcall/contract/common';
import {
  studentsApi,
  type CLASS_OPTIONS,
  type SECTIONS,
  type STUDENT_SORT_FIELDS,
} from '@rollcall/contract/students';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export type StudentClass = (typeof CLASS_OPTIONS)[number];
export type StudentSection = (typeof SECTIONS)[number];

export type StudentsListParams = {
  page: number;
  limit: number;
  search: string;
  class: StudentClass | undefined;
  section: StudentSection | undefined;
  isActive: 'true' | 'false' | undefined;
  sortBy: (typeof STUDENT_SORT_FIELDS)[number];
  sortOrder: (typeof SORT_ORDERS)[number];
};

export const getStudents = (params: StudentsListParams, signal?: AbortSignal) =>
  apiClient.call(studentsApi.list, { query: params, signal });

export const getStudentsQueryOptions = (params: StudentsListParams) =>
  queryOptions({
    queryKey: queryKeys.students.list(params),
    queryFn: ({ signal }) => getStudents(params, signal),
    placeholderData: keepPreviousData,
  });

export function useStudents(params: StudentsListParams) {
  return useQuery(getStudentsQueryOptions(params));
}
