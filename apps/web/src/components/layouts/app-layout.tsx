import { AppShell, Center, Loader } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { useProfileLanguage } from '@/i18n/use-profile-language';
import { AppHeader } from './app-header';
import { AppNavbar } from './app-navbar';

export function AppLayout() {
  const { t } = useTranslation();
  useProfileLanguage();
  const [isNavOpen, { toggle, close }] = useDisclosure(false);
  const isPhone = useMediaQuery('(max-width: 47.99em)');
  // Folded away on a phone, the sidebar is only moved off screen: keep its links out of tab order.
  const isNavHidden = isPhone === true && !isNavOpen;
  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{ width: 240, breakpoint: 'sm', collapsed: { mobile: !isNavOpen } }}
      padding={{ base: 'sm', sm: 'lg' }}
    >
      <AppShell.Header>
        <AppHeader isNavOpen={isNavOpen} isPhone={isPhone === true} onToggleNav={toggle} />
      </AppShell.Header>
      <AppShell.Navbar p="sm" style={{ visibility: isNavHidden ? 'hidden' : undefined }}>
        <AppNavbar onNavigate={close} />
      </AppShell.Navbar>
      <AppShell.Main bg="gray.0">
        <Suspense
          fallback={
            <Center py="xl" role="status">
              <Loader aria-label={t('loadingPage')} />
            </Center>
          }
        >
          <Outlet />
        </Suspense>
      </AppShell.Main>
    </AppShell>
  );
}
