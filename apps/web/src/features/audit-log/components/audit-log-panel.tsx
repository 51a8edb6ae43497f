import { ActionIcon, Alert, Group, Paper, Stack, Text, Title, Tooltip } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { AUDIT_LOG_PAGE_SIZE } from '@rollcall/contract/audit-log';
import { DEFAULT_TIMEZONE } from '@rollcall/contract/settings';
import { IconAlertCircle, IconRefresh } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PaginationBar, useStepBackPastEnd } from '@/components/ui/pagination-bar';
import { errorMessage } from '@/lib/api-error';
import { useSchoolTimezone } from '@/lib/school-info';
import { useAuditLog } from '../api/get-audit-log';
import { AuditLogCards } from './audit-log-cards';
import {
  AuditLogFilters,
  isDateRangeValid,
  NO_FILTERS,
  type AuditLogFilterValues,
} from './audit-log-filters';
import { AuditLogTable } from './audit-log-table';

/** An empty filter is no filter. */
const toQuery = (filters: AuditLogFilterValues) => ({
  actorId: filters.actorId || undefined,
  action: filters.action || undefined,
  entityType: filters.entityType || undefined,
  startDate: filters.startDate || undefined,
  endDate: filters.endDate || undefined,
});

/** Every administrative change, newest first: who, when, what, before and after. */
export function AuditLogPanel() {
  const { t } = useTranslation('audit-log');
  const { t: tc } = useTranslation('contract');
  const [filters, setFilters] = useState(NO_FILTERS);
  const [page, setPage] = useState(1);
  const isPhone = useMediaQuery('(max-width: 47.99em)') === true;
  const timezone = useSchoolTimezone() ?? DEFAULT_TIMEZONE;
  // A range ending before it starts stays on screen with its message until it is mended.
  const [queried, setQueried] = useState(NO_FILTERS);
  const query = useAuditLog({ ...toQuery(queried), page, limit: AUDIT_LOG_PAGE_SIZE });
  const pagination = query.data?.pagination;
  const entries = query.isError ? [] : (query.data?.entries ?? []);
  const emptyText = query.isPending
    ? tc('auditLog.loading')
    : entries.length === 0 && !query.isError
      ? tc('auditLog.empty')
      : null;

  useStepBackPastEnd(page, pagination, setPage);

  const changeFilters = (next: AuditLogFilterValues) => {
    setFilters(next);
    if (isDateRangeValid(next)) {
      setQueried(next);
      setPage(1);
    }
  };

  return (
    <Paper
      withBorder
      p={{ base: 'md', sm: 'lg' }}
      radius="md"
      component="section"
      aria-labelledby="audit-log-title"
    >
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <div>
            <Title order={3} size="h4" id="audit-log-title">
              {tc('auditLog.title')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('panel.description')}
            </Text>
          </div>
          <Tooltip label={t('panel.refresh')}>
            <ActionIcon
              variant="default"
              size="lg"
              aria-label={t('panel.refresh')}
              loading={query.isFetching}
              onClick={() => void query.refetch()}
            >
              <IconRefresh size={18} aria-hidden />
            </ActionIcon>
          </Tooltip>
        </Group>
        <AuditLogFilters values={filters} onChange={changeFilters} />
        {query.isError ? (
          <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">
            {errorMessage(query.error, t('panel.loadFailed'))}
          </Alert>
        ) : null}
        {isPhone ? (
          <AuditLogCards entries={entries} emptyText={emptyText} timezone={timezone} />
        ) : (
          <AuditLogTable entries={entries} emptyText={emptyText} timezone={timezone} />
        )}
        {pagination ? (
          <PaginationBar
            pagination={pagination}
            pageSize={AUDIT_LOG_PAGE_SIZE}
            onPageChange={setPage}
          />
        ) : null}
      </Stack>
    </Paper>
  );
}
