import { Alert } from '@mantine/core';
import { GATE_MESSAGES } from '@rollcall/contract/gate';
import { IconLock } from '@tabler/icons-react';
import { PageHeader } from '@/components/ui/page-header';
import { GateDevicesAdmin } from '@/features/gate/components/gate-devices-admin';
import { useCurrentUser } from '@/lib/auth';

export function GateDevicesRoute() {
  const user = useCurrentUser();
  if (user.role !== 'admin') {
    return (
      <>
        <PageHeader title="Gate Devices" />
        <Alert color="red" variant="light" icon={<IconLock aria-hidden />} role="alert">
          {GATE_MESSAGES.accessDenied}
        </Alert>
      </>
    );
  }
  return <GateDevicesAdmin />;
}
