/**
 * @module The API's languages (issue 14, ADR 0039): every error message is written in Portuguese (pt-MZ, the spec's
 * texts) where it is raised, and answered in English to a caller whose Accept-Language prefers English.
 *
 * The English catalog `api/src/locales/en.json` maps each Portuguese message to its English text; a message built
 * with values has its key written with i18next placeholders (`'Este quarto exige uma estadia mínima de {{min}}
 * noites.'`), recognised in the rendered Portuguese message by position, and the values are carried over (a value
 * that is itself a catalog key, such as a role's name, is translated too). i18next interpolates. The raise sites keep
 * plain Portuguese, so a message is written once; `tests/i18n-catalogs.mjs` fails when a message has no English.
 */
import i18next from 'i18next';
import en from '../locales/en.json' with { type: 'json' };

/** The languages the API answers in: Portuguese (default) or English. */
export type ApiLanguage = 'pt' | 'en';

const catalog: Record<string, string> = en;

const i18n = i18next.createInstance();
void i18n.init({
  lng: 'en',
  fallbackLng: false,
  keySeparator: false,
  nsSeparator: false,
  interpolation: { escapeValue: false },
  resources: { en: { translation: catalog } },
  initAsync: false,
});

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The catalog's keys with values, as anchored patterns capturing each value by its placeholder's name; the most
 * specific first (more fixed text), so that a general shape such as '{{label}}: {{units}}.' is tried last.
 */
const templates = Object.keys(catalog)
  .filter((key) => /\{\{\w+\}\}/.test(key))
  .map((key) => {
    const names: string[] = [];
    const parts = key.split(/(\{\{\w+\}\})/);
    const pattern = parts.map((part) => {
      const name = /^\{\{(\w+)\}\}$/.exec(part)?.[1];
      if (!name) return escapeRegExp(part);
      names.push(name);
      return '(.+?)';
    }).join('');
    const fixed = parts.filter((part) => !/^\{\{\w+\}\}$/.test(part)).join('').length;
    return { key, names, fixed, regex: new RegExp(`^${pattern}$`, 's') };
  })
  .sort((a, b) => b.fixed - a.fixed);

/**
 * A Portuguese message in `language`: itself for 'pt'; for 'en' its catalog entry, matching keys with values by
 * position; itself when the catalog has no entry (never an empty answer).
 * @example translateMessage('Reserva não encontrada.', 'en') === 'Booking not found.'
 */
export function translateMessage(message: string, language: ApiLanguage, depth = 0): string {
  if (language !== 'en' || !message) return message;
  const direct = catalog[message];
  if (direct !== undefined) return direct;
  if (depth > 1) return message;
  for (const { key, names, regex } of templates) {
    const match = regex.exec(message);
    if (!match) continue;
    const values: Record<string, string> = {};
    // A value may itself be a text of the catalog ('2 lugares' inside a reminder), translated one level down.
    names.forEach((name, i) => (values[name] = translateMessage(match[i + 1] ?? '', language, depth + 1)));
    return i18n.t(key, values);
  }
  return message;
}
