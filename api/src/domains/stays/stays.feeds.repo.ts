/**
 * @module SQL of calendar sync (migration 0246; issue 29, ADR 0053): a room type's export token, the other channels'
 * feeds it imports, the nights each feed holds, and the `feed_blocked` flag of `room_nights` those nights set.
 *
 * Lock order: nights in ascending date order, as bookings take them (stays.calendar.repo.ts), so a sync and a booking
 * never deadlock; a booking that took a night first is kept, and the night shows as a conflict.
 */
import type { Db } from '../../lib/db.ts';

export interface ImportRow {
  id: string;
  roomTypeId: string;
  label: string;
  url: string;
  createdAt: Date;
  lastSyncedAt: Date | null;
  lastError: string | null;
  nights: number;
}

/** The export token of a room type. */
export async function exportToken(sql: Db, roomTypeId: string): Promise<string> {
  const [row] = await sql<[{ icalToken: string }]>`select ical_token from room_types where id = ${roomTypeId}`;
  return row.icalToken;
}

/** The room type of an export token, or undefined. */
export async function roomTypeOfToken(sql: Db, token: string) {
  const [row]: [{ id: string; name: string; establishmentName: string }?] = await sql`
    select rt.id, rt.name, e.name as establishment_name
    from room_types rt join establishments e on e.id = rt.establishment_id
    where rt.ical_token = ${token}
  `;
  return row;
}

/**
 * What the export lists from `from` on: the stays booked here (pending, confirmed or completed; each its own event,
 * check-in to check-out) and the nights the manager blocked (one event per night). Nights blocked only by an imported
 * feed are left out, so two channels importing each other do not echo a booking back and forth. At most 2000 rows.
 */
export async function exportRows(sql: Db, roomTypeId: string, from: string) {
  const stays = await sql<{ id: string; checkIn: string; checkOut: string }[]>`
    select id, to_char(check_in, 'YYYY-MM-DD') as check_in, to_char(check_out, 'YYYY-MM-DD') as check_out
    from bookings
    where room_type_id = ${roomTypeId} and type = 'stay' and status in ('pending', 'confirmed', 'completed')
      and check_out > ${from}::date
    order by check_in, id
    limit 1000
  `;
  const blocked = await sql<{ night: string }[]>`
    select to_char(night, 'YYYY-MM-DD') as night from room_nights
    where room_type_id = ${roomTypeId} and manager_blocked and night >= ${from}::date
    order by night
    limit 1000
  `;
  return { stays, blocked: blocked.map((b) => b.night) };
}

/** The feeds a room type imports, oldest first (at most 10), with the nights each holds. */
export function listImports(sql: Db, roomTypeId: string) {
  return sql<ImportRow[]>`
    select i.id, i.room_type_id, i.label, i.url, i.created_at, i.last_synced_at, i.last_error,
      (select count(*)::int from room_calendar_import_nights n where n.import_id = i.id) as nights
    from room_calendar_imports i
    where i.room_type_id = ${roomTypeId}
    order by i.created_at, i.id
    limit 10
  `;
}

/** One feed of a room type, or undefined. */
export async function importOf(sql: Db, roomTypeId: string, importId: string) {
  const [row]: [ImportRow?] = await sql`
    select i.id, i.room_type_id, i.label, i.url, i.created_at, i.last_synced_at, i.last_error,
      (select count(*)::int from room_calendar_import_nights n where n.import_id = i.id) as nights
    from room_calendar_imports i
    where i.id = ${importId} and i.room_type_id = ${roomTypeId}
  `;
  return row;
}

/** Adds a feed (the same URL twice: the existing one). */
export async function addImport(sql: Db, roomTypeId: string, label: string, url: string): Promise<string> {
  const [row] = await sql<[{ id: string }]>`
    insert into room_calendar_imports (room_type_id, label, url) values (${roomTypeId}, ${label}, ${url})
    on conflict on constraint room_calendar_imports_once do update set label = excluded.label
    returning id
  `;
  return row.id;
}

