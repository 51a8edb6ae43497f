import { Alert } from '@mantine/core';
import { IconInbox } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/** A note on the outbox: what "Outbox" means, for someone who never configured a provider. */
export function OutboxNote({ children }: { children: ReactNode }) {
  return (
    <Alert color="orange" variant="light" icon={<IconInbox aria-hidden />} py="xs">
      {children}
    </Alert>
  );
}
