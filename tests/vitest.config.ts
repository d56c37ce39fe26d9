/**
 * One vitest run for the rules package (ADR 0038) and the apps (each project has its own config). The Storybook's
 * interaction tests and the kit's tests run with stories/vitest.config.ts (its root is the repository, which a
 * project here did not keep: it found no test file); `npm test`'s unit step runs both.
 */
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export default defineConfig({
  test: {
    // Every core (vitest's default leaves one free, so one worker on a 2-core machine): 218 s -> 160 s for the apps'
    // 91 files on one here; each file still has its own jsdom.
    maxWorkers: os.availableParallelism(),
    projects: ['rules', 'apps/traveller', 'apps/partner-portal', 'apps/admin'].map((p) => path.join(root, p)),
  },
});
