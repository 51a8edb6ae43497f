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

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('The page has no #root element');

// The first screen renders once its language's `common` and `contract` texts are in (a few KB),
// so it never shows a key; a failed load leaves i18next showing keys rather than a blank page.
void textsReady.finally(() =>
  createRoot(rootElement).render(
    <StrictMode>
      <AppProvider>
        <AppRouter />
      </AppProvider>
    </StrictMode>,
  ),
);
