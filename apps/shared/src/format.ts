/**
 * @module Formatting in the app's language (issue 14, ADR 0039): money in MZN from integer centavos and numbers through
 * Intl with {@link intlLocale} (pt-MZ, or en-GB in English: 'MZN 1,500.00' instead of '1500,00 MTn'); dates dd/MM/yyyy
 * and times HH:mm in Africa/Maputo, the same digits in both languages. Today in Maputo is the rules package's, the same
 * function as the API's (ADR 0038).
 */
import { formatMZN as formatMoney } from '@turismo/rules/money.ts';
import { maputoWallClock } from '@turismo/rules/time.ts';
import { intlLocale } from './i18n.ts';

export { TIME_ZONE, todayInMaputo } from '@turismo/rules/time.ts';

/**
 * Formats integer centavos as MZN in the app's language (the rules package's formatter, ADR 0038).
 * @example formatMZN(150000) // '1500,00 MTn' in pt-MZ, 'MZN 1,500.00' in English (exact symbol comes from Intl)
 */
export function formatMZN(centavos: number): string {
  return formatMoney(centavos, intlLocale());
}

const numberFormats = new Map<string, Intl.NumberFormat>();

/**
 * Formats a number in the app's language through one cached Intl.NumberFormat per locale and options: building a
 * formatter costs far more than using it, and `Number.prototype.toLocaleString` or a formatter built in a render
 * builds one at every call (a star rating on every card of a list did).
 * @example formatNumber(1234.5) // '1234,5' in pt-MZ, '1,234.5' in English
 * @example formatNumber(4.25, { maximumFractionDigits: 1 }) // '4,3' in pt-MZ
 */
export function formatNumber(value: number, options?: Intl.NumberFormatOptions): string {
  const locale = intlLocale();
  const key = options ? `${locale} ${JSON.stringify(options)}` : locale;
  let formatter = numberFormats.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, options);
    numberFormats.set(key, formatter);
  }
  return formatter.format(value);
}

/**
 * A star rating with one decimal in the app's language (issue 32: '★ 3.5' had a dot in Portuguese).
 * @example formatRating(3.5) // '3,5' in pt-MZ, '3.5' in English
 */
export function formatRating(rating: number): string {
  return formatNumber(rating, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
}


const pad = (n: number) => String(n).padStart(2, '0');

/**
 * Formats an instant or ISO date as dd/MM/yyyy in Africa/Maputo (the same digits in pt-MZ and en-GB). A plain
 * 'yyyy-MM-dd' is a local date already. No Intl: Maputo's wall clock is UTC+2 (rules/src/time.ts), and the first
 * Intl.DateTimeFormat of a page costs tens of milliseconds (issue 13).
 */
export function formatDate(value: string | Date): string {
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) {
    // A calendar date: day/month/year in both languages (pt-MZ and en-GB), no time zone to move it.
    const [y, m, d] = value.split('-');
    return `${d}/${m}/${y}`;
  }
  const wall = maputoWallClock(new Date(value));
  return `${pad(wall.getUTCDate())}/${pad(wall.getUTCMonth() + 1)}/${wall.getUTCFullYear()}`;
}

/** Formats an instant as HH:mm (24-hour, both languages) in Africa/Maputo. */
export function formatTime(value: string | Date): string {
  const wall = maputoWallClock(new Date(value));
  return `${pad(wall.getUTCHours())}:${pad(wall.getUTCMinutes())}`;
}

/**
 * The name to greet a person by: their first name when the profile has one, else the display name's first word,
 * else the e-mail's display label (issue 15: the greeting used the e-mail prefix although the name was known).
 */
export function greetingName(
  profile: { firstName?: string | null; displayName?: string | null } | null | undefined,
  email: string | null | undefined,
): string {
  const first = profile?.firstName?.trim();
  if (first) return first;
  const display = profile?.displayName?.trim().split(/\s+/)[0];
  return display || displayLabel(email);
}

/** The user's display label: the part of the e-mail before the at sign (spec 2.2). */
export function displayLabel(email: string | null | undefined): string {
  if (!email) return '';
  const at = email.indexOf('@');
  return at === -1 ? email : email.slice(0, at);
}
