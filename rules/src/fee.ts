/**
 * @module The platform fee's range (spec 5 'Admin fee'; DECISIONS.md 2): a percentage of the subtotal from 0 to 50
 * in steps of 0.1, kept in basis points (0 to 5000). The API's fee schema and stored setting and the admin's fee
 * form apply it, with the same messages (issue 31).
 */

/** The fee's limits, in percent. */
export const FEE_LIMITS = { min: 0, max: 50, step: 0.1 } as const;

/** The highest fee in basis points (50 % = 5000). */
export const MAX_FEE_BPS = FEE_LIMITS.max * 100;

/** The fee's messages, quoted from spec 5 'Admin fee'. */
export const FEE_MESSAGES = {
  range: 'Percentual deve ser entre 0 e 50',
  step: 'O percentual varia em passos de 0,1.',
} as const;

/**
 * Whether a percentage is a whole number of 0.1 steps (12.5 yes, 12.55 no), allowing for binary fractions.
 * @example feeStepValid(12.5) // true
 */
export function feeStepValid(percentage: number): boolean {
  return Math.abs(percentage * 10 - Math.round(percentage * 10)) < 1e-9;
}
