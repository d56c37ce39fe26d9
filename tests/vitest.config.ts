/**
 * One vitest run for the rules package (ADR 0038), the apps, the kit and the Storybook interaction tests (each project
 * has its own config).
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export default defineConfig({
  test: {
    projects: ['rules', 'apps/traveller', 'apps/partner-portal', 'apps/admin', 'stories'].map((p) => path.join(root, p)),
  },
});
