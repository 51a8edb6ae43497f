import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const webDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The server serves the built web app; without a build every page would be a JSON 404. */
export default function globalSetup(): void {
  const webDist = process.env.E2E_WEB_DIST_DIR ?? path.join(webDir, 'dist');
  if (!existsSync(path.join(webDist, 'index.html'))) {
    throw new Error('apps/web/dist is missing: run `npm run build -w @rollcall/web` first.');
  }
  if (!existsSync(path.resolve(webDir, '../server/dist/server.js'))) {
    throw new Error('apps/server/dist is missing: run `npm run build -w @rollcall/server` first.');
  }
}
