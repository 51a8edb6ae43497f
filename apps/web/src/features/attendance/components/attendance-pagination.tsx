import { Button, Group, Text } from '@mantine/core';
import { ATTENDANCE_PAGE_SIZE } from '@rollcall/contract/attendance';

type AttendancePaginationProps = {
  currentPage: number;
  totalPages: number;
  totalRecords: number;
  hasPrev: boolean;
  hasNext: boolean;
  onPageChange: (page: number) => void;
};

/** Shown only when there is more than one page. */
export function AttendancePagination(props: AttendancePaginationProps) {
  const { currentPage, totalPages, totalRecords } = props;
  if (totalPages <= 1) return null;
  const from = (currentPage - 1) * ATTENDANCE_PAGE_SIZE + 1;
  const to = Math.min(currentPage * ATTENDANCE_PAGE_SIZE, totalRecords);
  return (
    <Group justify="space-between" gap="sm" wrap="wrap">
      <Text size="sm" c="dimmed" aria-live="polite">
        Showing {from} to {to} of {totalRecords} results
      </Text>
      <Group component="nav" aria-label="Pagination" gap="xs" wrap="nowrap">
        <Button
          size="xs"
          variant="default"
          disabled={!props.hasPrev}
          onClick={() => props.onPageChange(currentPage - 1)}
        >
          Previous
        </Button>
        <Text size="sm" aria-current="page">
          Page {currentPage} of {totalPages}
        </Text>
        <Button
          size="xs"
          variant="default"
          disabled={!props.hasNext}
          onClick={() => props.onPageChange(currentPage + 1)}
        >
          Next
        </Button>
      </Group>
    </Group>
  );
}
