import { Button, Group, Paper, Progress, Stack, Text } from '@mantine/core';
import { ID_CARD_MESSAGES as M, type IdCardSettings } from '@rollcall/contract/id-cards';
import type { Student } from '@rollcall/contract/students';
import { IconStack2 } from '@tabler/icons-react';
import { useState } from 'react';
import { notifyError } from '@/components/ui/notify';
import type { CardClass } from '../api/get-card-students';
import { BatchModal } from './batch-modal';
import { classDisplay } from './class-display';
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
  const [isAsking, setIsAsking] = useState(false);
  const ask = () => {
    if (!cardClass) return notifyError(M.selectClassForBatch);
    if (!students || students.length === 0) return notifyError(M.noStudentsInClass);
    setIsAsking(true);
  };
  return (
    <>
      <Button
        leftSection={<IconStack2 size={18} aria-hidden />}
        onClick={ask}
        disabled={batch.isActive}
      >
        {batch.isActive ? M.generating(batch.current, batch.total) : M.generateBatch}
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
  if (!batch.isActive) return null;
  return (
    <Paper withBorder radius="md" p="sm" mb="md" aria-live="polite">
      <Stack gap={6}>
        <Group justify="space-between" gap="xs">
          <Text size="sm" fw={600}>
            {M.generating(batch.current, batch.total)}
          </Text>
          <Text size="sm" c="dimmed">
            {M.percentComplete(batch.percent)}
          </Text>
        </Group>
        <Progress
          value={batch.percent}
          aria-label={`Batch progress: ${M.percentComplete(batch.percent)}`}
          animated
        />
      </Stack>
    </Paper>
  );
}
