import { describe, expect, it } from 'vitest';
import type { components } from '@turismo/api-client/schema';
import { tripsOf } from './trip-links.ts';

type Booking = components['schemas']['Booking'];

const booking = (over: Partial<Booking>): Booking => ({
  tripId: null,
  ride: null,
  event: null,
  stay: null,
  provider: { id: 'p', name: 'Carlos Nhantumbo' },
  createdAt: '2026-12-01T10:00:00.000Z',
  ...over,
} as Booking);

describe('tripsOf', () => {
  it('groups the parts of each trip once, named after its event, dated by its first part, soonest first', () => {
    const later = 'b0000000-0000-4000-8000-000000000002';
    const festival = 'a0000000-0000-4000-8000-000000000001';
    const trips = tripsOf([
      booking({ id: '1' }),
      booking({ id: '2', tripId: later, provider: { id: 'h', name: 'Casa do Mar Tofo' }, stay: { checkIn: '2027-01-10' } as Booking['stay'] }),
      booking({ id: '3', tripId: festival, event: { title: 'Festival de Marrabenta', startDate: '2026-12-22' } as Booking['event'] }),
      booking({ id: '4', tripId: festival, ride: { departureAt: '2026-12-21T06:00:00.000Z' } as Booking['ride'] }),
    ]);
    expect(trips).toEqual([
      { id: festival, title: 'Festival de Marrabenta', startsAt: '2026-12-21T06:00:00.000Z' },
      { id: later, title: 'Casa do Mar Tofo', startsAt: '2027-01-10' },
    ]);
  });

  it('finds no trip among bookings made alone', () => {
    expect(tripsOf([booking({ id: '1' })])).toEqual([]);
  });
});
