/**
 * @module Money in MZN (DECISIONS.md 5; ADR 0038): amounts are integer centavos everywhere (API, database, apps);
 * people type and read meticais. One parser from the meticais typed in a form (or sent in a body) to centavos, one
 * formatter of centavos for pt-MZ, and the upper bound of every unit price (ADR 0019).
 */

/**
 * The highest price of one unit a provider may ask (a ride seat, a room night, an event ticket): 1 000 000 MT, in
 * centavos. Totals stay far below PostgreSQL's bigint and JavaScript's safe integers (ADR 0019).
 */
export const MAX_PRICE_CENTS = 100_000_000;
/** MAX_PRICE_CENTS in meticais, for the inputs written in meticais. */
export const MAX_PRICE_MT = MAX_PRICE_CENTS / 100;

/**
 * Meticais (a number, possibly with centavos) as whole centavos, rounded to the nearest centavo.
 * @example meticaisToCentavos(12.5) // 1250
 */
export function meticaisToCentavos(mt: number): number {
  return Math.round(mt * 100);
}

/**
 * Reads an amount in meticais as centavos: a number, or text with an optional minus sign, digits and at most two
 * decimals after a comma or a point (surrounding spaces ignored).
 * @returns the centavos, or null when it is not such an amount (empty text included)
 * @example parseMeticais('1200,50') // 120050
 * @example parseMeticais('12.345') // null
 */
export function parseMeticais(value: string | number): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? meticaisToCentavos(value) : null;
  const text = value.trim();
  if (!/^-?\d+([.,]\d{1,2})?$/.test(text)) return null;
  return meticaisToCentavos(Number(text.replace(',', '.')));
}

const formatters = new Map<string, Intl.NumberFormat>();

/**
 * Formats integer centavos as MZN in `locale` (an Intl locale: 'pt-MZ' by default, 'en-GB' for English).
 * @example formatMZN(150000) // '1500,00 MTn' (exact symbol and grouping come from Intl)
 * @example formatMZN(150000, 'en-GB') // 'MZN 1,500.00'
 */
export function formatMZN(centavos: number, locale = 'pt-MZ'): string {
  let formatter = formatters.get(locale);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, { style: 'currency', currency: 'MZN' });
    formatters.set(locale, formatter);
  }
  return formatter.format(centavos / 100);
}
