import { describe, expect, it } from 'vitest';
import { isFiltered, opensLaterDays, readFilters, writeFilters } from './ride-filters.ts';

describe('the /rides criteria in the address', () => {
  it('round-trips every filter and the sort', () => {
    const all = {
      from: 'Maputo',
      to: 'Tofo',
      date: '2026-12-18',
      passengers: 2,
      sort: 'price',
      timeOfDay: 'noite',
      vehicleType: 'minibus',
      maxPrice: 1500,
      instant: true,
      verified: true,
      page: 3,
    } as const;
    const search = writeFilters(all);
    expect(search).toBe(
      '?from=Maputo&to=Tofo&date=2026-12-18&passengers=2&sort=price&timeOfDay=noite&vehicleType=minibus' +
        '&maxPrice=1500&instant=1&verified=1&page=3',
    );
    expect(readFilters(search)).toEqual(all);
  });

  it('leaves out the defaults and ignores unknown values', () => {
    expect(writeFilters({ sort: 'departure', passengers: 1, page: 1 })).toBe('');
    const read = readFilters('?sort=cheapest&timeOfDay=madrugada&vehicleType=bike&maxPrice=-4&instant=yes&page=0');
    expect(read.sort).toBeUndefined();
    expect(read.timeOfDay).toBeUndefined();
    expect(read.vehicleType).toBeUndefined();
    expect(read.maxPrice).toBeUndefined();
    expect(read.instant).toBeUndefined();
    expect(read.page).toBe(1);
    expect(isFiltered(read)).toBe(false);
    expect(isFiltered(readFilters('?verified=1'))).toBe(true);
  });
});

describe("the 'Dias seguintes' group of a date search", () => {
  const rides = ['2026-12-18', '2026-12-18', '2026-12-19', '2026-12-21'].map((departureDate) => ({ departureDate }));
  it('opens at the first ride of a later day, once', () => {
    expect(rides.map((_, i) => opensLaterDays(rides, i, '2026-12-18'))).toEqual([false, false, true, false]);
  });
  it('opens at the top when the date has no ride, and never without a date', () => {
    expect(opensLaterDays(rides.slice(2), 0, '2026-12-18')).toBe(true);
    expect(rides.map((_, i) => opensLaterDays(rides, i, undefined))).toEqual([false, false, false, false]);
  });
});
