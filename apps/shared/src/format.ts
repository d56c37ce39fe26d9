/**
 * @module Formatting in the app's language (issue 14, ADR 0039): money in MZN from integer centavos, dates
 * dd/MM/yyyy and times HH:mm in Africa/Maputo, through Intl with {@link intlLocale} (pt-MZ, or en-GB in English:
 * same day/month order, 'MZN 1,500.00' instead of '1500,00 MTn'). Today in Maputo is the rules package's, the same
 * function as the API's (ADR 0038).
 */
import { formatMZN as formatMoney } from '@turismo/rules/money.ts';
import { TIME_ZONE } from '@turismo/rules/time.ts';
import { intlLocale } from './i18n.ts';

export { TIME_ZONE, todayInMaputo } from '@turismo/rules/time.ts';

const formatters = new Map<string, Intl.DateTimeFormat>();

/** One cached Intl formatter per kind and locale (building one costs far more than using it). */
function cached<F extends Intl.DateTimeFormat>(kind: string, build: (locale: string) => F): F {
  const locale = intlLocale();
  const key = `${kind}:${locale}`;
  let formatter = formatters.get(key) as F | undefined;
  if (!formatter) {
    formatter = build(locale);
    formatters.set(key, formatter);
  }
  return formatter;
}

/**
 * Formats integer centavos as MZN in the app's language (the rules package's formatter, ADR 0038).
 * @example formatMZN(150000) // '1500,00 MTn' in pt-MZ, 'MZN 1,500.00' in English (exact symbol comes from Intl)
 */
export function formatMZN(centavos: number): string {
  return formatMoney(centavos, intlLocale());
}

/** Formats an instant or ISO date as dd/MM/yyyy in Africa/Maputo. A plain 'yyyy-MM-dd' is a local date already. */
export function formatDate(value: string | Date): string {
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) {
    // A calendar date: day/month/year in both languages (pt-MZ and en-GB), no time zone to move it.
    const [y, m, d] = value.split('-');
    return `${d}/${m}/${y}`;
  }
  return cached('date', (locale) =>
    new Intl.DateTimeFormat(locale, { timeZone: TIME_ZONE, day: '2-digit', month: '2-digit', year: 'numeric' })
  ).format(new Date(value));
}

/** Formats an instant as HH:mm (24-hour) in Africa/Maputo. */
export function formatTime(value: string | Date): string {
  return cached('time', (locale) =>
    new Intl.DateTimeFormat(locale, { timeZone: TIME_ZONE, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
  ).format(new Date(value));
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
