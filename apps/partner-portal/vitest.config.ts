/**
 * @module Vitest config: component tests (*.test.tsx beside the code) run in jsdom. `root` is this folder, so
 * `npx vitest run --config apps/<app>/vitest.config.ts` from the repository root finds the tests too.
 */
import { fileURLToPath } from 'node:url';
import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

export default mergeConfig(
  viteConfig,
  defineConfig({
    root: fileURLToPath(new URL('.', import.meta.url)),
    test: {
      environment: 'jsdom',
      include: ['src/**/*.test.{ts,tsx}'],
      // jsdom renders of whole pages take seconds on a loaded 2-core machine; a slow machine is not a failure.
      testTimeout: 20_000,
      setupFiles: ['@turismo/app-core/test/setup', './src/locales/test-setup.ts'],
    },
  }),
);
