/**
 * @module Booking a ride (spec 2.10, 4 'Booking status'; DECISIONS.md 1, 2): a booking of n seats holds them at once,
 * in one transaction, with a single conditional update, so no sequence of concurrent requests sells more seats than
 * a ride has. The price, the platform fee and the total are computed here; the booking is written in the booking
 * core's table by the ride's own insert (rides.part.ts) under the core's limits (bookings.limits.ts), like stays
 * (stays.booking.ts) and events (events.booking.ts).
 */
import { applyReward, previewReward } from '../bookings/bookings.rewards.ts';
import { type Db, sql, transaction } from '../../lib/db.ts';
import { AppError, errors } from '../../lib/errors.ts';
import { idempotentCreate, keyReusedError, REPLAY } from '../../lib/idempotency.ts';
import { isUuid } from '../../lib/ids.ts';
import { forgetPages } from '../../lib/page-cache.ts';
import type { AuthUser } from '../../middlewares/auth/auth.ts';
import { isSuspended, providerSuspendedError } from '../../middlewares/auth/account.ts';
import { computeAmounts, feeBpsOf, feeSettingSql, getFeeBps } from '../billing/billing.service.ts';
import {
  assertBelowUnpaidLimit,
  assertTotalCountable,
  holdExpiry,
  lockClientBookings,
  unpaidHoldsSql,
} from '../bookings/bookings.limits.ts';
import { releaseExpired } from '../bookings/bookings.repo.ts';
import type { LedgerBooking } from '../bookings/bookings.schemas.ts';
import type { RideBookingBody, RideQuote } from './rides.schemas.ts';
import { hasExpiredHoldsSql, takeSeatsSql } from './rides.repo.ts';
import {
  findRideBooking,
  findRideBookingByKey,
  insertRideBooking,
  type RideBookingRow,
  type RidePart,
  toRideBooking,
} from './rides.part.ts';

export const rideBookingErrors = {
  rideNotFound: () => new AppError(404, 'NOT_FOUND', 'Viagem não encontrada.'),
  bookingNotFound: () => new AppError(404, 'NOT_FOUND', 'Reserva não encontrada.'),
  ownRide: () => new AppError(422, 'OWN_RIDE', 'Não pode reservar a sua própria viagem.'),
  rideUnavailable: () => new AppError(409, 'RIDE_NOT_AVAILABLE', 'Esta viagem já não está disponível para reservas.'),
  seatsUnavailable: () =>
    new AppError(409, 'SEATS_UNAVAILABLE', 'Não há lugares suficientes disponíveis nesta viagem.'),
};

function sameRequest(row: RideBookingRow, input: RideBookingBody) {
  return row.type === input.type && row.rideId === input.rideId && row.seats === input.seats;
}

/** What a ride booking checks before taking the seats, read in one statement (`readBookingContext`). */
interface BookingContext {
  /** The caller's booking made with this Idempotency-Key, if any. */
  replayId: string | null;
  /** The ride (its row locked until the end of the transaction); null when there is none. */
  driverId: string | null;
  status: string | null;
  departureAt: Date | null;
  priceCents: number | null;
  seatsAvailable: number | null;
  /** Whether the ride has pending bookings whose hold expired (`hasExpiredHoldsSql`); false when not asked. */
  expiredHolds: boolean;
  /** The driver's account status (a suspended or banned driver's rides cannot be booked, ADR 0014). */
  driverStatus: string | null;
  /** The caller's unpaid holds (bookings.limits.ts). */
  unpaidHolds: number;
  /** The stored platform fee setting (billing.service.ts `feeBpsOf`). */
  feeSetting: unknown;
}

/**
 * Everything the booking checks, in one round trip inside its transaction, after the caller's booking lock: a
 * booking already made with `key`, the ride (row-locked as the seat update would lock it, so its price, status and
 * free seats stay as read until the commit; a price change waits, ADR 0031) and its driver's account status, the
 * caller's unpaid holds and the fee; with `askExpired`, whether the ride has holds to release first.
 */
