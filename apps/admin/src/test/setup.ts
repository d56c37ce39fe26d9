/**
 * @module Vitest setup of the admin app: registers its catalogs as main.tsx does (the Portuguese plural forms at
 * once, English on demand), in pt-MZ, so tests read the app's Portuguese texts and may switch to English.
 */
import { startI18n } from '@turismo/app-core/i18n';
import pt from '../locales/pt.json';

await startI18n({ pt, en: () => import('../locales/en.json') }, 'pt-MZ');
