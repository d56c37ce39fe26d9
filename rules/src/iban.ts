/**
 * @module Mozambican IBANs (ISO 13616; issue 29) by ibantools, the same in the API and the apps (ADR 0038): 'MZ59'
 * and the 21-digit NIB, whose ISO 7064 mod-97 check must pass. A Mozambican IBAN's check digits are always 59
 * because the NIB carries its own two check digits, so a NIB becomes an IBAN by putting 'MZ59' before it.
 */
import { electronicFormatIBAN, friendlyFormatIBAN, validateIBAN } from 'ibantools';

/**
 * A Mozambican IBAN typed with spaces, hyphens or dots, in lower or upper case, in its electronic form, when it is
 * Mozambican, 25 characters and passes its mod-97 check (ibantools' validateIBAN); else null.
 * @example normaliseMzIban('mz59 0001 0000 0012 3456 7894 0') // 'MZ59000100000012345678940'
 */
export function normaliseMzIban(text: string): string | null {
  const iban = electronicFormatIBAN(text.replace(/[.]/g, ''));
  if (!iban || !iban.startsWith('MZ')) return null;
  return validateIBAN(iban).valid ? iban : null;
}

/**
 * The IBAN of a NIB (21 digits) or of an IBAN, typed with spaces; null when neither passes the check.
 * @example nibToIban('0001 0000 0012 3456 7894 0') // 'MZ59000100000012345678940'
 */
export function nibToIban(text: string): string | null {
  const compact = text.replace(/[\s.-]/g, '');
  return normaliseMzIban(/^\d{21}$/.test(compact) ? `MZ59${compact}` : compact);
}

/**
 * The IBAN in groups of four, as people read it.
 * @example formatIban('MZ59000100000012345678940') // 'MZ59 0001 0000 0012 3456 7894 0'
 */
export const formatIban = (iban: string): string => friendlyFormatIBAN(iban) ?? iban;