async function readBookingContext(
  tx: Db,
  userId: string,
  rideId: string,
  key: string | null,
  now: Date,
  askExpired: boolean,
): Promise<BookingContext> {
  const [row] = await tx<BookingContext[]>`
    select
      ${key ? tx`(select id from bookings where user_id = ${userId} and idempotency_key = ${key})` : tx`null`}
        as replay_id,
      r.driver_id, r.status, r.departure_at, r.price_cents, r.seats_available, d.status as driver_status,
      ${askExpired ? hasExpiredHoldsSql(tx, now, rideId) : tx`false`} as expired_holds,
      ${unpaidHoldsSql(tx, userId, now)} as unpaid_holds,
      ${feeSettingSql(tx)} as fee_setting
    from (select) as one
    left join lateral (
      select driver_id, status, departure_at, price_cents, seats_available from rides where id = ${rideId}
      for no key update
    ) r on true
    left join users d on d.id = r.driver_id
  `;
  return row!;
}

/**
 * Checks what `readBookingContext` read, in the order of the booking's refusals (404, 409 PROVIDER_SUSPENDED, 422
 * OWN_RIDE, 409 RIDE_NOT_AVAILABLE, 409 TOO_MANY_UNPAID_BOOKINGS, 409 SEATS_UNAVAILABLE, 422 TOTAL_TOO_LARGE), prices
 * the seats and returns the statement that takes them and inserts the pending booking (not yet sent).
 */
function insertCheckedRideBooking(
  tx: Db,
  user: AuthUser,
  input: RideBookingBody,
  context: BookingContext,
  key: string | null,
  now: Date,
) {
  if (!context.driverId) throw rideBookingErrors.rideNotFound();
  if (isSuspended(context.driverStatus ?? '')) throw providerSuspendedError();
  if (context.driverId === user.uid) throw rideBookingErrors.ownRide();
  if (context.status !== 'active' || context.departureAt! <= now) throw rideBookingErrors.rideUnavailable();
  assertBelowUnpaidLimit(context.unpaidHolds);
  if (context.seatsAvailable! < input.seats) throw rideBookingErrors.seatsUnavailable();
  const amounts = computeAmounts(context.priceCents! * input.seats, feeBpsOf(context.feeSetting));
  assertTotalCountable(amounts.totalCents);
  return insertRideBooking(tx, {
    userId: user.uid,
    providerId: context.driverId,
    rideId: input.rideId,
    seats: input.seats,
    ...amounts,
    holdExpiresAt: holdExpiry(now),
    idempotencyKey: key,
    specialRequests: input.specialRequests?.trim() || null,
  }, takeSeatsSql(tx, input.rideId, input.seats));
}

/**
 * Holds seats of a ride inside a transaction the caller owns (a trip's, ADR 0055; the ride product's `hold`), after
 * its `lockClientBookings`: releases the ride's expired holds, reads the ride (row-locked) and what the booking checks
 * (`readBookingContext`), refuses as `createRideBooking` does and takes the seats with the insert. A loyalty reward
 * applies as in a booking of its own.
 * @returns the booking id
 */
export async function holdRide(tx: Db, user: AuthUser, input: RideBookingBody, now: Date): Promise<string> {
  if (!isUuid(input.rideId)) throw rideBookingErrors.rideNotFound();
  await releaseExpired(tx, now, input.rideId);
  const context = await readBookingContext(tx, user.uid, input.rideId, null, now, false);
  const [booking] = await insertCheckedRideBooking(tx, user, input, context, null, now);
  if (!booking) throw rideBookingErrors.seatsUnavailable();
  forgetPages('rides');
  if (input.rewardRedemptionId) await applyReward(tx, booking.id, user.uid, input.rewardRedemptionId, now);
  return booking.id;
}

/** Returned by a booking attempt that found expired holds on the ride: it is made again, releasing them first. */
const RELEASE_FIRST = Symbol('release first');

