import { describe, expect, it } from 'vitest';
import { readEventFilters, writeEventFilters } from './event-filters.ts';

describe('the /eventos sort and filters in the address', () => {
  it('round-trips, keeping the search fields, and drops the defaults', () => {
    const params = writeEventFilters(new URLSearchParams('location=Tofo'), {
      sort: 'popularity',
      price: 'free',
      period: 'fim-de-semana',
      partnerships: 'true',
    });
    expect(params.toString()).toBe(
      'location=Tofo&sort=popularity&price=free&period=fim-de-semana&partnerships=true&search=1',
    );
    expect(readEventFilters(params)).toEqual({
      sort: 'popularity',
      price: 'free',
      period: 'fim-de-semana',
      partnerships: 'true',
    });
    const cleared = writeEventFilters(params, { sort: 'date' });
    expect(cleared.toString()).toBe('location=Tofo&search=1');
  });

  it('ignores unknown values', () => {
    expect(readEventFilters(new URLSearchParams('sort=name&price=cheap&period=amanha&partnerships=1'))).toEqual({
      sort: undefined,
      price: undefined,
      period: undefined,
      partnerships: undefined,
    });
  });
});
