import path from 'node:path';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';

const webDir = path.dirname(fileURLToPath(import.meta.url));
/**
 * Debian's chromium-headless-shell (the headless-only build Playwright itself prefers) when it is
 * installed, which takes a tenth less CPU for the same tests than the full browser; else Debian's
 * chromium. E2E_CHROMIUM names another.
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const repoRoot = path.resolve(webDir, '../..');

export default defineConfig({
  testDir: path.join(webDir, 'e2e'),
  globalSetup: path.join(webDir, 'e2e/global-setup.ts'),
  // Each worker starts a server of its own (fixtures.ts). One by default: the browser is what costs
  // on two cores, and two workers measured no faster (39 tests in 7.4 min against 7.8 alone, issue
  // 37) but ran the machine at a load of 10, where a render at scale 6 or a save outlived its
  // wait. E2E_WORKERS=2 on a machine with cores to spare.
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 1),
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
      executablePath:
        process.env.E2E_CHROMIUM ??
        (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium'),
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
        // Painting on one thread, without the smooth scrolls and off-thread animations a person
        // sees and a test does not: the browser's process was the busiest on the machine, and
        // these took a fifth off the CPU time of the settings specs (101 s to 80 s).
        '--disable-smooth-scrolling',
        '--disable-threaded-animation',
        '--disable-threaded-scrolling',
        '--disable-checker-imaging',
        '--disable-image-animation-resync',
        '--num-raster-threads=1',
        '--disable-partial-raster',
        '--disable-zero-copy',
      ],
    },
  },
  projects: [{ name: 'chromium' }],
});
