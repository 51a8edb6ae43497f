import { Badge, List } from '@mantine/core';
import type { OneRosterImportResult, RosterAction } from '@rollcall/contract/roster';
import { useTranslation } from 'react-i18next';

type Row = OneRosterImportResult['rows'][number];

export const ACTION_COLORS: Record<RosterAction, string> = {
  create: 'green',
  update: 'blue',
  unchanged: 'gray',
  archive: 'orange',
  toArchive: 'orange',
  skip: 'red',
};

/** A row of the preview, whether a table's or a phone's card. */
export const rowKey = (row: Row) => `${row.file}:${row.sourcedId}:${row.line ?? ''}`;

/** What the import does with the row, in a word (never the colour alone). */
export function ActionBadge({ action }: { action: RosterAction }) {
  const { t } = useTranslation('students');
  return (
    <Badge color={ACTION_COLORS[action]} variant="light" tt="none">
      {t(`oneRoster.actions.${action}`)}
    </Badge>
  );
}

/** Why a row is skipped, or what to know about it. */
export function RowErrors({ row }: { row: Row }) {
  if (row.errors.length === 0) return null;
  return (
    <List size="xs" c={row.action === 'skip' ? 'red' : undefined} spacing={2}>
      {row.errors.map((message) => (
        <List.Item key={message}>{message}</List.Item>
      ))}
    </List>
  );
}
