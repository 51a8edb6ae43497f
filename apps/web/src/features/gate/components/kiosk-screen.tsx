import {
  Badge,
  Box,
  Button,
  Group,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { Loading } from '@/components/ui/loading';
import { IconCamera, IconCameraOff, IconCloudCheck, IconCloudOff } from '@tabler/icons-react';
import { lazy, Suspense, useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LaterLanguageMenu } from '@/components/layouts/later-language-menu';
import { primeBeeps } from '@/components/scan/beep';
import { clearRefusedScans } from '../offline/scan-queue';
import { RefusedScans } from './refused-scans';
import { ScanResultPanel } from './scan-result-panel';
import { useGateKiosk } from './use-gate-kiosk';

const CameraScanner = lazy(async () => ({
  default: (await import('@/components/scan/camera-scanner')).CameraScanner,
}));

/**
 * The gate: camera and keyboard-wedge scanner at once (a wedge types the code into the focused
 * field and presses Enter), a large result for each scan, today's count and the offline queue.
 */
export function KioskScreen({ onRevoked }: { onRevoked: () => void }) {
  const { t } = useTranslation('gate');
  const { t: tc } = useTranslation('contract');
  const kiosk = useGateKiosk();
  const [code, setCode] = useState('');
  const [isCameraOn, setIsCameraOn] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const { isRevoked } = kiosk;

  useEffect(() => {
    if (isRevoked) onRevoked();
  }, [isRevoked, onRevoked]);

  // The field keeps the focus so that a wedge scanner's keystrokes always land in it.
  useEffect(() => {
    if (!kiosk.shown) inputRef.current?.focus();
  }, [kiosk.shown]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    primeBeeps();
    const scanned = code;
    setCode('');
    void kiosk.submit(scanned);
  };

  const toggleCamera = () => {
    primeBeeps();
    setIsCameraOn((on) => !on);
  };

  const device = kiosk.device;
  return (
    <Box mih="100dvh" p={{ base: 'sm', sm: 'lg' }} bg="gray.0">
      <Stack gap="md" mih="calc(100dvh - 2 * var(--mantine-spacing-lg))">
        <Group justify="space-between" wrap="wrap" gap="sm">
          <div>
            <Title order={1} fz={{ base: 24, sm: 32 }}>
              {device ? device.name : t('kiosk.gate')}
            </Title>
            <Text size="lg" c="dimmed">
              {device
                ? `${device.location} · ${tc(`gateModes.${device.mode}`)}`
                : t('kiosk.loading')}
            </Text>
          </div>
          <Group gap="sm" wrap="wrap">
            <Badge
              size="xl"
              variant="light"
              color={kiosk.isOnline ? 'green' : 'gray'}
              leftSection={
                kiosk.isOnline ? <IconCloudCheck aria-hidden /> : <IconCloudOff aria-hidden />
              }
            >
              {kiosk.isOnline ? t('kiosk.online') : t('kiosk.offline')}
            </Badge>
            <Badge
              size="xl"
              variant="light"
              color={kiosk.queued.length > 0 ? 'orange' : 'gray'}
              aria-live="polite"
            >
              {t('kiosk.waiting', { count: kiosk.queued.length })}
            </Badge>
            <Badge size="xl" variant="filled" color="blue" aria-live="polite">
              {t('kiosk.today', { value: kiosk.count ?? '—' })}
            </Badge>
            {/* A gate has no user: the menu switches the screens and this browser remembers it. */}
            <LaterLanguageMenu saveToProfile={false} />
          </Group>
        </Group>

        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md" style={{ flex: 1 }}>
          <Stack gap="sm">
            <form onSubmit={onSubmit}>
              <Group align="end" gap="xs" wrap="nowrap">
                <TextInput
                  ref={inputRef}
                  label={t('kiosk.scanLabel')}
                  size="lg"
                  style={{ flex: 1 }}
                  value={code}
                  onChange={(event) => setCode(event.currentTarget.value)}
                  autoComplete="off"
                  autoCapitalize="off"
                  spellCheck={false}
                  data-autofocus
                />
                <Button type="submit" size="lg" disabled={code.trim() === ''}>
                  {t('kiosk.scan')}
                </Button>
              </Group>
            </form>
            <Button
              variant={isCameraOn ? 'default' : 'filled'}
              size="lg"
              leftSection={isCameraOn ? <IconCameraOff aria-hidden /> : <IconCamera aria-hidden />}
              onClick={toggleCamera}
            >
              {isCameraOn ? t('kiosk.stopCamera') : t('kiosk.startCamera')}
            </Button>
            {isCameraOn ? (
              <Suspense fallback={<Loading label={t('kiosk.loadingCamera')} />}>
                <CameraScanner onDecode={(text) => void kiosk.submit(text)} />
              </Suspense>
            ) : null}
          </Stack>
          <Box mih={320}>
            <ScanResultPanel shown={kiosk.shown} />
          </Box>
        </SimpleGrid>

        <RefusedScans
          scans={kiosk.refused}
          onClear={() => void clearRefusedScans().then(kiosk.reloadQueues)}
        />
      </Stack>
    </Box>
  );
}
