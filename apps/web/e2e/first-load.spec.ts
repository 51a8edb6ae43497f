import type { Page, Request } from '@playwright/test';
import { describeFindings, findViolations } from './axe';
import { expect, test } from './fixtures';

/** The scripts the page fetched, by file name (`users-route-AbC123.js`). */
function scriptsFetched(page: Page) {
  const names: string[] = [];
  page.on('request', (request: Request) => {
    const match = /\/assets\/([^/?]+\.js)$/.exec(request.url());
    if (match?.[1]) names.push(match[1]);
  });
  return {
    names,
    has: (chunk: string) => names.some((name) => name.startsWith(`${chunk}-`)),
  };
}

/**
 * Records any text shown that looks like an i18next key (`auth.welcome`, `nav.users`): a screen
 * that shows before its texts are in would flash one.
 */
const watchForKeys = () => {
  const KEY = /^[a-z][\w-]*(?::[\w-]+)?(?:\.[\w-]+)+$/;
  const seen: string[] = [];
  (window as unknown as { keysSeen: string[] }).keysSeen = seen;
  const check = (node: Node) => {
    const text = node.textContent?.trim() ?? '';
    if (node.nodeType === Node.TEXT_NODE && KEY.test(text)) seen.push(text);
  };
  new MutationObserver((mutations) => {
    for (const mutation of mutations) {
      if (mutation.type === 'characterData') check(mutation.target);
      mutation.addedNodes.forEach((added) => {
        const walker = document.createTreeWalker(added, NodeFilter.SHOW_TEXT);
        check(added);
        while (walker.nextNode()) check(walker.currentNode);
      });
    }
  }).observe(document, { subtree: true, childList: true, characterData: true });
};
const keysSeen = (page: Page) =>
  page.evaluate(() => (window as unknown as { keysSeen: string[] }).keysSeen);

test('[first load] the sign-in page loads English only, fetches the dashboard as the teacher types, and switches to French without showing a key', async ({
  page,
}) => {
  await page.addInitScript(watchForKeys);
  const scripts = scriptsFetched(page);
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  // One language's texts (the files are named after it), and no other screen's chunk.
  expect(scripts.has('en')).toBe(true);
  expect(scripts.names.filter((name) => /^(es|fr)-/.test(name))).toEqual([]);
  for (const screen of ['dashboard-route', 'settings-route', 'reports-route', 'app-layout'])
    expect(scripts.has(screen), screen).toBe(false);

  await page.getByLabel('Email address').focus();
  await expect.poll(() => scripts.has('dashboard-route')).toBe(true);
  await expect.poll(() => scripts.has('app-layout')).toBe(true);

  await page.getByRole('button', { name: /^EN, Language\W+English/ }).click();
  await page.getByRole('menuitem', { name: 'Français' }).click();
  await expect(page.getByRole('button', { name: /^FR, langue\W+Français/ })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Welcome Back');
  expect(scripts.names.filter((name) => name.startsWith('fr-')).length).toBeGreaterThan(0);
  expect(await keysSeen(page)).toEqual([]);
});

test.describe('[first load] a browser in French', () => {
  test.use({ locale: 'fr-FR' });

  test('[first load] is sent the sign-in page with its French texts named beside the script, and fetches no English', async ({
    page,
  }) => {
    const scripts = scriptsFetched(page);
    const response = await page.goto('/login');
    const hinted = [
      ...((await response?.text()) ?? '').matchAll(/modulepreload[^>]* href="\/assets\/([^"]+)"/g),
    ].map((match) => match[1] ?? '');
    expect(hinted.some((file) => file.startsWith('login-route-'))).toBe(true);
    expect(hinted.some((file) => file.startsWith('contract-texts-fr-'))).toBe(true);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: /^FR, langue\W+Français/ })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(scripts.has('english-texts')).toBe(false);
    expect(scripts.names.filter((name) => /^en-/.test(name))).toEqual([]);
  });
});

test('[first load] hovering or tabbing to a navigation link fetches its screen before the click', async ({
  page,
  login,
}) => {
  await login({ role: 'admin' });
  await page.waitForLoadState('networkidle');
  const scripts = scriptsFetched(page);
  const nav = page.getByRole('navigation', { name: 'Main' });
  expect(scripts.has('users-route')).toBe(false);

  await nav.getByRole('link', { name: 'Users' }).hover();
  await expect.poll(() => scripts.has('users-route')).toBe(true);

  expect(scripts.has('reports-route')).toBe(false);
  await nav.getByRole('link', { name: 'Reports' }).focus();
  await expect.poll(() => scripts.has('reports-route')).toBe(true);

  // Followed, the link fetches its screen no second time.
  const before = scripts.names.filter((name) => name.startsWith('users-route-')).length;
  await nav.getByRole('link', { name: 'Users' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'User Management' })).toBeVisible();
  expect(scripts.names.filter((name) => name.startsWith('users-route-')).length).toBe(before);
});

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test(`[first load] the sign-in page, its language menu loaded after the form, passes axe at ${viewport.width}px`, async ({
    page,
    saveScreenshot,
  }) => {
    await page.setViewportSize(viewport);
    await page.goto('/login');
    await expect(page.getByRole('button', { name: /^EN, Language\W+English/ })).toBeVisible();
    await saveScreenshot(`first-load-sign-in-${viewport.width}`);
    const findings = await findViolations(page, 'sign-in');
    expect(describeFindings(findings)).toBe('');
  });
}
