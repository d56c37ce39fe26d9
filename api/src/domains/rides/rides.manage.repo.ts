/**
 * @module SQL of the driver's tools (migration 0095, ADR 0031): passengers of a ride, the changes 'Gerir' writes and
 * the notices it sends, ride series (recurring rides) and the driver's vehicle.
 */
import type { Db } from '../../lib/db.ts';
import { displayNameSql } from '../../lib/names.ts';

export interface PassengerRow {
  bookingId: string;
  name: string;
  seats: number;
  status: 'pending' | 'confirmed' | 'completed';
  paid: boolean;
  pickupNote: string | null;
  phone: string | null;
  subtotalCents: number;
  bookedAt: Date;
}

/** The bookings of a ride not cancelled, oldest first, with the passenger and whether the booking is paid. */
export function ridePassengers(sql: Db, rideId: string) {
  return sql<PassengerRow[]>`
    select b.id as booking_id, ${displayNameSql(sql, 'u')} as name, b.seats, b.status,
      exists (select 1 from booking_payments p where p.booking_id = b.id and p.status = 'succeeded') as paid,
      b.special_requests as pickup_note, u.phone, b.subtotal_cents, b.created_at as booked_at
    from bookings b join users u on u.id = b.user_id
    where b.ride_id = ${rideId} and b.type = 'ride' and b.status <> 'cancelled'
    order by b.created_at, b.id
  `;
}

export interface LockedRide {
  id: string;
  driverId: string;
  status: string;
  departureAt: Date;
  departureDate: string;
  departureTime: string;
  priceCents: number;
  description: string | null;
  pickupPoint: string | null;
  dropoffPoint: string | null;
  fromAddress: string;
  toAddress: string;
}

/** One ride, locked until the transaction ends (bookings taking seats wait for it). */
export async function lockRide(sql: Db, rideId: string) {
  const [row]: [LockedRide?] = await sql`
    select id, driver_id, status, departure_at, to_char(departure_date, 'YYYY-MM-DD') as departure_date,
      to_char(departure_time, 'HH24:MI') as departure_time, price_cents, description, pickup_point, dropoff_point,
      from_address, to_address
    from rides where id = ${rideId} for update
  `;
  return row;
}

/** Writes the changed fields of a ride. */
export async function updateRide(
  sql: Db,
  rideId: string,
  r: Pick<
    LockedRide,
    'departureDate' | 'departureTime' | 'priceCents' | 'description' | 'pickupPoint' | 'dropoffPoint'
  >,
) {
  await sql`
    update rides set departure_date = ${r.departureDate}, departure_time = ${r.departureTime},
      price_cents = ${r.priceCents}, description = ${r.description}, pickup_point = ${r.pickupPoint},
      dropoff_point = ${r.dropoffPoint}
    where id = ${rideId}
  `;
}

/**
 * Tells every booked passenger (pending or confirmed booking) of a ride that it changed: one 'ride_changed'
 * notification per booking, in the caller's transaction.
 * @returns how many were written
 */
export async function notifyRidePassengers(sql: Db, rideId: string, body: string) {
  const rows = await sql`
    insert into notifications (user_id, kind, title, body, link, booking_id)
    select b.user_id, 'ride_changed', 'Viagem alterada', left(${body}, 500), '/reservas', b.id
    from bookings b where b.ride_id = ${rideId} and b.status in ('pending', 'confirmed')
    returning id
  `;
  return rows.length;
}

/** Inserts a ride series and returns its id. */
export async function insertSeries(
  sql: Db,
  s: { driverId: string; idempotencyKey: string | null; weekdays: number[]; weeks: number },
) {
  const [row] = await sql<{ id: string }[]>`
    insert into ride_series (driver_id, idempotency_key, weekdays, weeks)
    values (${s.driverId}, ${s.idempotencyKey}, ${`{${s.weekdays.join(',')}}`}::int[], ${s.weeks})
    returning id
  `;
  return row!.id;
}

/** Puts rides in a series. */
export async function setSeries(sql: Db, seriesId: string, rideIds: readonly string[]) {
  await sql`update rides set series_id = ${seriesId} where id = any(${`{${rideIds.join(',')}}`}::uuid[])`;
}

/** The series a driver created with an Idempotency-Key, with its rides soonest first. */
export async function findSeriesByKey(sql: Db, driverId: string, key: string) {
  const [row]: [{ id: string; weekdays: number[]; weeks: number }?] = await sql`
    select id, weekdays, weeks from ride_series where driver_id = ${driverId} and idempotency_key = ${key}
  `;
  if (!row) return undefined;
  const rides = await sql<{ id: string }[]>`
    select id from rides where series_id = ${row.id} order by departure_at, id
  `;
  return { ...row, rideIds: rides.map((r) => r.id) };
}

export interface VehicleRow {
  driverId: string;
  make: string;
  model: string;
  colour: string;
  plate: string;
  updatedAt: Date;
}

/** A driver's vehicle. */
export async function findVehicle(sql: Db, driverId: string) {
  const [row]: [VehicleRow?] = await sql`
    select driver_id, make, model, colour, plate, updated_at from vehicles where driver_id = ${driverId}
  `;
  return row;
}

/** Saves a driver's vehicle (one per driver). */
export async function upsertVehicle(
  sql: Db,
  v: { driverId: string; make: string; model: string; colour: string; plate: string },
) {
  await sql`
    insert into vehicles (driver_id, make, model, colour, plate)
    values (${v.driverId}, ${v.make}, ${v.model}, ${v.colour}, ${v.plate})
    on conflict (driver_id) do update set make = excluded.make, model = excluded.model, colour = excluded.colour,
      plate = excluded.plate, updated_at = now()
  `;
}

/** Whether `userId` holds a booking of the ride that is not cancelled (the plate is shown to them). */
export async function hasRideBooking(sql: Db, rideId: string, userId: string): Promise<boolean> {
  const [row]: [{ yes: boolean }?] = await sql`
    select exists (
      select 1 from bookings where ride_id = ${rideId} and user_id = ${userId} and status <> 'cancelled'
    ) as yes
  `;
  return row?.yes ?? false;
}
