/**
 * @module The ride's part of a booking (ADR 0021, issue 31): its insert in the booking core's `bookings` table, its
 * columns read with the ledger's row (`ridePartSql` given to bookings.repo.ts `bookingSelect`), its part of the answer
 * (`ride`, on every booking: null but on a ride's) and what it narrows (`active`, `canCancel`: not once departed). The
 * core knows no ride: it is reached through the ride product (rides.product.ts).
 */
import type { PendingQuery, Row } from 'postgres';
import { type Db, sql as pool } from '../../lib/db.ts';
import { type BookingPartSql, type BookingRow, bookingSelect, toBooking } from '../bookings/bookings.repo.ts';
import type { LedgerBooking } from '../bookings/bookings.schemas.ts';
import type { BookingRide } from './rides.schemas.ts';

/** The ride's part of a booking answer. */
export interface RidePart {
  ride: BookingRide | null;
}

/** A ledger row with the ride's columns (`ridePartSql`). */
export interface RideBookingRow extends BookingRow {
  rideId: string | null;
  rideFromAddress: string | null;
  rideToAddress: string | null;
  rideDepartureDate: string | null;
  rideDepartureTime: string | null;
  rideDepartureAt: Date | null;
  rideVehicleType: string | null;
  ridePriceCents: number | null;
  rideStatus: 'active' | 'completed' | 'cancelled' | null;
}

/** The ride's columns and join, for the ledger's select of a booking `b` (`bookingSelect`). */
export function ridePartSql(sql: Db): BookingPartSql {
  return {
    columns: sql`
      b.ride_id, r.from_address as ride_from_address, r.to_address as ride_to_address,
      to_char(r.departure_date, 'YYYY-MM-DD') as ride_departure_date,
      to_char(r.departure_time, 'HH24:MI') as ride_departure_time, r.departure_at as ride_departure_at,
      r.vehicle_type as ride_vehicle_type, r.price_cents as ride_price_cents, r.status as ride_status,
    `,
    joins: sql`left join rides r on r.id = b.ride_id`,
  };
}

/** The ride of a row with the ride's columns, or null (not a ride's booking). */
function rideOf(row: RideBookingRow): BookingRide | null {
  if (!row.rideId) return null;
  return {
    id: row.rideId,
    fromAddress: row.rideFromAddress ?? '',
    toAddress: row.rideToAddress ?? '',
    departureDate: row.rideDepartureDate ?? '',
    departureTime: row.rideDepartureTime ?? '',
    departureAt: row.rideDepartureAt?.toISOString() ?? '',
    vehicleType: row.rideVehicleType ?? 'sedan',
    priceCents: row.ridePriceCents ?? 0,
    status: row.rideStatus ?? 'active',
  };
}

/** A booking with its ride: `active` and `canCancel` are false once the ride departed (ADR 0017). */
function withRide<B extends LedgerBooking>(b: B, ride: BookingRide | null, now: Date): B & RidePart {
  const departed = ride !== null && ride.departureAt !== '' && Date.parse(ride.departureAt) <= now.getTime();
  return { ...b, ride, active: b.active && !departed, canCancel: b.canCancel && !departed };
}

/** The answer of a ride booking's row read with its part (`ridePartSql`). */
export function toRideBooking(row: RideBookingRow, now: Date): LedgerBooking & RidePart {
  return withRide(toBooking(row), rideOf(row), now);
}

/** A ride booking (any owner) by id, with its part. */
export async function findRideBooking(sql: Db, id: string): Promise<RideBookingRow | undefined> {
  const [row]: [RideBookingRow?] = await sql`${bookingSelect(sql, sql`bookings`, ridePartSql(sql))} where b.id = ${id}`;
  return row;
}

/** The booking a user created with an idempotency key, with the ride's part. */
export async function findRideBookingByKey(sql: Db, userId: string, key: string): Promise<RideBookingRow | undefined> {
  const [row]: [RideBookingRow?] = await sql`
    ${bookingSelect(sql, sql`bookings`, ridePartSql(sql))} where b.user_id = ${userId} and b.idempotency_key = ${key}
  `;
  return row;
}

export interface NewRideBooking {
  userId: string;
  providerId: string;
  rideId: string;
  seats: number;
  subtotalCents: number;
  platformFeeBps: number;
  platformFeeCents: number;
  totalCents: number;
  providerAmountCents: number;
  holdExpiresAt: Date;
  idempotencyKey: string | null;
  specialRequests: string | null;
}

/**
 * The statement that inserts a pending ride booking together with the statement that takes its seats, and returns
 * it as `findRideBooking` would (issue 13, ADR 0037): `takingSeats` (rides.repo.ts `takeSeatsSql`, an UPDATE ...
 * RETURNING) runs first and the booking is inserted only when it returned a row, so there is never a booking without
 * its seats nor seats taken without their booking. Not sent until awaited (or given to lib/db.ts `commitWith`).
 * @returns the booking's row, or no row when `takingSeats` took nothing (not enough free seats)
 */
export function insertRideBooking(sql: Db, b: NewRideBooking, takingSeats: PendingQuery<Row[]>) {
  return sql<RideBookingRow[]>`
    with taken as (${takingSeats}),
    inserted as (
      insert into bookings (
        user_id, provider_id, type, status, ride_id, seats, subtotal_cents, platform_fee_bps, platform_fee_cents,
        total_cents, provider_amount_cents, hold_expires_at, idempotency_key, special_requests
      )
      select ${b.userId}, ${b.providerId}, 'ride', 'pending', ${b.rideId}, ${b.seats}, ${b.subtotalCents},
        ${b.platformFeeBps}, ${b.platformFeeCents}, ${b.totalCents}, ${b.providerAmountCents}, ${b.holdExpiresAt},
        ${b.idempotencyKey}, ${b.specialRequests}
      from taken
      returning *
    )
    ${bookingSelect(sql, sql`inserted`, ridePartSql(sql))}
  `;
}

/**
 * The ride product's `describe`: adds the ride to the ride bookings of a list (one statement for all of them) and
 * narrows their `active` and `canCancel` once departed. Other bookings, and a ride booking already described (its
 * `ride` present), pass unchanged (the desk gives the others `ride: null`, the product's `blankPart`).
 */
export async function attachRideDetails<B extends LedgerBooking & Partial<RidePart>>(
  bookings: B[],
  now: Date,
): Promise<B[]> {
  const ids = bookings.filter((b) => b.type === 'ride' && b.ride === undefined).map((b) => b.id);
  const part = ridePartSql(pool);
  const rows = ids.length === 0 ? [] : await pool<RideBookingRow[]>`
    select b.id, ${part.columns} true as described
    from bookings b ${part.joins}
    where b.id = any(${`{${ids.join(',')}}`}::uuid[])
  `;
  const byId = new Map(rows.map((r) => [r.id, rideOf(r)]));
  return bookings.map((b) => b.type !== 'ride' || b.ride !== undefined ? b : withRide(b, byId.get(b.id) ?? null, now));
}
