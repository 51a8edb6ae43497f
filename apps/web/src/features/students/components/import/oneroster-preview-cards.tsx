import { Group, ScrollArea, Text } from '@mantine/core';
import type { OneRosterImportResult } from '@rollcall/contract/roster';
import { useTranslation } from 'react-i18next';
import { CardList, CardListItem } from '@/components/ui/card-list';
import { ActionBadge, RowErrors, rowKey } from './oneroster-row-parts';

type Row = OneRosterImportResult['rows'][number];

/**
 * The OneRoster preview on a phone: a card a student, the name and what happens first, then the
 * Student ID, the class and where the row is in the file; a table there would hide what happens
 * beyond the screen's edge. The list scrolls in its own box, so the buttons under it stay near.
 */
export function OneRosterPreviewCards({ rows }: { rows: Row[] }) {
  const { t } = useTranslation('students');
  return (
    <ScrollArea.Autosize
      mah={340}
      type="auto"
      // Reachable and scrollable with the keyboard (WCAG 2.1.1), named like the table it replaces.
      viewportProps={{ tabIndex: 0, role: 'group', 'aria-label': t('preview.label') }}
    >
      <CardList label={t('preview.label')}>
        {rows.map((row) => (
          <CardListItem key={rowKey(row)}>
            <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
              <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
                {row.name ?? row.sourcedId}
              </Text>
              <ActionBadge action={row.action} />
            </Group>
            <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {[
                row.studentId,
                [row.class, row.section].filter(Boolean).join('-'),
                row.line ? `${row.file}:${row.line}` : undefined,
              ]
                .filter(Boolean)
                .join(' · ')}
            </Text>
            <RowErrors row={row} />
          </CardListItem>
        ))}
      </CardList>
    </ScrollArea.Autosize>
  );
}
