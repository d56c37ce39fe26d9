/**
 * @module Booking a ride (spec 2.10, 4 'Booking status'; DECISIONS.md 1, 2): a booking of n seats holds them at once,
 * in one transaction, with a single conditional update, so no sequence of concurrent requests sells more seats than
 * a ride has. The price, the platform fee and the total are computed here; the booking is written through the booking
 * core (bookings.repo.ts, bookings.limits.ts), like stays (stays.booking.ts) and events (events.booking.ts).
 */
import { applyReward } from '../bookings/bookings.rewards.ts';
import { sql } from '../../lib/db.ts';
import { AppError } from '../../lib/errors.ts';
import { idempotentCreate, keyReusedError } from '../../lib/idempotency.ts';
import { isUuid } from '../../lib/ids.ts';
import type { AuthUser } from '../../middlewares/auth/auth.ts';
import { computeAmounts, getFeeBps } from '../billing/billing.service.ts';
import {
  assertTotalCountable,
  assertUnpaidHoldsBelowLimit,
  holdExpiry,
  lockClientBookings,
} from '../bookings/bookings.limits.ts';
import {
  type BookingRow,
  findBooking,
  findBookingByKey,
  insertRideBooking,
  releaseExpired,
  toBooking,
} from '../bookings/bookings.repo.ts';
import type { Booking, RideBookingBody } from '../bookings/bookings.schemas.ts';
import { takeSeats } from './rides.repo.ts';

export const rideBookingErrors = {
  rideNotFound: () => new AppError(404, 'NOT_FOUND', 'Viagem não encontrada.'),
  bookingNotFound: () => new AppError(404, 'NOT_FOUND', 'Reserva não encontrada.'),
  ownRide: () => new AppError(422, 'OWN_RIDE', 'Não pode reservar a sua própria viagem.'),
  rideUnavailable: () => new AppError(409, 'RIDE_NOT_AVAILABLE', 'Esta viagem já não está disponível para reservas.'),
  seatsUnavailable: () =>
    new AppError(409, 'SEATS_UNAVAILABLE', 'Não há lugares suficientes disponíveis nesta viagem.'),
};

function sameRequest(row: BookingRow, input: RideBookingBody) {
  return row.type === input.type && row.rideId === input.rideId && row.seats === input.seats;
}

/**
 * Books seats of a ride (POST /api/bookings/create with type 'ride', dispatched by booking-desk.service.ts).
 *
 * In one transaction: takes the caller's booking lock (bookings.limits.ts), releases the ride's expired holds,
 * refuses the caller's own ride (422 OWN_RIDE), rides no longer bookable (409 RIDE_NOT_AVAILABLE) and a fourth unpaid
 * booking of the caller (409 TOO_MANY_UNPAID_BOOKINGS), takes the seats with `update ... where seats_available >= n`
 * (409 SEATS_UNAVAILABLE otherwise), computes subtotal, fee (setting) and total (422 TOTAL_TOO_LARGE above
 * MAX_TOTAL_CENTS), and inserts the pending booking holding the seats for HOLD_MINUTES.
 * @param idempotencyKey a retry with the same key returns the first booking instead of a second one
 * @returns the booking and whether it was created now (false: an idempotent replay)
 */
export async function createRideBooking(
  user: AuthUser,
  input: RideBookingBody,
  idempotencyKey: string | undefined,
  now: Date = new Date(),
): Promise<{ booking: Booking; created: boolean }> {
  const key = idempotencyKey ?? null;
  const replay = async (key: string) => {
    const existing = await findBookingByKey(sql, user.uid, key);
    if (!existing) return undefined;
    if (!sameRequest(existing, input)) throw keyReusedError();
    return toBooking(existing, now);
  };
  const { value: booking, created } = await idempotentCreate(key, 'bookings_idempotency', replay, async () => {
    if (!isUuid(input.rideId)) throw rideBookingErrors.rideNotFound();
    const id = await sql.begin(async (tx) => {
      await lockClientBookings(tx, user.uid); // first: racing bookings of one client count each other (ADR 0017)
      await releaseExpired(tx, now, input.rideId);
      const [ride]: [{ driverId: string; status: string; departureAt: Date }?] = await tx`
        select driver_id, status, departure_at from rides where id = ${input.rideId}
      `;
      if (!ride) throw rideBookingErrors.rideNotFound();
      if (ride.driverId === user.uid) throw rideBookingErrors.ownRide();
      if (ride.status !== 'active' || ride.departureAt <= now) throw rideBookingErrors.rideUnavailable();
      await assertUnpaidHoldsBelowLimit(tx, user.uid, now);
      const taken = await takeSeats(tx, input.rideId, input.seats);
      if (!taken) throw rideBookingErrors.seatsUnavailable();
      const amounts = computeAmounts(taken.priceCents * input.seats, await getFeeBps(tx));
      assertTotalCountable(amounts.totalCents);
      const bookingId = await insertRideBooking(tx, {
        userId: user.uid,
        providerId: taken.driverId,
        rideId: input.rideId,
        seats: input.seats,
        ...amounts,
        holdExpiresAt: holdExpiry(now),
        idempotencyKey: key,
        specialRequests: input.specialRequests?.trim() || null,
      });
      // A loyalty reward (free ride), checked and used once in this transaction (ADR 0024).
      if (input.rewardRedemptionId) await applyReward(tx, bookingId, user.uid, input.rewardRedemptionId, now);
      return bookingId;
    });
    const row = await findBooking(sql, id);
    if (!row) throw rideBookingErrors.bookingNotFound();
    return toBooking(row, now);
  });
  return { booking, created };
}
