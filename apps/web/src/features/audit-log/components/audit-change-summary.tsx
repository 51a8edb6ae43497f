import { Anchor, Stack, Text } from '@mantine/core';
import type { AuditEntry } from '@rollcall/contract/audit-log';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { auditChanges, fullValue, shortValue, type AuditChange } from '../utils/audit-changes';
import { useAuditLabels } from './use-audit-labels';

const SUMMARY_LINES = 3;

type ChangeLineProps = { change: AuditChange; field: string; isFull: boolean };

function ChangeLine({ change, field, isFull }: ChangeLineProps) {
  const { t } = useTranslation('audit-log');
  return (
    <Text
      size="sm"
      style={{ overflowWrap: 'anywhere', whiteSpace: isFull ? 'pre-wrap' : undefined }}
    >
      {field ? (
        <Text span fw={600} size="sm">
          {`${t('changes.field', { field })} `}
        </Text>
      ) : null}
      <Text span size="sm" c="dimmed" inherit>
        {change.before}
      </Text>
      {' → '}
      {change.after}
    </Text>
  );
}

/**
 * What an entry changed, before → after: a few shortened lines, and behind "Show details" every
 * change with its values whole.
 */
export function AuditChangeSummary({ entry }: { entry: AuditEntry }) {
  const { t } = useTranslation('audit-log');
  const [isOpen, setIsOpen] = useState(false);
  const detailsId = useId();
  const labels = useAuditLabels();
  const short = auditChanges(entry.before, entry.after, (value, path) =>
    shortValue(labels.value(value, path)),
  );
  const full = auditChanges(entry.before, entry.after, (value, path) =>
    fullValue(labels.value(value, path)),
  );
  if (full.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('changes.none')}
      </Text>
    );
  }
  const shown = isOpen ? full : short.slice(0, SUMMARY_LINES);
  const hidden = full.length - shown.length;
  const isShortened = short.some(
    (change, index) => change.before !== full[index]?.before || change.after !== full[index]?.after,
  );
  const canExpand = isOpen || hidden > 0 || isShortened;
  return (
    <Stack gap={2} align="flex-start" id={detailsId}>
      {shown.map((change) => (
        <ChangeLine
          key={change.path.join('.')}
          change={change}
          field={labels.field(change.path)}
          isFull={isOpen}
        />
      ))}
      {hidden > 0 ? (
        <Text size="xs" c="dimmed">
          {t('changes.more', { count: hidden })}
        </Text>
      ) : null}
      {canExpand ? (
        <Anchor
          component="button"
          type="button"
          size="xs"
          aria-expanded={isOpen}
          aria-controls={detailsId}
          onClick={() => setIsOpen((open) => !open)}
        >
          {isOpen ? t('changes.hide') : t('changes.show')}
        </Anchor>
      ) : null}
    </Stack>
  );
}
