import { Alert } from '@mantine/core';
import { IconInbox } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/** What "Outbox" means, for someone who has never configured a message provider. */
export const OUTBOX_EXPLANATION =
  'Messages with the status Outbox were not actually sent: no e-mail or SMS provider is configured on the server, so they are kept here to read.';

export function OutboxNote({ children }: { children: ReactNode }) {
  return (
    <Alert color="orange" variant="light" icon={<IconInbox aria-hidden />} py="xs">
      {children}
    </Alert>
  );
}
