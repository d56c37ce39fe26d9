/**
 * @module The ride limits (spec 5 'Ride create' and 'Ride search', 9) and their Portuguese messages, quoted exactly,
 * applied by the API (ride create, manage and search schemas) and the partner portal's ride forms (ADR 0038): seats
 * 1 to 8 (default 4), passengers 1 to 8, a seat price of at least 10 MT, at most 1 000 000 MT, in steps of 5 MT.
 */
import { MAX_PRICE_CENTS, parseMeticais } from './money.ts';

/** The limits of a ride; prices in centavos. */
export const RIDE_LIMITS = {
  seats: { min: 1, max: 8, default: 4 },
  passengers: { min: 1, max: 8 },
  priceCents: { min: 1_000, max: MAX_PRICE_CENTS, step: 500 },
} as const;

/** Spec 5 / 8 messages of those limits, quoted exactly. */
export const RIDE_LIMIT_MESSAGES = {
  seats: 'O número de assentos deve estar entre 1 e 8.',
  passengers: 'O número de passageiros deve estar entre 1 e 8.',
  priceMinimum: 'O preço mínimo é de 10 MT por pessoa.',
  priceMaximum: 'O preço máximo é de 1 000 000 MT por pessoa.',
  priceInvalid: 'Por favor defina um preço válido.',
  priceStep: 'O preço deve ser múltiplo de 5 MT.',
} as const;

/**
 * Reads a seat price in meticais (text as typed, or a number) and checks the limits, in this order: a number, at
 * least 10 MT, at most 1 000 000 MT, a multiple of 5 MT.
 * @returns `{ ok: true, cents }` or `{ ok: false, message }` with the spec's message
 * @example readRidePrice('1200') // { ok: true, cents: 120000 }
 * @example readRidePrice('7') // { ok: false, message: 'O preço mínimo é de 10 MT por pessoa.' }
 */
export function readRidePrice(value: string | number): { ok: true; cents: number } | { ok: false; message: string } {
  const cents = parseMeticais(value);
  if (cents === null) return { ok: false, message: RIDE_LIMIT_MESSAGES.priceInvalid };
  const problem = ridePriceProblem(cents);
  return problem ? { ok: false, message: problem } : { ok: true, cents };
}

/**
 * Checks a seat price already in centavos against the limits.
 * @returns null when allowed, else the spec's message
 */
export function ridePriceProblem(cents: number): string | null {
  const { min, max, step } = RIDE_LIMITS.priceCents;
  if (cents < min) return RIDE_LIMIT_MESSAGES.priceMinimum;
  if (cents > max) return RIDE_LIMIT_MESSAGES.priceMaximum;
  if (cents % step !== 0) return RIDE_LIMIT_MESSAGES.priceStep;
  return null;
}

/** Whether a number of seats offered is allowed (a whole number from 1 to 8). */
export function seatsValid(seats: number): boolean {
  return Number.isInteger(seats) && seats >= RIDE_LIMITS.seats.min && seats <= RIDE_LIMITS.seats.max;
}

/** Whether a number of passengers searched or seats booked is allowed (a whole number from 1 to 8). */
export function passengersValid(passengers: number): boolean {
  const { min, max } = RIDE_LIMITS.passengers;
  return Number.isInteger(passengers) && passengers >= min && passengers <= max;
}
