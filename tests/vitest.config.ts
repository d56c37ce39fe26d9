/**
 * One vitest run for the rules package (ADR 0038) and the apps (each project has its own config). The Storybook's
 * interaction tests and the kit's tests run with stories/vitest.config.ts (its root is the repository, which a
 * project here did not keep: it found no test file); `npm test`'s unit step runs both.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export default defineConfig({
  test: {
    projects: ['rules', 'apps/traveller', 'apps/partner-portal', 'apps/admin'].map((p) => path.join(root, p)),
  },
});
