/**
 * @module Vitest config of the Storybook: runs every story's `play` function (portable stories, see
 * src/stories.test.tsx) and the kit's unit tests (ui-kit/**\/*.test.tsx) in jsdom, with no browser download.
 * Run: `npx vitest run --config stories/vitest.config.ts` or `npm test -w stories`.
 */
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));

export default defineConfig({
  root: repoRoot,
  plugins: [react()],
  test: {
    name: 'stories',
    environment: 'jsdom',
    include: ['stories/src/**/*.test.{ts,tsx}', 'ui-kit/**/*.test.{ts,tsx}'],
    setupFiles: ['stories/src/vitest.setup.ts'],
    restoreMocks: true,
    testTimeout: 15000,
  },
});
