/** The rules package's unit tests (part of `npm test`'s unit step through tests/vitest.config.ts). */
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  test: {
    name: 'rules',
    environment: 'node',
    include: ['src/**/*.test.ts'],
  },
});
