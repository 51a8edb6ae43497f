import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, type ReactNode } from 'react';
import { OptionalPart } from '@/components/ui/optional-part';
import { queryClient } from '@/lib/query-client';
import { readableColors } from './colors/readable-colors';
import { useLocalizedTheme } from './localized-theme';

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
        <Notifications position="top-right" zIndex={1000} />
        {children}
        {/* Until its chunk is in, or if it cannot load, a confirmation asked for is refused. */}
        <OptionalPart isNeededAtOnce>
          <ConfirmIdentityDialog />
        </OptionalPart>
      </QueryClientProvider>
    </MantineProvider>
  );
}
