import { isLanguage, LANGUAGES } from '@rollcall/contract/languages';
import i18next, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { setRequestLanguage } from '@/lib/api-client';
import { initialLanguage } from './detect-language';
import { ALL_NAMESPACES, FIRST_NAMESPACES, loadTexts } from './resources';

/** i18next's backend: each namespace of each language is a chunk of the build (resources.ts). */
const textChunks: BackendModule = {
  type: 'backend',
  init: () => {},
  read: (language, namespace, done) => {
    if (!isLanguage(language)) return done(null, {});
    loadTexts(language, namespace).then(
      (texts) => done(null, texts),
      (error: unknown) => done(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

/**
 * The web's one i18next instance. It holds only the language on screen: `common` and `contract`
 * before the first render (`textsReady`), a feature's namespace when a screen first reads it (the
 * screen suspends until then, so no key shows), and on a language switch the namespaces read so
 * far in the new language before the screens change (`changeLanguage` waits for them).
 */
export const i18n = i18next.createInstance();
const firstLanguage = initialLanguage();

export const textsReady = i18n
  .use(textChunks)
  .use(initReactI18next)
  .init({
    lng: firstLanguage,
    // No fallback: every text exists in every language (resources.test.ts), and a fallback would
    // load English beside the language on screen.
    fallbackLng: false,
    supportedLngs: [...LANGUAGES],
    ns: FIRST_NAMESPACES,
    defaultNS: 'common',
    // React escapes what it renders; escaping here too would show "&amp;" on screen.
    interpolation: { escapeValue: false },
    react: { useSuspense: true },
  });

// Not `i18n.language`: it is set only once the first texts are in.
if (typeof document !== 'undefined') document.documentElement.lang = firstLanguage;
setRequestLanguage(firstLanguage);

/**
 * Fetches every namespace of the language on screen once the first screen is up, so that a later
 * screen's words are in as soon as it asks for them (the browser keeps each module). Fetched, not
 * handed to i18next: its `loadNamespaces` answers only once every namespace it is loading is in,
 * so a screen opened meanwhile would wait for the whole language instead of its own texts. A text
 * read outside a component is in its screen's list (app/router.tsx), not left to this.
 */
export function loadAllTexts(): Promise<void> {
  const language = i18n.language;
  if (!isLanguage(language)) return Promise.resolve();
  const fetches = ALL_NAMESPACES.map((namespace) => loadTexts(language, namespace));
  return Promise.allSettled(fetches).then(() => undefined);
}
