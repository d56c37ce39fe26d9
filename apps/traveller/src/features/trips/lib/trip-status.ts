/**
 * @module What the trip page decides from a trip (issue 30): its status label and tone, whether it waits for the one
 * payment ('Pagar'), which part the payment is recorded on (ADR 0055: the trip's first part), and whether anything
 * is left to cancel.
 */
import { msg } from '@turismo/app-core/i18n';
import type { Trip } from '../api/trips.ts';

export const TRIP_STATUS_LABELS: Record<Trip['status'], string> = {
  pending: msg('Por pagar'),
  confirmed: msg('Confirmada'),
  partly_cancelled: msg('Parcialmente cancelada'),
  cancelled: msg('Cancelada'),
};

export const TRIP_STATUS_TONES = {
  pending: 'warning',
  confirmed: 'success',
  partly_cancelled: 'info',
  cancelled: 'danger',
} as const satisfies Record<Trip['status'], string>;

/** The open parts still waiting for their payment (pending, nothing paid or a failed attempt). */
export function unpaidParts(trip: Trip): Trip['parts'] {
  return trip.parts.filter((p) =>
    p.booking.status === 'pending' && (p.booking.paymentStatus === 'unpaid' || p.booking.paymentStatus === 'failed')
  );
}

/** Whether 'Pagar' is offered: the trip is pending and some part waits for a payment (none being processed). */
export function canPayTrip(trip: Trip): boolean {
  const open = trip.parts.filter((p) => p.booking.status !== 'cancelled');
  return trip.status === 'pending' && unpaidParts(trip).length > 0 &&
    !open.some((p) => p.booking.paymentStatus === 'pending');
}

/** The amount the one payment charges: the unpaid parts' totals (the server charges exactly its own sum). */
export function amountDue(trip: Trip): number {
  return unpaidParts(trip).reduce((s, p) => s + p.booking.totalCents, 0);
}

/** Whether 'Cancelar a viagem toda' is offered: some part can still be cancelled by its policy. */
export function canCancelTrip(trip: Trip): boolean {
  return trip.parts.some((p) => p.cancellation.cancellable && p.booking.status !== 'cancelled');
}
