import { Alert, Button, Center, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { GATE_MESSAGES } from '@rollcall/contract/gate';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { ApiError } from '@/lib/api-error';
import { pairThisDevice } from '../api/gate-client';

type PairScreenProps = {
  initialCode: string;
  /** Why the kiosk came back here (its credential was removed), if it did. */
  notice?: string;
  onPaired: () => void;
};

/** Turns this browser into a gate: the admin's one-time code, traded for the device credential. */
export function PairScreen({ initialCode, notice, onPaired }: PairScreenProps) {
  const [code, setCode] = useState(initialCode);
  const [error, setError] = useState<string | undefined>();
  const [isPairing, setIsPairing] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!code.trim()) {
      setError(GATE_MESSAGES.codeRequired);
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
    <Center mih="100dvh" p="md" bg="gray.0">
      <Paper withBorder radius="lg" p="xl" w="100%" maw={460}>
        <form onSubmit={(event) => void onSubmit(event)} noValidate>
          <Stack gap="md">
            <Title order={1} size="h2">
              Pair this gate device
            </Title>
            <Text c="dimmed">
              Enter the pairing code an administrator created under Gate Devices. The code works
              once, for 15 minutes.
            </Text>
            {notice ? (
              <Alert color="orange" variant="light" icon={<IconAlertCircle aria-hidden />}>
                {notice}
              </Alert>
            ) : null}
            <TextInput
              label="Pairing code"
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
              Pair this device
            </Button>
          </Stack>
        </form>
      </Paper>
    </Center>
  );
}
