import { describe, expect, it } from 'vitest';
import type { Trip } from '../api/trips.ts';
import { amountDue, canCancelTrip, canPayTrip, unpaidParts } from './trip-status.ts';

type PartState = { status: string; paymentStatus: string; totalCents: number; cancellable: boolean };

function trip(status: Trip['status'], parts: PartState[]): Trip {
  return {
    status,
    parts: parts.map((p, i) => ({
      role: 'stay',
      booking: { id: `b${i}`, status: p.status, paymentStatus: p.paymentStatus, totalCents: p.totalCents },
      cancellation: { cancellable: p.cancellable },
    })),
  } as unknown as Trip;
}

const unpaid = { status: 'pending', paymentStatus: 'unpaid', totalCents: 110000, cancellable: true };

describe('trip status', () => {
  it('asks one payment for the unpaid parts of a pending trip', () => {
    const t = trip('pending', [unpaid, { ...unpaid, paymentStatus: 'failed', totalCents: 50000 }]);
    expect(canPayTrip(t)).toBe(true);
    expect(unpaidParts(t)).toHaveLength(2);
    expect(amountDue(t)).toBe(160000);
  });

  it('offers no payment while one is being processed, nor once confirmed', () => {
    expect(canPayTrip(trip('pending', [unpaid, { ...unpaid, paymentStatus: 'pending' }]))).toBe(false);
    const paid = { status: 'confirmed', paymentStatus: 'succeeded', totalCents: 110000, cancellable: true };
    expect(canPayTrip(trip('confirmed', [paid]))).toBe(false);
    expect(amountDue(trip('confirmed', [paid]))).toBe(0);
  });

  it('offers to cancel the whole trip while a part can still be cancelled', () => {
    const gone = { status: 'cancelled', paymentStatus: 'cancelled', totalCents: 0, cancellable: false };
    expect(canCancelTrip(trip('partly_cancelled', [gone, unpaid]))).toBe(true);
    expect(canCancelTrip(trip('cancelled', [gone, gone]))).toBe(false);
    expect(canCancelTrip(trip('confirmed', [{ ...unpaid, status: 'confirmed', cancellable: false }]))).toBe(false);
  });
});
