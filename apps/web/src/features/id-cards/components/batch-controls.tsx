import { Button, Group, Paper, Progress, Stack, Text } from '@mantine/core';
import type { IdCardSettings } from '@rollcall/contract/id-cards';
import type { Student } from '@rollcall/contract/students';
import { IconStack2 } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyError } from '@/components/ui/notify';
import type { CardClass } from '../api/get-card-students';
import { BatchModal } from './batch-modal';
import { useClassDisplay } from './class-display';
import type { BatchGeneration } from './use-batch-generation';

type BatchButtonProps = {
  batch: BatchGeneration;
  cardClass: CardClass | undefined;
  /** The chosen class's students, once loaded. */
  students: Student[] | undefined;
  settings: IdCardSettings;
};

/** Spec §2: Generate Batch, asking first (spec §5), then Generating... (current/total). */
export function BatchButton({ batch, cardClass, students, settings }: BatchButtonProps) {
  const { t: tc } = useTranslation('contract');
  const classDisplay = useClassDisplay();
  const [isAsking, setIsAsking] = useState(false);
  const ask = () => {
    if (!cardClass) return notifyError(tc('idCards.selectClassForBatch'));
    if (!students || students.length === 0) return notifyError(tc('errors.BATCH_EMPTY'));
    setIsAsking(true);
  };
  return (
    <>
      <Button
        leftSection={<IconStack2 size={18} aria-hidden />}
        onClick={ask}
        disabled={batch.isActive}
      >
        {batch.isActive
          ? tc('idCards.generating', { current: batch.current, total: batch.total })
          : tc('idCards.generateBatch')}
      </Button>
      {cardClass && students ? (
        <BatchModal
          key={cardClass}
          isOpen={isAsking}
          className={classDisplay(cardClass)}
          students={students}
          onCancel={() => setIsAsking(false)}
          onConfirm={({ section, layout }) => {
            setIsAsking(false);
            batch.start({ class: cardClass, section, layout, settings });
          }}
        />
      ) : null}
    </>
  );
}

/** The batch's progress bar and percent while it runs. */
export function BatchProgressBar({ batch }: { batch: BatchGeneration }) {
  const { t } = useTranslation('id-cards');
  const { t: tc } = useTranslation('contract');
  if (!batch.isActive) return null;
  return (
    <Paper withBorder radius="md" p="sm" mb="md" aria-live="polite">
      <Stack gap={6}>
        <Group justify="space-between" gap="xs">
          <Text size="sm" fw={600}>
            {tc('idCards.generating', { current: batch.current, total: batch.total })}
          </Text>
          <Text size="sm" c="dimmed">
            {tc('idCards.percentComplete', { percent: batch.percent })}
          </Text>
        </Group>
        <Progress
          value={batch.percent}
          aria-label={t('batch.progress', {
            percent: tc('idCards.percentComplete', { percent: batch.percent }),
          })}
          animated
        />
      </Stack>
    </Paper>
  );
}
