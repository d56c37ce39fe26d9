/**
 * @module Bookings (spec 2.10, 4 'Booking status'; DECISIONS.md 1, 2): a booking of n seats holds them at once, in
 * one transaction, with a single conditional update, so no sequence of concurrent requests sells more seats than a
 * ride has. The price, the platform fee and the total are computed here. An unpaid pending booking keeps its seats
 * until `hold_expires_at` (HOLD_MINUTES), then `releaseExpiredHolds` gives them back.
 */
import { type Db, sql } from '../../lib/db.ts';
import { AppError } from '../../lib/errors.ts';
import { idempotentCreate, keyReusedError } from '../../lib/idempotency.ts';
import { isUuid } from '../../lib/ids.ts';
import type { AuthUser } from '../../middlewares/auth/auth.ts';
import { computeAmounts, getFeeBps } from '../billing/billing.service.ts';
import { refundCancelledBookings, settleDueRefunds } from '../payments/payments.refunds.ts';
import { settleDuePayments } from '../payments/payments.settlement.ts';
import type { PaymentProvider } from '../payments/provider.ts';
import { takeSeats } from '../rides/rides.repo.ts';
import { attachEventDetails, createEventBooking } from '../events/events.booking.ts';
import { declineUnansweredStays } from '../stays/stays.answers.ts';
import { assertStayCancellable, attachStayDetails, createStayBooking } from '../stays/stays.booking.ts';
import { assertTotalCountable, assertUnpaidHoldsBelowLimit, holdExpiry, lockClientBookings } from './bookings.limits.ts';
import {
  type BookingRow,
  cancelOwnBooking,
  findBooking,
  findBookingByKey,
  insertRideBooking,
  listUserBookings,
  releaseExpired,
  toBooking,
} from './bookings.repo.ts';
import type { Booking, CreateBookingBody } from './bookings.schemas.ts';

