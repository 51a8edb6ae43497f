import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from 'vitest';

/**
 * Each lazy screen in router.tsx names the texts it reads (`lazyScreen(load, name, paths, texts)`),
 * fetched beside its chunk. One left out is loaded only when a component first asks for it: the
 * screen goes back to the loader a second time, and a text read outside a component
 * (`i18n.t('students:…')`) shows its key. This reads each screen's modules, as the build bundles
 * them (static imports, not the entry's own), for the namespaces they use.
 */
const SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** Loaded before the first render (i18n.ts), so no screen lists them. */
const ALWAYS_LOADED = new Set(['common', 'contract']);

function resolveImport(from: string, specifier: string): string | undefined {
  const base = specifier.startsWith('@/')
    ? path.join(SRC, specifier.slice(2))
    : specifier.startsWith('.')
      ? path.resolve(path.dirname(from), specifier)
      : undefined;
  if (!base) return undefined;
  return ['', '.ts', '.tsx', '/index.ts', '/index.tsx']
    .map((extension) => base + extension)
    .find((candidate) => existsSync(candidate) && statSync(candidate).isFile());
}

const sources = new Map<string, string>();
const sourceOf = (file: string) => {
  const known = sources.get(file);
  if (known !== undefined) return known;
  // Comments name namespaces in passing ("the students texts"): only code counts.
  const code = readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\/|^\s*\/\/.*$/gm, '');
  sources.set(file, code);
  return code;
};

/** The modules a file imports for their values (`import type` is erased by the build). */
const staticImports = (file: string) =>
  [...sourceOf(file).matchAll(/^(?:import|export)\s+(?!type\b)[^;]*?\bfrom\s+'([^']+)'/gms)]
    .map((match) => resolveImport(file, match[1] ?? ''))
    .filter((resolved): resolved is string => resolved !== undefined);

function moduleGraph(entry: string, stopAt: ReadonlySet<string> = new Set()): Set<string> {
  const seen = new Set<string>();
  const pending = [entry];
  for (let file = pending.pop(); file !== undefined; file = pending.pop()) {
    if (seen.has(file) || stopAt.has(file)) continue;
    seen.add(file);
    pending.push(...staticImports(file));
  }
  return seen;
}

/** `useTranslation('a')`, `useTranslation(['a', 'b'])`, `i18n.t('a:…')`, `{ ns: 'a' }`. */
function namespacesIn(file: string): string[] {
  const code = sourceOf(file);
  const found: string[] = [];
  for (const [, list] of code.matchAll(/useTranslation\(\s*(\[[^\]]*\]|'[^']*')?/g)) {
    found.push(...(list ? [...list.matchAll(/'([^']+)'/g)].map((quoted) => quoted[1] ?? '') : []));
  }
  for (const [, namespace] of code.matchAll(/i18n\.t\(\s*[`']([\w-]+):/g))
    found.push(namespace ?? '');
  for (const [, namespace] of code.matchAll(/\bns:\s*'([\w-]+)'/g)) found.push(namespace ?? '');
  return found;
}

type Screen = { name: string; module: string; texts: string[] };

/** The router's `lazyScreen(…)` calls: the module imported, the screen's name and its texts. */
function screensOfRouter(): Screen[] {
  const router = path.join(SRC, 'app/router.tsx');
  const calls = sourceOf(router).matchAll(
    /lazyScreen\(\s*(?:inLayout\()?\(\)\s*=>\s*import\('([^']+)'\)\)?,\s*'(\w+)'(?:,\s*(\[[^\]]*\]))?(?:,\s*(\[[^\]]*\]))?/g,
  );
  return [...calls].map(([, specifier = '', name = '', , texts = '[]']) => ({
    name,
    module: resolveImport(router, specifier) ?? specifier,
    texts: [...texts.matchAll(/'([^']+)'/g)].map((quoted) => quoted[1] ?? ''),
  }));
}

const entry = moduleGraph(path.join(SRC, 'main.tsx'));
const screens = screensOfRouter();

test('the router has its screens', () => {
  expect(screens.map((screen) => screen.name)).toContain('SettingsRoute');
  expect(screens.length).toBeGreaterThan(15);
});

test.each(screens)('$name lists every namespace its modules read', ({ module, texts }) => {
  const read = new Set<string>();
  for (const file of moduleGraph(module, entry)) {
    for (const namespace of namespacesIn(file)) read.add(namespace);
  }
  const missing = [...read].filter((namespace) => !ALWAYS_LOADED.has(namespace));
  expect(missing.filter((namespace) => !texts.includes(namespace)).sort()).toEqual([]);
});
