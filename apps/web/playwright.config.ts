import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';

const webDir = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(webDir, '../..');

export default defineConfig({
  testDir: path.join(webDir, 'e2e'),
  globalSetup: path.join(webDir, 'e2e/global-setup.ts'),
  // Each worker starts a server of its own (fixtures.ts): two schools side by side, one per core
  // (`npm test` runs this suite after the unit tests, not beside them). E2E_WORKERS=1 for one.
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  // A failed test fails the run. The settings specs' lost sessions were a reload cancelling a
  // refresh in flight (the browser kept a spent cookie); the server now answers such a cookie with
  // the same successor (shared/sessions.ts). E2E_RETRIES=1 for a machine you suspect.
  retries: Number(process.env.E2E_RETRIES ?? 0),
  // Generous for a loaded machine (two workers on two cores); a passing test takes what it
  // takes, and only a failing one waits this long.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  outputDir: process.env.E2E_OUTPUT_DIR ?? path.join(repoRoot, 'test-results'),
  use: {
    // The server answers in the browser's language (issue 13); the suite reads English.
    locale: 'en-US',
    extraHTTPHeaders: { 'Accept-Language': 'en-US' },
    viewport: { width: 1280, height: 800 },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        // The compositor in the browser's own process: one process less per browser on two cores.
        '--in-process-gpu',
      ],
    },
  },
  projects: [{ name: 'chromium' }],
});
