import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
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
