/** @module Vitest config: component tests (*.test.tsx beside the code) run in jsdom. */
import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      environment: 'jsdom',
      include: ['src/**/*.test.{ts,tsx}'],
      setupFiles: ['@turismo/app-core/test/setup'],
    },
  }),
);
