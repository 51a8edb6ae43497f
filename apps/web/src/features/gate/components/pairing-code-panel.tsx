import { Alert, Anchor, Group, Image, Stack, Text, Title } from '@mantine/core';
import { GATE_PAIR_PATH } from '@rollcall/contract/gate';
import { IconKey } from '@tabler/icons-react';
import dayjs from 'dayjs';
import QRCode from 'qrcode';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

export type Pairing = { deviceName: string; code: string; path: string; expiresAt: string };

/** The one-time code, its link and the link as a QR code to read with the tablet's camera. */
export function PairingCodePanel({ pairing }: { pairing: Pairing }) {
  const { t } = useTranslation('gate');
  const link = `${window.location.origin}${pairing.path}`;
  const [qr, setQr] = useState<string>();
  useEffect(() => {
    let isCurrent = true;
    void QRCode.toDataURL(link, { width: 180, margin: 1 }).then((url) => {
      if (isCurrent) setQr(url);
    });
    return () => {
      isCurrent = false;
    };
  }, [link]);
  return (
    <Alert color="blue" variant="light" icon={<IconKey aria-hidden />} role="status">
      <Group align="flex-start" gap="lg" wrap="wrap">
        <Stack gap={6} style={{ flex: 1, minWidth: 240 }}>
          <Title order={3} size="h5">
            {t('pairing.title', { name: pairing.deviceName })}
          </Title>
          <Text size="sm">
            {t('pairing.text', {
              path: GATE_PAIR_PATH,
              time: dayjs(pairing.expiresAt).format('HH:mm'),
            })}
          </Text>
          <Text ff="monospace" fz={32} fw={700} lts={4} aria-label={t('pair.code')}>
            {pairing.code}
          </Text>
          <Anchor href={link} size="sm" style={{ wordBreak: 'break-all' }}>
            {link}
          </Anchor>
        </Stack>
        {qr ? <Image src={qr} w={180} h={180} alt={t('pairing.qrAlt', { link })} /> : null}
      </Group>
    </Alert>
  );
}
