import type { Page } from '@playwright/test';
import type { Language } from '@rollcall/contract/languages';

/** Opens the app in a language, as a browser where it was chosen before (the menu's storage). */
export async function openInLanguage(page: Page, language: Language): Promise<void> {
  await page.addInitScript((chosen) => localStorage.setItem('language', chosen), language);
}
