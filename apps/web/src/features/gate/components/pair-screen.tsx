import { Alert, Box, Button, Center, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LaterLanguageMenu } from '@/components/layouts/later-language-menu';
import { ApiError } from '@/lib/api-error';
import { pairThisDevice } from '../api/gate-client';

type PairScreenProps = {
  initialCode: string;
  /** Whether the kiosk came back here because its credential was removed. */
  wasRevoked?: boolean;
  onPaired: () => void;
};

/** Turns this browser into a gate: the admin's one-time code, traded for the device credential. */
export function PairScreen({ initialCode, wasRevoked = false, onPaired }: PairScreenProps) {
  const { t } = useTranslation('gate');
  const { t: tc } = useTranslation('contract');
  const [code, setCode] = useState(initialCode);
  const [error, setError] = useState<string | undefined>();
  const [isPairing, setIsPairing] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!code.trim()) {
      setError(tc('gate.codeRequired'));
      return;
    }
    setIsPairing(true);
    setError(undefined);
    try {
      await pairThisDevice(code);
      onPaired();
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.message : String(failure));
    } finally {
      setIsPairing(false);
    }
  };

  return (
    <Center mih="100dvh" p="md" pt={{ base: 56, sm: 'md' }} bg="gray.0" pos="relative">
      {/* A gate has no user: the menu switches the screens and this browser remembers it. */}
      <Box pos="absolute" top="var(--mantine-spacing-md)" right="var(--mantine-spacing-md)">
        <LaterLanguageMenu saveToProfile={false} />
      </Box>
      <Paper withBorder radius="lg" p="xl" w="100%" maw={460}>
        <form onSubmit={(event) => void onSubmit(event)} noValidate>
          <Stack gap="md">
            <Title order={1} size="h2">
              {t('pair.title')}
            </Title>
            <Text c="dimmed">{t('pair.intro')}</Text>
            {wasRevoked ? (
              <Alert color="orange" variant="light" icon={<IconAlertCircle aria-hidden />}>
                {tc('errors.GATE_DEVICE_REVOKED')}
              </Alert>
            ) : null}
            <TextInput
              label={t('pair.code')}
              size="lg"
              value={code}
              onChange={(event) => setCode(event.currentTarget.value)}
              error={error}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              styles={{ input: { fontFamily: 'monospace', letterSpacing: 2 } }}
            />
            <Button type="submit" size="lg" loading={isPairing}>
              {t('pair.submit')}
            </Button>
          </Stack>
        </form>
      </Paper>
    </Center>
  );
}
