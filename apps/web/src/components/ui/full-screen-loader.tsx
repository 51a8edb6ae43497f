import { Center, Loader } from '@mantine/core';

export function FullScreenLoader({ label }: { label: string }) {
  return (
    <Center h="100vh" role="status" aria-live="polite">
      <Loader aria-label={label} />
    </Center>
  );
}
