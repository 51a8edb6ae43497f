import { Table, Text } from '@mantine/core';
import classes from './table-scroll.module.css';

type TableMessageRowProps = { columns: number; children: string };

/** A table's one row of text across all its columns, while it loads or when it has no rows. */
export function TableMessageRow({ columns, children }: TableMessageRowProps) {
  return (
    <Table.Tr>
      <Table.Td colSpan={columns}>
        <Text ta="center" c="dimmed" py="xl" role="status" className={classes.inView}>
          {children}
        </Text>
      </Table.Td>
    </Table.Tr>
  );
}
