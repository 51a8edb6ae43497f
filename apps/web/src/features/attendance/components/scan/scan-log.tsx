import { Group, Paper, ScrollArea, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ScanOutcome } from './use-scan-session';

/** Continuous mode's running list, newest first: who checked in, when, or why not. */
export function ScanLog({ entries }: { entries: ScanOutcome[] }) {
  const { t } = useTranslation('attendance');
  const recorded = entries.filter((entry) => entry.kind === 'success').length;
  return (
    <Paper withBorder radius="md" p="xs">
      <Text size="sm" fw={600} mb={6} id="scan-log-heading">
        {t('scan.log', { recorded, refused: entries.length - recorded })}
      </Text>
      <ScrollArea.Autosize mah={220} type="auto">
        <Stack
          component="ol"
          gap={6}
          m={0}
          p={0}
          style={{ listStyle: 'none' }}
          aria-labelledby="scan-log-heading"
          aria-live="polite"
        >
          {entries.map((entry) => (
            <Group component="li" key={entry.id} gap="xs" wrap="nowrap" align="flex-start">
              <ThemeIcon
                size={20}
                radius="xl"
                color={entry.kind === 'success' ? 'green' : 'red'}
                aria-hidden
              >
                {entry.kind === 'success' ? <IconCheck size={14} /> : <IconX size={14} />}
              </ThemeIcon>
              <div style={{ minWidth: 0 }}>
                <Text size="sm">
                  {entry.kind === 'success' ? '✓' : '✗'} {entry.message}
                </Text>
                <Text size="xs" c="dimmed">
                  {entry.detail}
                </Text>
              </div>
            </Group>
          ))}
        </Stack>
      </ScrollArea.Autosize>
    </Paper>
  );
}
