import { Button, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconTool } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useMaintenance } from '@/lib/maintenance';
import { ScreenCard } from './screen-card';

type MaintenanceScreenProps = {
  /** The message the server gave with its 503 (the admin's, or the default one). */
  message: string;
  onSignOut: () => void;
};

/**
 * What a signed-in teacher sees while maintenance mode is on, instead of screens whose every call
 * is refused. It asks every half minute whether maintenance is over, and then loads the app again.
 */
export function MaintenanceScreen({ message, onSignOut }: MaintenanceScreenProps) {
  // Its texts sit with System Settings, where maintenance mode is turned on.
  const { t } = useTranslation(['settings', 'common']);
  useDocumentTitle(t('maintenanceScreen.documentTitle'));
  const queryClient = useQueryClient();
  const maintenance = useMaintenance({ isPolling: true });
  const isOver = maintenance.data?.enabled === false;

  useEffect(() => {
    if (isOver) void queryClient.invalidateQueries();
  }, [isOver, queryClient]);

  return (
    <ScreenCard maw={480} shadow="sm">
      <Stack gap="md" align="center" ta="center">
        <ThemeIcon size={52} radius="xl" variant="light" color="orange" aria-hidden>
          <IconTool size={28} />
        </ThemeIcon>
        <Title order={1} size="h2">
          {t('common:maintenanceTitle')}
        </Title>
        <Text role="status">{maintenance.data?.message ?? message}</Text>
        <Text size="sm" c="dimmed">
          {t('maintenanceScreen.reassurance')}
        </Text>
        <Group justify="center">
          <Button onClick={() => void maintenance.refetch()} loading={maintenance.isFetching}>
            {t('maintenanceScreen.tryAgain')}
          </Button>
          <Button variant="default" onClick={onSignOut}>
            {t('common:signOut')}
          </Button>
        </Group>
      </Stack>
    </ScreenCard>
  );
}
