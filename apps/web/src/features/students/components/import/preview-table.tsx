import { ScrollArea, Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { TableScroll } from '@/components/ui/table-scroll';

/** Both imports show at most this many rows before importing; every row is imported. */
export const PREVIEW_LIMIT = 200;

type PreviewTableProps = {
  headers: string[];
  minWidth: number;
  /** The rows read, of which the first PREVIEW_LIMIT are the children. */
  total: number;
  /** The note under a cut list: "Showing the first 200 of …". */
  limitedNote: string;
  children: ReactNode;
};

/** The per-row preview of an import (the CSV file's rows, the OneRoster zip's students). */
export function PreviewTable({
  headers,
  minWidth,
  total,
  limitedNote,
  children,
}: PreviewTableProps) {
  const { t } = useTranslation('students');
  return (
    <>
      <ScrollArea.Autosize mah={340} type="auto">
        <TableScroll label={t('preview.label')} minWidth={minWidth}>
          <Table striped verticalSpacing={6} fz="sm" aria-label={t('preview.label')}>
            <Table.Thead>
              <Table.Tr>
                {headers.map((header) => (
                  <Table.Th key={header}>{header}</Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>{children}</Table.Tbody>
          </Table>
        </TableScroll>
      </ScrollArea.Autosize>
      {total > PREVIEW_LIMIT ? (
        <Text size="xs" c="dimmed">
          {limitedNote}
        </Text>
      ) : null}
    </>
  );
}
