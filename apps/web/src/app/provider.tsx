import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, type ReactNode } from 'react';
import { OptionalPart } from '@/components/ui/optional-part';
import { queryClient } from '@/lib/query-client';
import { readableColors } from './colors/readable-colors';
import { useLocalizedTheme } from './localized-theme';

// Notifications are shown only after something the person did, or a session that ended: the
// container (with its transitions and scroll lock, ~4 KB compressed) loads once the first screen is
// drawn (issue 28). One shown sooner waits in Mantine's store and appears when it is in.
const Notifications = lazy(async () => ({
  default: (await import('@mantine/notifications')).Notifications,
}));

// Asked for only before a dangerous action, which may come at any moment after a page loads: its
// chunk (a dialog, a password field, the profile's texts) loads beside the first screen.
const ConfirmIdentityDialog = lazy(async () => ({
  default: (await import('@/features/profile/components/confirm-identity-dialog'))
    .ConfirmIdentityDialog,
}));

export function AppProvider({ children }: { children: ReactNode }) {
  const theme = useLocalizedTheme();
  return (
    <MantineProvider theme={theme} cssVariablesResolver={readableColors} defaultColorScheme="light">
      <QueryClientProvider client={queryClient}>
        <OptionalPart>
          <Notifications position="top-right" zIndex={1000} />
        </OptionalPart>
        {children}
        {/* Until its chunk is in, or if it cannot load, a confirmation asked for is refused. */}
        <OptionalPart isNeededAtOnce>
          <ConfirmIdentityDialog />
        </OptionalPart>
      </QueryClientProvider>
    </MantineProvider>
  );
}