/**
 * Books seats of a ride (POST /api/bookings/create with type 'ride': the ride product's `create`, rides.product.ts).
 *
 * In one transaction: takes the caller's booking lock (bookings.limits.ts), releases the ride's expired holds (when
 * it has any) and reads in one statement what it checks, locking the ride's row (`readBookingContext`): a retry with
 * the same Idempotency-Key answers the first booking; then it refuses a ride that does not exist (404), the offers of
 * a suspended or banned driver (409 PROVIDER_SUSPENDED, ADR 0014), the caller's own ride (422 OWN_RIDE), rides no
 * longer bookable (409 RIDE_NOT_AVAILABLE), a fourth unpaid booking of the caller (409 TOO_MANY_UNPAID_BOOKINGS) and
 * more seats than are free (409 SEATS_UNAVAILABLE); computes subtotal, fee (setting) and total (422 TOTAL_TOO_LARGE
 * above MAX_TOTAL_CENTS), and in one statement takes the seats with `update ... where seats_available >= n` and
 * inserts the pending booking holding them for HOLD_MINUTES, read back by the insert itself. Two round trips: BEGIN
 * travels with the first statements and COMMIT with the insert (lib/db.ts `transaction`; issue 13, ADR 0037).
 * @param idempotencyKey a retry with the same key returns the first booking instead of a second one
 * @returns the booking and whether it was created now (false: an idempotent replay)
 */
export async function createRideBooking(
  user: AuthUser,
  input: RideBookingBody,
  idempotencyKey: string | undefined,
  now: Date = new Date(),
): Promise<{ booking: LedgerBooking & RidePart; created: boolean }> {
  const key = idempotencyKey ?? null;
  const replay = async (key: string) => {
    const existing = await findRideBookingByKey(sql, user.uid, key);
    if (!existing) return undefined;
    if (!sameRequest(existing, input)) throw keyReusedError();
    return toRideBooking(existing, now);
  };
  const create = async () => {
    if (!isUuid(input.rideId)) {
      // No booking can name such a ride: a retry of another request with this key is told so, else 404.
      if (key && await findRideBookingByKey(sql, user.uid, key)) return REPLAY;
      throw rideBookingErrors.rideNotFound();
    }
    // The ride's expired holds are released before the seats are counted. Most rides have none (the maintenance job
    // releases them): the first attempt only asks, and when there are some it stops (before any write) and the
    // booking is made again with the release first, which locks the expired bookings before the ride, as every
    // release does (lock order of bookings.repo.ts).
    const attempt = (release: boolean) =>
      transaction(sql, async (tx, commitWith) => {
        // Sent together with BEGIN in one round trip (postgres.js pipelines the queries of a connection made at once)
        // and run in this order: the caller's lock first, so that racing bookings of one client count each other
        // (ADR 0017).
        const [, , context] = await Promise.all([
          lockClientBookings(tx, user.uid, key),
          release ? releaseExpired(tx, now, input.rideId) : undefined,
          readBookingContext(tx, user.uid, input.rideId, key, now, !release),
        ]);
        if (context.expiredHolds) return RELEASE_FIRST;
        if (context.replayId) return REPLAY;
        // The seats are taken by the conditional update (rides.repo.ts) in the statement that inserts the booking;
        // without a reward it is the last statement, sent with the COMMIT.
        const inserting = insertCheckedRideBooking(tx, user, input, context, key, now);
        const [booking] = input.rewardRedemptionId ? await inserting : await commitWith(inserting);
        if (!booking) throw rideBookingErrors.seatsUnavailable();
        forgetPages('rides');
        if (!input.rewardRedemptionId) return booking;
        // A loyalty reward (free ride), checked and used once in this transaction (ADR 0024); it changes the amounts.
        await applyReward(tx, booking.id, user.uid, input.rewardRedemptionId, now);
        return await findRideBooking(tx, booking.id);
      });
    const first = await attempt(false);
    const row = first === RELEASE_FIRST ? await attempt(true) : first;
    if (row === RELEASE_FIRST) throw new Error('createRideBooking: the second attempt does not ask for expired holds');
    if (row === REPLAY) return REPLAY;
    if (!row) throw rideBookingErrors.bookingNotFound();
    return toRideBooking(row, now);
  };
  // The key is looked for under the caller's booking lock, in the statement the booking reads anyway.
  const { value: booking, created } = await idempotentCreate(key, 'bookings_idempotency', replay, create, {
    lookFirst: false,
  });
  return { booking, created };
}

