/**
 * Playwright in Debian's Chromium (never a downloaded browser), against the marketplace that tests/run-all.mjs
 * starts (BASE_URL). Phone-sized viewport: every screen must work at 360 px.
 */
import { defineConfig } from '@playwright/test';

export default defineConfig({
  testDir: '.',
  testMatch: /.*\.e2e\.ts$/,
  timeout: 90_000,
  expect: { timeout: 15_000 },
  retries: 0,
  workers: 1,
  reporter: [['list']],
  // Per run, so two runs on one machine never delete each other's traces.
  outputDir: process.env.PW_OUTPUT_DIR ?? '../../.tmp/test-results',
  use: {
    baseURL: process.env.BASE_URL ?? 'http://localhost:8080',
    locale: 'pt-MZ',
    timezoneId: 'Africa/Maputo',
    viewport: { width: 360, height: 780 },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking',
        '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic',
      ],
    },
  },
});
