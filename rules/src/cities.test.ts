// i18n-exempt-file: place names.
import { describe, expect, it } from 'vitest';
import { CITIES, isCity } from './cities.ts';

describe('the city choices (spec 5)', () => {
  it("are the spec's 25 cities, each once, accents kept", () => {
    expect(CITIES).toHaveLength(25);
    expect(new Set(CITIES).size).toBe(CITIES.length);
    expect(isCity('Gurué')).toBe(true);
    expect(isCity('Xai-Xai')).toBe(true);
  });

  it('refuse a text not on the list, another spelling included', () => {
    expect(isCity('Gurue')).toBe(false);
    expect(isCity('maputo')).toBe(false);
    expect(isCity('')).toBe(false);
  });
});
