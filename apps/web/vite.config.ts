import { readFileSync } from 'node:fs';
import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Manifest } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

/** The contract's texts in a language other than English (packages/contract/src/i18n). */
const CONTRACT_TEXTS = /packages[\\/]contract[\\/]dist[\\/]i18n[\\/](es|fr)\.js$/;
const OUT_DIR = fileURLToPath(new URL('./dist', import.meta.url));

/**
 * What the kiosk loads lazily besides its screen: every language's texts, the parts every page
 * loads, the contract's error replies (`errors`, read with a refused call's reply since the
 * entry left zod out, lib/reply-envelope.ts) and the notifications' container (app/provider.tsx).
 */
const KIOSK_LAZY =
  /\/routes\/gate\/|\/i18n\/|language-menu|confirm-identity-dialog|^_errors-|^_notifications-/;

/**
 * The built files the gate kiosk can load, from Vite's manifest: the entry and what it imports,
 * then the kiosk's screen, each language's texts and the parts every page loads lazily, with
 * every chunk those import or load later (the camera, the service worker's own helper). The
 * service worker fetches its precache one file at a time as it installs; the app is some 200
 * files since issue 28 split it, of which the kiosk needs under half.
 */
function kioskFiles(): Set<string> {
  const manifest = JSON.parse(readFileSync(`${OUT_DIR}/.vite/manifest.json`, 'utf8')) as Manifest;
  const files = new Set<string>();
  const add = (key: string, withLazy: boolean) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    for (const file of [chunk.file, ...(chunk.css ?? []), ...(chunk.assets ?? [])]) files.add(file);
    for (const imported of chunk.imports ?? []) add(imported, withLazy);
    if (withLazy) for (const later of chunk.dynamicImports ?? []) add(later, true);
  };
  for (const [key, chunk] of Object.entries(manifest)) {
    if (!chunk.isEntry) continue;
    add(key, false);
    for (const later of chunk.dynamicImports ?? []) if (KIOSK_LAZY.test(later)) add(later, true);
  }
  return files;
}

export default defineConfig({
  plugins: [
    react(),
    // The gate kiosk (issue 14) installs as an app and loads with no network: the service worker
    // precaches the built files and answers navigations to /gate with the app shell. Other
    // navigations always go to the server; the worker is registered by the kiosk route only.
    VitePWA({
      injectRegister: false,
      registerType: 'autoUpdate',
      includeAssets: ['gate-icon.svg'],
      manifest: {
        name: 'Rollcall Gate',
        short_name: 'Rollcall Gate',
        description: 'Rollcall attendance scanning station',
        start_url: '/gate',
        scope: '/',
        display: 'fullscreen',
        orientation: 'any',
        background_color: '#f8f9fa',
        theme_color: '#1c7ed6',
        icons: [
          { src: '/gate-icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: '/gate-icon-512.png', sizes: '512x512', type: 'image/png' },
          { src: '/gate-icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,png,woff2}'],
        // Of the built chunks, only the kiosk's (the staff screens' are never loaded offline).
        manifestTransforms: [
          (entries) => {
            const kiosk = kioskFiles();
            const manifest = entries.filter(
              (entry) => !entry.url.startsWith('assets/') || kiosk.has(entry.url),
            );
            return { manifest, warnings: [] };
          },
        ],
        navigateFallback: '/index.html',
        navigateFallbackAllowlist: [/^\/gate(\/|$)/],
        navigateFallbackDenylist: [/^\/api\//],
        cleanupOutdatedCaches: true,
      },
    }),
  ],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: 'http://127.0.0.1:3001', changeOrigin: false },
    },
  },
  build: {
    outDir: OUT_DIR,
    emptyOutDir: true,
    // Read by scripts/bundle-budget.mjs (what each screen loads) and by the kiosk's precache
    // (above); under .vite/, never served.
    manifest: true,
    // The entry chunk holds everything the sign-in page needs (below), ~680 kB before gzip.
    chunkSizeWarningLimit: 700,
    rolldownOptions: {
      output: {
        // Everything the entry imports statically goes in one chunk. Without this, a lazy screen
        // that shares modules with the entry (the reports charts: react-dom, Mantine internals)
        // splits them out into small common chunks that the sign-in page then loads one by one:
        // 21 files and 259 kB gzipped before, 10 files and 253 kB with the group.
        codeSplitting: {
          groups: [
            { name: 'initial', tags: ['$initial'], priority: 30 },
            // Each screen's icons would otherwise be a file each of a few hundred bytes, fetched
            // one by one over HTTP/1.1's six connections: all of them are 5 KB compressed.
            { name: 'icons', test: /node_modules[\\/]@tabler/, priority: 10 },
            // Loaded after the first screen (app/provider.tsx), by a name the kiosk's precache
            // finds (KIOSK_LAZY): a chunk is otherwise named after its file (`esm`).
            { name: 'notifications', test: /node_modules[\\/]@mantine[\\/]notifications/ },
            // The contract's Spanish and French texts by a name the page's preload hints can find
            // (scripts/first-screens.mjs); a chunk is otherwise named after its file (`es`).
            {
              name: (id: string) => {
                const language = CONTRACT_TEXTS.exec(id)?.[1];
                return language ? `contract-texts-${language}` : null;
              },
              test: CONTRACT_TEXTS,
            },
          ],
        },
      },
    },
  },
});
