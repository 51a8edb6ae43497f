import { Center } from '@mantine/core';
import { Loading } from '@/components/ui/loading';

export function FullScreenLoader({ label }: { label: string }) {
  return (
    <Center h="100vh">
      <Loading label={label} />
    </Center>
  );
}
