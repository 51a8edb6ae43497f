import { Group, Stack, Text } from '@mantine/core';
import type { AuditEntry } from '@rollcall/contract/audit-log';
import { useTranslation } from 'react-i18next';
import { CardList, CardListItem } from '@/components/ui/card-list';
import { formatSchoolInstant } from '@/lib/school-time';
import { AuditChangeSummary } from './audit-change-summary';
import { AuditActionLabel, AuditActor, AuditEntity } from './audit-entry-parts';

type AuditLogCardsProps = { entries: AuditEntry[]; emptyText: string | null; timezone: string };

/** The audit log on a phone: one card per entry. */
export function AuditLogCards({ entries, emptyText, timezone }: AuditLogCardsProps) {
  const { t } = useTranslation('audit-log');
  if (emptyText) {
    return (
      <Text ta="center" c="dimmed" py="xl">
        {emptyText}
      </Text>
    );
  }
  return (
    <CardList label={t('panel.entries')}>
      {entries.map((entry) => (
        <CardListItem key={entry._id}>
          <Stack gap={6}>
            <Group justify="space-between" gap="xs" align="flex-start">
              <AuditActionLabel entry={entry} />
              <Text size="xs" c="dimmed">
                {formatSchoolInstant(entry.createdAt, timezone)}
              </Text>
            </Group>
            <Group gap="lg" align="flex-start" wrap="nowrap">
              <div style={{ minWidth: 0, flex: 1 }}>
                <AuditActor entry={entry} />
              </div>
              <div style={{ minWidth: 0, flex: 1 }}>
                <AuditEntity entry={entry} />
              </div>
            </Group>
            <AuditChangeSummary entry={entry} />
          </Stack>
        </CardListItem>
      ))}
    </CardList>
  );
}
