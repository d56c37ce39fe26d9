/**
 * @module The booking desk (composition layer, ADR 0021): the public bookings API (POST /api/bookings/create, the
 * caller's bookings for /reservas, one booking, cancellation) over every product. It dispatches a new booking on its
 * `type` to the product that books itself through the booking core (rides.booking.ts, stays.booking.ts,
 * events.booking.ts), and attaches each product's part (the event's tickets, the stay's dates) to the answers.
 */
import { sql } from '../../lib/db.ts';
import { AppError } from '../../lib/errors.ts';
import { isUuid } from '../../lib/ids.ts';
import type { AuthUser } from '../../middlewares/auth/auth.ts';
import { cancelOwnBooking, findBooking, listUserBookings, toBooking } from '../bookings/bookings.repo.ts';
import { giveRewardBack, quoteCancellation } from '../bookings/bookings.cancellation.ts';
import type { RefundQuote } from '../bookings/bookings.cancellation.schemas.ts';
import { attachEventDetails, createEventBooking } from '../events/events.booking.ts';
import { refundCancelledBookings, settleDueRefunds } from '../payments/payments.refunds.ts';
import { settleDuePayments } from '../payments/payments.settlement.ts';
import type { PaymentProvider } from '../payments/provider.ts';
import { createRideBooking } from '../rides/rides.booking.ts';
import { declineUnansweredStays } from '../stays/stays.answers.ts';
import { attachStayDetails, createStayBooking } from '../stays/stays.booking.ts';
import type { Booking, CreateBookingBody } from './booking-desk.schemas.ts';

export const bookingErrors = {
  bookingNotFound: () => new AppError(404, 'NOT_FOUND', 'Reserva não encontrada.'),
  notCancellable: (message = 'Esta reserva não pode ser cancelada.') =>
    new AppError(409, 'BOOKING_NOT_CANCELLABLE', message),
};

/**
 * Why a booking that was open could not be cancelled (409 BOOKING_NOT_CANCELLABLE, ADR 0017): its service has begun.
 * @param b the booking with its event or stay part attached
 */
function cancelRefusal(b: Booking, now: Date): AppError {
  const closed = (what: string) => bookingErrors.notCancellable(`${what}: esta reserva já não pode ser cancelada.`);
  if (b.status !== 'pending' && b.status !== 'confirmed') return bookingErrors.notCancellable();
  if (b.ride && Date.parse(b.ride.departureAt) <= now.getTime()) return closed('A viagem já partiu');
  const usedTicket = b.event?.tickets.some((t) => t.checkedInAt !== null);
  if (usedTicket) return closed('Um bilhete desta reserva já entrou no evento');
  if (b.event) return closed('O evento já começou');
  if (b.stay?.checkedInAt) return closed('O check-in já foi feito');
  if (b.stay) return closed('A estadia já começou');
  return bookingErrors.notCancellable();
}

/**
 * Books a ride, a stay or an event (POST /api/bookings/create), by `type`: rides.booking.ts, stays.booking.ts or
 * events.booking.ts, each in one transaction through the booking core; see each for its rules and errors.
 * @param idempotencyKey a retry with the same key returns the first booking instead of a second one
 * @returns the booking (with its event or stay part) and whether it was created now (false: an idempotent replay)
 */
export async function createBooking(
  user: AuthUser,
  input: CreateBookingBody,
  idempotencyKey: string | undefined,
  now: Date = new Date(),
): Promise<{ booking: Booking; created: boolean }> {
  if (input.type === 'event') {
    // Event tickets: their own rules and inventory (events.booking.ts); the event part is attached for the answer.
    const result = await createEventBooking(user, input, idempotencyKey, now);
    return { ...result, booking: (await attachEventDetails([result.booking], now))[0]! };
  }
  // Stays: one room of a type for each night (stays.booking.ts).
  if (input.type === 'stay') return await createStayBooking(user, input, idempotencyKey, now);
  return await createRideBooking(user, input, idempotencyKey, now);
}

/** The caller's bookings, newest first, after settling their due payments and declining stay requests out of time. */
export async function userBookings(user: AuthUser, now: Date = new Date()): Promise<Booking[]> {
  await settleDuePayments(sql, now, { userId: user.uid });
  await declineUnansweredStays(sql, now, { userId: user.uid });
  const list = (await listUserBookings(sql, user.uid)).map((row) => toBooking(row, now));
  return attachStayDetails(await attachEventDetails(list, now), now);
}

