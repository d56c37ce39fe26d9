import { describe, expect, it } from 'vitest';
import {
  activeFilterCount,
  clearStayFilters,
  parseStaySearch,
  stringifyStaySearch,
  toHotelQuery,
} from './stay-search-url.ts';

describe('stay search state in the address (issue 13)', () => {
  it('reads every filter and the order, and writes the same address back', () => {
    const search = 'local=Tofo&checkIn=2026-12-18&checkOut=2026-12-21&hospedes=3&precoMin=1000&precoMax=5000' +
      '&tipo=guesthouse%2Clodge&comodidades=Wi-Fi%2CPiscina&avaliacao=4.5&cancelamentoGratis=1&ordem=distance';
    const s = parseStaySearch(`?${search}`);
    expect(s).toEqual({
      location: 'Tofo', checkIn: '2026-12-18', checkOut: '2026-12-21', guests: 3, minPrice: 1000, maxPrice: 5000,
      kinds: ['guesthouse', 'lodge'], amenities: ['Wi-Fi', 'Piscina'], minRating: 4.5, freeCancellation: true,
      sort: 'distance',
    });
    expect(stringifyStaySearch(s)).toBe(search);
    expect(activeFilterCount(s)).toBe(6);
  });

  it('leaves defaults out, so a plain browse has a short address', () => {
    const s = parseStaySearch('?local=Maputo');
    expect(s.checkIn).toBe('');
    expect(s.guests).toBe(2);
    expect(s.sort).toBe('recommended');
    expect(stringifyStaySearch(s)).toBe('local=Maputo');
    expect(toHotelQuery(s)).toEqual({ address: 'Maputo', guests: 2, sort: 'recommended' });
  });

  it('drops values that make no sense instead of failing', () => {
    const s = parseStaySearch(
      '?local=Tofo&checkIn=2026-12-18&hospedes=99&precoMin=-5&precoMax=abc&tipo=castelo,hotel,hotel&avaliacao=9' +
        '&ordem=aleatorio&cancelamentoGratis=sim',
    );
    // One date alone is no stay.
    expect(s.checkIn).toBe('');
    expect(s.guests).toBe(2);
    expect(s.minPrice).toBeNull();
    expect(s.maxPrice).toBeNull();
    expect(s.kinds).toEqual(['hotel']);
    expect(s.minRating).toBeNull();
    expect(s.sort).toBe('recommended');
    expect(s.freeCancellation).toBe(false);
    // A reversed price range is read in order.
    const r = parseStaySearch('?local=Tofo&precoMin=5000&precoMax=1000');
    expect([r.minPrice, r.maxPrice]).toEqual([1000, 5000]);
  });

  it("'Limpar filtros' keeps the place, dates and guests and drops every filter and the order", () => {
    const s = parseStaySearch('?local=Tofo&checkIn=2026-12-18&checkOut=2026-12-21&hospedes=4&tipo=lodge&ordem=price');
    const cleared = clearStayFilters(s);
    expect(stringifyStaySearch(cleared)).toBe('local=Tofo&checkIn=2026-12-18&checkOut=2026-12-21&hospedes=4');
    expect(activeFilterCount(cleared)).toBe(0);
  });

  it('sends the filters to GET /api/hotels with their API names', () => {
    const s = parseStaySearch('?local=Tofo&checkIn=2026-12-18&checkOut=2026-12-21&precoMax=3000&tipo=lodge,hotel' +
      '&comodidades=Piscina&avaliacao=4&cancelamentoGratis=1&ordem=price');
    expect(toHotelQuery(s)).toEqual({
      address: 'Tofo', checkIn: '2026-12-18', checkOut: '2026-12-21', guests: 2, maxPrice: 3000, kind: 'hotel,lodge',
      amenities: 'Piscina', minRating: 4, freeCancellation: 'true', sort: 'price',
    });
  });
});
