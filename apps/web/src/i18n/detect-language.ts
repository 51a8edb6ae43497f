import { isLanguage, type Language } from '@rollcall/contract/languages';

const STORAGE_KEY = 'language';

/** The language last chosen in this browser (the menu, or a signed-in user's preference). */
export function storedLanguage(): Language | undefined {
  // Unit tests run in Node, without a browser's storage or navigator.
  if (typeof localStorage === 'undefined') return undefined;
  const stored = localStorage.getItem(STORAGE_KEY);
  return isLanguage(stored) ? stored : undefined;
}

export function rememberLanguage(language: Language): void {
  localStorage.setItem(STORAGE_KEY, language);
}

/** The first of the browser's languages Rollcall speaks ("es-MX" is Spanish). */
export function browserLanguage(): Language | undefined {
  if (typeof navigator === 'undefined') return undefined;
  for (const tag of navigator.languages) {
    const base = tag.split('-')[0]?.toLowerCase();
    if (isLanguage(base)) return base;
  }
  return undefined;
}

/**
 * Before anyone signs in: the language last chosen here, else the browser's; the signed-in
 * user's preference and the school's default are applied once known (use-profile-language.ts).
 */
export const initialLanguage = (): Language => storedLanguage() ?? browserLanguage() ?? 'en';
