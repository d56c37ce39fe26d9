/**
 * @module The apps' languages (issue 14, ADR 0039): i18next with react-i18next, Portuguese of Mozambique (pt-MZ) the
 * source and English complete.
 *
 * Keys are the Portuguese source texts themselves (gettext's habit): `t('Procurar viagens')` shows the key in pt-MZ
 * and its translation from the English catalog in English, so a Portuguese text is written once, where it is used.
 * Values that change go through i18next's interpolation (`t('Olá, {{name}}', { name })`), never concatenation; counts
 * through its plurals (`t('{{count}} evento encontrado', { count })` with `_one`/`_other` forms in both catalogs,
 * chosen by Intl.PluralRules), never "evento(s)". A text defined away from the screen that shows it (a list of
 * options, a toast in a hook) is marked with {@link msg} and translated where it is shown (`t(option.label)`).
 *
 * Catalogs: one flat JSON per package and language, keys sorted: `apps/<app>/src/locales/{pt,en}.json`, the core's
 * `apps/shared/src/locales/`, the kit's `ui-kit/locales/`, the rules package's `rules/locales/` (its messages).
 * `pt.json` holds only the plural forms (every other key
 * is its own Portuguese text); `en.json` holds every key. English is loaded on demand (a Portuguese visitor never
 * downloads it). `tests/i18n-catalogs.mjs` fails when a key misses a translation, a catalog keeps a key no code
 * uses, or a Portuguese text is left outside `t()`/{@link msg}.
 *
 * The language is the profile's preference when signed in, else the last one chosen on this device, else the
 * browser's (English when the browser prefers English), else pt-MZ; switching applies at once and is remembered.
 * Dates, numbers and money follow the language through {@link intlLocale} (Intl).
 */
import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import corePt from './locales/pt.json';
import kitPt from '@turismo/ui-kit/locales/pt.json';

/** The languages the apps speak: i18next codes. */
export type Language = 'pt-MZ' | 'en';

/** The profile's preference values (PUT /api/auth/profile `preferences.language`). */
export type LanguagePreference = 'pt' | 'en';

/** A catalog: Portuguese source text (or its plural form key) -> text in the catalog's language. */
export type Catalog = Record<string, string>;

/** An app's catalogs: the Portuguese plural forms (bundled) and English (loaded on demand). */
export interface AppCatalogs {
  pt: Catalog;
  en: () => Promise<{ default: Catalog }>;
}

const STORAGE_KEY = 'turismo.language';
const DEFAULT_LANGUAGE: Language = 'pt-MZ';

/**
 * Marks a Portuguese source text for translation where it is defined away from its screen; returns it unchanged.
 * Translate it where it is shown with `t(text)`. The catalog check counts `msg('...')` as a key.
 * @example const OPTIONS = [{ value: 'pt', label: msg('Português') }]; ... t(option.label)
 */
export function msg<T extends string>(text: T): T {
  return text;
}

/** The Intl locale of a language: pt-MZ, or British English (day/month/year like Mozambique). */
export function intlLocale(language: string = i18n.language): string {
  return language === 'en' ? 'en-GB' : 'pt-MZ';
}

/** The i18next language of a profile preference or a stored/browser tag ('en', 'en-US' -> 'en'; else pt-MZ). */
export function toLanguage(tag: string | null | undefined): Language {
  return tag && /^en\b/i.test(tag) ? 'en' : DEFAULT_LANGUAGE;
}

/** The profile preference value of a language. */
export function toPreference(language: string): LanguagePreference {
  return language === 'en' ? 'en' : 'pt';
}

function storedLanguage(): Language | null {
  try {
    const stored = globalThis.localStorage?.getItem(STORAGE_KEY);
    return stored ? toLanguage(stored) : null;
  } catch {
    return null;
  }
}

/**
 * The language to start with: the address's `?lang=en` / `?lang=pt` (the pages' hreflang alternates, issue 26), else
 * the stored choice, else the browser's first preferred language, else pt-MZ.
 */
export function detectLanguage(): Language {
  const asked = globalThis.location ? new URLSearchParams(globalThis.location.search).get('lang') : null;
  if (asked === 'en' || asked === 'pt') return toLanguage(asked);
  const stored = storedLanguage();
  if (stored) return stored;
  const preferred = globalThis.navigator?.languages?.[0] ?? globalThis.navigator?.language;
  return toLanguage(preferred);
}

/** The one i18next instance of an app (also used outside React, e.g. by the API client's Accept-Language). */
export const i18n: I18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  lng: DEFAULT_LANGUAGE,
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: ['pt-MZ', 'en'],
  // Natural keys: a Portuguese text contains '.' and ':' freely.
  keySeparator: false,
  nsSeparator: false,
  // React escapes what it renders.
  interpolation: { escapeValue: false },
  resources: { 'pt-MZ': { translation: { ...kitPt, ...corePt } } },
  initAsync: false,
  returnEmptyString: false,
  react: { useSuspense: false },
});

let appCatalogs: AppCatalogs | null = null;
const englishLoaded = new Map<AppCatalogs, Promise<void>>();

async function loadEnglish(catalogs: AppCatalogs): Promise<void> {
  let loading = englishLoaded.get(catalogs);
  if (!loading) {
    loading = Promise.all([
      import('./locales/en.json'),
      import('@turismo/ui-kit/locales/en.json'),
      import('@turismo/rules/locales/en.json'),
      catalogs.en(),
    ]).then(([core, kit, rules, app]) => {
      const english = { ...rules.default, ...kit.default, ...core.default, ...app.default };
      i18n.addResourceBundle('en', 'translation', english, true, true);
    });
    englishLoaded.set(catalogs, loading);
  }
  await loading;
}

function applyDocumentLanguage(language: Language): void {
  if (typeof document !== 'undefined') document.documentElement.lang = intlLocale(language) === 'en-GB' ? 'en' : 'pt-MZ';
}

/**
 * Switches the app's language (loading English on first use), remembers it on this device and sets `<html lang>`.
 * The caller saves it in the profile when the user chose it (Preferências).
 */
export async function changeLanguage(language: Language): Promise<void> {
  if (language === 'en' && appCatalogs) await loadEnglish(appCatalogs);
  try {
    globalThis.localStorage?.setItem(STORAGE_KEY, language);
  } catch {
    // Private mode: the choice lasts this visit.
  }
  applyDocumentLanguage(language);
  if (i18n.language !== language) await i18n.changeLanguage(language);
}

/**
 * Starts an app's languages before its first render: registers its catalogs and switches to the detected language
 * (awaiting English's catalogs when needed, so the first screen is already in the visitor's language).
 * @example await startI18n({ pt, en: () => import('./locales/en.json') }); createRoot(...).render(...)
 */
export async function startI18n(catalogs: AppCatalogs, language: Language = detectLanguage()): Promise<void> {
  appCatalogs = catalogs;
  i18n.addResourceBundle('pt-MZ', 'translation', catalogs.pt, true, true);
  if (language === 'en') await loadEnglish(catalogs);
  applyDocumentLanguage(language);
  if (i18n.language !== language) await i18n.changeLanguage(language);
}
