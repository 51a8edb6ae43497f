import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ConfirmIdentityDialog } from '@/features/profile/components/confirm-identity-dialog';
import { queryClient } from '@/lib/query-client';
import { readableColors } from './colors/readable-colors';
import { useLocalizedTheme } from './localized-theme';

export function AppProvider({ children }: { children: ReactNode }) {
  const theme = useLocalizedTheme();
  return (
    <MantineProvider theme={theme} cssVariablesResolver={readableColors} defaultColorScheme="light">
      <QueryClientProvider client={queryClient}>
        <ModalsProvider>
          <Notifications position="top-right" zIndex={1000} />
          {children}
          <ConfirmIdentityDialog />
        </ModalsProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}
