import { LANGUAGES } from '@rollcall/contract/languages';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { setRequestLanguage } from '@/lib/api-client';
import { initialLanguage } from './detect-language';
import { NAMESPACES, RESOURCES } from './resources';

/** The web's one i18next instance; its texts are bundled, so it is ready before the first render. */
export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  resources: RESOURCES,
  lng: initialLanguage(),
  fallbackLng: 'en',
  supportedLngs: [...LANGUAGES],
  ns: NAMESPACES,
  defaultNS: 'common',
  // React escapes what it renders; escaping here too would show "&amp;" on screen.
  interpolation: { escapeValue: false },
  initAsync: false,
});

if (typeof document !== 'undefined') document.documentElement.lang = i18n.language;
setRequestLanguage(i18n.language);
