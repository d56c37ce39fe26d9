import { describe, expect, it } from 'vitest';
import { formatMZN, MAX_PRICE_CENTS, MAX_PRICE_MT, meticaisToCentavos, parseMeticais } from './money.ts';

describe('parseMeticais', () => {
  it('reads whole meticais and up to two decimals after a comma or a point', () => {
    expect(parseMeticais('1200')).toBe(120_000);
    expect(parseMeticais(' 1200,50 ')).toBe(120_050);
    expect(parseMeticais('0.1')).toBe(10);
    expect(parseMeticais('-5')).toBe(-500);
    expect(parseMeticais('0,29')).toBe(29);
  });

  it('takes numbers, rounded to the centavo', () => {
    expect(parseMeticais(1200)).toBe(120_000);
    expect(parseMeticais(0.286)).toBe(29);
    expect(parseMeticais(Number.NaN)).toBeNull();
    expect(parseMeticais(Number.POSITIVE_INFINITY)).toBeNull();
  });

  it('refuses empty text, words, thousands separators and a third decimal', () => {
    for (const text of ['', '  ', 'abc', '12a', '1 200', '1.200,00', '12.345', ',5', '1e3']) {
      expect(parseMeticais(text), text).toBeNull();
    }
  });
});

describe('meticaisToCentavos and the bounds', () => {
  it('rounds to whole centavos without float noise', () => {
    expect(meticaisToCentavos(19.99)).toBe(1999);
    expect(meticaisToCentavos(1.005 * 1000)).toBe(100_500);
  });

  it('caps a unit price at 1 000 000 MT', () => {
    expect(MAX_PRICE_CENTS).toBe(100_000_000);
    expect(MAX_PRICE_MT).toBe(1_000_000);
  });
});

describe('formatMZN', () => {
  it('formats centavos as MZN with two decimals and a comma', () => {
    const text = formatMZN(150_050);
    expect(text).toMatch(/1.?500,50/);
    expect(text).toMatch(/MT|MZN/);
  });
});
