/**
 * @module The Mozambican tax number (NUIT, Número Único de Identificação Tributária): 9 digits, the first the kind of
 * taxpayer, the last a check digit (weights 8, 9, 4, 5, 6, 7, 8, 9 over the first eight, sum modulo 11; a remainder
 * of 10 gives 1, as python-stdnum's `mz.nuit` documents).
 */

/** The Portuguese message of a NUIT that is not 9 digits or whose check digit is wrong. */
export const NUIT_MESSAGE = 'NUIT inválido: são 9 dígitos e o último é o dígito de controlo.';

const WEIGHTS = [8, 9, 4, 5, 6, 7, 8, 9] as const;

/**
 * A NUIT without spaces, dots or dashes when it is valid, else null.
 * @param input what the person typed ('400 339 910')
 * @returns '400339910', or null
 * @example normaliseNuit('400 339 910') // '400339910'
 */
export function normaliseNuit(input: string): string | null {
  const nuit = input.replace(/[\s.-]/g, '');
  if (!/^\d{9}$/.test(nuit)) return null;
  const sum = WEIGHTS.reduce((total, w, i) => total + w * Number(nuit[i]), 0);
  const check = sum % 11 === 10 ? 1 : sum % 11;
  return Number(nuit[8]) === check ? nuit : null;
}
