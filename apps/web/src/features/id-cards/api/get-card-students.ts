import { CLASS_OPTIONS, studentsApi } from '@rollcall/contract/students';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** Every active student of the school fits one request (the list's maximum). */
const CARD_STUDENTS_LIMIT = 1000;

export type CardClass = (typeof CLASS_OPTIONS)[number];

export const isCardClass = (value: string): value is CardClass =>
  (CLASS_OPTIONS as readonly string[]).includes(value);

/** Active students, all or one class's (spec §2: an empty class means all classes). */
export const getCardStudents = (cardClass: CardClass | undefined, signal?: AbortSignal) =>
  apiClient.call(studentsApi.list, {
    query: {
      limit: CARD_STUDENTS_LIMIT,
      isActive: 'true',
      class: cardClass,
      sortBy: 'lastName',
      sortOrder: 'asc',
    },
    signal,
  });

export const getCardStudentsQueryOptions = (cardClass: CardClass | undefined) =>
  queryOptions({
    queryKey: queryKeys.students.cardStudents(cardClass ?? 'all'),
    queryFn: ({ signal }) => getCardStudents(cardClass, signal),
    retry: false,
  });

export function useCardStudents(cardClass: CardClass | undefined) {
  return useQuery(getCardStudentsQueryOptions(cardClass));
}

/** Active students per class, for the class filter's "class (N students)". */
export const getStudentClassesQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.students.classes,
    queryFn: ({ signal }) => apiClient.call(studentsApi.classes, { signal }),
  });

export function useStudentClasses() {
  return useQuery(getStudentClassesQueryOptions());
}
