import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './app/colors/readable-dates.css';
import './app/focus-not-obscured.css';
import './app/focus-ring.css';
import './app/field-borders.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProvider } from './app/provider';
import { AppRouter } from './app/router';
import { textsReady } from './i18n/i18n';
import { getMeQueryOptions } from './lib/auth';
import { queryClient } from './lib/query-client';
import { prefetchScreen } from './lib/screen-prefetch';

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('The page has no #root element');

// While those first texts load, the rest of what the first screen waits for starts too, rather
// than after them: the session (every page asks for it as it first renders: the auth gate, the
// sign-in page, the kiosk's language menu) and, on a reload or a link to a screen, that screen's
// chunk and texts (lib/screen-prefetch.ts), which the page's preload hints have usually fetched
// already (apps/server/src/plugins/first-load-page.ts).
void queryClient.prefetchQuery(getMeQueryOptions());
const firstScreen = prefetchScreen(window.location.pathname);

// The first screen renders once its language's `common` and `contract` texts are in (a few KB),
// so it never shows a key, and once its own chunk is in, so that it is drawn at once rather than
// after a loader and a second render. A failed load leaves i18next showing keys, or the screen
// its error, rather than a blank page.
void Promise.allSettled([textsReady, firstScreen]).finally(() =>
  createRoot(rootElement).render(
    <StrictMode>
      <AppProvider>
        <AppRouter />
      </AppProvider>
    </StrictMode>,
  ),
);
