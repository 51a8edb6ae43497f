import { Alert, Anchor, Group, Image, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Loading } from '@/components/ui/loading';
import { IconAlertCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/ui/page-header';
import { errorMessage } from '@/lib/api-error';
import { useSchoolInfo } from '@/lib/school-info';

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      {/* pre-line: an address keeps the lines it was typed in. */}
      <Text style={{ whiteSpace: 'pre-line' }}>{children}</Text>
    </div>
  );
}

/** What staff who are not administrators see on /settings: the school's details, read-only. */
export function SchoolInformation() {
  const { t } = useTranslation(['settings', 'common']);
  const { data, error, isPending } = useSchoolInfo();
  const notSet = t('schoolInfo.notSet');
  return (
    <>
      <PageHeader title={t('screen.title')} subtitle={t('schoolInfo.subtitle')} />
      {isPending ? <Loading label={t('schoolInfo.loading')} /> : null}
      {error ? (
        <Alert
          color="red"
          icon={<IconAlertCircle aria-hidden />}
          title={t('form.error')}
          role="alert"
        >
          {errorMessage(error, t('schoolInfo.loadFailed'))}
        </Alert>
      ) : null}
      {data ? (
        <Paper withBorder p="lg" radius="md" maw={880}>
          <Stack gap="md">
            <Group justify="space-between" align="flex-start" wrap="nowrap">
              <Title order={3} size="h4">
                {t('schoolInfo.title')}
              </Title>
              {data.logoUrl ? (
                <Image
                  src={data.logoUrl}
                  alt={t('common:fields.logo')}
                  w={72}
                  h={72}
                  fit="contain"
                />
              ) : null}
            </Group>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <Detail label={t('common:fields.schoolName')}>{data.schoolName}</Detail>
              <Detail label={t('common:fields.timezone')}>{data.timezone}</Detail>
              <Detail label={t('common:fields.address')}>{data.address || notSet}</Detail>
              <Detail label={t('common:fields.phone')}>{data.phone || notSet}</Detail>
              <Detail label={t('common:fields.website')}>
                {data.website ? (
                  <Anchor href={data.website} target="_blank" rel="noreferrer">
                    {data.website}
                  </Anchor>
                ) : (
                  notSet
                )}
              </Detail>
            </SimpleGrid>
          </Stack>
        </Paper>
      ) : null}
    </>
  );
}
