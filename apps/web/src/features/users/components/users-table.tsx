import { Badge, Group, Stack, Table, Text } from '@mantine/core';
import { TableMessageRow } from '@/components/ui/table-message-row';
import { type User, type USER_SORT_FIELDS } from '@rollcall/contract/users';
import { useTranslation } from 'react-i18next';
import { TwoFactorBadge } from '@/components/ui/two-factor-badge';
import { UserAvatar } from '@/components/ui/user-avatar';
import { useSchoolTimezone } from '@/lib/school-info';
import { formatDate, formatLastLogin } from '../utils/format-last-login';
import { SortableTh } from '@/components/ui/sortable-th';
import { useCurrentUser } from '@/lib/auth';
import { useActingSchool } from '@/lib/schools';
import { isOtherSchoolsAccount } from '../utils/school-roles';
import { AccountSourceBadges } from './account-source-badges';
import { UserRowActions } from './user-row-actions';
import { TableScroll } from '@/components/ui/table-scroll';

type SortField = (typeof USER_SORT_FIELDS)[number];
export type UsersSort = { sortBy: SortField; sortOrder: 'asc' | 'desc' };

type UsersTableProps = {
  users: User[];
  isLoading: boolean;
  currentUserId: string;
  busyUserId: string | undefined;
  sort: UsersSort;
  onSort: (field: SortField) => void;
  onEdit: (user: User) => void;
  onToggleStatus: (user: User) => void;
  onDelete: (user: User) => void;
  onResetTwoFactor: (user: User) => void;
};

const COLUMN_COUNT = 6;

export function UsersTable(props: UsersTableProps) {
  const { t } = useTranslation(['users', 'common', 'contract']);
  const { t: tc } = useTranslation('contract');
  const timezone = useSchoolTimezone();
  const viewer = useCurrentUser();
  const { offered, current } = useActingSchool();
  // A district of one school shows its administrators as it always has.
  const roleLabel = (user: User) =>
    user.isDistrictAdmin && offered.length > 1
      ? t('schools.districtAdmin')
      : tc(`roles.${user.role}`);
  const { users, isLoading, currentUserId, busyUserId, sort, onSort } = props;
  const displayName = (user: User) =>
    user._id === currentUserId ? t('table.you', { name: user.name }) : user.name;
  const th = (field: SortField, label: string) => (
    <SortableTh
      direction={sort.sortBy === field ? sort.sortOrder : undefined}
      onSort={() => onSort(field)}
    >
      {label}
    </SortableTh>
  );

  return (
    <TableScroll label={t('page.title')} minWidth={860}>
      <Table
        aria-label={t('page.title')}
        verticalSpacing="sm"
        highlightOnHover
        aria-busy={isLoading}
        // Headers may wrap (Spanish and French run longer); the cells' badges and dates do not.
        styles={{ td: { whiteSpace: 'nowrap' } }}
      >
        <Table.Thead>
          <Table.Tr>
            {th('name', t('table.user'))}
            {th('role', t('common:fields.role'))}
            {th('isActive', tc('common.status'))}
            {th('lastLogin', t('table.lastLogin'))}
            {th('createdAt', t('common:created'))}
            <Table.Th>{t('contract:common.actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {isLoading ? (
            <TableMessageRow columns={COLUMN_COUNT}>{tc('users.loading')}</TableMessageRow>
          ) : null}
          {!isLoading && users.length === 0 ? (
            <TableMessageRow columns={COLUMN_COUNT}>{tc('users.empty')}</TableMessageRow>
          ) : null}
          {users.map((user) => (
            <Table.Tr key={user._id}>
              <Table.Td>
                <Group gap="sm" wrap="nowrap">
                  <UserAvatar user={user} size={36} />
                  <div style={{ minWidth: 0 }}>
                    <Text size="sm" fw={600} truncate="end" maw={220} title={displayName(user)}>
                      {displayName(user)}
                    </Text>
                    <Text size="xs" c="dimmed" truncate="end" maw={220} title={user.email}>
                      {user.email}
                    </Text>
                  </div>
                </Group>
              </Table.Td>
              <Table.Td>
                <Badge
                  tt="none"
                  variant="light"
                  color={user.role === 'admin' ? 'grape' : 'blue'}
                  miw="max-content"
                >
                  {roleLabel(user)}
                </Badge>
              </Table.Td>
              <Table.Td>
                <Stack gap={4} align="flex-start">
                  <Badge
                    tt="none"
                    variant="dot"
                    color={user.isActive ? 'green' : 'gray'}
                    miw="max-content"
                  >
                    {user.isActive ? t('common:active') : t('common:inactive')}
                  </Badge>
                  <TwoFactorBadge isEnabled={user.twoFactorEnabled} />
                  <AccountSourceBadges user={user} />
                </Stack>
              </Table.Td>
              <Table.Td>
                <Text size="sm">
                  {user.lastLogin ? formatLastLogin(user.lastLogin, timezone) : t('common:never')}
                </Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{formatDate(user.createdAt, timezone)}</Text>
              </Table.Td>
              <Table.Td>
                <UserRowActions
                  user={user}
                  isSelf={user._id === currentUserId}
                  isOtherSchools={isOtherSchoolsAccount(user, viewer, current?._id)}
                  isBusy={busyUserId === user._id}
                  onEdit={props.onEdit}
                  onToggleStatus={props.onToggleStatus}
                  onDelete={props.onDelete}
                  onResetTwoFactor={props.onResetTwoFactor}
                />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </TableScroll>
  );
}
