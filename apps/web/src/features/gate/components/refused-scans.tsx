import { Button, Group, List, Paper, Text, Title } from '@mantine/core';
import dayjs from 'dayjs';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { RefusedScan } from '../offline/scan-queue';

/** A QR card names its student (the name printed on it); anything else is the typed code. */
function codeLabel(code: string, t: TFunction<'gate'>): string {
  if (!code.startsWith('{')) return code;
  try {
    const payload = JSON.parse(code) as { name?: unknown };
    return typeof payload.name === 'string'
      ? t('refused.namedQrCard', { name: payload.name })
      : t('refused.qrCard');
  } catch {
    return t('refused.qrCard');
  }
}

/** Scans the server refused when they synced: kept for staff, never dropped silently. */
export function RefusedScans({ scans, onClear }: { scans: RefusedScan[]; onClear: () => void }) {
  const { t } = useTranslation('gate');
  if (scans.length === 0) return null;
  return (
    <Paper withBorder radius="md" p="md" role="region" aria-label={t('refused.region')}>
      <Group justify="space-between" mb="xs">
        <Title order={3} size="h5">
          {t('refused.title', { total: scans.length })}
        </Title>
        <Button size="xs" variant="default" onClick={onClear}>
          {t('refused.clear')}
        </Button>
      </Group>
      <List spacing={4} size="sm">
        {scans.map((scan) => (
          <List.Item key={scan.clientScanId}>
            <Text span fw={600}>
              {dayjs(scan.scannedAt).format('HH:mm:ss')}
            </Text>{' '}
            <Text span ff="monospace">
              {codeLabel(scan.code, t)}
            </Text>
            {' — '}
            {scan.message}
          </List.Item>
        ))}
      </List>
    </Paper>
  );
}