/** How many feeds a room type imports. */
export async function importCount(sql: Db, roomTypeId: string): Promise<number> {
  const [row] = await sql<[{ count: number }]>`
    select count(*)::int as count from room_calendar_imports where room_type_id = ${roomTypeId}
  `;
  return row.count;
}

/**
 * Sets the room type's `feed_blocked` flags from every feed's nights: on for each night some feed holds, off for
 * the others. Nights in ascending order (the bookings' lock order).
 */
async function refreshFeedBlocks(tx: Db, roomTypeId: string) {
  await tx`
    insert into room_nights (room_type_id, night, booked, feed_blocked)
    select ${roomTypeId}::uuid, night, 0, true
    from (select distinct night from room_calendar_import_nights where room_type_id = ${roomTypeId}) n
    order by night
    on conflict (room_type_id, night) do update set feed_blocked = true
      where not room_nights.feed_blocked
  `;
  await tx`
    update room_nights rn set feed_blocked = false
    where rn.room_type_id = ${roomTypeId} and rn.feed_blocked and not exists (
      select 1 from room_calendar_import_nights n where n.room_type_id = rn.room_type_id and n.night = rn.night
    )
  `;
}

/**
 * Replaces a feed's nights with `nights` (a successful sync) and refreshes the room type's blocks, in one transaction
 * (the caller's).
 */
export async function replaceNights(
  tx: Db,
  importId: string,
  roomTypeId: string,
  nights: { night: string; summary: string | null }[],
  now: Date,
) {
  await tx`delete from room_calendar_import_nights where import_id = ${importId}`;
  if (nights.length) {
    await tx`
      insert into room_calendar_import_nights ${
      tx(nights.map((n) => ({ importId, roomTypeId, night: n.night, summary: n.summary })))
    }
      on conflict do nothing
    `;
  }
  await tx`update room_calendar_imports set last_synced_at = ${now}, last_error = null where id = ${importId}`;
  await refreshFeedBlocks(tx, roomTypeId);
}

/** Records a failed sync (the nights of the last good one stay). */
export async function syncFailed(sql: Db, importId: string, error: string, now: Date) {
  await sql`
    update room_calendar_imports set last_synced_at = ${now}, last_error = ${error.slice(0, 500)} where id = ${importId}
  `;
}

/** Removes a feed, its nights and the blocks only it held, in one transaction (the caller's). */
export async function removeImport(tx: Db, roomTypeId: string, importId: string): Promise<boolean> {
  const rows = await tx`
    delete from room_calendar_imports where id = ${importId} and room_type_id = ${roomTypeId} returning id
  `;
  if (rows.length === 0) return false;
  await refreshFeedBlocks(tx, roomTypeId);
  return true;
}

/** The feeds due for a sync (never synced, or last synced before `before`), oldest first. */
export function dueImports(sql: Db, before: Date, limit: number) {
  return sql<{ id: string; roomTypeId: string; url: string }[]>`
    select id, room_type_id, url from room_calendar_imports
    where last_synced_at is null or last_synced_at < ${before}
    order by last_synced_at nulls first
    limit ${limit}
  `;
}

/**
 * Conflicts: nights from `from` on that a feed holds as taken elsewhere while stays booked here hold rooms too (a
 * room sold twice before the sync saw it). At most 100, by night.
 */
export function conflicts(sql: Db, roomTypeId: string, from: string) {
  return sql<{ night: string; label: string; bookedRooms: number }[]>`
    select to_char(n.night, 'YYYY-MM-DD') as night, i.label, rn.booked as booked_rooms
    from room_calendar_import_nights n
    join room_calendar_imports i on i.id = n.import_id
    join room_nights rn on rn.room_type_id = n.room_type_id and rn.night = n.night
    where n.room_type_id = ${roomTypeId} and n.night >= ${from}::date and rn.booked > 0
    order by n.night, i.label
    limit 100
  `;
}
