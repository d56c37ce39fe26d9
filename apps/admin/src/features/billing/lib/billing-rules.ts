/**
 * @module The admin billing form's rules (spec 5 'Admin fee', 9; DECISIONS.md 2): the platform fee is a number from
 * 0 to 50 in steps of 0.1; the calculator takes an amount in MT greater than zero. The server checks both again.
 */
import { msg } from '@turismo/app-core/i18n';
import { FEE_LIMITS, FEE_MESSAGES } from '@turismo/rules/fee.ts';
import { meticaisToCentavos } from '@turismo/rules/money.ts';

/** The fee's range is the rules package's, which the API applies too. */
export const FEE_MIN = FEE_LIMITS.min;
export const FEE_MAX = FEE_LIMITS.max;
export const FEE_STEP = FEE_LIMITS.step;

/** The form's messages (catalog keys: shown with t(); the range's is the rules package's). */
export const FEE_RANGE_MESSAGE = FEE_MESSAGES.range;
export const AMOUNT_MESSAGE = msg('Valor deve ser maior que zero');

/** Reads a number typed with a comma or a point as decimal separator; NaN when it is not a number. */
export function parseDecimal(text: string): number {
  const trimmed = text.trim().replace(',', '.');
  if (!/^-?\d+(\.\d+)?$/.test(trimmed)) return Number.NaN;
  return Number(trimmed);
}

/**
 * Validates the fee field.
 * @returns The percentage rounded to one decimal, or the error message.
 * @example validateFee('12,5') // { ok: true, value: 12.5 }
 */
export function validateFee(text: string): { ok: true; value: number } | { ok: false; message: string } {
  const value = parseDecimal(text);
  if (Number.isNaN(value) || value < FEE_MIN || value > FEE_MAX) return { ok: false, message: FEE_RANGE_MESSAGE };
  return { ok: true, value: Math.round(value * 10) / 10 };
}

/**
 * Validates the calculator's amount (MT).
 * @example validateAmount('0') // { ok: false, message: 'Valor deve ser maior que zero' }
 */
export function validateAmount(text: string): { ok: true; value: number } | { ok: false; message: string } {
  const value = parseDecimal(text);
  if (Number.isNaN(value) || value <= 0) return { ok: false, message: AMOUNT_MESSAGE };
  return { ok: true, value };
}

/**
 * The calculator's amount as the API takes it: MT to whole centavos (rounded to the nearest centavo).
 * @returns The centavos, or the error message when the amount is not at least one centavo.
 * @example amountToCentavos('2400,50') // { ok: true, value: 240050 }
 */
export function amountToCentavos(text: string): { ok: true; value: number } | { ok: false; message: string } {
  const checked = validateAmount(text);
  if (!checked.ok) return checked;
  const centavos = meticaisToCentavos(checked.value);
  return centavos >= 1 ? { ok: true, value: centavos } : { ok: false, message: AMOUNT_MESSAGE };
}
