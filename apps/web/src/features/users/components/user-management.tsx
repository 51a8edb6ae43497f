import { Alert, Button, Paper, Stack } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { USERS_PAGE_SIZE, type User } from '@rollcall/contract/users';
import { IconAlertCircle, IconUserPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/ui/page-header';
import { PaginationBar, useStepBackPastEnd } from '@/components/ui/pagination-bar';
import { errorMessage } from '@/lib/api-error';
import { useUsers } from '../api/get-users';
import { UserFormModal, type UserFormTarget } from './user-form-modal';
import { UserStatsCards } from './user-stats-cards';
import { UsersFilters, type UsersFilterValues } from './users-filters';
import { UsersTable, type UsersSort } from './users-table';
import { useUserRowActions } from './use-user-row-actions';

const SEARCH_DEBOUNCE_MS = 300;

export function UserManagement({ currentUserId }: { currentUserId: string }) {
  const { t } = useTranslation('users');
  const [filters, setFilters] = useState<UsersFilterValues>({
    search: '',
    role: undefined,
    isActive: undefined,
  });
  const [search] = useDebouncedValue(filters.search.trim(), SEARCH_DEBOUNCE_MS);
  const [page, setPage] = useState(1);
  const [sort, setSort] = useState<UsersSort>({ sortBy: 'createdAt', sortOrder: 'desc' });
  const [formTarget, setFormTarget] = useState<UserFormTarget>(null);
  const rowActions = useUserRowActions();

  const usersQuery = useUsers({
    page,
    limit: USERS_PAGE_SIZE,
    search,
    role: filters.role,
    isActive: filters.isActive,
    ...sort,
  });
  const pagination = usersQuery.data?.pagination;
  // A list failure empties the list rather than showing stale rows.
  const users = usersQuery.isError ? [] : (usersQuery.data?.users ?? []);

  useStepBackPastEnd(page, pagination, setPage);

  const changeFilters = (change: Partial<UsersFilterValues>) => {
    setFilters((current) => ({ ...current, ...change }));
    setPage(1);
  };

  const changeSort = (field: UsersSort['sortBy']) => {
    setSort((current) => ({
      sortBy: field,
      sortOrder: current.sortBy === field && current.sortOrder === 'asc' ? 'desc' : 'asc',
    }));
    setPage(1);
  };

  return (
    <>
      <PageHeader
        title={t('page.title')}
        subtitle={t('page.subtitle')}
        actions={
          <Button
            leftSection={<IconUserPlus size={18} aria-hidden />}
            onClick={() => setFormTarget({ mode: 'create' })}
          >
            {t('page.add')}
          </Button>
        }
      />
      <UserStatsCards />
      <Paper withBorder radius="md" p="md">
        <Stack gap="md">
          <UsersFilters values={filters} onChange={changeFilters} />
          {usersQuery.isError ? (
            <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">
              {errorMessage(usersQuery.error, t('page.loadFailed'))}
            </Alert>
          ) : null}
          <UsersTable
            users={users}
            isLoading={usersQuery.isPending}
            currentUserId={currentUserId}
            busyUserId={rowActions.busyUserId}
            sort={sort}
            onSort={changeSort}
            onEdit={(user: User) => setFormTarget({ mode: 'edit', user })}
            onToggleStatus={rowActions.onToggleStatus}
            onDelete={rowActions.onDelete}
            onResetTwoFactor={rowActions.onResetTwoFactor}
          />
          {pagination ? (
            <PaginationBar
              pagination={pagination}
              pageSize={USERS_PAGE_SIZE}
              onPageChange={setPage}
            />
          ) : null}
        </Stack>
      </Paper>
      <UserFormModal target={formTarget} onClose={() => setFormTarget(null)} />
    </>
  );
}
