import { Button, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '@/components/ui/page-header';

export function NotFoundRoute() {
  const { t } = useTranslation();
  return (
    <Stack gap="md" align="flex-start">
      <PageHeader title={t('notFound.title')} />
      <Text>{t('notFound.text')}</Text>
      <Button component={Link} to="/dashboard">
        {t('toDashboard')}
      </Button>
    </Stack>
  );
}
