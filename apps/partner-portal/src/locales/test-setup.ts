/**
 * @module Vitest setup of the partner portal (issue 14): registers the portal's catalogs as main.tsx does, so tests
 * render in pt-MZ with the portal's plural forms ("2 passageiros foram notificados.") and may switch to English.
 */
import { startI18n } from '@turismo/app-core/i18n';
import pt from './pt.json';

await startI18n({ pt, en: () => import('./en.json') }, 'pt-MZ');
