/** @module SQL of the chat domain: `chat_rooms` and `chat_messages` (migration 0007), read with their booking. */
import { keyset, type PageRequest } from '../../lib/paging.ts';
import type { Db } from '../../lib/db.ts';
import { displayNameSql } from '../../lib/names.ts';

/** When a booking's chat stops being active although the booking is still open (ADR 0007). */
const endsAtSql = (sql: Db) =>
  sql`case
    when b.type = 'ride' then r.departure_at + interval '12 hours'
    else ((b.check_out + 1)::timestamp at time zone 'Africa/Maputo')
  end`;

/**
 * Creates the missing rooms of the bookings of `userId` (as client or provider) whose chat is active at `now`:
 * rides and stays, pending (hold not expired) or confirmed, not over.
 */
export async function createMissingRooms(sql: Db, userId: string, now: Date): Promise<void> {
  await sql`
    insert into chat_rooms (booking_id, client_id, provider_id)
    select b.id, b.user_id, b.provider_id
    from bookings b
    left join rides r on r.id = b.ride_id
    where (b.user_id = ${userId} or b.provider_id = ${userId})
      and b.type in ('ride', 'stay')
      and b.user_id <> b.provider_id
      and (b.status = 'confirmed' or (b.status = 'pending' and (b.hold_expires_at is null or b.hold_expires_at > ${now})))
      and ${endsAtSql(sql)} > ${now}
      and not exists (select 1 from chat_rooms c where c.booking_id = b.id)
    on conflict (booking_id) do nothing
  `;
}

export interface RoomRow {
  id: string;
  type: 'booking' | 'partnership';
  bookingId: string | null;
  clientId: string;
  providerId: string;
  createdAt: Date;
  bookingType: 'ride' | 'stay' | null;
  bookingStatus: 'pending' | 'confirmed' | 'completed' | 'cancelled' | null;
  partnershipPostId: string | null;
  partnershipTitle: string | null;
  /** The post is active and its establishment's manager not suspended (ADR 0033). */
  partnershipActive: boolean | null;
  holdExpiresAt: Date | null;
  endsAt: Date | null;
  rideFrom: string | null;
  rideTo: string | null;
  rideDate: string | null;
  rideTime: string | null;
  establishmentName: string | null;
  establishmentImage: string | null;
  roomTypeName: string | null;
  checkIn: string | null;
  checkOut: string | null;
  providerUserName: string;
  providerAvatar: string | null;
  providerPhone: string | null;
  clientName: string;
  lastMessage: string | null;
  lastMessageType: 'text' | 'location' | null;
  lastMessageTime: Date | null;
  unreadCount: number;
}

/**
 * The rooms of `userId` (one room when `roomId` is given), most recent activity first: booking rooms with their
 * booking, partnership rooms (ADR 0033) with their post and its establishment.
 */
export function findRooms(sql: Db, userId: string, roomId?: string, page: PageRequest = { limit: 99 }) {
  const k = keyset(sql, page, 'coalesce(last.created_at, c.created_at)', 'c.id');
  return sql<(RoomRow & { cursorAt: string })[]>`
    select ${k.cursorAt} as cursor_at, c.id, c.type, c.booking_id, c.client_id, c.provider_id, c.created_at,
      b.type as booking_type, b.status as booking_status, b.hold_expires_at,
      case when b.id is null then null else ${endsAtSql(sql)} end as ends_at,
      pp.id as partnership_post_id, pp.title as partnership_title,
      case when pp.id is null then null else pp.is_active and not pe.provider_suspended end as partnership_active,
      r.from_address as ride_from, r.to_address as ride_to,
      to_char(r.departure_date, 'DD/MM/YYYY') as ride_date, to_char(r.departure_time, 'HH24:MI') as ride_time,
      coalesce(e.name, pe.name) as establishment_name, coalesce(e.images[1], pe.images[1]) as establishment_image,
      rt.name as room_type_name,
      to_char(b.check_in, 'DD/MM/YYYY') as check_in, to_char(b.check_out, 'DD/MM/YYYY') as check_out,
      ${displayNameSql(sql, 'p')} as provider_user_name, p.profile_image_url as provider_avatar,
      p.phone as provider_phone, ${displayNameSql(sql, 'cl')} as client_name,
      last.body as last_message, last.type as last_message_type, last.created_at as last_message_time,
      (select count(*) from chat_messages m
        where m.room_id = c.id and m.sender_id <> ${userId}
          and m.seq > case when c.client_id = ${userId} then c.client_last_read_seq else c.provider_last_read_seq end
      )::int as unread_count
    from chat_rooms c
    left join bookings b on b.id = c.booking_id
    left join partnership_interests pi on pi.id = c.partnership_interest_id
    left join partnership_posts pp on pp.id = pi.post_id
    left join establishments pe on pe.id = pp.establishment_id
    join users p on p.id = c.provider_id
    join users cl on cl.id = c.client_id
    left join rides r on r.id = b.ride_id
    left join establishments e on e.id = b.establishment_id
    left join room_types rt on rt.id = b.room_type_id
    left join lateral (
      select body, type, created_at from chat_messages m where m.room_id = c.id order by seq desc limit 1
    ) last on true
    where (c.client_id = ${userId} or c.provider_id = ${userId})
      ${roomId ? sql`and c.id = ${roomId}` : sql``}
      ${k.after}
    order by ${k.order}
    limit ${k.limit}
  `;
}

