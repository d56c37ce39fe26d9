/**
 * @module Vitest config of the Storybook (its root is the repository), two projects:
 * - `storybook`: every story of the kit, the foundations and the screens as a test, in Chromium (Vitest browser mode,
 *   Playwright provider, Debian's /usr/bin/chromium: never a downloaded browser) through Storybook's Vitest addon.
 *   A story fails when it throws, when its `play` function's `expect` fails, or when axe finds a violation
 *   (`a11y.test: 'error'` in .storybook/preview.tsx).
 * - `kit`: the kit's unit tests (ui-kit/**\/*.test.tsx) in jsdom.
 * Run: `npx vitest run --config stories/vitest.config.ts --project=storybook` (or `--project=kit`).
 */
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const configDir = fileURLToPath(new URL('.storybook', import.meta.url));

/** Debian's Chromium, as the e2e tests launch it (tests/e2e/playwright.config.ts). */
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export default defineConfig({
  root: repoRoot,
  // Loaded lazily by the check-in screen's camera (jsQR): found late, its optimisation would reload the page mid-test.
  optimizeDeps: { include: ['jsqr'] },
  test: {
    projects: [
      {
        extends: true,
        plugins: [storybookTest({ configDir, storybookScript: 'npm run storybook' })],
        test: {
          name: 'storybook',
          // The first story of a file also loads its modules: on a loaded machine that alone took over 20 s.
          testTimeout: 60000,
          // Two story files at a time (two iframes in one Chromium page): vitest's default leaves one of the two cores
          // free, and a story mostly waits (animations, debounces, axe).
          maxWorkers: 2,
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({
              launchOptions: { executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS },
              contextOptions: { locale: 'pt-MZ', timezoneId: 'Africa/Maputo' },
            }),
            instances: [{ browser: 'chromium' }],
            screenshotFailures: false,
          },
        },
      },
      {
        extends: true,
        plugins: [react()],
        test: {
          name: 'kit',
          environment: 'jsdom',
          include: ['ui-kit/**/*.test.{ts,tsx}'],
          setupFiles: ['stories/src/vitest.setup.ts'],
          restoreMocks: true,
          testTimeout: 15000,
        },
      },
    ],
  },
});
