import { Alert, Badge, Group, Table, Text } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import { errorMessage } from '@/lib/api-error';
import type { ReactNode } from 'react';
import { useMediaQuery } from '@mantine/hooks';
import type {
  OneRosterImportResult,
  RosterAction,
  StaffSummary as StaffCounts,
} from '@rollcall/contract/roster';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '@/lib/school-time';
import { OneRosterPreviewCards } from './oneroster-preview-cards';
import { ACTION_COLORS, ActionBadge, RowErrors, rowKey } from './oneroster-row-parts';
import { PREVIEW_LIMIT, PreviewTable } from './preview-table';

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

/**
 * The school's staff accounts the import adds, updates, deactivates (or takes off the school) and
 * skips (issue 42), apart from the students: the counts that are not 0, and nothing when the
 * export lists no staff here.
 */
export function StaffSummary({ staff }: { staff: StaffCounts }) {
  const { t } = useTranslation('students');
  if (Object.values(staff).every((number) => number === 0)) return null;
  const counts: [
    keyof StaffCounts,
    `oneRoster.counts.${keyof Summary}` | 'oneRoster.staffDeactivated',
    RosterAction,
  ][] = [
    ['added', 'oneRoster.counts.created', 'create'],
    ['updated', 'oneRoster.counts.updated', 'update'],
    ['unchanged', 'oneRoster.counts.unchanged', 'unchanged'],
    ['deactivated', 'oneRoster.staffDeactivated', 'archive'],
    ['skipped', 'oneRoster.counts.skipped', 'skip'],
  ];
  return (
    <Group gap="xs" aria-live="polite" role="group" aria-label={t('oneRoster.staffLabel')}>
      <Text size="sm" fw={500}>
        {t('oneRoster.staffLabel')}
      </Text>
      {counts
        .filter(([count]) => staff[count] > 0)
        .map(([count, key, action]) => (
          <Badge key={count} color={ACTION_COLORS[action]} variant="light" tt="none" size="lg">
            {t(key, { number: formatNumber(staff[count]) })}
          </Badge>
        ))}
    </Group>
  );
}

/** The zip being read, or why it could not be: announced either way. */
export function ReadingState({ isReading, error }: { isReading: boolean; error: unknown }) {
  const { t } = useTranslation('students');
  return (
    <>
      {error ? (
        <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">
          {errorMessage(error, t('import.unreadable'))}
        </Alert>
      ) : null}
      {isReading ? (
        <Text size="sm" c="dimmed" role="status">
          {t('oneRoster.reading')}
        </Text>
      ) : null}
    </>
  );
}

/** The import finished: what it did, announced. */
export function ImportFinished({ children }: { children: ReactNode }) {
  const { t } = useTranslation('students');
  return (
    <Alert
      color="green"
      variant="light"
      title={t('result.title')}
      icon={<IconCircleCheck aria-hidden />}
      role="status"
    >
      {children}
    </Alert>
  );
}

/**
 * What the import does with each student of the export, as the server answered: a table, or cards
 * on a phone.
 */
export function OneRosterPreview({ result }: { result: OneRosterImportResult }) {
  const { t } = useTranslation(['students', 'common', 'contract']);
  const isPhone = useMediaQuery('(max-width: 47.99em)') === true;
  const shown = result.rows.slice(0, PREVIEW_LIMIT);
  const limitedNote = t('oneRoster.limited', {
    shown: PREVIEW_LIMIT,
    total: formatNumber(result.rows.length),
  });
  if (isPhone) {
    return (
      <>
        <OneRosterPreviewCards rows={shown} />
        {result.rows.length > PREVIEW_LIMIT ? (
          <Text size="xs" c="dimmed">
            {limitedNote}
          </Text>
        ) : null}
      </>
    );
  }
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
      limitedNote={limitedNote}
    >
      {shown.map((row) => (
        <Table.Tr key={rowKey(row)}>
          <Table.Td style={{ whiteSpace: 'nowrap' }}>
            {row.line ? `${row.file}:${row.line}` : '—'}
          </Table.Td>
          <Table.Td style={{ whiteSpace: 'nowrap' }}>{row.studentId ?? '—'}</Table.Td>
          <Table.Td>{row.name}</Table.Td>
          <Table.Td>{[row.class, row.section].filter(Boolean).join('-')}</Table.Td>
          <Table.Td>
            <ActionBadge action={row.action} />
            <RowErrors row={row} />
          </Table.Td>
        </Table.Tr>
      ))}
    </PreviewTable>
  );
}
