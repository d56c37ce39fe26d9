import { describe, expect, it } from 'vitest';
import { isPartnerAreaPath, PARTNER_AREA_PATHS, PARTNER_AREAS, PORTAL_SW_SCOPE } from './areas.ts';

describe('the partner areas', () => {
  it('are /drivers, /hotels and /organizadores (DECISIONS.md 4), the worker scoped to the organisers', () => {
    expect(PARTNER_AREA_PATHS).toEqual(['/drivers', '/hotels', '/organizadores']);
    expect(PARTNER_AREAS.hotel_manager).toBe('/hotels');
    expect(PORTAL_SW_SCOPE).toBe('/organizadores');
  });

  it('take an area home and the pages below it, not a longer name or a traveller page', () => {
    for (const path of ['/drivers', '/drivers/offers/1', '/hotels?tab=1', '/organizadores#vendas', '/hotels/']) {
      expect(isPartnerAreaPath(path)).toBe(true);
    }
    for (const path of ['/driversx', '/alojamentos', '/', '/eventos', '/admin', '/hotel']) {
      expect(isPartnerAreaPath(path)).toBe(false);
    }
  });
});