/** One booking, for its client, its provider or an admin (404 for anyone else). */
export async function getBooking(user: AuthUser, id: string, now: Date = new Date()): Promise<Booking> {
  if (!isUuid(id)) throw bookingErrors.bookingNotFound();
  await settleDuePayments(sql, now, { bookingId: id });
  await declineUnansweredStays(sql, now, { bookingId: id });
  const row = await findBooking(sql, id);
  const visible = row &&
    (row.userId === user.uid || row.providerId === user.uid || user.permissions.includes('admin.panel'));
  if (!visible) throw bookingErrors.bookingNotFound();
  return (await attachStayDetails(await attachEventDetails([toBooking(row, now)], now), now))[0]!;
}

/**
 * What the caller would get back by cancelling their booking now (GET /api/bookings/{id}/refund-quote): the product's
 * cancellation policy (bookings.policy.ts) applied to what they paid, after settling due payments and declining stay
 * requests out of time, exactly as the cancellation does. 404 when not theirs.
 */
export async function refundQuote(user: AuthUser, id: string, now: Date = new Date()): Promise<RefundQuote> {
  if (!isUuid(id)) throw bookingErrors.bookingNotFound();
  await settleDuePayments(sql, now, { bookingId: id });
  await declineUnansweredStays(sql, now, { bookingId: id });
  const quote = await quoteCancellation(sql, id, user.uid, now);
  if (!quote) throw bookingErrors.bookingNotFound();
  return quote;
}

/**
 * Cancels the caller's own booking from pending or confirmed (spec 2.10 'Cancelar') while its service has not begun
 * (ADR 0017: a ride before departure, an event before it starts and before any of its tickets is checked in, a stay
 * before check-in and before its check-in day is over; otherwise 409 BOOKING_NOT_CANCELLABLE saying why, and
 * `canCancel` is false on the booking). The seats or nights go back and, in the same transaction, its money is
 * settled (ADR 0006): a pending payment is voided, a succeeded one is refunded through the provider by exactly the
 * refund quote of its cancellation policy at `now` (ADR 0024), computed after locking the booking; a reward it used
 * is given back when the cancellation is free. Due payments are settled first, so money already taken is refunded,
 * not voided. 404 when not theirs, 409 BOOKING_NOT_CANCELLABLE otherwise (a second cancel, even concurrent, never
 * refunds twice).
 * @param provider the payment provider (tests pass their own)
 */
export async function cancelBooking(
  user: AuthUser,
  id: string,
  reason: string | undefined,
  now: Date = new Date(),
  provider?: PaymentProvider,
): Promise<Booking> {
  if (!isUuid(id)) throw bookingErrors.bookingNotFound();
  await settleDuePayments(sql, now, { bookingId: id });
  await declineUnansweredStays(sql, now, { bookingId: id }, provider); // out of time: already declined and refunded
  const done = await sql.begin(async (tx) => {
    // The booking row is locked first (lock order: booking, payments), so the quote is the one refunded.
    const quote = await quoteCancellation(tx, id, user.uid, now, true);
    if (!quote?.cancellable) return false;
    const cancelled = await cancelOwnBooking(tx, id, user.uid, now, reason?.trim() || 'cancelled_by_client');
    if (!cancelled) return false;
    const amount = { refundCents: quote.refundCents, platformFeeCents: quote.platformFeeRefundCents };
    await refundCancelledBookings(tx, [id], {
      reason: 'cancelled_by_client',
      initiatedBy: user.uid,
      now,
      provider,
      amount,
    });
    if (quote.rewardReturned) await giveRewardBack(tx, id);
    return true;
  });
  // A refund the provider settles at once (PAYMENT_DELAY_MS=0) is settled before answering.
  if (done) await settleDueRefunds(sql, now, { bookingId: id });
  const row = await findBooking(sql, id);
  if (!row || row.userId !== user.uid) throw bookingErrors.bookingNotFound();
  const booking = (await attachStayDetails(await attachEventDetails([toBooking(row, now)], now), now))[0]!;
  if (!done) throw cancelRefusal(booking, now);
  return booking;
}
