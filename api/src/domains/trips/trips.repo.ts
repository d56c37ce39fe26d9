/**
 * @module SQL of trips (migration 0280, ADR 0055): the trip record, its parts' roles, and the few facts the trip reads
 * to compose its parts (the stay's establishment and manager, for the event's accommodation partnership).
 */
import type { Db } from '../../lib/db.ts';
import type { TripPartRole } from './trips.schemas.ts';

export interface TripRow {
  id: string;
  userId: string;
  partnershipId: string | null;
  request: unknown;
  createdAt: Date;
}

export interface TripPartRow {
  bookingId: string;
  role: TripPartRole;
  /** The cancelled part it replaces (migration 0320), or null. */
  replaces: string | null;
}

/**
 * Inserts the trip and makes it the trip of every booking the transaction `tx` inserts from now on (`mozt.trip_id`,
 * the default of bookings.trip_id; transaction-local), so that each product's insert, unchanged, joins it.
 * @returns the trip's id
 */
export async function insertTrip(
  tx: Db,
  t: { userId: string; idempotencyKey: string | null; request: unknown },
): Promise<string> {
  const [row] = await tx<{ id: string }[]>`
    insert into trips (user_id, idempotency_key, request)
    values (${t.userId}, ${t.idempotencyKey}, ${tx.json(t.request as never)})
    returning id
  `;
  await tx`select set_config('mozt.trip_id', ${row!.id}, true)`;
  return row!.id;
}

/** Records a part's booking and role (and the cancelled part it replaces), and the partnership applied to the stay. */
export async function insertTripPart(
  tx: Db,
  tripId: string,
  bookingId: string,
  role: TripPartRole,
  replaces: string | null = null,
): Promise<void> {
  await tx`
    insert into trip_parts (trip_id, booking_id, role, replaces)
    values (${tripId}, ${bookingId}, ${role}, ${replaces})
  `;
}

/** Locks the trip's row (an alternative booked into it waits for another), returning its owner. */
export async function lockTrip(tx: Db, id: string): Promise<{ userId: string } | undefined> {
  const [row]: [{ userId: string }?] = await tx`select user_id from trips where id = ${id} for update`;
  return row;
}

/** A part of the trip with its booking's type, status and why it was cancelled, and whether it was replaced. */
export async function tripPartState(tx: Db, tripId: string, bookingId: string) {
  const [row]: [
    {
      role: TripPartRole;
      type: 'ride' | 'stay' | 'event';
      status: string;
      cancelReason: string | null;
      seats: number | null;
      checkIn: string | null;
      checkOut: string | null;
      guests: number | null;
      replacedBy: string | null;
    }?,
  ] = await tx`
    select tp.role, b.type, b.status, b.cancel_reason, b.seats, b.check_in::text, b.check_out::text, b.guests,
      (select r.booking_id from trip_parts r where r.replaces = tp.booking_id) as replaced_by
    from trip_parts tp join bookings b on b.id = tp.booking_id
    where tp.trip_id = ${tripId} and tp.booking_id = ${bookingId}
  `;
  return row;
}

/** The trip's tickets still open (for the partnership of a stay booked into it later), or undefined. */
export async function openEventPart(tx: Db, tripId: string) {
  const [row]: [{ eventId: string; quantity: number }?] = await tx`
    select b.event_id, b.ticket_quantity as quantity
    from trip_parts tp join bookings b on b.id = tp.booking_id
    where tp.trip_id = ${tripId} and tp.role = 'event' and b.status <> 'cancelled'
    limit 1
  `;
  return row;
}

/** Where a stay's alternatives are searched: the establishment's place, else its address. */
export async function establishmentTown(db: Db, establishmentId: string): Promise<string | undefined> {
  const [row]: [{ town: string }?] = await db`
    select coalesce(p.name, e.address) as town
    from establishments e left join places p on p.id = e.place_id
    where e.id = ${establishmentId}
  `;
  return row?.town;
}

export async function setTripPartnership(tx: Db, tripId: string, partnershipId: string): Promise<void> {
  await tx`update trips set partnership_id = ${partnershipId} where id = ${tripId}`;
}

export async function findTrip(db: Db, id: string): Promise<TripRow | undefined> {
  const [row]: [TripRow?] = await db`
    select id, user_id, partnership_id, request, created_at from trips where id = ${id}
  `;
  return row;
}

export async function findTripByKey(db: Db, userId: string, key: string): Promise<TripRow | undefined> {
  const [row]: [TripRow?] = await db`
    select id, user_id, partnership_id, request, created_at from trips
    where user_id = ${userId} and idempotency_key = ${key}
  `;
  return row;
}

export function tripParts(db: Db, tripId: string) {
  return db<TripPartRow[]>`select booking_id, role, replaces from trip_parts where trip_id = ${tripId}`;
}

/** The partnership applied to a trip's stay, as the trip answers it. */
export async function tripPartnership(db: Db, id: string) {
  const [row]: [{ id: string; partnerName: string; discountPercentage: number }?] = await db`
    select id, partner_name, discount_percentage from event_partnerships where id = ${id}
  `;
  return row ?? null;
}

/** Who a room type's partnership may name (event_partnerships.partner_id): its establishment, or its manager. */
export async function roomTypePartnerIds(db: Db, roomTypeId: string): Promise<string[]> {
  const [row]: [{ establishmentId: string; managerId: string }?] = await db`
    select rt.establishment_id, e.manager_id
    from room_types rt join establishments e on e.id = rt.establishment_id
    where rt.id = ${roomTypeId}
  `;
  return row ? [row.establishmentId, row.managerId] : [];
}

/** The receipts of the trip's parts (payments and refunds, ADR 0025), by number, with each part's role. */
export function tripReceipts(db: Db, tripId: string): Promise<{ id: string; role: TripPartRole }[]> {
  return db<{ id: string; role: TripPartRole }[]>`
    select r.id, tp.role from receipts r join trip_parts tp on tp.booking_id = r.booking_id
    where tp.trip_id = ${tripId}
    order by r.number
  `;
}

/** What a plan from a stay reads of its room type: the room, its establishment, times and town (404 when unlisted). */
export async function stayPlanRoom(db: Db, roomTypeId: string) {
  const [row]: [
    {
      roomTypeId: string;
      roomTypeName: string;
      establishmentId: string;
      name: string;
      managerId: string;
      checkInTime: string;
      checkOutTime: string;
      town: string;
    }?,
  ] = await db`
    select rt.id as room_type_id, rt.name as room_type_name, e.id as establishment_id, e.name, e.manager_id,
      to_char(e.check_in_time, 'HH24:MI') as check_in_time, to_char(e.check_out_time, 'HH24:MI') as check_out_time,
      coalesce(p.name, e.address) as town
    from room_types rt join establishments e on e.id = rt.establishment_id left join places p on p.id = e.place_id
    where rt.id = ${roomTypeId} and rt.is_active and e.is_active and not e.provider_suspended
  `;
  return row;
}
