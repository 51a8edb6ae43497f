import { Button, Group, List, Paper, Text, Title } from '@mantine/core';
import dayjs from 'dayjs';
import type { RefusedScan } from '../offline/scan-queue';

/** A QR card names its student (the name printed on it); anything else is the typed code. */
function codeLabel(code: string): string {
  if (!code.startsWith('{')) return code;
  try {
    const payload = JSON.parse(code) as { name?: unknown };
    return typeof payload.name === 'string' ? `${payload.name} (QR card)` : 'QR card';
  } catch {
    return 'QR card';
  }
}

/** Scans the server refused when they synced: kept for staff, never dropped silently. */
export function RefusedScans({ scans, onClear }: { scans: RefusedScan[]; onClear: () => void }) {
  if (scans.length === 0) return null;
  return (
    <Paper withBorder radius="md" p="md" role="region" aria-label="Refused on sync">
      <Group justify="space-between" mb="xs">
        <Title order={3} size="h5">
          Refused when synced ({scans.length}) — please check with the office
        </Title>
        <Button size="xs" variant="default" onClick={onClear}>
          Clear list
        </Button>
      </Group>
      <List spacing={4} size="sm">
        {scans.map((scan) => (
          <List.Item key={scan.clientScanId}>
            <Text span fw={600}>
              {dayjs(scan.scannedAt).format('HH:mm:ss')}
            </Text>{' '}
            <Text span ff="monospace">
              {codeLabel(scan.code)}
            </Text>
            {' — '}
            {scan.message}
          </List.Item>
        ))}
      </List>
    </Paper>
  );
}
