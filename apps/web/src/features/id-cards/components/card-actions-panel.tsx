import { Button, Paper, SimpleGrid, Stack, Title } from '@mantine/core';
import { ID_CARD_MESSAGES as M } from '@rollcall/contract/id-cards';
import {
  IconDeviceFloppy,
  IconEye,
  IconPhotoDown,
  IconPrinter,
  IconQrcode,
} from '@tabler/icons-react';
import { useTranslateText } from '@/i18n/language';
import type { useCardActions } from './use-card-actions';

type CardActionsPanelProps = {
  actions: ReturnType<typeof useCardActions>;
  /** Spec §2: every action waits for a chosen student. */
  isDisabled: boolean;
};

export function CardActionsPanel({ actions, isDisabled }: CardActionsPanelProps) {
  const tx = useTranslateText();
  const buttons = [
    { label: M.generatePreview, Icon: IconEye, variant: 'light', onClick: actions.generatePreview },
    {
      label: M.generateQr,
      Icon: IconQrcode,
      variant: 'light',
      onClick: actions.generateQr,
      isLoading: actions.isQrLoading,
    },
    { label: M.printCard, Icon: IconPrinter, variant: 'default', onClick: actions.print },
    {
      label: M.saveCard,
      Icon: IconDeviceFloppy,
      variant: 'filled',
      onClick: actions.saveCard,
      isLoading: actions.isSaving,
    },
    {
      label: M.saveImage,
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
          {tx(M.actions)}
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
              {tx(label)}
            </Button>
          ))}
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}
