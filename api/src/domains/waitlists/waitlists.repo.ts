/**
 * @module SQL of the waitlists (migration 0260, ADR 0054): the entries, their place in line, and a listing's line.
 * The line itself is kept by the database (waitlist_fill at every give-back, waitlist_lend in the booking
 * transaction); this file reads it and writes the joins.
 */
import type { Db } from '../../lib/db.ts';
import type { CursorKey } from '../../lib/paging.ts';
import type { WaitlistEntry } from './waitlists.schemas.ts';

export interface EntryRow {
  id: string;
  seq: string;
  userId: string;
  kind: WaitlistEntry['kind'];
  status: WaitlistEntry['status'] | 'lent';
  rideId: string | null;
  eventId: string | null;
  ticketTypeId: string | null;
  roomTypeId: string | null;
  establishmentId: string | null;
  checkIn: string | null;
  checkOut: string | null;
  quantity: number;
  guests: number | null;
  offerToken: string | null;
  bookingId: string | null;
  offerExpiresAt: Date | null;
  createdAt: Date;
  title: string;
  position: number | null;
}

/** The select of an EntryRow as `w`, with its listing in words and its place in line (waiting entries ahead + 1). */
const entrySelect = (sql: Db) =>
  sql`
    select w.id, w.seq::text as seq, w.user_id, w.kind, w.status, w.ride_id, w.event_id, w.ticket_type_id,
      w.room_type_id, rt.establishment_id, to_char(w.check_in, 'YYYY-MM-DD') as check_in,
      to_char(w.check_out, 'YYYY-MM-DD') as check_out, w.quantity, w.guests, w.offer_token::text as offer_token,
      w.booking_id, w.offer_expires_at, w.created_at,
      case w.kind
        when 'ride' then r.from_address || ' → ' || r.to_address || ', ' || to_char(r.departure_date, 'DD/MM/YYYY')
          || ' ' || to_char(r.departure_time, 'HH24:MI')
        when 'event' then e.title || coalesce(' (' || tt.name || ')', '') || ', ' || to_char(e.start_date, 'DD/MM/YYYY')
        else est.name || ' (' || rt.name || '), ' || to_char(w.check_in, 'DD/MM/YYYY') || ' a '
          || to_char(w.check_out, 'DD/MM/YYYY')
      end as title,
      case when w.status = 'waiting' then (
        select count(*)::int + 1 from waitlist_entries o
        where o.status = 'waiting' and o.seq < w.seq and o.kind = w.kind and (
          (w.kind = 'ride' and o.ride_id = w.ride_id)
          or (w.kind = 'event' and o.event_id = w.event_id and o.ticket_type_id is not distinct from w.ticket_type_id)
          or (w.kind = 'stay' and o.room_type_id = w.room_type_id
            and daterange(o.check_in, o.check_out) && daterange(w.check_in, w.check_out))
        )
      ) end as position
    from waitlist_entries w
    left join rides r on r.id = w.ride_id
    left join events e on e.id = w.event_id
    left join event_ticket_types tt on tt.id = w.ticket_type_id
    left join room_types rt on rt.id = w.room_type_id
    left join establishments est on est.id = rt.establishment_id
  `;

/** One entry by id. */
export async function findEntry(sql: Db, id: string): Promise<EntryRow | undefined> {
  const [row]: [EntryRow?] = await sql`${entrySelect(sql)} where w.id = ${id}`;
  return row;
}

/**
 * A page of a user's entries, newest first (keyset on created_at, id), optionally of one listing and only the active
 * ones (waiting, held, offered).
 */
export function listUserEntries(
  sql: Db,
  userId: string,
  q: {
    limit: number;
    after: CursorKey | null;
    rideId?: string;
    eventId?: string;
    roomTypeId?: string;
    active: boolean;
  },
) {
  return sql<EntryRow[]>`
    ${entrySelect(sql)}
    where w.user_id = ${userId} and w.status <> 'lent'
      ${q.active ? sql`and w.status in ('waiting', 'held', 'offered')` : sql``}
      ${q.rideId ? sql`and w.ride_id = ${q.rideId}` : sql``}
      ${q.eventId ? sql`and w.event_id = ${q.eventId}` : sql``}
      ${q.roomTypeId ? sql`and w.room_type_id = ${q.roomTypeId}` : sql``}
      ${q.after ? sql`and (w.created_at, w.id) < (${q.after.at}, ${q.after.id}::uuid)` : sql``}
    order by w.created_at desc, w.id desc
    limit ${q.limit + 1}
  `;
}

export interface NewEntry {
  userId: string;
  kind: WaitlistEntry['kind'];
  rideId?: string | null;
  eventId?: string | null;
  ticketTypeId?: string | null;
  roomTypeId?: string | null;
  checkIn?: string | null;
  checkOut?: string | null;
  quantity: number;
  guests?: number | null;
}

