import { Button, Paper, SimpleGrid, Stack, Title } from '@mantine/core';
import {
  IconDeviceFloppy,
  IconEye,
  IconPhotoDown,
  IconPrinter,
  IconQrcode,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { useCardActions } from './use-card-actions';

type CardActionsPanelProps = {
  actions: ReturnType<typeof useCardActions>;
  /** Spec §2: every action waits for a chosen student. */
  isDisabled: boolean;
};

export function CardActionsPanel({ actions, isDisabled }: CardActionsPanelProps) {
  const { t: tc } = useTranslation('contract');
  const buttons = [
    {
      label: tc('idCards.generatePreview'),
      Icon: IconEye,
      variant: 'light',
      onClick: actions.generatePreview,
    },
    {
      label: tc('idCards.generateQr'),
      Icon: IconQrcode,
      variant: 'light',
      onClick: actions.generateQr,
      isLoading: actions.isQrLoading,
    },
    {
      label: tc('idCards.printCard'),
      Icon: IconPrinter,
      variant: 'default',
      onClick: actions.print,
    },
    {
      label: tc('idCards.saveCard'),
      Icon: IconDeviceFloppy,
      variant: 'filled',
      onClick: actions.saveCard,
      isLoading: actions.isSaving,
    },
    {
      label: tc('idCards.saveImage'),
      Icon: IconPhotoDown,
      variant: 'default',
      onClick: actions.saveImage,
      isLoading: actions.isExporting,
    },
  ];
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="actions-title">
      <Stack gap="sm">
        <Title order={3} size="h5" id="actions-title">
          {tc('common.actions')}
        </Title>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 1 }} spacing="xs">
          {buttons.map(({ label, Icon, variant, onClick, isLoading }) => (
            <Button
              key={label}
              variant={variant}
              leftSection={<Icon size={16} aria-hidden />}
              onClick={onClick}
              loading={isLoading}
              disabled={isDisabled}
            >
              {label}
            </Button>
          ))}
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}
