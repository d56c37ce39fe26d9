/**
 * @module Storybook config: the kit's component stories (beside each component), the foundations pages and the apps'
 * screens (Ecrãs). Addons: docs (autodocs pages and the foundations' MDX), a11y (the axe panel; the same checks fail
 * the Vitest run, preview.tsx's `a11y.test`) and vitest (the stories as tests in Chromium, stories/vitest.config.ts).
 * `public/` holds the fixture images the stories show (served at /fixtures/…).
 */
import { fileURLToPath } from 'node:url';
import type { StorybookConfig } from '@storybook/react-vite';

/** Absolute paths: the build runs from the repository (npm test) or from stories/ (npm run build). */
const here = (relative: string) => fileURLToPath(new URL(relative, import.meta.url));

const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  stories: [
    '../../ui-kit/components/**/*.stories.@(ts|tsx)',
    '../src/**/*.stories.@(ts|tsx)',
  ],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  staticDirs: ['../public'],
  core: { disableTelemetry: true },
  // The props tables from the components' TypeScript types, the kit's own props only (not the hundreds of HTML
  // attributes they also take). The test run needs no props tables: no docgen there.
  typescript: {
    reactDocgen: process.env.VITEST ? false : 'react-docgen-typescript',
    reactDocgenTypescriptOptions: {
      shouldExtractLiteralValuesFromEnum: true,
      shouldRemoveUndefinedFromOptional: true,
      // The kit's files (the plugin's default is the Vite root's own files only), typed by stories/tsconfig.json.
      tsconfigPath: here('../tsconfig.json'),
      include: [`${here('../../ui-kit/components')}/**/*.tsx`, `${here('../src')}/**/*.tsx`],
      exclude: ['**/*.stories.tsx', '**/*.test.tsx'],
      propFilter: (prop) => !prop.parent || !/node_modules/.test(prop.parent.fileName),
    },
  },
};

export default config;