export const bookingErrors = {
  rideNotFound: () => new AppError(404, 'NOT_FOUND', 'Viagem não encontrada.'),
  bookingNotFound: () => new AppError(404, 'NOT_FOUND', 'Reserva não encontrada.'),
  ownRide: () => new AppError(422, 'OWN_RIDE', 'Não pode reservar a sua própria viagem.'),
  rideUnavailable: () =>
    new AppError(409, 'RIDE_NOT_AVAILABLE', 'Esta viagem já não está disponível para reservas.'),
  seatsUnavailable: () =>
    new AppError(409, 'SEATS_UNAVAILABLE', 'Não há lugares suficientes disponíveis nesta viagem.'),
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
 * Cancels every pending booking whose hold expired at `now`, gives its seats back to the ride and fails its pending
 * payment. Run by a timer in main.ts every 30 s and lazily before searches and bookings.
 * @param now the instant to compare holds with (tests pass their own)
 * @param rideId only the bookings of this ride (the lazy release before booking it)
 * @returns how many bookings and seats were released
 * @example await releaseExpiredHolds(sql, new Date()) // { released: 1, seats: 2 }
 */
export function releaseExpiredHolds(db: Db, now: Date, rideId?: string) {
  return releaseExpired(db, now, rideId);
}

const LAZY_INTERVAL_MS = 1000;
let lastLazyRun = 0;
let lazyRun: Promise<unknown> | undefined;

/**
 * `releaseExpiredHolds` at most once a second per process (searches call it; a busy search endpoint must not turn
 * into one write per request). A search may therefore miss seats released less than a second ago.
 */
export async function releaseExpiredHoldsLazily(db: Db = sql): Promise<void> {
  if (lazyRun) return void (await lazyRun);
  if (Date.now() - lastLazyRun < LAZY_INTERVAL_MS) return;
  lastLazyRun = Date.now();
  lazyRun = releaseExpired(db, new Date()).finally(() => (lazyRun = undefined));
  await lazyRun;
}

function sameRequest(row: BookingRow, input: CreateBookingBody & { type: 'ride' }) {
  return row.type === input.type && row.rideId === input.rideId && row.seats === input.seats;
}

/**
 * Books seats of a ride (POST /api/bookings/create).
 *
 * In one transaction: takes the caller's booking lock (bookings.limits.ts), releases the ride's expired holds,
 * refuses the caller's own ride (422 OWN_RIDE), rides no longer bookable (409 RIDE_NOT_AVAILABLE) and a fourth unpaid
 * booking of the caller (409 TOO_MANY_UNPAID_BOOKINGS), takes the seats with `update ... where seats_available >= n`
 * (409 SEATS_UNAVAILABLE otherwise), computes subtotal, fee (setting) and total (422 TOTAL_TOO_LARGE above
 * MAX_TOTAL_CENTS), and inserts the pending booking holding the seats for HOLD_MINUTES.
 * @param idempotencyKey a retry with the same key returns the first booking instead of a second one
 * @returns the booking and whether it was created now (false: an idempotent replay)
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
  const key = idempotencyKey ?? null;
  const replay = async (key: string) => {
    const existing = await findBookingByKey(sql, user.uid, key);
    if (!existing) return undefined;
    if (!sameRequest(existing, input)) throw keyReusedError();
    return toBooking(existing, now);
  };
  const { value: booking, created } = await idempotentCreate(key, 'bookings_idempotency', replay, async () => {
    if (!isUuid(input.rideId)) throw bookingErrors.rideNotFound();
    const id = await sql.begin(async (tx) => {
      await lockClientBookings(tx, user.uid); // first: racing bookings of one client count each other (ADR 0017)
      await releaseExpired(tx, now, input.rideId);
      const [ride]: [{ driverId: string; status: string; departureAt: Date }?] = await tx`
        select driver_id, status, departure_at from rides where id = ${input.rideId}
      `;
      if (!ride) throw bookingErrors.rideNotFound();
      if (ride.driverId === user.uid) throw bookingErrors.ownRide();
      if (ride.status !== 'active' || ride.departureAt <= now) throw bookingErrors.rideUnavailable();
      await assertUnpaidHoldsBelowLimit(tx, user.uid, now);
      const taken = await takeSeats(tx, input.rideId, input.seats);
      if (!taken) throw bookingErrors.seatsUnavailable();
      const amounts = computeAmounts(taken.priceCents * input.seats, await getFeeBps(tx));
      assertTotalCountable(amounts.totalCents);
      return await insertRideBooking(tx, {
        userId: user.uid,
        providerId: taken.driverId,
        rideId: input.rideId,
        seats: input.seats,
        ...amounts,
        holdExpiresAt: holdExpiry(now),
        idempotencyKey: key,
        specialRequests: input.specialRequests?.trim() || null,
      });
    });
    const row = await findBooking(sql, id);
    if (!row) throw bookingErrors.bookingNotFound();
    return toBooking(row, now);
  });
  return { booking, created };
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
 * Cancels the caller's own booking from pending or confirmed (spec 2.10 'Cancelar') while its service has not begun
 * (ADR 0017: a ride before departure, an event before it starts and before any of its tickets is checked in, a stay
 * before check-in and before its check-in day is over; otherwise 409 BOOKING_NOT_CANCELLABLE saying why, and
 * `canCancel` is false on the booking); a paid stay still waiting for the manager's answer may be withdrawn. The
 * seats or nights go back and, in the same transaction, its money is settled (ADR 0006): a pending payment is voided, a
 * succeeded one is refunded in full (platform fee included) through the provider. Due payments are settled first,
 * so money already taken is refunded, not voided. 404 when not theirs, 409 BOOKING_NOT_CANCELLABLE otherwise (a
 * second cancel, even concurrent, never refunds twice).
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
  await assertStayCancellable(id, user.uid, now); // a stay follows its establishment's policy (422)
  const done = await sql.begin(async (tx) => {
    const cancelled = await cancelOwnBooking(tx, id, user.uid, now, reason?.trim() || 'cancelled_by_client');
    if (cancelled) {
      await refundCancelledBookings(tx, [id], { reason: 'cancelled_by_client', initiatedBy: user.uid, now, provider });
    }
    return cancelled;
  });
  // A refund the provider settles at once (PAYMENT_DELAY_MS=0) is settled before answering.
  if (done) await settleDueRefunds(sql, now, { bookingId: id });
  const row = await findBooking(sql, id);
  if (!row || row.userId !== user.uid) throw bookingErrors.bookingNotFound();
  const booking = (await attachStayDetails(await attachEventDetails([toBooking(row, now)], now), now))[0]!;
  if (!done) throw cancelRefusal(booking, now);
  return booking;
}
