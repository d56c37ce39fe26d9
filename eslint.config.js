/**
 * @module ESLint (flat config) for the apps, the app core, the kit and the Storybook: typescript-eslint's recommended
 * rules, the rules of hooks, and the layout's import boundaries (ADR 0020):
 * - a feature never imports another feature of its app (they meet in src/app), nor the app's src/app;
 * - an app imports only the core (@turismo/app-core), the kit (@turismo/ui-kit), the rules (@turismo/rules) and the
 *   client (@turismo/api-client),
 *   never another app; the core never imports an app; the kit imports neither the apps nor the core;
 * - the rules package (@turismo/rules, ADR 0038) may be imported by the apps, the core and the kit (and the API, see
 *   api/layers.depcruise.cjs), and imports nothing of ours: only date-fns and @date-fns/tz.
 * The API (api/) has its own linter (`deno lint`). Run: `node_modules/.bin/eslint` (part of `npm test`'s check).
 */
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importX from 'eslint-plugin-import-x';

const APPS = ['traveller', 'partner-portal', 'admin'];
const features = (app) => readdirSync(`apps/${app}/src/features`, { withFileTypes: true })
  .filter((d) => d.isDirectory()).map((d) => d.name);

/** One zone per feature: its files may import nothing from the app's other features or from src/app. */
const featureZones = APPS.flatMap((app) => features(app).flatMap((feature) => [
  {
    target: `./apps/${app}/src/features/${feature}/**`,
    from: `./apps/${app}/src/features/!(${feature})/**`,
    message: 'Features do not import each other: they meet in src/app (STYLE.md, ADR 0020).',
  },
  {
    target: `./apps/${app}/src/features/${feature}/**`,
    from: `./apps/${app}/src/app/**`,
    message: 'Imports flow src/app -> features, never back (ADR 0020).',
  },
]));

/** Apps never reach into another app, the API or the Storybook by path. */
const appZones = APPS.map((app) => ({
  target: `./apps/${app}/**`,
  from: [...APPS.filter((a) => a !== app).map((a) => `./apps/${a}/**`), './api/**', './stories/**', './ui-kit/**',
    './openapi/**'],
  message: 'An app imports only @turismo/app-core, @turismo/ui-kit, @turismo/rules and @turismo/api-client (ADR 0020).',
}));

const otherApps = (app) => APPS.filter((a) => a !== app).map((a) => `@turismo/${a}`);

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '**/storybook-static/**', '.tmp/**', 'api/**', 'tests/**', 'openapi/**', '.data/**'] },
  {
    files: ['rules/**/*.ts', 'apps/**/*.{ts,tsx}', 'ui-kit/**/*.{ts,tsx}', 'stories/**/*.{ts,tsx}'],
    extends: [js.configs.recommended, ...tseslint.configs.recommended],
    plugins: { 'react-hooks': reactHooks, 'import-x': importX },
    languageOptions: { ecmaVersion: 2023, sourceType: 'module' },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      // TypeScript checks undefined names (and knows the DOM and JSX globals).
      'no-undef': 'off',
      // The kit's files reference styled.d.ts (the DefaultTheme augmentation) so that every consumer compiles them.
      '@typescript-eslint/triple-slash-reference': ['error', { path: 'always', types: 'prefer-import', lib: 'always' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  ...APPS.map((app) => ({
    files: [`apps/${app}/**/*.{ts,tsx}`],
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: [...featureZones, appZones[APPS.indexOf(app)]] }],
      'no-restricted-imports': ['error', {
        patterns: [{ group: [...otherApps(app), '@turismo/stories'], message: 'Apps never import another app (ADR 0020).' }],
      }],
    },
  })),
  {
    files: ['apps/shared/**/*.{ts,tsx}'],
    rules: {
      'import-x/no-restricted-paths': ['error', {
        zones: [{ target: './apps/shared/**', from: ['./apps/!(shared)/**', './stories/**'], message: 'The core imports no app (ADR 0020).' }],
      }],
      'no-restricted-imports': ['error', {
        patterns: [{ group: APPS.map((a) => `@turismo/${a}`), message: 'The core imports no app (ADR 0020).' }],
      }],
    },
  },
  {
    files: ['ui-kit/**/*.{ts,tsx}'],
    rules: {
      'import-x/no-restricted-paths': ['error', {
        zones: [{ target: './ui-kit/**', from: ['./apps/**', './stories/**'], message: 'The kit imports neither the apps nor the core (ADR 0020).' }],
      }],
      'no-restricted-imports': ['error', {
        patterns: [{ group: ['@turismo/*', '!@turismo/ui-kit', '!@turismo/rules'], message: 'The kit imports neither the apps nor the core (ADR 0020).' }],
      }],
    },
  },
  {
    files: ['rules/src/**/*.ts'],
    ignores: ['rules/src/**/*.test.ts'],
    rules: {
      'import-x/no-restricted-paths': ['error', {
        zones: [{
          target: './rules/**',
          from: ['./api/**', './apps/**', './ui-kit/**', './stories/**', './openapi/**', './tests/**'],
          message: 'The rules package imports nothing of ours (ADR 0038).',
        }],
      }],
      'no-restricted-imports': ['error', {
        patterns: [{
          // Bare specifiers other than date-fns and the IBAN and phone libraries (issue 29): the package runs unchanged
          // in Deno and the browser (ADR 0038).
          regex: '^(?!\\.{1,2}/|date-fns$|@date-fns/tz$|ibantools$|libphonenumber-js/core$|libphonenumber-js/metadata\\.max\\.json$)',
          message: 'The rules package imports only itself, date-fns, @date-fns/tz, ibantools and libphonenumber-js/core ' +
            '(ADR 0038, 0053).',
        }],
      }],
    },
  },
);
