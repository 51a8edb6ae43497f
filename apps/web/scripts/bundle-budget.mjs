// The first-load budget (issue 28): the compressed JavaScript and CSS the sign-in page and the
// dashboard load, from Vite's manifest — the entry, the screen's chunk, everything they import
// statically, and the texts of one language they read first — summed as the server sends them
// (the .br and .gz copies precompress.mjs wrote). Prints the figures; fails the build over budget.
// Usage: node scripts/bundle-budget.mjs [dist directory] (default: this app's dist).
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const KB = 1024;

/** What each screen loads first, by the manifest's keys, and its budget in brotli bytes. */
export const SCREENS = [
  {
    name: 'sign-in',
    budgetBytes: 250 * KB,
    modules: ['src/app/routes/login/login-route.tsx'],
    namespaces: ['common', 'contract', 'auth'],
  },
  {
    name: 'dashboard',
    budgetBytes: 400 * KB,
    modules: [
      'src/components/layouts/app-layout.tsx',
      'src/app/routes/dashboard/dashboard-route.tsx',
    ],
    namespaces: ['common', 'contract', 'dashboard', 'attendance'],
  },
];

/**
 * The manifest key of a namespace's English texts (resources.ts loads one language); the
 * contract's English is the chunk of the catalogue's data (contract/scripts/write-english-texts.mjs).
 */
const textsModule = (namespace) =>
  namespace === 'common'
    ? 'src/i18n/common/en.ts'
    : namespace === 'contract'
      ? (chunk) => chunk.name === 'english-texts'
      : `src/features/${namespace}/i18n/en.ts`;

function findKey(manifest, key) {
  const found =
    typeof key === 'string'
      ? key in manifest && key
      : Object.keys(manifest).find((name) => key(manifest[name]));
  if (!found) throw new Error(`bundle-budget: ${key} is not in the build's manifest`);
  return found;
}

/** The files a set of modules loads: each chunk, its static imports, and their CSS. */
function filesOf(manifest, keys) {
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

const sizeOf = (file) => (existsSync(file) ? statSync(file).size : 0);

export function measure(distDir) {
  const manifest = JSON.parse(readFileSync(path.join(distDir, '.vite', 'manifest.json'), 'utf8'));
  const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
  return SCREENS.map((screen) => {
    const keys = [
      entry,
      ...screen.modules.map((key) => findKey(manifest, key)),
      ...screen.namespaces.map((namespace) => findKey(manifest, textsModule(namespace))),
    ];
    const files = [...filesOf(manifest, keys)].map((file) => path.join(distDir, file));
    const total = (suffix) => files.reduce((sum, file) => sum + sizeOf(file + suffix), 0);
    const missing = files.filter((file) => !existsSync(`${file}.br`) && sizeOf(file) >= KB);
    if (missing.length > 0) throw new Error(`bundle-budget: no .br copy of ${missing.join(', ')}`);
    // A file under 1 KB has no compressed copy and goes as it is.
    const small = files.filter((file) => !existsSync(`${file}.br`));
    const asSent = (suffix) => total(suffix) + small.reduce((sum, file) => sum + sizeOf(file), 0);
    return {
      ...screen,
      files: files.length,
      raw: total(''),
      gzip: asSent('.gz'),
      brotli: asSent('.br'),
    };
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const distDir = path.resolve(
    process.argv[2] ?? fileURLToPath(new URL('../dist', import.meta.url)),
  );
  const kb = (bytes) => `${(bytes / KB).toFixed(1)} KB`.padStart(10);
  let isOver = false;
  console.log('bundle-budget: JS + CSS each screen loads first (English texts)');
  console.log('  screen      files   minified       gzip     brotli     budget');
  for (const screen of measure(distDir)) {
    const over = screen.brotli > screen.budgetBytes;
    isOver ||= over;
    console.log(
      `  ${screen.name.padEnd(10)} ${String(screen.files).padStart(6)} ${kb(screen.raw)} ${kb(screen.gzip)} ${kb(screen.brotli)} ${kb(screen.budgetBytes)}${over ? '  OVER BUDGET' : ''}`,
    );
  }
  if (isOver) {
    console.error('bundle-budget: a screen loads more than its budget (brotli, as served)');
    process.exitCode = 1;
  }
}
