import { Alert, Box, Loader, NativeSelect, Overlay, Stack, Text } from '@mantine/core';
import { BrowserQRCodeReader, type IScannerControls } from '@zxing/browser';
import { IconCameraOff } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cameraProblem, canUseCamera, type CameraProblem } from './camera-errors';

const SCAN_INTERVAL_MS = 150;

type CameraScannerProps = {
  /** Called with every decoded code; the caller ignores re-reads. */
  onDecode: (text: string) => void;
};

const activeDeviceOf = (video: HTMLVideoElement | null) => {
  const stream = video?.srcObject;
  if (!(stream instanceof MediaStream)) return undefined;
  return stream.getVideoTracks()[0]?.getSettings().deviceId;
};

/**
 * The device camera, decoded with ZXing (bundled, no worker or CDN). Loaded on demand so that the
 * decoder stays out of the main bundle; the stream stops when this unmounts.
 */
export function CameraScanner({ onDecode }: CameraScannerProps) {
  // The scan dialog's texts (attendance), which the gate's kiosk shares.
  const { t } = useTranslation('attendance');
  const videoRef = useRef<HTMLVideoElement>(null);
  const onDecodeRef = useRef(onDecode);
  const [requestedDevice, setRequestedDevice] = useState<string | undefined>();
  const [activeDevice, setActiveDevice] = useState<string | undefined>();
  const [devices, setDevices] = useState<MediaDeviceInfo[]>([]);
  const [isStarting, setIsStarting] = useState(true);
  const [error, setError] = useState<CameraProblem | undefined>(() =>
    canUseCamera() ? undefined : 'unsupported',
  );

  useEffect(() => {
    onDecodeRef.current = onDecode;
  }, [onDecode]);

  useEffect(() => {
    if (!canUseCamera() || !videoRef.current) return;
    let isCancelled = false;
    let controls: IScannerControls | undefined;
    const reader = new BrowserQRCodeReader(undefined, {
      delayBetweenScanAttempts: SCAN_INTERVAL_MS,
    });
    reader
      .decodeFromVideoDevice(requestedDevice, videoRef.current, (result) => {
        if (result && !isCancelled) onDecodeRef.current(result.getText());
      })
      .then(async (started) => {
        if (isCancelled) {
          started.stop();
          return;
        }
        controls = started;
        setError(undefined);
        setActiveDevice(activeDeviceOf(videoRef.current));
        // Names are only readable once the camera has been allowed.
        const found = await BrowserQRCodeReader.listVideoInputDevices();
        if (!isCancelled) setDevices(found);
      })
      .catch((failure: unknown) => {
        if (!isCancelled) setError(cameraProblem(failure));
      })
      .finally(() => {
        if (!isCancelled) setIsStarting(false);
      });
    return () => {
      isCancelled = true;
      controls?.stop();
    };
  }, [requestedDevice]);

  const chooseDevice = (deviceId: string) => {
    setIsStarting(true);
    setRequestedDevice(deviceId);
  };

  return (
    <Stack gap="xs">
      {devices.length > 1 ? (
        <NativeSelect
          label={t('camera.select')}
          data={devices.map((device, index) => ({
            value: device.deviceId,
            label: device.label || t('camera.numbered', { number: index + 1 }),
          }))}
          value={activeDevice ?? requestedDevice ?? devices[0]?.deviceId}
          onChange={(event) => chooseDevice(event.currentTarget.value)}
        />
      ) : null}
      {error ? (
        <Alert color="red" variant="light" icon={<IconCameraOff aria-hidden />} role="alert">
          {t(`camera.errors.${error}`)}
        </Alert>
      ) : null}
      <Box
        pos="relative"
        bg="dark.7"
        style={{ borderRadius: 8, overflow: 'hidden', display: error ? 'none' : undefined }}
      >
        <video
          ref={videoRef}
          muted
          playsInline
          aria-label={t('camera.preview')}
          style={{ display: 'block', width: '100%', maxHeight: '45vh', objectFit: 'cover' }}
        />
        {isStarting ? (
          <Overlay color="#000" backgroundOpacity={0.55} center>
            <Stack align="center" gap={6} role="status">
              <Loader color="white" size="sm" aria-hidden />
              <Text c="white" size="sm">
                {t('camera.starting')}
              </Text>
            </Stack>
          </Overlay>
        ) : null}
      </Box>
      {!error && !isStarting ? (
        <Text size="xs" c="dimmed" role="status">
          {t('camera.hold')}
        </Text>
      ) : null}
    </Stack>
  );
}
