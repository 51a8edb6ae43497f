import { fillMessage } from '@rollcall/contract/i18n/message-template';
import { parseTextKey } from '@rollcall/contract/i18n/text-key';
import { isLanguage, LANGUAGE_LOCALES, type Language } from '@rollcall/contract/languages';
import { setRequestLanguage } from '@/lib/api-client';
import { queryClient } from '@/lib/query-client';
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
  if (i18n.language === language) return;
  await i18n.changeLanguage(language);
  // The server writes its texts (a schedule, a maintenance message) in the language asked for:
  // ask again, so those on screen follow the switch as the screens' own texts do (not awaited:
  // saving the choice to the profile must not wait for every refetch).
  void queryClient.invalidateQueries();
}

/**
 * A message in the screens' language: a contract schema's message is a text key (with its
 * values), written here; words that are not a key (the server's, already in the request's
 * language) pass through unchanged.
 */
export function messageForScreen(message: string): string {
  const keyed = parseTextKey(message);
  // The contract's texts in the language on screen, loaded before the first render (i18n.ts).
  const template: unknown = keyed && i18n.getResource(i18n.language, 'contract', keyed.key);
  return keyed && typeof template === 'string' ? fillMessage(template, keyed.values) : message;
}
