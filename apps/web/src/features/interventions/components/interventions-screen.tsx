import { Button, Center, Paper, Stack, Text, Title } from '@mantine/core';
import { Loading } from '@/components/ui/loading';
import { CASES_PAGE_SIZE } from '@rollcall/contract/interventions';
import { IconListCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailedAlert } from '@/components/ui/load-failed-alert';
import { notifyError, notifySuccess } from '@/components/ui/notify';
import { PageHeader } from '@/components/ui/page-header';
import { PaginationBar, useStepBackPastEnd } from '@/components/ui/pagination-bar';
import { errorMessage } from '@/lib/api-error';
import { formatCalendarDate } from '@/lib/school-time';
import { useCases } from '../api/get-cases';
import { useCheckRules } from '../api/check-rules';
import { CaseDetailModal } from './case-detail-modal';
import { CasesFilters, DEFAULT_FILTERS, type CasesFilterValues } from './cases-filters';
import { CasesTable } from './cases-table';

type InterventionsScreenProps = { timezone: string; canManage: boolean };

/** The attendance cases (issue 26): teachers read them; admins check the rules and act. */
export function InterventionsScreen({ timezone, canManage }: InterventionsScreenProps) {
  const { t } = useTranslation(['interventions', 'common', 'contract']);
  const [filters, setFilters] = useState<CasesFilterValues>(DEFAULT_FILTERS);
  const [page, setPage] = useState(1);
  const [openCaseId, setOpenCaseId] = useState<string | null>(null);
  const check = useCheckRules();
  const query = useCases({ ...filters, page, limit: CASES_PAGE_SIZE });
  const pagination = query.isError ? undefined : query.data?.pagination;
  const cases = query.isError ? [] : (query.data?.cases ?? []);
  const isDefaultView = Object.entries(DEFAULT_FILTERS).every(
    ([key, value]) => filters[key as keyof CasesFilterValues] === value,
  );

  useStepBackPastEnd(page, pagination, setPage);

  const changeFilters = (change: Partial<CasesFilterValues>) => {
    setFilters((current) => ({ ...current, ...change }));
    setPage(1);
  };

  const checkNow = async () => {
    try {
      const result = await check.mutateAsync();
      // The contract's text with the day written as the screens write dates (the reply's own
      // message has it as yyyy-mm-dd).
      notifySuccess(
        t('contract:interventions.checked', {
          date: formatCalendarDate(result.date),
          opened: result.opened,
          stillOpen: result.stillOpen,
        }),
      );
    } catch (error) {
      notifyError(errorMessage(error, t('page.checkFailed')));
    }
  };

  return (
    <>
      <PageHeader
        title={t('common:nav.interventions')}
        subtitle={t('page.subtitle')}
        actions={
          canManage ? (
            <Button
              leftSection={<IconListCheck size={18} aria-hidden />}
              loading={check.isPending}
              onClick={() => void checkNow()}
            >
              {t('page.checkNow')}
            </Button>
          ) : null
        }
      />
      <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
        <Stack gap="md">
          <CasesFilters values={filters} onChange={changeFilters} />
          {query.isPending ? (
            <Center py="xl">
              <Loading label={t('page.loading')} />
            </Center>
          ) : null}
          {query.isError ? (
            <LoadFailedAlert
              title={t('page.loadFailed')}
              error={query.error}
              isRetrying={query.isFetching}
              onRetry={() => void query.refetch()}
            />
          ) : null}
          {query.isSuccess && cases.length === 0 ? (
            <Stack align="center" gap={4} py="xl" ta="center" role="status">
              <Title order={3} size="h4">
                {t('empty.title')}
              </Title>
              <Text c="dimmed" size="sm">
                {isDefaultView ? t('empty.open') : t('empty.filtered')}
              </Text>
            </Stack>
          ) : null}
          {cases.length > 0 ? (
            <CasesTable cases={cases} timezone={timezone} onOpen={setOpenCaseId} />
          ) : null}
          {pagination ? (
            <PaginationBar
              pagination={pagination}
              pageSize={CASES_PAGE_SIZE}
              onPageChange={setPage}
            />
          ) : null}
        </Stack>
      </Paper>
      <CaseDetailModal
        caseId={openCaseId}
        timezone={timezone}
        canManage={canManage}
        onClose={() => setOpenCaseId(null)}
      />
    </>
  );
}
