import type { Page } from '@playwright/test';
import type { Language } from '@rollcall/contract/languages';

/** Opens the app in a language, as a browser where it was chosen before (the menu's storage). */
export async function openInLanguage(page: Page, language: Language): Promise<void> {
  await page.addInitScript((chosen) => localStorage.setItem('language', chosen), language);
}

/**
 * Texts cut off on screen (Spanish and French run about 30 % longer than English): visible
 * elements with text whose content is wider than their box while they hide the overflow, and a
 * page wider than the window. `allowed` names texts cut on purpose (a long name, truncated).
 */
export async function cutOffTexts(page: Page, allowed: RegExp[] = []): Promise<string[]> {
  const found = await page.evaluate(() => {
    const cut: string[] = [];
    if (document.documentElement.scrollWidth > window.innerWidth + 1)
      cut.push('(the page scrolls sideways)');
    for (const element of document.querySelectorAll<HTMLElement>('body *')) {
      const text = element.innerText?.trim();
      if (!text || element.offsetParent === null) continue;
      const style = getComputedStyle(element);
      const hides = [style.overflowX, style.overflow].some(
        (value) => value === 'hidden' || value === 'clip',
      );
      if (hides && element.scrollWidth > element.clientWidth + 1) cut.push(text.slice(0, 80));
    }
    return cut;
  });
  return found.filter((text) => !allowed.some((pattern) => pattern.test(text)));
}
