import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker, type WorkerOptions } from 'node:worker_threads';

/** Whether this code runs from its TypeScript source (vitest, `npm run dev`) rather than built. */
export const isRunFromSource = (moduleUrl: string) => moduleUrl.endsWith('.ts');

/** A module beside `moduleUrl`, by its name without extension: `.js` built, `.ts` from source. */
export const moduleBeside = (moduleUrl: string, name: string) =>
  new URL(`./${name}${isRunFromSource(moduleUrl) ? '.ts' : '.js'}`, moduleUrl);

/**
 * The URL of tsx's ESM API (its tsImport), read from tsx's own export map: vitest's module runner
 * has no import.meta.resolve, and the API's CommonJS build cannot load from an eval'd thread.
 */
export function tsxImportApi(): string {
  const require = createRequire(import.meta.url);
  const manifestPath = require.resolve('tsx/package.json');
  const manifest = require(manifestPath) as {
    exports: { './esm/api': { import: { default: string } } };
  };
  return pathToFileURL(
    path.join(path.dirname(manifestPath), manifest.exports['./esm/api'].import.default),
  ).href;
}

/**
 * A thread running `module` (from moduleBeside). Built, it is a .js file; run from source it is
 * TypeScript, which the thread loads through tsx.
 */
export function startWorker(module: URL, options: WorkerOptions = {}) {
  if (!isRunFromSource(module.href)) return new Worker(module, options);
  const load = `import(${JSON.stringify(tsxImportApi())}).then(({ tsImport }) => tsImport(${JSON.stringify(module.href)}, ${JSON.stringify(import.meta.url)}))`;
  return new Worker(load, { ...options, eval: true });
}
