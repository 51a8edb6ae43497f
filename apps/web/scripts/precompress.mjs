// Writes a brotli (.br) and a gzip (.gz) copy beside every text file of the built web app, once at
// build time and at the highest levels, which would be too slow per request. The server sends the
// copy the browser accepts (@fastify/static's preCompressed, apps/server/src/plugins/web-app.ts).
// Usage: node scripts/precompress.mjs [dist directory] (default: this app's dist).
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|webmanifest|txt|map)$/;
/** Below this a compressed copy saves less than a packet. */
const MIN_BYTES = 1024;

const toBrotli = promisify(brotliCompress);
const toGzip = promisify(gzip);

async function compressFile(file) {
  const content = await readFile(file);
  if (content.length < MIN_BYTES) return;
  const [brotli, gzipped] = await Promise.all([
    toBrotli(content, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    }),
    toGzip(content, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  await Promise.all([writeFile(`${file}.br`, brotli), writeFile(`${file}.gz`, gzipped)]);
}

export async function precompress(directory) {
  const entries = await readdir(directory, { recursive: true, withFileTypes: true });
  const files = entries
    .filter((entry) => entry.isFile() && COMPRESSIBLE.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
  await Promise.all(files.map(compressFile));
  return files.length;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const directory = path.resolve(
    process.argv[2] ?? fileURLToPath(new URL('../dist', import.meta.url)),
  );
  const count = await precompress(directory);
  console.log(`precompress: brotli and gzip copies of ${count} files in ${directory}`);
}
