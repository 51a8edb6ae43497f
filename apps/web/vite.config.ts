import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

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
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
    // Read by scripts/bundle-budget.mjs (what each screen loads); under .vite/, never served.
    manifest: true,
    // The entry chunk holds everything the sign-in page needs (below), ~680 kB before gzip.
    chunkSizeWarningLimit: 700,
    rolldownOptions: {
      output: {
        // Everything the entry imports statically goes in one chunk. Without this, a lazy screen
        // that shares modules with the entry (the reports charts: react-dom, Mantine internals)
        // splits them out into small common chunks that the sign-in page then loads one by one:
        // 21 files and 259 kB gzipped before, 10 files and 253 kB with the group.
        codeSplitting: { groups: [{ name: 'initial', tags: ['$initial'] }] },
      },
    },
  },
});
