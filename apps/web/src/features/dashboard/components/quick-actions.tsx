import { Button, Paper, Stack, Title } from '@mantine/core';
import type { Role } from '@rollcall/contract/roles';
import {
  IconChartBar,
  IconListDetails,
  IconQrcode,
  IconUserPlus,
  IconUsersGroup,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

type QuickActionsProps = { role: Role; onOpenScan: () => void };

const actionProps = { variant: 'light', justify: 'flex-start', fullWidth: true } as const;

/** Quick Actions for admins, Teacher Tools for teachers (spec §2, §6). */
export function QuickActions({ role, onOpenScan }: QuickActionsProps) {
  const { t } = useTranslation(['dashboard', 'common']);
  const isAdmin = role === 'admin';
  return (
    <Paper withBorder radius="md" p="md" h="100%">
      <Title order={3} size="h4" mb="sm">
        {isAdmin ? t('quickActions.adminTitle') : t('quickActions.teacherTitle')}
      </Title>
      {isAdmin ? (
        <Stack gap="xs">
          <Button
            {...actionProps}
            component={Link}
            to="/students?action=add"
            leftSection={<IconUserPlus size={18} aria-hidden />}
          >
            {t('common:addNewStudent')}
          </Button>
          <Button
            {...actionProps}
            component={Link}
            to="/reports"
            leftSection={<IconChartBar size={18} aria-hidden />}
          >
            {t('quickActions.reports')}
          </Button>
          <Button
            {...actionProps}
            component={Link}
            to="/users"
            leftSection={<IconUsersGroup size={18} aria-hidden />}
          >
            {t('quickActions.users')}
          </Button>
        </Stack>
      ) : (
        <Stack gap="xs">
          <Button
            {...actionProps}
            onClick={onOpenScan}
            leftSection={<IconQrcode size={18} aria-hidden />}
          >
            {t('common:scanQrCode')}
          </Button>
          <Button
            {...actionProps}
            component={Link}
            to="/attendance"
            leftSection={<IconListDetails size={18} aria-hidden />}
          >
            {t('quickActions.attendance')}
          </Button>
        </Stack>
      )}
    </Paper>
  );
}
