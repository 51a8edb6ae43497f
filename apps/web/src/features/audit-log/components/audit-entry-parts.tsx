import { Text } from '@mantine/core';
import type { AuditEntry } from '@rollcall/contract/audit-log';
import { useTranslation } from 'react-i18next';

/** Who did it: the name as it was then, and the e-mail (none for the system's own jobs). */
export function AuditActor({ entry }: { entry: AuditEntry }) {
  return (
    <>
      <Text size="sm" fw={600}>
        {entry.actorName}
      </Text>
      {entry.actorEmail ? (
        <Text size="xs" c="dimmed" truncate="end" title={entry.actorEmail}>
          {entry.actorEmail}
        </Text>
      ) : null}
    </>
  );
}

export function AuditActionLabel({ entry }: { entry: AuditEntry }) {
  const { t: tc } = useTranslation('contract');
  return (
    <Text size="sm" fw={500} c="blue.8">
      {tc(`auditActions.${entry.action}`)}
    </Text>
  );
}

/** The kind of record, and which one (its id shortened; whole on hover) when the entry names it. */
export function AuditEntity({ entry }: { entry: AuditEntry }) {
  const { t: tc } = useTranslation('contract');
  return (
    <>
      <Text size="sm">{tc(`auditEntities.${entry.entityType}`)}</Text>
      {entry.entityId ? (
        <Text size="xs" c="dimmed" ff="monospace" truncate="end" title={entry.entityId}>
          {entry.entityId}
        </Text>
      ) : null}
    </>
  );
}
