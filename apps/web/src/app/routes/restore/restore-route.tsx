import { Alert, Anchor, Button, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import type { RestoreResult } from '@rollcall/contract/system';
import { IconCircleCheck, IconDatabaseImport } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ScreenCard } from '@/components/layouts/screen-card';
import { Loading } from '@/components/ui/loading';
import { useInstallation } from '@/features/recovery/api/get-installation';
import { RestoreInstallationForm } from '@/features/recovery/components/restore-installation-form';

/** What the restore answered, and the way to sign in with the school's accounts. */
function Restored({ result }: { result: RestoreResult }) {
  const { t } = useTranslation('recovery');
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <Stack gap="md">
      <Title order={2} size="h3" ref={headingRef} tabIndex={-1}>
        {t('done.title')}
      </Title>
      <Alert color="green" icon={<IconCircleCheck aria-hidden />} role="status">
        {result.message}
      </Alert>
      <Button component={Link} to="/login" size="md" fullWidth>
        {t('done.signIn')}
      </Button>
    </Stack>
  );
}

/**
 * A new installation's restore, open before anyone can sign in (issue 40): the sign-in page links
 * here while nothing has been made yet. Once something has, the Backup screen restores instead.
 */
export function RestoreRoute() {
  const { t } = useTranslation(['recovery', 'common', 'auth']);
  useDocumentTitle(`${t('auth:login.restore')} · ${t('common:appName')}`);
  const installation = useInstallation();
  const [result, setResult] = useState<RestoreResult>();

  const body = () => {
    if (result) return <Restored result={result} />;
    if (installation.isPending) return <Loading label={t('page.loading')} size="sm" />;
    if (installation.data?.isNew === false) {
      return (
        <Alert color="blue" role="status">
          {t('page.notNew')}
        </Alert>
      );
    }
    return <RestoreInstallationForm onRestored={setResult} />;
  };

  return (
    <ScreenCard maw={520} shadow="md">
      <Stack gap="lg">
        <Stack gap={6} align="center">
          <ThemeIcon size={52} radius="xl" variant="light" aria-hidden>
            <IconDatabaseImport size={28} />
          </ThemeIcon>
          <Title order={1} size="h2" ta="center">
            {t('page.title')}
          </Title>
          <Text c="dimmed" size="sm" ta="center">
            {t('page.intro')}
          </Text>
        </Stack>
        {body()}
        {result ? null : (
          <Anchor component={Link} to="/login" ta="center" size="sm">
            {t('auth:twoFactor.back')}
          </Anchor>
        )}
      </Stack>
    </ScreenCard>
  );
}
