import { translateText } from '@rollcall/contract/i18n/translate';
import { isLanguage, LANGUAGE_LOCALES, type Language } from '@rollcall/contract/languages';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { setRequestLanguage } from '@/lib/api-client';
import { rememberLanguage } from './detect-language';
import { i18n } from './i18n';

/** The language the screens are in now. */
export const currentLanguage = (): Language => (isLanguage(i18n.language) ? i18n.language : 'en');

/** The `Intl` locale of the screens' language ("es-ES"): dates and numbers are written in it. */
export const currentLocale = () => LANGUAGE_LOCALES[currentLanguage()];

/** Switches every screen to a language and remembers it in this browser. */
export async function switchLanguage(language: Language): Promise<void> {
  rememberLanguage(language);
  document.documentElement.lang = language;
  setRequestLanguage(language);
  if (i18n.language !== language) await i18n.changeLanguage(language);
}

/** A text shared with the server (the contract's English) in the screens' language, outside React. */
export const translateForScreen = (text: string) => translateText(text, currentLanguage());

/**
 * The contract's texts (its messages and labels, and the field messages of its schemas) in the
 * screens' language; re-renders the component when the language changes.
 */
export function useTranslateText(): (text: string) => string {
  const { i18n: instance } = useTranslation();
  const language: Language = isLanguage(instance.language) ? instance.language : 'en';
  return useCallback((text: string) => translateText(text, language), [language]);
}
