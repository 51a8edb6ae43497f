import { Button, Group, Text } from '@mantine/core';

type PaginationBarProps = {
  page: number;
  totalPages: number;
  totalItems: number;
  pageSize: number;
  hasPrev: boolean;
  hasNext: boolean;
  onPageChange: (page: number) => void;
  maxButtons?: number;
};

/** Up to `maxButtons` consecutive page numbers, centred on the current page where possible. */
export function pageWindow(page: number, totalPages: number, maxButtons: number): number[] {
  const count = Math.min(maxButtons, totalPages);
  const start = Math.min(Math.max(1, page - Math.floor(count / 2)), totalPages - count + 1);
  return Array.from({ length: count }, (_, index) => start + index);
}

export function PaginationBar(props: PaginationBarProps) {
  const { page, totalPages, totalItems, pageSize, hasPrev, hasNext, onPageChange } = props;
  const from = totalItems === 0 ? 0 : (page - 1) * pageSize + 1;
  const to = Math.min(page * pageSize, totalItems);
  return (
    <Group justify="space-between" gap="sm" wrap="wrap">
      <Text size="sm" c="dimmed" aria-live="polite">
        Showing {from} to {to} of {totalItems} results
      </Text>
      <Group component="nav" aria-label="Pagination" gap={6} wrap="wrap">
        <Button
          size="xs"
          variant="default"
          disabled={!hasPrev}
          onClick={() => onPageChange(page - 1)}
        >
          Previous
        </Button>
        {pageWindow(page, totalPages, props.maxButtons ?? 5).map((number) => (
          <Button
            key={number}
            size="xs"
            miw={32}
            px={8}
            variant={number === page ? 'filled' : 'default'}
            aria-label={`Page ${number}`}
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
          Next
        </Button>
      </Group>
    </Group>
  );
}
