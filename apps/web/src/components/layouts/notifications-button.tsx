import { ActionIcon, Popover, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconBell } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** Nothing sends in-app notifications yet, and the popover says so. */
export function NotificationsButton() {
  const { t } = useTranslation();
  const [isOpen, { toggle, close }] = useDisclosure(false);
  return (
    <Popover
      opened={isOpen}
      onChange={(next) => (next ? undefined : close())}
      width={260}
      position="bottom-end"
      shadow="md"
      withArrow
    >
      <Popover.Target>
        <ActionIcon
          variant="subtle"
          color="gray"
          size="lg"
          aria-label={t('notifications.button')}
          onClick={toggle}
          onKeyDown={(event) => {
            if (event.key === 'Escape') close();
          }}
        >
          <IconBell size={20} stroke={1.6} aria-hidden />
        </ActionIcon>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap={4}>
          <Text fw={600} size="sm">
            {t('notifications.title')}
          </Text>
          <Text size="sm" c="dimmed">
            {t('notifications.empty')}
          </Text>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
