import { describe, expect, it } from 'vitest';
import { guestsValid, STAY_SEARCH_LIMITS } from './stays.ts';

describe('the stay search limits', () => {
  it('take 1 to 10 whole guests, 2 by default, and 30 nights at most', () => {
    expect(STAY_SEARCH_LIMITS.guests.default).toBe(2);
    expect(STAY_SEARCH_LIMITS.maxNights).toBe(30);
    for (const n of [1, 2, 10]) expect(guestsValid(n)).toBe(true);
    for (const n of [0, 11, 2.5, Number.NaN]) expect(guestsValid(n)).toBe(false);
  });
});
