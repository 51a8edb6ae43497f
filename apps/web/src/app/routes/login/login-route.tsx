import { Alert, Box, Button, Center, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconDatabaseImport, IconSchool, IconTool } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate } from 'react-router';
import { FullScreenLoader } from '@/components/ui/full-screen-loader';
import { LaterLanguageMenu } from '@/components/layouts/later-language-menu';
import { LoginForm } from '@/features/auth/components/login-form';
import { useInstallation } from '@/features/recovery/api/get-installation';
import { useUser } from '@/lib/auth';
import { useMaintenance } from '@/lib/maintenance';
import { prefetchProps } from '@/lib/screen-prefetch';

export function LoginRoute() {
  const { t } = useTranslation(['auth', 'common']);
  const { t: tc } = useTranslation('contract');
  useDocumentTitle(`${t('login.documentTitle')} · ${t('common:appName')}`);
  const navigate = useNavigate();
  const { data: user, isPending } = useUser();
  const { data: maintenance } = useMaintenance();
  // A new installation may be a school moving from a lost server: it can restore before signing in.
  const { data: installation } = useInstallation();

  if (isPending) return <FullScreenLoader label={t('login.loadingSession')} />;
  if (user) return <Navigate to="/dashboard" replace />;

  return (
    <Box
      mih="100vh"
      p="md"
      pos="relative"
      style={{
        background:
          'linear-gradient(135deg, var(--mantine-color-indigo-0), var(--mantine-color-blue-1))',
      }}
    >
      {/* Before signing in the menu only switches the screens: there is no profile yet. */}
      <Box pos="absolute" top="var(--mantine-spacing-md)" right="var(--mantine-spacing-md)">
        <LaterLanguageMenu />
      </Box>
      <Center mih="calc(100vh - 2 * var(--mantine-spacing-md))" pt={{ base: 48, sm: 0 }}>
        <Paper component="main" withBorder shadow="md" radius="lg" p="xl" w="100%" maw={420}>
          <Stack gap="lg">
            <Stack gap={6} align="center">
              <ThemeIcon size={52} radius="xl" variant="light" aria-hidden>
                <IconSchool size={28} />
              </ThemeIcon>
              <Title order={1} size="h2" ta="center">
                {tc('auth.welcome')}
              </Title>
              <Text c="dimmed" size="sm" ta="center">
                {tc('auth.subtitle')}
              </Text>
            </Stack>
            {maintenance?.enabled ? (
              <Alert
                color="orange"
                variant="light"
                icon={<IconTool aria-hidden />}
                title={t('common:maintenanceTitle')}
                role="status"
              >
                {maintenance.message}
              </Alert>
            ) : null}
            {/* The dashboard comes next: its chunk loads while the teacher types or points. */}
            <Box {...prefetchProps('/dashboard')}>
              <LoginForm onSuccess={() => void navigate('/dashboard', { replace: true })} />
            </Box>
            {installation?.isNew ? (
              <Stack gap={6} align="center" {...prefetchProps('/restore')}>
                <Text size="sm" c="dimmed" ta="center">
                  {t('login.restoreHint')}
                </Text>
                <Button
                  component={Link}
                  to="/restore"
                  variant="light"
                  leftSection={<IconDatabaseImport size={16} aria-hidden />}
                >
                  {t('login.restore')}
                </Button>
              </Stack>
            ) : null}
          </Stack>
        </Paper>
      </Center>
    </Box>
  );
}
