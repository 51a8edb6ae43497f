import { Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '@/lib/school-time';

/** The pagination object of every list reply; its total is named after what the list counts. */
export type ListPagination = {
  currentPage: number;
  totalPages: number;
  hasPrev: boolean;
  hasNext: boolean;
} & (
  | { totalRecords: number }
  | { totalStudents: number }
  | { totalUsers: number }
  | { totalEntries: number }
  | { totalCases: number }
);

type PaginationBarProps = {
  pagination: ListPagination;
  /** The page size the list was asked for. */
  pageSize: number;
  onPageChange: (page: number) => void;
  maxButtons?: number;
};

const totalOf = (pagination: ListPagination) =>
  'totalRecords' in pagination
    ? pagination.totalRecords
    : 'totalStudents' in pagination
      ? pagination.totalStudents
      : 'totalUsers' in pagination
        ? pagination.totalUsers
        : 'totalCases' in pagination
          ? pagination.totalCases
          : pagination.totalEntries;

/** Up to `maxButtons` consecutive page numbers, centred on the current page where possible. */
export function pageWindow(page: number, totalPages: number, maxButtons: number): number[] {
  const count = Math.min(maxButtons, totalPages);
  const start = Math.min(Math.max(1, page - Math.floor(count / 2)), totalPages - count + 1);
  return Array.from({ length: count }, (_, index) => start + index);
}

/** The last page when `page` is past it (deleting the last row of the last page), else undefined. */
export function pageBackWithinEnd(
  page: number,
  pagination: Pick<ListPagination, 'totalPages'> | undefined,
): number | undefined {
  return pagination && pagination.totalPages > 0 && page > pagination.totalPages
    ? pagination.totalPages
    : undefined;
}

/**
 * Every list screen: steps its page back onto the last page when the page is past the end.
 * React allows this state adjustment during render; it re-renders before painting.
 */
export function useStepBackPastEnd(
  page: number,
  pagination: Pick<ListPagination, 'totalPages'> | undefined,
  setPage: (page: number) => void,
): void {
  const lastPage = pageBackWithinEnd(page, pagination);
  if (lastPage !== undefined) setPage(lastPage);
}

/**
 * Every list's pagination, shown only when there is more than one page (the spec's rule for the
 * attendance records): "Showing X to Y of Z results", Previous and Next disabled by the reply's
 * flags, "Page N of M", and buttons for the nearby pages.
 */
export function PaginationBar({
  pagination,
  pageSize,
  onPageChange,
  maxButtons = 5,
}: PaginationBarProps) {
  const { t } = useTranslation(['common', 'contract']);
  const { currentPage: page, totalPages, hasPrev, hasNext } = pagination;
  if (totalPages <= 1) return null;
  const totalItems = totalOf(pagination);
  const from = totalItems === 0 ? 0 : (page - 1) * pageSize + 1;
  const to = Math.min(page * pageSize, totalItems);
  return (
    <Group justify="space-between" gap="sm" wrap="wrap">
      <Group gap="md" wrap="wrap">
        <Text size="sm" c="dimmed" aria-live="polite">
          {t('pagination.showing', {
            from: formatNumber(from),
            to: formatNumber(to),
            total: formatNumber(totalItems),
          })}
        </Text>
        <Text size="sm" c="dimmed">
          {t('contract:reports.pdf.page', { page, pages: totalPages })}
        </Text>
      </Group>
      <Group component="nav" aria-label={t('pagination.label')} gap={6} wrap="wrap">
        <Button
          size="xs"
          variant="default"
          disabled={!hasPrev}
          onClick={() => onPageChange(page - 1)}
        >
          {t('pagination.previous')}
        </Button>
        {pageWindow(page, totalPages, maxButtons).map((number) => (
          <Button
            key={number}
            size="xs"
            miw={32}
            px={8}
            variant={number === page ? 'filled' : 'default'}
            aria-label={t('pagination.page', { page: number })}
            aria-current={number === page ? 'page' : undefined}
            onClick={() => onPageChange(number)}
          >
            {number}
          </Button>
        ))}
        <Button
          size="xs"
          variant="default"
          disabled={!hasNext}
          onClick={() => onPageChange(page + 1)}
        >
          {t('pagination.next')}
        </Button>
      </Group>
    </Group>
  );
}
