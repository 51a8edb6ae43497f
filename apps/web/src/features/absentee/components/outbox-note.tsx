import { Alert } from '@mantine/core';
import { IconInbox } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/**
 * A note on the outbox: what "Outbox" means, for someone who never configured a provider. A status,
 * not an alert (Mantine's default): its count changes as messages are sent, and an assertive
 * announcement then would cut off the send's own result, which a screen reader says politely.
 */
export function OutboxNote({ children }: { children: ReactNode }) {
  return (
    <Alert color="orange" variant="light" icon={<IconInbox aria-hidden />} py="xs" role="status">
      {children}
    </Alert>
  );
}