/**
 * Inserts an entry at the end of its line (a unique violation of waitlist_entries_once_idx when the user is already
 * in it), then fills the line: when something happens to be free, the first in line gets it at once.
 * @returns the new entry's id
 */
export async function insertEntry(sql: Db, e: NewEntry): Promise<string> {
  const [row] = await sql<{ id: string }[]>`
    insert into waitlist_entries (
      user_id, kind, ride_id, event_id, ticket_type_id, room_type_id, check_in, check_out, quantity, guests
    ) values (
      ${e.userId}, ${e.kind}, ${e.rideId ?? null}, ${e.eventId ?? null}, ${e.ticketTypeId ?? null},
      ${e.roomTypeId ?? null}, ${e.checkIn ?? null}, ${e.checkOut ?? null}, ${e.quantity}, ${e.guests ?? null}
    )
    returning id
  `;
  await sql`select waitlist_fill(${e.kind}, ${e.rideId ?? e.eventId ?? e.roomTypeId ?? null}::uuid)`;
  return row!.id;
}

/**
 * Ends a waiting or held entry with `status` ('left', 'lapsed'); what it held goes back and the next in line gets it
 * (migration 0260 `waitlist_release`).
 * @returns whether it was waiting or held
 */
export async function releaseEntry(sql: Db, id: string, status: 'left' | 'lapsed', reason: string | null) {
  const [row] = await sql<{ done: boolean }[]>`select waitlist_release(${id}, ${status}, ${reason}) as done`;
  return row?.done ?? false;
}

/** A listing's line: people waiting, the units they wait for, and the offers held right now. */
export async function lineLength(
  sql: Db,
  where: { rideId?: string; eventId?: string; ticketTypeId?: string; roomTypeId?: string },
) {
  const listing = where.rideId
    ? sql`ride_id = ${where.rideId}`
    : where.ticketTypeId
    ? sql`ticket_type_id = ${where.ticketTypeId}`
    : where.eventId
    ? sql`event_id = ${where.eventId}`
    : sql`room_type_id = ${where.roomTypeId ?? null}`;
  const [row] = await sql<{ waiting: number; units: number; offered: number }[]>`
    select count(*) filter (where status = 'waiting')::int as waiting,
      coalesce(sum(quantity) filter (where status = 'waiting'), 0)::int as units,
      count(*) filter (where status in ('held', 'offered'))::int as offered
    from waitlist_entries where ${listing} and status in ('waiting', 'held', 'offered')
  `;
  return row!;
}

/**
 * Who owns a listing (the driver, organiser or manager), or undefined when there is no such listing.
 */
export async function ownerOf(
  sql: Db,
  where: { rideId?: string; eventId?: string; ticketTypeId?: string; roomTypeId?: string },
): Promise<string | undefined> {
  const [row]: [{ owner: string }?] = where.rideId
    ? await sql`select driver_id as owner from rides where id = ${where.rideId}`
    : where.ticketTypeId
    ? await sql`
      select e.organiser_id as owner from event_ticket_types t join events e on e.id = t.event_id
      where t.id = ${where.ticketTypeId}
    `
    : where.eventId
    ? await sql`select organiser_id as owner from events where id = ${where.eventId}`
    : await sql`
      select est.manager_id as owner from room_types rt join establishments est on est.id = rt.establishment_id
      where rt.id = ${where.roomTypeId ?? null}
    `;
  return row?.owner;
}

/** Held entries awaiting their offer, first in line first. */
export function heldEntries(sql: Db, limit: number) {
  return sql<EntryRow[]>`${entrySelect(sql)} where w.status = 'held' order by w.seq limit ${limit}`;
}

/** What the offer job needs of a user to book for them (the booking reads the caller's id; the rest as the token). */
export async function userOf(sql: Db, id: string) {
  const [row]: [{ id: string; email: string | null; roles: string[]; status: string; verificationStatus: string }?] =
    await sql`select id, email, roles, status, verification_status from users where id = ${id}`;
  return row;
}

/**
 * Closes the waiting entries whose listing ended at `now`: a ride departed or cancelled, an event started or
 * cancelled, a stay whose first night passed (check-in before today, Africa/Maputo).
 * @returns how many were closed
 */
export async function closeEnded(sql: Db, now: Date, today: string): Promise<number> {
  const rows = await sql`
    update waitlist_entries w set status = 'closed', ended_at = ${now}, end_reason = 'listing_ended'
    where w.status = 'waiting' and (
      (w.kind = 'ride' and exists (
        select 1 from rides r where r.id = w.ride_id and (r.status <> 'active' or r.departure_at <= ${now})))
      or (w.kind = 'event' and exists (
        select 1 from events e where e.id = w.event_id and (e.status <> 'upcoming' or e.starts_at <= ${now})))
      or (w.kind = 'stay' and w.check_in < ${today}::date)
    )
    returning w.id
  `;
  return rows.length;
}