export interface MessageRow {
  seq: string;
  id: string;
  roomId: string;
  senderId: string;
  body: string;
  type: 'text' | 'location';
  lat: number | null;
  lng: number | null;
  createdAt: Date;
}

const messageColumns = (sql: Db) => sql`seq, id, room_id, sender_id, body, type, lat, lng, created_at`;

/** The seq of a message of the room, or undefined when the room has no such message. */
export async function messageSeq(sql: Db, roomId: string, messageId: string): Promise<string | undefined> {
  const [row]: [{ seq: string }?] = await sql`
    select seq from chat_messages where room_id = ${roomId} and id = ${messageId}
  `;
  return row?.seq;
}

/**
 * A page of the room's messages, oldest first: the newest `limit` (or those before seq `before`), or, with `after`,
 * the first `limit` newer than seq `after`. One row more than `limit` is read to tell whether older ones exist.
 */
export async function findMessages(
  sql: Db,
  roomId: string,
  page: { limit: number; beforeSeq?: string; afterSeq?: string },
): Promise<{ rows: MessageRow[]; hasOlder: boolean }> {
  if (page.afterSeq !== undefined) {
    const rows = await sql<MessageRow[]>`
      select ${messageColumns(sql)} from chat_messages
      where room_id = ${roomId} and seq > ${page.afterSeq}
      order by seq limit ${page.limit}
    `;
    return { rows: [...rows], hasOlder: true };
  }
  const rows = await sql<MessageRow[]>`
    select ${messageColumns(sql)} from chat_messages
    where room_id = ${roomId} ${page.beforeSeq !== undefined ? sql`and seq < ${page.beforeSeq}` : sql``}
    order by seq desc limit ${page.limit + 1}
  `;
  return { rows: rows.slice(0, page.limit).reverse(), hasOlder: rows.length > page.limit };
}

/** Inserts a message and moves the sender's read marker past it. */
export async function insertMessage(
  sql: Db,
  m: {
    roomId: string;
    senderId: string;
    side: 'client' | 'provider';
    body: string;
    type: 'text' | 'location';
    lat: number | null;
    lng: number | null;
    now: Date;
  },
): Promise<MessageRow> {
  const [row] = await sql<MessageRow[]>`
    insert into chat_messages (room_id, sender_id, body, type, lat, lng, created_at)
    values (${m.roomId}, ${m.senderId}, ${m.body}, ${m.type}, ${m.lat}, ${m.lng}, ${m.now})
    returning ${messageColumns(sql)}
  `;
  await markRead(sql, m.roomId, m.side, row!.seq);
  return row!;
}

/** Moves a participant's read marker to `seq` (default: the room's newest message); never backwards. */
export async function markRead(sql: Db, roomId: string, side: 'client' | 'provider', seq?: string) {
  const upTo = seq !== undefined
    ? sql`${seq}::bigint`
    : sql`(select coalesce(max(seq), 0) from chat_messages where room_id = ${roomId})`;
  if (side === 'client') {
    await sql`update chat_rooms set client_last_read_seq = greatest(client_last_read_seq, ${upTo}) where id = ${roomId}`;
  } else {
    await sql`
      update chat_rooms set provider_last_read_seq = greatest(provider_last_read_seq, ${upTo}) where id = ${roomId}
    `;
  }
}
