/**
 * @module What the sign-up wizard and the profile both ask of a person (spec 5): the city choices (rules/cities.ts)
 * and the phone rule (stored in one form, DECISIONS.md 5). App-wide here, since features do not import each other.
 */
import { msg } from '@turismo/app-core/i18n';

/** The cities offered at sign-up and in the profile (spec 5 'City choices'): the rules package's one list. */
export { type City, CITIES, isCity } from '@turismo/rules/cities.ts';

export const MSG_PHONE_INVALID = msg('Número de telefone inválido. Use o formato: +258XXXXXXXXX ou 8XXXXXXXX');

/**
 * The spec's phone rule: after removing spaces, an optional +258 or 258 prefix followed by 9 digits.
 * @example isValidPhone('+258 84 123 4567') // true
 */
export function isValidPhone(phone: string): boolean {
  return /^(\+?258)?\d{9}$/.test(phone.replace(/\s+/g, ''));
}

/**
 * Stores phones in one form, +258 followed by the 9 digits (DECISIONS.md 5). Call only on a valid phone.
 * @example normalizePhone('84 123 4567') // '+258841234567'
 */
export function normalizePhone(phone: string): string {
  const digits = phone.replace(/\s+/g, '').replace(/^\+?258(?=\d{9}$)/, '');
  return `+258${digits}`;
}
