import { Button, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconLogout } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLogout } from '@/lib/auth';
import { ScreenCard } from './screen-card';

/**
 * The one screen of an account the server holds back until it takes a step (choose its own
 * password, set up two-factor sign-in): outside the layout, like the sign-in page, with a way out.
 */
export function HeldAccountScreen(props: {
  icon: ReactNode;
  title: string;
  intro: string;
  children: ReactNode;
}) {
  const { t } = useTranslation(['auth', 'common']);
  useDocumentTitle(`${props.title} · ${t('common:appName')}`);
  const logout = useLogout();
  return (
    <ScreenCard maw={520} shadow="md">
      <Stack gap="lg">
        <Stack gap={6} align="center">
          <ThemeIcon size={52} radius="xl" variant="light" aria-hidden>
            {props.icon}
          </ThemeIcon>
          <Title order={1} size="h2" ta="center">
            {props.title}
          </Title>
          <Text c="dimmed" size="sm" ta="center">
            {props.intro}
          </Text>
        </Stack>
        {props.children}
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
    </ScreenCard>
  );
}
