import { Badge, Group, List, Table } from '@mantine/core';
import type { OneRosterImportResult, RosterAction } from '@rollcall/contract/roster';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '@/lib/school-time';
import { PREVIEW_LIMIT, PreviewTable } from './preview-table';

const ACTION_COLORS: Record<RosterAction, string> = {
  create: 'green',
  update: 'blue',
  unchanged: 'gray',
  archive: 'orange',
  toArchive: 'orange',
  skip: 'red',
};

type Summary = OneRosterImportResult['summary'];

/** The six counts, each a word and a number (never the colour alone). */
export function OneRosterSummary({ summary }: { summary: Summary }) {
  const { t } = useTranslation('students');
  const counts: [keyof Summary, RosterAction][] = [
    ['created', 'create'],
    ['updated', 'update'],
    ['archived', 'archive'],
    ['unchanged', 'unchanged'],
    ['skipped', 'skip'],
    ['toArchive', 'toArchive'],
  ];
  return (
    <Group gap="xs" aria-live="polite">
      {counts.map(([count, action]) => (
        <Badge key={count} color={ACTION_COLORS[action]} variant="light" tt="none" size="lg">
          {t(`oneRoster.counts.${count}`, { number: formatNumber(summary[count]) })}
        </Badge>
      ))}
    </Group>
  );
}

/** What the import does with each student of the export, as the server answered. */
export function OneRosterPreview({ result }: { result: OneRosterImportResult }) {
  const { t } = useTranslation(['students', 'common', 'contract']);
  const shown = result.rows.slice(0, PREVIEW_LIMIT);
  return (
    <PreviewTable
      headers={[
        t('oneRoster.line'),
        t('common:fields.studentId'),
        t('common:fields.name'),
        t('contract:common.class'),
        t('oneRoster.action'),
      ]}
      minWidth={720}
      total={result.rows.length}
      limitedNote={t('oneRoster.limited', {
        shown: PREVIEW_LIMIT,
        total: formatNumber(result.rows.length),
      })}
    >
      {shown.map((row) => (
        <Table.Tr key={`${row.file}:${row.sourcedId}:${row.line ?? ''}`}>
          <Table.Td style={{ whiteSpace: 'nowrap' }}>
            {row.line ? `${row.file}:${row.line}` : '—'}
          </Table.Td>
          <Table.Td style={{ whiteSpace: 'nowrap' }}>{row.studentId ?? '—'}</Table.Td>
          <Table.Td>{row.name}</Table.Td>
          <Table.Td>{[row.class, row.section].filter(Boolean).join('-')}</Table.Td>
          <Table.Td>
            <Badge color={ACTION_COLORS[row.action]} variant="light" tt="none">
              {t(`oneRoster.actions.${row.action}`)}
            </Badge>
            {row.errors.length > 0 ? (
              <List size="xs" c={row.action === 'skip' ? 'red' : undefined} spacing={2}>
                {row.errors.map((message) => (
                  <List.Item key={message}>{message}</List.Item>
                ))}
              </List>
            ) : null}
          </Table.Td>
        </Table.Tr>
      ))}
    </PreviewTable>
  );
}
