import { Table, Text } from '@mantine/core';
import type { AuditEntry } from '@rollcall/contract/audit-log';
import { useTranslation } from 'react-i18next';
import { TableMessageRow } from '@/components/ui/table-message-row';
import { formatSchoolDate, formatSchoolTime } from '@/lib/school-time';
import { AuditChangeSummary } from './audit-change-summary';
import { AuditActionLabel, AuditActor, AuditEntity } from './audit-entry-parts';
import { TableScroll } from '@/components/ui/table-scroll';

const COLUMNS = 5;

type AuditLogTableProps = { entries: AuditEntry[]; emptyText: string | null; timezone: string };

export function AuditLogTable({ entries, emptyText, timezone }: AuditLogTableProps) {
  const { t } = useTranslation('audit-log');
  return (
    <TableScroll
      label={t('panel.entries')}
      minWidth={620}
      scrollAreaProps={{ type: 'auto', offsetScrollbars: 'x' }}
    >
      <Table verticalSpacing="sm" aria-label={t('panel.entries')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('table.when')}</Table.Th>
            <Table.Th>{t('table.who')}</Table.Th>
            <Table.Th>{t('table.action')}</Table.Th>
            <Table.Th>{t('table.entity')}</Table.Th>
            <Table.Th>{t('table.whatChanged')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {emptyText ? <TableMessageRow columns={COLUMNS}>{emptyText}</TableMessageRow> : null}
          {entries.map((entry) => (
            <Table.Tr key={entry._id} style={{ verticalAlign: 'top' }}>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                <Text size="sm">{formatSchoolDate(entry.createdAt, timezone)}</Text>
                <Text size="xs" c="dimmed">
                  {formatSchoolTime(entry.createdAt, timezone)}
                </Text>
              </Table.Td>
              <Table.Td maw={140}>
                <AuditActor entry={entry} />
              </Table.Td>
              <Table.Td maw={110}>
                <AuditActionLabel entry={entry} />
              </Table.Td>
              <Table.Td maw={110}>
                <AuditEntity entry={entry} />
              </Table.Td>
              <Table.Td miw={220}>
                <AuditChangeSummary entry={entry} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </TableScroll>
  );
}
