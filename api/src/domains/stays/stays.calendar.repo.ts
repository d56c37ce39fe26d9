/**
 * @module SQL of the room calendar (migration 0095, ADR 0031): blocked nights and nightly rates on the per-night rows
 * of `room_nights` (ADR 0004), read back with the rooms booked, and the `stay_quote` function every price of a stay
 * comes from (search, stay page, booking).
 *
 * Lock order: nights in ascending date order, as `takeNights` takes them, so a calendar change and a booking never
 * deadlock.
 */
import type { Db } from '../../lib/db.ts';

export interface CalendarDayRow {
  date: string;
  totalRooms: number;
  bookedRooms: number;
  blocked: boolean;
  rateCents: number | null;
  priceCents: number;
}

/** The nights `from` to `to` (inclusive) of a room type with their rooms booked, block and rate. */
export function calendarDays(sql: Db, roomTypeId: string, from: string, to: string) {
  return sql<CalendarDayRow[]>`
    select to_char(d, 'YYYY-MM-DD') as date, rt.total_rooms, coalesce(rn.booked, 0) as booked_rooms,
      coalesce(rn.blocked, false) as blocked, rn.rate_cents,
      coalesce(rn.rate_cents, rt.price_per_night_cents) as price_cents
    from room_types rt
    cross join generate_series(${from}::date, ${to}::date, interval '1 day') d
    left join room_nights rn on rn.room_type_id = rt.id and rn.night = d::date
    where rt.id = ${roomTypeId}
    order by d
  `;
}

/**
 * Sets the block and/or the rate of the nights `from` to `to` (inclusive) whose day of the week is in `weekdays`
 * (0 Sunday to 6 Saturday), creating the rows of nights nobody booked yet. A field left undefined keeps each night's
 * value. One upsert in night order: a booking taking the same nights waits for it or it waits for the booking.
 * @returns the nights changed
 */
export async function setNights(
  sql: Db,
  roomTypeId: string,
  change: { from: string; to: string; weekdays: number[]; blocked?: boolean; rateCents?: number | null },
): Promise<number> {
  const setBlock = change.blocked !== undefined;
  const setRate = change.rateCents !== undefined;
  const rows = await sql`
    insert into room_nights (room_type_id, night, booked, manager_blocked, rate_cents)
    select ${roomTypeId}::uuid, d::date, 0, ${change.blocked ?? false}, ${change.rateCents ?? null}::int
    from generate_series(${change.from}::date, ${change.to}::date, interval '1 day') d
    where extract(dow from d)::int = any(${`{${change.weekdays.join(',')}}`}::int[])
    order by 2
    on conflict (room_type_id, night) do update set
      -- The manager's own block (migration 0246): a night an imported calendar blocks stays blocked either way.
      manager_blocked = case when ${setBlock} then excluded.manager_blocked else room_nights.manager_blocked end,
      rate_cents = case when ${setRate} then excluded.rate_cents else room_nights.rate_cents end
    returning night
  `;
  return rows.length;
}

export interface QuoteRow {
  totalCents: number;
  nights: number;
  freeRooms: number;
  minNights: number;
  blockedNights: number;
}

/** `stay_quote` (migration 0095): the stay's price, rooms free on every night, minimum stay. */
export async function stayQuote(sql: Db, roomTypeId: string, checkIn: string, checkOut: string) {
  const [row]: [QuoteRow?] = await sql`
    select total_cents::bigint, nights, free_rooms, min_nights, blocked_nights
    from stay_quote(${roomTypeId}::uuid, ${checkIn}::date, ${checkOut}::date)
  `;
  return row;
}

/** A room type that travellers may book: active, of an active establishment whose manager is not suspended. */
export async function bookableRoomType(sql: Db, roomTypeId: string) {
  const [row]: [{ id: string }?] = await sql`
    select rt.id from room_types rt join establishments e on e.id = rt.establishment_id
    where rt.id = ${roomTypeId} and rt.is_active and e.is_active and not e.provider_suspended
  `;
  return row;
}

/** A room type of an establishment (the manager's own check is done by the caller). */
export async function roomTypeOf(sql: Db, establishmentId: string, roomTypeId: string) {
  const [row]: [{ id: string; pricePerNightCents: number; totalRooms: number; minNights: number }?] = await sql`
    select id, price_per_night_cents, total_rooms, min_nights from room_types
    where id = ${roomTypeId} and establishment_id = ${establishmentId}
  `;
  return row;
}
