import { describe, expect, it } from 'vitest';
import { driverTotals, offerTabs } from './ride-stats.ts';

const now = new Date('2026-06-15T10:00:00Z');
const ride = (over: Partial<Parameters<typeof driverTotals>[0][number]>) => ({
  status: 'active' as const,
  departureAt: '2026-06-20T04:30:00Z',
  departureDate: '2026-06-20',
  seatsSold: 0,
  seatsHeld: 0,
  revenueCents: 0,
  ...over,
});

describe('driver figures', () => {
  const rides = [
    ride({ seatsSold: 2, revenueCents: 240000, seatsHeld: 1 }),
    ride({ departureAt: '2026-06-10T04:30:00Z', departureDate: '2026-06-10', seatsSold: 3, revenueCents: 300000 }),
    ride({ status: 'completed', departureAt: '2026-05-10T04:30:00Z', departureDate: '2026-05-10', seatsSold: 4, revenueCents: 400000 }),
    ride({ status: 'cancelled', departureAt: '2026-06-25T04:30:00Z', departureDate: '2026-06-25' }),
  ];

  it('sorts the offers into the tabs', () => {
    const tabs = offerTabs(rides, now);
    expect(tabs.ativas).toHaveLength(1);
    expect(tabs.pendentes).toHaveLength(1);
    expect(tabs.concluidas).toHaveLength(3);
  });

  it('adds up only what the rides say', () => {
    expect(driverTotals(rides, now)).toEqual({
      totalRevenueCents: 940000,
      monthRevenueCents: 540000,
      passengers: 9,
      seatsHeld: 1,
      activeRoutes: 1,
      completedTrips: 2,
    });
  });
});
