/**
 * @module The booking desk (composition layer, ADR 0021): the public bookings API (POST /api/bookings/create, the
 * caller's bookings for /reservas, one booking, the refund quote, cancellation) over every product. It reaches the
 * products only through their registry (booking-desk.products.ts): a new booking goes to the product of its `type`,
 * which books itself through the booking core; each product attaches its part (the event's tickets, the stay's dates)
 * to the answers, settles what is due on its bookings, says why one can no longer be cancelled and quotes its policy.
 */
import { sql } from '../../lib/db.ts';
import { AppError } from '../../lib/errors.ts';
import { isUuid } from '../../lib/ids.ts';
import type { AuthUser } from '../../middlewares/auth/auth.ts';
import {
  cancelOwnBooking,
  findBooking,
  listUserBookings,
  lockWithPaymentPartners,
  toBooking,
} from '../bookings/bookings.repo.ts';
import { decodeCursor, DEFAULT_PAGE_SIZE, toPage } from '../../lib/paging.ts';
import { giveRewardBack, quoteCancellation } from '../bookings/bookings.cancellation.ts';
import type { RefundQuote } from '../bookings/bookings.cancellation.schemas.ts';
import type { DueScope } from '../bookings/bookings.product.ts';
import type { LedgerBooking } from '../bookings/bookings.schemas.ts';
import { refundCancelledBookings, settleDueRefunds } from '../payments/payments.refunds.ts';
import { settleDuePayments } from '../payments/payments.settlement.ts';
import type { PaymentProvider } from '../payments/provider.ts';
import { ALL_PRODUCTS, type Parts, productOf, PRODUCTS, withBlankParts } from './booking-desk.products.ts';
import type { Booking, CreateBookingBody } from './booking-desk.schemas.ts';

export const bookingErrors = {
  bookingNotFound: () => new AppError(404, 'NOT_FOUND', 'Reserva não encontrada.'),
  notCancellable: (message = 'Esta reserva não pode ser cancelada.') =>
    new AppError(409, 'BOOKING_NOT_CANCELLABLE', message),
};

/**
 * Why a booking that was open could not be cancelled (409 BOOKING_NOT_CANCELLABLE, ADR 0017): its service has begun,
 * in its product's words (`whyNotCancellable`).
 * @param b the booking with its product's part attached
 */
function cancelRefusal(b: Booking, now: Date): AppError {
  if (b.status !== 'pending' && b.status !== 'confirmed') return bookingErrors.notCancellable();
  const why = productOf(b.type).whyNotCancellable(b, now);
  if (why) return bookingErrors.notCancellable(`${why}: esta reserva já não pode ser cancelada.`);
  return bookingErrors.notCancellable();
}

/**
 * Refuses, before booking, an offer whose provider is suspended (409 PROVIDER_SUSPENDED, ADR 0014), for the products
 * that check it up front (`assertBookable`: stays, events; a ride booking checks it in its own transaction).
 * @param idempotencyKey a retry of a booking already made passes
 */
export async function assertBookable(
  user: AuthUser,
  input: CreateBookingBody,
  idempotencyKey: string | undefined,
): Promise<void> {
  await productOf(input.type).assertBookable?.(user.uid, input, idempotencyKey);
}

/**
 * Books a ride, a stay or an event (POST /api/bookings/create) through the product of its `type` (rides.booking.ts,
 * stays.booking.ts, events.booking.ts), each in one transaction through the booking core; see each for its rules
 * and errors.
 * @param idempotencyKey a retry with the same key returns the first booking instead of a second one
 * @returns the booking (with its product's part) and whether it was created now (false: an idempotent replay)
 */
export async function createBooking(
  user: AuthUser,
  input: CreateBookingBody,
  idempotencyKey: string | undefined,
  now: Date = new Date(),
): Promise<{ booking: Booking; created: boolean }> {
  const { booking, created } = await productOf(input.type).create(user, input, idempotencyKey, now);
  return { booking: withBlankParts(booking), created };
}

/** Each product's part added to its bookings of `list`, and the blank parts of the others (`withBlankParts`). */
async function describe(list: LedgerBooking[], now: Date): Promise<Booking[]> {
  let described: (LedgerBooking & Partial<Parts>)[] = list;
  for (const product of ALL_PRODUCTS) described = await product.describe?.(described, now) ?? described;
  return described.map(withBlankParts);
}

/**
 * Settles what is due before bookings are read or cancelled: their due payments, then each product's own (stay
 * requests out of time are declined and refunded).
 * @param provider the payment provider of the refunds (tests pass their own)
 */
async function settleDue(now: Date, scope: DueScope, provider?: PaymentProvider): Promise<void> {
  await settleDuePayments(sql, now, scope);
  for (const product of ALL_PRODUCTS) await product.settleDue?.(sql, now, scope, provider);
}

/**
 * One page of the caller's bookings, newest first (lib/paging.ts: `limit` rows after `cursor`), after settling what
 * is due on them (`settleDue`).
 */
export async function userBookings(
  user: AuthUser,
  page: { limit: number; cursor?: string } = { limit: DEFAULT_PAGE_SIZE },
  now: Date = new Date(),
): Promise<{ data: Booking[]; next: string | null }> {
  await settleDue(now, { userId: user.uid });
  const rows = await listUserBookings(sql, user.uid, {
    limit: page.limit + 1,
    after: page.cursor ? decodeCursor(page.cursor) : null,
  });
  const { data, next } = toPage(rows, page.limit, (row) => ({ at: row.createdAt, id: row.id }));
  return { data: await describe(data.map((row) => toBooking(row)), now), next };
}

/** One booking, for its client, its provider or an admin (404 for anyone else). */
export async function getBooking(user: AuthUser, id: string, now: Date = new Date()): Promise<Booking> {
  if (!isUuid(id)) throw bookingErrors.bookingNotFound();
  await settleDue(now, { bookingId: id });
  const row = await findBooking(sql, id);
  const visible = row &&
    (row.userId === user.uid || row.providerId === user.uid || user.permissions.includes('admin.panel'));
  if (!visible) throw bookingErrors.bookingNotFound();
  return (await describe([toBooking(row)], now))[0]!;
}

/**
 * What the caller would get back by cancelling their booking now (GET /api/bookings/{id}/refund-quote): the product's
 * cancellation policy (`refundPolicy`, bookings.policy.ts) applied to what they paid, after settling what is due
 * (`settleDue`), exactly as the cancellation does. 404 when not theirs.
 */
export async function refundQuote(user: AuthUser, id: string, now: Date = new Date()): Promise<RefundQuote> {
  if (!isUuid(id)) throw bookingErrors.bookingNotFound();
  await settleDue(now, { bookingId: id });
  const quote = await quoteCancellation(sql, PRODUCTS, id, user.uid, now);
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
  await settleDue(now, { bookingId: id }, provider); // a stay request out of time: already declined and refunded
  const done = await sql.begin(async (tx) => {
    // The booking row is locked first (lock order: booking, payments), so the quote is the one refunded; with it, in
    // id order, its trip's other parts (a trip's payment due now is settled below: lockWithPaymentPartners).
    await lockWithPaymentPartners(tx, [id]);
    const quote = await quoteCancellation(tx, PRODUCTS, id, user.uid, now, true);
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
  const booking = (await describe([toBooking(row)], now))[0]!;
  if (!done) throw cancelRefusal(booking, now);
  return booking;
}
