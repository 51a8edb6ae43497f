import { Text } from '@mantine/core';
import {
  AUDIT_ACTION_LABELS,
  AUDIT_ENTITY_LABELS,
  type AuditEntry,
} from '@rollcall/contract/audit-log';
import { useTranslateText } from '@/i18n/language';

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
  const tx = useTranslateText();
  return (
    <Text size="sm" fw={500} c="blue.8">
      {tx(AUDIT_ACTION_LABELS[entry.action])}
    </Text>
  );
}

/** The kind of record, and which one (its id shortened; whole on hover) when the entry names it. */
export function AuditEntity({ entry }: { entry: AuditEntry }) {
  const tx = useTranslateText();
  return (
    <>
      <Text size="sm">{tx(AUDIT_ENTITY_LABELS[entry.entityType])}</Text>
      {entry.entityId ? (
        <Text size="xs" c="dimmed" ff="monospace" truncate="end" title={entry.entityId}>
          {entry.entityId}
        </Text>
      ) : null}
    </>
  );
}
