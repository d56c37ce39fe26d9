/**
 * @module Sorts bookings into the 'Ativas' and 'Anteriores' lists of Minhas Reservas (spec 2.10): active means
 * pending or confirmed and not yet started; everything else (completed, cancelled, or past) is earlier.
 */
import type { BookingStatus } from '@turismo/app-core/booking-labels';

/** The fields the grouping reads: the status and, for a ride, the departure instant. */
export type GroupableBooking = {
  status: BookingStatus;
  active?: boolean;
  ride?: { departureAt: string; departureDate?: string; departureTime?: string } | null;
  stay?: { checkIn: string; checkInTime?: string | null } | null;
  event?: { startDate: string; startTime?: string | null } | null;
};

/**
 * When the booked service starts, as a sortable Africa/Maputo 'yyyy-MM-dd HH:mm' (rides by departure, stays by
 * check-in, events by their start); '' when unknown, which sorts first.
 */
export function startKey(booking: GroupableBooking): string {
  if (booking.ride?.departureDate) return `${booking.ride.departureDate} ${booking.ride.departureTime ?? ''}`;
  if (booking.stay) return `${booking.stay.checkIn} ${booking.stay.checkInTime ?? ''}`;
  if (booking.event) return `${booking.event.startDate} ${booking.event.startTime ?? ''}`;
  return '';
}

/**
 * Whether a booking belongs under 'Ativas': pending or confirmed, with a start in the future. A booking without a
 * ride (stays and events, later) follows the server's `active` flag.
 */
export function isActiveBooking(booking: GroupableBooking, now: Date = new Date()): boolean {
  if (booking.status !== 'pending' && booking.status !== 'confirmed') return false;
  if (booking.ride) return new Date(booking.ride.departureAt).getTime() > now.getTime();
  return booking.active ?? true;
}

/**
 * Splits bookings into active and past: the active ones in the order they start (the next trip first, issue 15),
 * the past ones in the server's order (newest first).
 */
export function groupBookings<B extends GroupableBooking>(bookings: readonly B[], now: Date = new Date()) {
  const active: B[] = [];
  const past: B[] = [];
  for (const booking of bookings) (isActiveBooking(booking, now) ? active : past).push(booking);
  active.sort((a, b) => startKey(a).localeCompare(startKey(b)));
  return { active, past };
}

/** Whether 'Cancelar' is offered: pending or confirmed and not started (the server checks it again). */
export function canCancelBooking(booking: GroupableBooking & { canCancel?: boolean }, now: Date = new Date()) {
  return (booking.canCancel ?? true) && isActiveBooking(booking, now);
}

/**
 * Whether cancelling is withdrawing a request: a paid stay still waiting for the establishment's answer ('Retirar
 * pedido', refunded in full; ADR 0017 of the API).
 */
export function isWithdrawal(booking: { stay?: { awaitingConfirmation: boolean } | null }): boolean {
  return booking.stay?.awaitingConfirmation === true;
}

/** Whether 'Pagar' is offered: a pending booking whose last payment is not under way or done. */
export function canPayBooking(
  booking: { status: BookingStatus; paymentStatus: 'unpaid' | 'pending' | 'succeeded' | 'failed' | 'cancelled' },
): boolean {
  return booking.status === 'pending' && (booking.paymentStatus === 'unpaid' || booking.paymentStatus === 'failed');
}
