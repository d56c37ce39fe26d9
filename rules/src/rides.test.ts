import { describe, expect, it } from 'vitest';
import {
  passengersValid,
  readRidePrice,
  RIDE_LIMIT_MESSAGES,
  RIDE_LIMITS,
  ridePriceProblem,
  seatsValid,
} from './rides.ts';

describe('readRidePrice', () => {
  it('reads meticais as centavos within the limits', () => {
    expect(readRidePrice('1200')).toEqual({ ok: true, cents: 120_000 });
    expect(readRidePrice(' 10 ')).toEqual({ ok: true, cents: 1_000 });
    expect(readRidePrice(1_000_000)).toEqual({ ok: true, cents: 100_000_000 });
    expect(readRidePrice('15,00')).toEqual({ ok: true, cents: 1_500 });
  });

  it("answers the spec's messages in order: number, minimum, maximum, step", () => {
    expect(readRidePrice('abc')).toEqual({ ok: false, message: 'Por favor defina um preço válido.' });
    expect(readRidePrice('')).toEqual({ ok: false, message: RIDE_LIMIT_MESSAGES.priceInvalid });
    expect(readRidePrice('7')).toEqual({ ok: false, message: 'O preço mínimo é de 10 MT por pessoa.' });
    expect(readRidePrice('-5')).toEqual({ ok: false, message: RIDE_LIMIT_MESSAGES.priceMinimum });
    expect(readRidePrice('1000005')).toEqual({ ok: false, message: 'O preço máximo é de 1 000 000 MT por pessoa.' });
    expect(readRidePrice('12')).toEqual({ ok: false, message: 'O preço deve ser múltiplo de 5 MT.' });
    expect(readRidePrice('10,50')).toEqual({ ok: false, message: RIDE_LIMIT_MESSAGES.priceStep });
  });

  it('ridePriceProblem checks centavos the same way', () => {
    expect(ridePriceProblem(RIDE_LIMITS.priceCents.min)).toBeNull();
    expect(ridePriceProblem(999)).toBe(RIDE_LIMIT_MESSAGES.priceMinimum);
    expect(ridePriceProblem(1_250)).toBe(RIDE_LIMIT_MESSAGES.priceStep);
  });
});

describe('seatsValid', () => {
  it('takes whole numbers from 1 to 8', () => {
    expect([0, 1, 4, 8, 9, 2.5].map(seatsValid)).toEqual([false, true, true, true, false, false]);
    expect(RIDE_LIMITS.seats.default).toBe(4);
  });
});

describe('passengersValid', () => {
  it('takes whole numbers from 1 to 8', () => {
    expect([0, 1, 8, 9, 1.5, Number.NaN].map(passengersValid)).toEqual([false, true, true, false, false, false]);
  });
});
