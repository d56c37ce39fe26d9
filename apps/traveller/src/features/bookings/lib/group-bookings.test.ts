import { describe, expect, it } from 'vitest';
import { canCancelBooking, canPayBooking, groupBookings, isActiveBooking } from './group-bookings.ts';

const now = new Date('2026-06-15T10:00:00Z');
const future = { departureAt: '2026-06-20T04:30:00Z' };
const past = { departureAt: '2026-06-10T04:30:00Z' };

describe('booking status grouping', () => {
  it('puts pending and confirmed future rides under Ativas', () => {
    expect(isActiveBooking({ status: 'pending', ride: future }, now)).toBe(true);
    expect(isActiveBooking({ status: 'confirmed', ride: future }, now)).toBe(true);
  });

  it('puts completed, cancelled and departed bookings under Anteriores', () => {
    expect(isActiveBooking({ status: 'completed', ride: past }, now)).toBe(false);
    expect(isActiveBooking({ status: 'cancelled', ride: future }, now)).toBe(false);
    expect(isActiveBooking({ status: 'confirmed', ride: past }, now)).toBe(false);
  });

  it("follows the server's flag for bookings without a ride", () => {
    expect(isActiveBooking({ status: 'confirmed', ride: null, active: false }, now)).toBe(false);
    expect(isActiveBooking({ status: 'pending', ride: null, active: true }, now)).toBe(true);
  });

  it('splits a list, the past ones in their order', () => {
    const list = [
      { id: 'a', status: 'confirmed' as const, ride: future },
      { id: 'b', status: 'cancelled' as const, ride: future },
      { id: 'c', status: 'pending' as const, ride: future },
      { id: 'd', status: 'completed' as const, ride: past },
    ];
    const { active, past: previous } = groupBookings(list, now);
    expect(active.map((b) => b.id)).toEqual(['a', 'c']);
    expect(previous.map((b) => b.id)).toEqual(['b', 'd']);
  });

  it('orders the active bookings by when they start, whatever the product', () => {
    const list = [
      { id: 'stay', status: 'confirmed' as const, active: true, stay: { checkIn: '2026-06-22', checkInTime: '14:00' } },
      {
        id: 'ride',
        status: 'confirmed' as const,
        ride: { departureAt: '2026-06-20T04:30:00Z', departureDate: '2026-06-20', departureTime: '06:30' },
      },
      { id: 'event', status: 'pending' as const, active: true, event: { startDate: '2026-06-21', startTime: '20:00' } },
      { id: 'early', status: 'confirmed' as const, active: true, stay: { checkIn: '2026-06-20', checkInTime: '06:00' } },
    ];
    expect(groupBookings(list, now).active.map((b) => b.id)).toEqual(['early', 'ride', 'event', 'stay']);
  });

  it('offers Cancelar for active bookings the server allows, and Pagar for unpaid pending ones', () => {
    expect(canCancelBooking({ status: 'confirmed', ride: future, canCancel: true }, now)).toBe(true);
    expect(canCancelBooking({ status: 'confirmed', ride: future, canCancel: false }, now)).toBe(false);
    expect(canCancelBooking({ status: 'cancelled', ride: future }, now)).toBe(false);
    expect(canPayBooking({ status: 'pending', paymentStatus: 'unpaid' })).toBe(true);
    expect(canPayBooking({ status: 'pending', paymentStatus: 'failed' })).toBe(true);
    expect(canPayBooking({ status: 'pending', paymentStatus: 'pending' })).toBe(false);
    expect(canPayBooking({ status: 'confirmed', paymentStatus: 'succeeded' })).toBe(false);
  });
});
