// Writes what each first screen loads beyond the page's own script and style, for the server to
// name in the page it sends (apps/server/src/plugins/first-load-page.ts): the browser then fetches
// the screen's chunks and texts beside the entry, not after running it — a round of requests less
// on a slow network (issue 28). Written under .vite/, which is never served.
// Usage: node scripts/first-load-hints.mjs [dist directory] (default: this app's dist).
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { LANGUAGES } from '@rollcall/contract/languages';
import {
  entryKey,
  filesOf,
  findKey,
  FIRST_NAMESPACES,
  readManifest,
  SCREENS,
  screenKeys,
  textsModule,
} from './first-screens.mjs';

export const HINTS_FILE = path.join('.vite', 'first-load.json');

/**
 * `{ screens: [{ paths, files: { en: [...], ... } }], other: { en: [...], ... } }`: for each
 * first screen and language, the files it loads besides the entry's; for any other page, the
 * first texts. Paths are the site's (`/assets/…`).
 */
export function firstLoadHints(distDir) {
  const manifest = readManifest(distDir);
  const entryFiles = filesOf(manifest, [entryKey(manifest)]);
  const beyondEntry = (keys) =>
    [...filesOf(manifest, keys)].filter((file) => !entryFiles.has(file)).map((file) => `/${file}`);
  const byLanguage = (keysOf) =>
    Object.fromEntries(LANGUAGES.map((language) => [language, beyondEntry(keysOf(language))]));
  return {
    screens: SCREENS.map((screen) => ({
      paths: screen.paths,
      files: byLanguage((language) => screenKeys(manifest, screen, language)),
    })),
    other: byLanguage((language) =>
      FIRST_NAMESPACES.map((namespace) => findKey(manifest, textsModule(namespace, language))),
    ),
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const distDir = path.resolve(
    process.argv[2] ?? fileURLToPath(new URL('../dist', import.meta.url)),
  );
  writeFileSync(path.join(distDir, HINTS_FILE), JSON.stringify(firstLoadHints(distDir), null, 2));
}
