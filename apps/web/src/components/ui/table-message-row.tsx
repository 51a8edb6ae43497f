import { Table, Text } from '@mantine/core';

type TableMessageRowProps = { columns: number; children: string };

/** A table's one row of text across all its columns, while it loads or when it has no rows. */
export function TableMessageRow({ columns, children }: TableMessageRowProps) {
  return (
    <Table.Tr>
      <Table.Td colSpan={columns}>
        <Text ta="center" c="dimmed" py="xl" role="status">
          {children}
        </Text>
      </Table.Td>
    </Table.Tr>
  );
}
