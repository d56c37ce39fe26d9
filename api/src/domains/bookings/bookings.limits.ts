/**
 * @module Limits every new booking obeys, whatever it books (issue 9, ADR 0017): at most MAX_UNPAID_HOLDS unpaid
 * pending bookings per client at once, and a total the API can count exactly. Called inside the booking transaction
 * of rides (rides.booking.ts), stays (stays.booking.ts) and events (events.booking.ts).
 */
import type { Db } from '../../lib/db.ts';
import { env } from '../../lib/env.ts';
import { AppError } from '../../lib/errors.ts';

/** Hours a manager has to answer a paid stay request before it is declined and refunded (ADR 0017). */
export const PROVIDER_ANSWER_HOURS = 24;

/** When a new unpaid booking made at `now` stops holding its seats, nights or tickets: HOLD_MINUTES later. */
export function holdExpiry(now: Date): Date {
  return new Date(now.getTime() + env.HOLD_MINUTES * 60_000);
}

/** Unpaid pending bookings a client may hold at once (one client held 320 seats on 40 rides in 1.3 s, issue 9). */
export const MAX_UNPAID_HOLDS = 3;

/**
 * The largest total a booking may have, in centavos: 10,000,000,000 MT. bigint columns hold far more; this keeps
 * every sum the API makes of such totals exact in a JS number (Number.MAX_SAFE_INTEGER is about 9 × 10^15).
 */
export const MAX_TOTAL_CENTS = 1_000_000_000_000;

export const limitErrors = {
  tooManyUnpaid: () =>
    new AppError(
      409,
      'TOO_MANY_UNPAID_BOOKINGS',
      `Tem ${MAX_UNPAID_HOLDS} reservas por pagar. Pague ou cancele uma delas antes de fazer uma nova reserva.`,
      { maxUnpaidBookings: MAX_UNPAID_HOLDS },
    ),
  totalTooLarge: () =>
    new AppError(
      422,
      'TOTAL_TOO_LARGE',
      'O valor total desta reserva ultrapassa o máximo permitido de 10 000 000 000 MT. Reduza a quantidade.',
      { maxTotalCents: MAX_TOTAL_CENTS },
    ),
};

/**
 * Serialises the new bookings of one client for the rest of the transaction `tx` (a transaction-scoped advisory
 * lock on the user id), so that concurrent requests count each other's holds. Take it first in the transaction,
 * before any row lock, so it never joins a lock cycle.
 *
 * A booking whose Idempotency-Key names one of the client's held waitlist offers ('waitlist:' and the offer's secret
 * token, made by the offer job of waitlists.offers.ts) gets the inventory held for them lent back in the same
 * statement, after the lock (migration 0260 `waitlist_lend`, ADR 0054): the product then takes it as it takes any
 * free seat, ticket or night. Any other key, or none, is the lock alone.
 * @param idempotencyKey the booking's Idempotency-Key (null or undefined: none)
 */
export async function lockClientBookings(tx: Db, userId: string, idempotencyKey?: string | null): Promise<void> {
  const lock = tx`select pg_advisory_xact_lock(hashtextextended(${'bookings:' + userId}, 0))`;
  if (!idempotencyKey?.startsWith('waitlist:')) return void (await lock);
  // One statement (the rides booking pipelines its next reads behind it); `offset 0` keeps the lock first.
  await tx`select waitlist_lend(${userId}, ${idempotencyKey}) from (${lock} offset 0) as locked`;
}

/**
 * Refuses (409 TOO_MANY_UNPAID_BOOKINGS) a new unpaid booking when the client already holds MAX_UNPAID_HOLDS pending
 * bookings without a succeeded payment (a stay paid and waiting for the manager's answer does not count; a bank
 * transfer not yet confirmed does). Call after `lockClientBookings` in the same transaction; holds already expired
 * at `now` do not count, even before the release job has cancelled them.
 */
export async function assertUnpaidHoldsBelowLimit(tx: Db, userId: string, now: Date): Promise<void> {
  const [row]: [{ n: number }?] = await tx`select ${unpaidHoldsSql(tx, userId, now)} as n`;
  assertBelowUnpaidLimit(row?.n ?? 0);
}

/**
 * The number of unpaid holds of `userId` at `now` (int), as a scalar subquery to place in a select list: what
 * `assertUnpaidHoldsBelowLimit` counts, for a booking that reads it in a statement it makes anyway (rides.booking.ts).
 */
export function unpaidHoldsSql(tx: Db, userId: string, now: Date) {
  // A trip's parts are one hold (ADR 0055); inside the trip's own transaction (`mozt.trip_id` set) its parts already
  // held do not count, so each part sees the client's holds from before the trip.
  return tx`(
    select count(distinct coalesce(b.trip_id, b.id))::int from bookings b
    where b.user_id = ${userId} and b.status = 'pending' and (b.hold_expires_at is null or b.hold_expires_at > ${now})
      and (b.trip_id is null or b.trip_id::text <> coalesce(current_setting('mozt.trip_id', true), ''))
      and not exists (select 1 from booking_payments p where p.booking_id = b.id and p.status = 'succeeded')
  )`;
}

/** Refuses (409 TOO_MANY_UNPAID_BOOKINGS) a new booking of a client holding `unpaidHolds` (`unpaidHoldsSql`). */
export function assertBelowUnpaidLimit(unpaidHolds: number): void {
  if (unpaidHolds >= MAX_UNPAID_HOLDS) throw limitErrors.tooManyUnpaid();
}

/** Refuses (422 TOTAL_TOO_LARGE) a total above MAX_TOTAL_CENTS. */
export function assertTotalCountable(totalCents: number): void {
  if (!Number.isSafeInteger(totalCents) || totalCents > MAX_TOTAL_CENTS) throw limitErrors.totalTooLarge();
}
