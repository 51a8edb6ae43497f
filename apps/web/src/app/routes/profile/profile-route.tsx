import { Grid, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/ui/page-header';
import { AvatarUpload } from '@/features/profile/components/avatar-upload';
import { LanguageSelect } from '@/features/profile/components/language-select';
import { ProfileForm } from '@/features/profile/components/profile-form';
import { SecuritySection } from '@/features/profile/components/security-section';
import { useCurrentUser } from '@/lib/auth';

export function ProfileRoute() {
  const user = useCurrentUser();
  const { t } = useTranslation('profile');
  const { t: tc } = useTranslation('contract');
  return (
    <>
      <PageHeader title={t('page.title')} subtitle={t('page.subtitle')} />
      <Stack gap="lg">
        <Grid gutter="lg">
          <Grid.Col span={{ base: 12, md: 4 }}>
            <Paper withBorder radius="md" p="lg" h="100%">
              <Stack align="center" gap="xs">
                <AvatarUpload user={user} />
                <Title order={3} size="h4" ta="center" mt="sm">
                  {user.name}
                </Title>
                <Text size="sm" c="dimmed" ta="center">
                  {tc(`roles.${user.role}`)}
                  {user.department ? ` · ${user.department}` : ''}
                </Text>
              </Stack>
            </Paper>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 8 }}>
            <Paper
              withBorder
              radius="md"
              p="lg"
              component="section"
              aria-labelledby="details-title"
            >
              <Title order={3} size="h4" id="details-title" mb="md">
                {t('page.personalInformation')}
              </Title>
              <ProfileForm user={user} />
            </Paper>
          </Grid.Col>
        </Grid>
        <LanguageSelect />
        <SecuritySection />
      </Stack>
    </>
  );
}
