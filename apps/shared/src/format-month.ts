/**
 * @module Months in the app's language (issue 32): 'Dezembro de 2026', 'December 2026'. A module apart from format.ts,
 * whose helpers the first script holds: months are drawn only on later screens (statements, calendars, the city/month
 * listings), so their Intl.DateTimeFormat code stays out of it (issue 13, ADR 0036).
 */
import { intlLocale } from './i18n.ts';

/**
 * A text's first letter in upper case, the rest as it is: 'dezembro de 2026' -> 'Dezembro de 2026' (issue 32: CSS
 * `text-transform: capitalize` made it 'Dezembro De 2026').
 */
export function capitalise(text: string): string {
  return text.charAt(0).toLocaleUpperCase(intlLocale()) + text.slice(1);
}

/**
 * A month of a year in the app's language, its first letter capitalised: 'Dezembro de 2026', 'December 2026'.
 * @param month 1 to 12.
 */
export function formatMonthYear(year: number, month: number): string {
  const key = `${intlLocale()} month-year`;
  let formatter = dateFormats.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(intlLocale(), { month: 'long', year: 'numeric', timeZone: 'UTC' });
    dateFormats.set(key, formatter);
  }
  return capitalise(formatter.format(new Date(Date.UTC(year, month - 1, 1))));
}

const dateFormats = new Map<string, Intl.DateTimeFormat>();
