import { Box, Button, Center, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconLogout, IconShieldLock } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { EnableTwoFactor } from '@/features/profile/components/enable-two-factor';
import { useCurrentUser, useLogout } from '@/lib/auth';

/**
 * The only screen an admin sees while the school requires two-factor sign-in of admins and theirs
 * is off (the server refuses everything else): set it up, or sign out.
 */
export function TwoFactorSetupRoute() {
  const { t } = useTranslation(['auth', 'common']);
  useDocumentTitle(`${t('setup.title')} · ${t('common:appName')}`);
  const user = useCurrentUser();
  const navigate = useNavigate();
  const logout = useLogout();
  // Read on arrival only: once it is on, the recovery codes stay on screen until the admin moves on.
  const [isRequiredOnArrival] = useState(user.twoFactorSetupRequired);
  if (!isRequiredOnArrival) return <Navigate to="/dashboard" replace />;

  return (
    <Box mih="100vh" p="md" bg="gray.0">
      <Center mih="calc(100vh - 2 * var(--mantine-spacing-md))">
        <Paper component="main" withBorder shadow="md" radius="lg" p="xl" w="100%" maw={520}>
          <Stack gap="lg">
            <Stack gap={6} align="center">
              <ThemeIcon size={52} radius="xl" variant="light" aria-hidden>
                <IconShieldLock size={28} />
              </ThemeIcon>
              <Title order={1} size="h2" ta="center">
                {t('setup.title')}
              </Title>
              <Text c="dimmed" size="sm" ta="center">
                {t('setup.intro')}
              </Text>
            </Stack>
            <EnableTwoFactor
              account={user.email}
              onDone={() => void navigate('/dashboard', { replace: true })}
            />
            <Group justify="center">
              <Button
                variant="subtle"
                color="gray"
                leftSection={<IconLogout size={16} aria-hidden />}
                onClick={() => void logout()}
              >
                {t('common:signOut')}
              </Button>
            </Group>
          </Stack>
        </Paper>
      </Center>
    </Box>
  );
}
