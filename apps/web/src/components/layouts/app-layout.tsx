import { AppShell, Center } from '@mantine/core';
import { Loading } from '@/components/ui/loading';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { ModalsProvider } from '@mantine/modals';
import { Suspense, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { useFocusHeadingOnNavigate } from '@/hooks/use-focus-heading-on-navigate';
import { loadAllTexts } from '@/i18n/i18n';
import { useProfileLanguage } from '@/i18n/use-profile-language';
import { AppHeader } from './app-header';
import { AppNavbar } from './app-navbar';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link';

/**
 * The page grey, with the sidebar's white and its border continued down the strip the fixed
 * sidebar covers: on a page longer than the window (and in a full-page screenshot) the sidebar's
 * white no longer stops at the first screen's height. On a phone the offset is 0: all grey.
 */
const MAIN_BACKGROUND = {
  background: `linear-gradient(to right,
    var(--mantine-color-body) calc(var(--app-shell-navbar-offset, 0rem) - 1px),
    var(--app-shell-border-color) 0 var(--app-shell-navbar-offset, 0rem),
    var(--mantine-color-gray-0) 0)`,
};

/** Long enough for the first screen's own files and data to go first on a slow network. */
const TEXTS_AFTER_FIRST_SCREEN_MS = 2000;

export function AppLayout() {
  const { t } = useTranslation();
  useProfileLanguage();
  const [isNavOpen, { toggle, close }] = useDisclosure(false);
  const isPhone = useMediaQuery('(max-width: 47.99em)');
  // Folded away on a phone, the sidebar is only moved off screen: keep its links out of tab order.
  const isNavHidden = isPhone === true && !isNavOpen;
  const mainRef = useRef<HTMLElement>(null);
  useFocusHeadingOnNavigate(mainRef);
  // Once the first screen is up, the other screens' texts in this language, while nobody waits
  // (a timer rather than requestIdleCallback, which Safari lacks).
  useEffect(() => {
    const timer = window.setTimeout(() => void loadAllTexts(), TEXTS_AFTER_FIRST_SCREEN_MS);
    return () => window.clearTimeout(timer);
  }, []);
  // The confirm dialogs (modals.openConfirmModal) are the signed-in screens' only: their provider
  // lives here, keeping Modal out of the sign-in page's first load.
  return (
    <ModalsProvider>
      <SkipLink />
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
        <AppShell.Main ref={mainRef} id={MAIN_CONTENT_ID} tabIndex={-1} style={MAIN_BACKGROUND}>
          <Suspense
            fallback={
              <Center py="xl">
                <Loading label={t('loadingPage')} />
              </Center>
            }
          >
            <Outlet />
          </Suspense>
        </AppShell.Main>
      </AppShell>
    </ModalsProvider>
  );
}
