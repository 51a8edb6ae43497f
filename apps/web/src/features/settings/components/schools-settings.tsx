import { Badge, Button, Group, Stack, Table, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { School } from '@rollcall/contract/schools';
import { IconArchive, IconArchiveOff, IconPencil, IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailedAlert } from '@/components/ui/load-failed-alert';
import { notifyError, notifySuccess } from '@/components/ui/notify';
import { RowActionButton } from '@/components/ui/row-action-button';
import { TableMessageRow } from '@/components/ui/table-message-row';
import { TableScroll } from '@/components/ui/table-scroll';
import { errorMessage } from '@/lib/api-error';
import { getSchoolsQueryOptions } from '@/lib/schools';
import { useToggleSchoolStatus } from '../api/schools';
import { SchoolFormModal, type SchoolFormTarget } from './school-form-modal';
import { SettingsSection } from './settings-section';

const COLUMN_COUNT = 5;

/** Archiving or reopening a school, after a confirmation; the server's refusal is its toast. */
function useSchoolStatusAction() {
  const { t } = useTranslation(['settings', 'common', 'contract']);
  const toggleStatus = useToggleSchoolStatus();
  const confirm = (school: School) =>
    modals.openConfirmModal({
      title: t(school.isActive ? 'schools.archiveTitle' : 'schools.reopenTitle', {
        school: school.name,
      }),
      children: (
        <Text size="sm">
          {t(school.isActive ? 'schools.archiveConfirm' : 'schools.reopenConfirm', {
            school: school.name,
          })}
        </Text>
      ),
      labels: {
        confirm: t(school.isActive ? 'schools.confirmArchive' : 'schools.confirmReopen'),
        cancel: t('common:cancel'),
      },
      confirmProps: { color: school.isActive ? 'red' : undefined },
      centered: true,
      onConfirm: () =>
        toggleStatus.mutate(school._id, {
          onSuccess: (result) => notifySuccess(result.message),
          onError: (error) =>
            notifyError(
              t('schools.statusFailed', {
                reason: errorMessage(error, t('schools.statusFallback')),
              }),
            ),
        }),
    });
  return { confirm, busyId: toggleStatus.isPending ? toggleStatus.variables : undefined };
}

/**
 * The district's schools (issue 41), for its administrators: each one's code, time zone,
 * students and whether it is open; add, change, archive or reopen one. A one-school installation
 * has it too: it is where the second school is added.
 */
export function SchoolsSettings() {
  const { t } = useTranslation(['settings', 'common', 'contract']);
  const schools = useQuery(getSchoolsQueryOptions());
  const [target, setTarget] = useState<SchoolFormTarget>(null);
  const status = useSchoolStatusAction();
  const rows = schools.data?.schools ?? [];

  return (
    <SettingsSection title={t('categories.schools')} description={t('schools.description')}>
      <Group>
        <Button
          leftSection={<IconPlus size={16} aria-hidden />}
          onClick={() => setTarget({ mode: 'add' })}
        >
          {t('schools.add')}
        </Button>
      </Group>
      {schools.isError ? (
        <LoadFailedAlert
          title={t('schools.loadFailed')}
          error={schools.error}
          isRetrying={schools.isFetching}
          onRetry={() => void schools.refetch()}
        />
      ) : null}
      <TableScroll label={t('categories.schools')} minWidth={640}>
        <Table
          aria-label={t('categories.schools')}
          verticalSpacing="sm"
          aria-busy={schools.isLoading}
        >
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('common:fields.schoolName')}</Table.Th>
              <Table.Th>{t('schools.code')}</Table.Th>
              <Table.Th>{t('common:fields.timezone')}</Table.Th>
              <Table.Th style={{ textAlign: 'end' }}>{t('schools.students')}</Table.Th>
              <Table.Th>{t('contract:common.actions')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {schools.isLoading ? (
              <TableMessageRow columns={COLUMN_COUNT}>{t('schools.loading')}</TableMessageRow>
            ) : null}
            {rows.map((school) => (
              <Table.Tr key={school._id}>
                <Table.Th scope="row">
                  <Stack gap={4} align="flex-start">
                    <Text fw={600} size="sm">
                      {school.name}
                    </Text>
                    <Badge
                      tt="none"
                      variant="dot"
                      color={school.isActive ? 'green' : 'gray'}
                      miw="max-content"
                    >
                      {school.isActive ? t('schools.open') : t('schools.archived')}
                    </Badge>
                  </Stack>
                </Table.Th>
                <Table.Td>{school.code}</Table.Td>
                <Table.Td>{school.timezone.replaceAll('_', ' ')}</Table.Td>
                <Table.Td style={{ textAlign: 'end' }}>{school.studentCount}</Table.Td>
                <Table.Td>
                  <Group gap="xs" wrap="nowrap">
                    <RowActionButton
                      icon={IconPencil}
                      aria-label={t('schools.editSchool', { school: school.name })}
                      onClick={() => setTarget({ mode: 'edit', school })}
                    >
                      {t('common:edit')}
                    </RowActionButton>
                    <RowActionButton
                      icon={school.isActive ? IconArchive : IconArchiveOff}
                      color={school.isActive ? 'red' : undefined}
                      aria-label={t(
                        school.isActive ? 'schools.archiveSchool' : 'schools.reopenSchool',
                        {
                          school: school.name,
                        },
                      )}
                      loading={status.busyId === school._id}
                      onClick={() => status.confirm(school)}
                    >
                      {t(school.isActive ? 'schools.archive' : 'schools.reopen')}
                    </RowActionButton>
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </TableScroll>
      <SchoolFormModal target={target} onClose={() => setTarget(null)} />
    </SettingsSection>
  );
}
