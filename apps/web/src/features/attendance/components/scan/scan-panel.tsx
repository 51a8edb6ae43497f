import { Button, Center, Group, Stack, TextInput } from '@mantine/core';
import { Loading } from '@/components/ui/loading';
import { IconCamera, IconCameraOff, IconQrcode } from '@tabler/icons-react';
import { lazy, Suspense, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { primeBeeps } from '@/components/scan/beep';
import { ScanLog } from './scan-log';
import { ScanOutcomeAlert } from './scan-outcome';
import { useScanSession, type ScanSessionOptions } from './use-scan-session';
import { DescribedSwitch } from '@/components/ui/described-inline-input';

// The decoder is ~120 KB: it loads only when someone turns the camera on.
const CameraScanner = lazy(async () => ({
  default: (await import('@/components/scan/camera-scanner')).CameraScanner,
}));

export function ScanPanel(options: ScanSessionOptions) {
  const { t } = useTranslation(['attendance', 'common']);
  const { t: tc } = useTranslation('contract');
  const session = useScanSession(options);
  const [code, setCode] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [isCameraOn, setIsCameraOn] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const isBlank = code.trim() === '';

  const submitTyped = async (event?: FormEvent) => {
    event?.preventDefault();
    if (isBlank) {
      setFieldError(tc('attendance.qrRequired'));
      return;
    }
    if (session.isContinuous) primeBeeps();
    const submitted = code;
    const outcome = await session.submit(submitted, 'typed');
    // At the gate a hand-held reader types the next card straight away.
    if (session.isContinuous || outcome.kind === 'success') {
      setCode((current) => (current === submitted ? '' : current));
    }
    inputRef.current?.focus();
  };

  // Enter on a blank field says why nothing happens (the button itself is disabled).
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' && isBlank) {
      event.preventDefault();
      setFieldError(tc('attendance.qrRequired'));
    }
  };

  const toggleCamera = () => {
    primeBeeps();
    setIsCameraOn((isOn) => !isOn);
  };

  return (
    <Stack gap="md">
      <form onSubmit={(event) => void submitTyped(event)} noValidate>
        <Stack gap="sm">
          <TextInput
            ref={inputRef}
            label={t('scan.code')}
            description={t('scan.codeHelp')}
            placeholder={t('scan.codePlaceholder')}
            value={code}
            error={fieldError}
            onChange={(event) => {
              setCode(event.currentTarget.value);
              setFieldError(undefined);
            }}
            onKeyDown={onKeyDown}
            leftSection={<IconQrcode size={18} aria-hidden />}
            autoComplete="off"
            spellCheck={false}
            data-autofocus
          />
          <DescribedSwitch
            label={t('scan.continuous')}
            description={t('scan.continuousHelp')}
            checked={session.isContinuous}
            onChange={(event) => {
              const isOn = event.currentTarget.checked;
              if (isOn) primeBeeps();
              session.changeContinuous(isOn);
            }}
          />
          <Group justify="space-between" gap="sm">
            <Button
              variant="light"
              leftSection={
                isCameraOn ? (
                  <IconCameraOff size={18} aria-hidden />
                ) : (
                  <IconCamera size={18} aria-hidden />
                )
              }
              onClick={toggleCamera}
            >
              {isCameraOn ? t('scan.stopCamera') : t('scan.useCamera')}
            </Button>
            <Group gap="sm" ml="auto">
              <Button variant="default" onClick={options.onClose}>
                {t('common:cancel')}
              </Button>
              <Button
                type="submit"
                disabled={isBlank}
                loading={!session.isContinuous && session.isPending}
              >
                {t('scan.submit')}
              </Button>
            </Group>
          </Group>
        </Stack>
      </form>
      {/* At the gate the running list (newest first) replaces the single result. */}
      {session.isContinuous && session.log.length > 0 ? <ScanLog entries={session.log} /> : null}
      {!session.isContinuous && session.latest ? (
        <ScanOutcomeAlert outcome={session.latest} />
      ) : null}
      {isCameraOn ? (
        <Suspense
          fallback={
            <Center py="md">
              <Loading label={t('scan.loadingCamera')} />
            </Center>
          }
        >
          <CameraScanner onDecode={session.onCameraDecode} />
        </Suspense>
      ) : null}
    </Stack>
  );
}
