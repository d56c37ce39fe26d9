/**
 * @module The stay search limits (spec 5 'Hotel search', 9) and their Portuguese messages, quoted exactly: location,
 * check-in and check-out required, check-in not before today, check-out after check-in, 1 to 10 guests (default 2),
 * at most 30 nights in one booking. The API's stay search and booking schemas and the traveller's stay search and
 * stay page apply them (issue 31).
 */

/** The limits of a stay search and booking. */
export const STAY_SEARCH_LIMITS = {
  guests: { min: 1, max: 10, default: 2 },
  maxNights: 30,
} as const;

/** Spec 5 messages of those rules, quoted exactly. */
export const STAY_SEARCH_MESSAGES = {
  required: 'Por favor, preencha localização, check-in e check-out.',
  checkInPast: 'A data de check-in não pode ser anterior a hoje.',
  checkOutOrder: 'A data de check-out deve ser posterior ao check-in.',
  guests: 'O número de hóspedes deve estar entre 1 e 10.',
} as const;

/**
 * Whether a number of guests is a whole number from 1 to 10.
 * @example guestsValid(2) // true
 * @example guestsValid(11) // false
 */
export function guestsValid(guests: number): boolean {
  const { min, max } = STAY_SEARCH_LIMITS.guests;
  return Number.isInteger(guests) && guests >= min && guests <= max;
}
