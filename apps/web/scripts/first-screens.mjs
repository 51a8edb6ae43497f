// The screens a browser may open first (issue 28) and how to find in Vite's manifest what each
// loads before it is usable: the entry, the screen's chunk, everything they import statically, and
// the texts of one language they read first. Read by the size budget (bundle-budget.mjs) and by the
// page's preload hints (first-load-hints.mjs).
import { readFileSync } from 'node:fs';
import path from 'node:path';

const KB = 1024;

/**
 * Each first screen: the paths it answers, its modules by the manifest's keys, the namespaces it
 * reads before it shows (app/router.tsx's lists, with `common` and `contract`), and its budget in
 * brotli bytes where the issue set one.
 */
export const SCREENS = [
  {
    name: 'sign-in',
    paths: ['/login'],
    budgetBytes: 250 * KB,
    modules: ['src/app/routes/login/login-route.tsx'],
    namespaces: ['common', 'contract', 'auth'],
  },
  {
    name: 'dashboard',
    paths: ['/', '/dashboard'],
    budgetBytes: 400 * KB,
    modules: [
      'src/components/layouts/app-layout.tsx',
      'src/app/routes/dashboard/dashboard-route.tsx',
    ],
    namespaces: ['common', 'contract', 'dashboard', 'attendance'],
  },
  {
    name: 'kiosk',
    paths: ['/gate', '/gate/pair'],
    modules: ['src/app/routes/gate/gate-route.tsx'],
    namespaces: ['common', 'contract', 'gate'],
  },
];

/** The namespaces every page reads before its first render (i18n/resources.ts). */
export const FIRST_NAMESPACES = ['common', 'contract'];

/**
 * How to find a namespace's texts in one language: a manifest key, or a test of a chunk. The
 * contract's English is the chunk of the catalogue's data (contract/scripts/write-english-texts.mjs);
 * its other languages are chunks the web build names (vite.config.ts).
 */
export const textsModule = (namespace, language) => {
  if (namespace === 'common') return `src/i18n/common/${language}.ts`;
  if (namespace !== 'contract') return `src/features/${namespace}/i18n/${language}.ts`;
  const name = language === 'en' ? 'english-texts' : `contract-texts-${language}`;
  return (chunk) => chunk.name === name;
};

export const readManifest = (distDir) =>
  JSON.parse(readFileSync(path.join(distDir, '.vite', 'manifest.json'), 'utf8'));

export const entryKey = (manifest) => Object.keys(manifest).find((key) => manifest[key].isEntry);

export function findKey(manifest, key) {
  const found =
    typeof key === 'string'
      ? key in manifest && key
      : Object.keys(manifest).find((name) => key(manifest[name]));
  if (!found) throw new Error(`${key} is not in the build's manifest`);
  return found;
}

/** The files a set of modules loads: each chunk, its static imports, and their CSS. */
export function filesOf(manifest, keys) {
  const files = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return files;
}

/** A screen's own modules and its texts in one language, as manifest keys. */
export const screenKeys = (manifest, screen, language) => [
  ...screen.modules.map((key) => findKey(manifest, key)),
  ...screen.namespaces.map((namespace) => findKey(manifest, textsModule(namespace, language))),
];
