import { Alert } from '@mantine/core';
import { IconClockHour4 } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from './page-header';

/** A screen the spec names but this release does not build yet: it says so, and nothing more. */
export function ComingSoon({ title, subtitle }: { title: string; subtitle?: string }) {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={title} subtitle={subtitle} />
      <Alert
        variant="light"
        color="blue"
        icon={<IconClockHour4 aria-hidden />}
        title={t('comingSoon.title')}
      >
        {t('comingSoon.text')}
      </Alert>
    </>
  );
}