/**
 * What a booking of `seats` seats of the ride would charge now (GET /api/rides/{id}/quote; issue 32, ADR 0043): the
 * seats at the ride's price, the optional loyalty reward of the caller (`previewReward`, the same discount
 * `applyReward` gives in the booking), the platform fee on what is left and the total, with the functions the
 * booking uses (`computeAmounts`), so 'Reservar' charges exactly this. Nothing is held and the reward stays unused.
 * @param caller the signed-in caller's id, or null for a visitor (a reward then answers 401)
 * @throws 404 NOT_FOUND (no such ride, or one of a suspended driver), 409 RIDE_NOT_AVAILABLE, 409 SEATS_UNAVAILABLE,
 *   422 OWN_RIDE; with a reward 401, 404 REWARD_NOT_FOUND, 409 REWARD_ALREADY_USED / REWARD_EXPIRED, 422
 *   REWARD_NOT_APPLICABLE
 */
export async function quoteRide(
  rideId: string,
  seats: number,
  caller: string | null,
  rewardRedemptionId: string | undefined,
  now: Date = new Date(),
): Promise<RideQuote> {
  if (!isUuid(rideId)) throw rideBookingErrors.rideNotFound();
  const [ride]: [
    {
      driverId: string;
      status: string;
      departureAt: Date;
      priceCents: number;
      seatsAvailable: number;
      driverStatus: string;
      distanceKm: number | null;
    }?,
  ] = await sql`
    select r.driver_id, r.status, r.departure_at, r.price_cents, r.seats_available, d.status as driver_status,
      case when fp.lat is not null and tp.lat is not null then
        6371 * 2 * asin(sqrt(power(sin(radians(tp.lat - fp.lat) / 2), 2)
          + cos(radians(fp.lat)) * cos(radians(tp.lat)) * power(sin(radians(tp.lng - fp.lng) / 2), 2)))
      end::float8 as distance_km
    from rides r
    join users d on d.id = r.driver_id
    left join places fp on fp.id = r.from_place_id
    left join places tp on tp.id = r.to_place_id
    where r.id = ${rideId}
  `;
  // A suspended driver's ride is hidden as the booking refuses it (ADR 0014).
  if (!ride || isSuspended(ride.driverStatus)) throw rideBookingErrors.rideNotFound();
  if (caller && ride.driverId === caller) throw rideBookingErrors.ownRide();
  if (ride.status !== 'active' || ride.departureAt <= now) throw rideBookingErrors.rideUnavailable();
  if (ride.seatsAvailable < seats) throw rideBookingErrors.seatsUnavailable();
  const grossCents = ride.priceCents * seats;
  const feeBps = await getFeeBps(sql);
  let rewardDiscountCents = 0;
  let rewardTitle: string | null = null;
  if (rewardRedemptionId) {
    if (!caller) throw errors.unauthenticated();
    const preview = await previewReward(sql, caller, rewardRedemptionId, {
      type: 'ride',
      subtotalCents: grossCents,
      platformFeeBps: feeBps,
      seats,
      ticketQuantity: null,
      ticketPriceCents: null,
      distanceKm: ride.distanceKm,
    }, now);
    rewardDiscountCents = preview.discountCents;
    rewardTitle = preview.title;
  }
  const amounts = computeAmounts(grossCents - rewardDiscountCents, feeBps);
  return {
    rideId,
    seats,
    priceCents: ride.priceCents,
    grossCents,
    rewardDiscountCents,
    rewardTitle,
    subtotalCents: amounts.subtotalCents,
    platformFeeBps: amounts.platformFeeBps,
    platformFeeCents: amounts.platformFeeCents,
    totalCents: amounts.totalCents,
  };
}
