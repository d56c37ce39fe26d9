/**
 * @module Mozambican phone numbers (DECISIONS.md 5 and 9; issue 29) read by libphonenumber-js with Mozambique's own
 * metadata (phone-metadata.ts), the same in the API and the apps (ADR 0038): a number typed with or without +258,
 * spaces, hyphens or brackets is valid when Google's numbering plan says so, stored in E.164 ('+258841234567') and
 * shown in the international format ('+258 84 123 4567'). The operator of a mobile number is its two-digit prefix
 * (82-83 Tmcel, 84-85 Vodacom, 86-87 Movitel; DECISIONS.md 5 and 9): libphonenumber-js keeps no carrier data.
 */
import { parsePhoneNumberFromString } from 'libphonenumber-js/core';
import { MZ_PHONE_METADATA } from './phone-metadata.ts';

/** The mobile operators of Mozambique by number prefix (DECISIONS.md 5 and 9), and their wallets. */
export const OPERATORS = {
  '84': { operator: 'Vodacom', wallet: 'mpesa' },
  '85': { operator: 'Vodacom', wallet: 'mpesa' },
  '86': { operator: 'Movitel', wallet: 'emola' },
  '87': { operator: 'Movitel', wallet: 'emola' },
  '82': { operator: 'Tmcel', wallet: 'mkesh' },
  '83': { operator: 'Tmcel', wallet: 'mkesh' },
} as const;

/** A Mozambican number read by libphonenumber-js. */
export interface MozPhone {
  /** E.164, e.g. '+258841234567' (the stored form). */
  e164: string;
  /** International format, e.g. '+258 84 123 4567' (the shown form). */
  international: string;
  /** 'MOBILE', 'FIXED_LINE' or 'TOLL_FREE' (libphonenumber's types for Mozambique). */
  type: 'MOBILE' | 'FIXED_LINE' | 'TOLL_FREE' | 'OTHER';
  /** The operator of a mobile number of the six prefixes 82-87, else null. */
  operator: (typeof OPERATORS)[keyof typeof OPERATORS] | null;
}

/**
 * Reads a Mozambican phone number: optional +258 (or 258, 00258), spaces, hyphens, dots and brackets allowed.
 * @returns the number's forms, type and operator, or null when it is not a valid Mozambican number
 * @example parseMozPhone('84 123 4567') // { e164: '+258841234567', international: '+258 84 123 4567', type: 'MOBILE', ... }
 */
export function parseMozPhone(text: string): MozPhone | null {
  const compact = text.replace(/[\s().-]/g, '');
  if (!/^(?:\+|00)?\d{8,15}$/.test(compact)) return null;
  // '258' without '+' is the country code when the rest is a whole national number (12 digits in all).
  const withPlus = /^258\d{9}$/.test(compact) ? `+${compact}` : compact.replace(/^00/, '+');
  const number = parsePhoneNumberFromString(withPlus, 'MZ', MZ_PHONE_METADATA);
  if (!number || number.country !== 'MZ' || !number.isValid()) return null;
  const type = number.getType();
  const national = String(number.nationalNumber);
  const operator = type === 'MOBILE' ? OPERATORS[national.slice(0, 2) as keyof typeof OPERATORS] ?? null : null;
  return {
    e164: number.number,
    international: number.formatInternational(),
    type: type === 'MOBILE' || type === 'FIXED_LINE' || type === 'TOLL_FREE' ? type : 'OTHER',
    operator,
  };
}

/**
 * A mobile number of one of the six operator prefixes (82-87), in E.164.
 * @returns '+2588XXXXXXXX', or null when it is not one
 * @example normaliseMobile('+258 87 765 4321') // '+258877654321'
 */
export function normaliseMobile(text: string): string | null {
  const phone = parseMozPhone(text);
  return phone && phone.operator ? phone.e164 : null;
}

/** The phone's message (spec 5 step 2), the API's 400 and the sign-up and profile forms' (issue 31). */
export const PHONE_MESSAGES = {
  invalid: 'Número de telefone inválido. Use o formato: +258XXXXXXXXX ou 8XXXXXXXX',
} as const;

/**
 * A profile's phone (Telefone, spec 5 step 2): any valid Mozambican number, in E.164.
 * @returns '+258...' or null when invalid
 * @example normalisePhone('21 123 456') // '+25821123456'
 */
export function normalisePhone(text: string): string | null {
  return parseMozPhone(text)?.e164 ?? null;
}

/**
 * A stored number as people read it, '+258 84 123 4567'; the text itself when it is not a Mozambican number.
 * @example formatPhone('+258841234567') // '+258 84 123 4567'
 */
export function formatPhone(text: string): string {
  return parseMozPhone(text)?.international ?? text;
}
