// The first-load budget (issue 28): the compressed JavaScript and CSS the sign-in page, the
// dashboard and the kiosk load, from Vite's manifest — the entry, the screen's chunk, everything they import
// statically, and the texts of one language they read first — summed as the server sends them
// (the .br and .gz copies precompress.mjs wrote). Prints the figures; fails the build over budget.
// Usage: node scripts/bundle-budget.mjs [dist directory] (default: this app's dist).
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { entryKey, filesOf, readManifest, SCREENS, screenKeys } from './first-screens.mjs';

const KB = 1024;

const sizeOf = (file) => (existsSync(file) ? statSync(file).size : 0);

export function measure(distDir) {
  const manifest = readManifest(distDir);
  return SCREENS.map((screen) => {
    const keys = [entryKey(manifest), ...screenKeys(manifest, screen, 'en')];
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
    // The kiosk has no budget of its own: its figure is printed beside the others.
    const budget = screen.budgetBytes ? kb(screen.budgetBytes) : '—'.padStart(10);
    const over = screen.budgetBytes !== undefined && screen.brotli > screen.budgetBytes;
    isOver ||= over;
    console.log(
      `  ${screen.name.padEnd(10)} ${String(screen.files).padStart(6)} ${kb(screen.raw)} ${kb(screen.gzip)} ${kb(screen.brotli)} ${budget}${over ? '  OVER BUDGET' : ''}`,
    );
  }
  if (isOver) {
    console.error('bundle-budget: a screen loads more than its budget (brotli, as served)');
    process.exitCode = 1;
  }
}
