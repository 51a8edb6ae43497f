import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './app/colors/readable-dates.css';
import './app/focus-not-obscured.css';
import './app/focus-ring.css';
import './app/field-borders.css';
import './i18n/i18n';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProvider } from './app/provider';
import { AppRouter } from './app/router';

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('The page has no #root element');

createRoot(rootElement).render(
  <StrictMode>
    <AppProvider>
      <AppRouter />
    </AppProvider>
  </StrictMode>,
);
