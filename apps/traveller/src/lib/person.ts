/**
 * @module What the sign-up wizard and the profile both ask of a person (spec 5): the city choices (rules/cities.ts)
 * and the phone rule (stored in one form, DECISIONS.md 5). App-wide here, since features do not import each other.
 */
import { normalisePhone, PHONE_MESSAGES } from '@turismo/rules/phone.ts';

/** The cities offered at sign-up and in the profile (spec 5 'City choices'): the rules package's one list. */
export { type City, CITIES, isCity } from '@turismo/rules/cities.ts';

/** The phone's message: the rules package's, the API's too (a catalog key, shown with t()). */
export const MSG_PHONE_INVALID = PHONE_MESSAGES.invalid;

/**
 * The phone rule of the API (spec 5 step 2; the rules package's `normalisePhone`, ADR 0038): a Mozambican number by
 * its numbering plan, with or without +258, spaces, hyphens or brackets allowed.
 * @example isValidPhone('+258 84 123 4567') // true
 */
export function isValidPhone(phone: string): boolean {
  return normalisePhone(phone) !== null;
}

/**
 * Stores phones in one form, E.164 (+258 and the national number, DECISIONS.md 5). Call only on a valid phone.
 * @example normalizePhone('84 123 4567') // '+258841234567'
 */
export function normalizePhone(phone: string): string {
  return normalisePhone(phone) ?? phone;
}
