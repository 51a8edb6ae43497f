import type { Language } from '@rollcall/contract/languages';
import { useState } from 'react';
import { useSettings } from '../api/get-settings';

/**
 * The language whose templates are shown, edited and test-sent: the one chosen, else the
 * school's default language.
 */
export function useTemplatesLanguage() {
  const { data } = useSettings();
  const [chosen, setChosen] = useState<Language | null>(null);
  return { language: chosen ?? data?.defaultLanguage ?? 'en', setLanguage: setChosen };
}
