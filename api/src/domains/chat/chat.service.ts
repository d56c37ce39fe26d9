/**
 * @module Chat (spec 2.12, 2.15, 3, 4 'Chat status', 5, 7; DECISIONS.md 1; ADR 0007): one conversation per ride or
 * stay booking between its client and its provider (the driver, or the establishment's manager). Only the two
 * participants see it (404 for anyone else, so room ids leak nothing); messages are accepted while the booking's chat
 * is active. Read markers per participant give the unread counts.
 */
import { firstPage, type PageRequest, toKeysetPage } from '../../lib/paging.ts';
import { sql } from '../../lib/db.ts';
import { AppError, errors } from '../../lib/errors.ts';
import type { AuthUser } from '../../middlewares/auth/auth.ts';
import { isUuid } from '../../lib/ids.ts';
import {
  createMissingRooms,
  findMessages,
  findRooms,
  insertMessage,
  markRead,
  type MessageRow,
  messageSeq,
  type RoomRow,
} from './chat.repo.ts';
import {
  CHAT_MESSAGES,
  type ChatMessage,
  type ChatRoom,
  type ChatStatus,
  type ChatThread,
  type MessagesQuery,
  type SendMessageBody,
} from './chat.schemas.ts';

export const chatErrors = {
  roomNotFound: () => new AppError(404, 'NOT_FOUND', 'Conversa não encontrada.'),
  // Spec 2.12: 'Esta conversa foi concluída/expirada'.
  notActive: (status: ChatStatus) =>
    new AppError(
      409,
      'CHAT_NOT_ACTIVE',
      status === 'completed' ? 'Esta conversa foi concluída.' : 'Esta conversa foi expirada.',
      { status },
    ),
};

/**
 * The chat status of a booking at `now` (ADR 0007): expired when the booking was cancelled or its payment hold ran
 * out; completed when the booking is completed or over (a ride 12 h after departure, a stay at the end of its
 * check-out day); active otherwise.
 */
export function chatStatus(
  row:
    & Pick<RoomRow, 'bookingStatus' | 'holdExpiresAt' | 'endsAt'>
    & Partial<Pick<RoomRow, 'type' | 'partnershipActive'>>,
  now: Date,
): ChatStatus {
  // A partnership conversation (ADR 0033) is open while its post is active and its manager not suspended.
  if (row.type === 'partnership') return row.partnershipActive ? 'active' : 'completed';
  if (row.bookingStatus === 'cancelled') return 'expired';
  if (row.bookingStatus === 'pending' && row.holdExpiresAt && row.holdExpiresAt <= now) return 'expired';
  if (row.bookingStatus === 'completed') return 'completed';
  if (row.endsAt && row.endsAt <= now) return 'completed';
  return 'active';
}

function toRoom(row: RoomRow, userId: string, now: Date): ChatRoom {
  const status = chatStatus(row, now);
  const role = row.clientId === userId ? 'client' : 'provider';
  const isRide = row.bookingType === 'ride';
  return {
    id: row.id,
    type: row.type,
    bookingId: row.bookingId,
    bookingType: row.bookingType ?? 'partnership',
    bookingStatus: row.bookingStatus,
    partnershipPostId: row.partnershipPostId,
    bookingDetails: row.type === 'partnership'
      ? row.partnershipTitle ?? ''
      : isRide
      ? `${row.rideFrom} → ${row.rideTo} · ${row.rideDate} ${row.rideTime}`
      : `${row.roomTypeName} · ${row.checkIn} a ${row.checkOut}`,
    status,
    role,
    providerId: row.providerId,
    providerName: isRide ? row.providerUserName : row.establishmentName ?? row.providerUserName,
    providerType: isRide ? 'driver' : 'hotel',
    providerAvatar: isRide ? row.providerAvatar : row.establishmentImage,
    // Spec 2.12 'Ligar' for drivers: the passenger of an active, paid ride gets the driver's phone, nobody else; an
    // unpaid hold never reveals it (issue 9, ADR 0017).
    providerPhone: isRide && role === 'client' && status === 'active' && row.bookingStatus === 'confirmed'
      ? row.providerPhone
      : null,
    clientId: row.clientId,
    clientName: row.clientName,
    lastMessage: row.lastMessage,
    lastMessageType: row.lastMessageType,
    lastMessageTime: row.lastMessageTime?.toISOString() ?? null,
    unreadCount: row.unreadCount,
    createdAt: row.createdAt.toISOString(),
  };
}

function toMessage(row: MessageRow, room: ChatRoom): ChatMessage {
  const fromProvider = row.senderId === room.providerId && row.senderId !== room.clientId;
  return {
    id: row.id,
    roomId: row.roomId,
    senderId: row.senderId,
    senderName: fromProvider ? room.providerName : room.clientName,
    senderRole: fromProvider ? 'provider' : 'client',
    message: row.body,
    type: row.type,
    lat: row.lat,
    lng: row.lng,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The caller's room, or 404 (unknown id, or the caller is not one of its two participants). */
async function ownRoom(user: AuthUser, roomId: string, now: Date): Promise<ChatRoom> {
  if (!isUuid(roomId)) throw chatErrors.roomNotFound();
  const [row] = await findRooms(sql, user.uid, roomId);
  if (!row) throw chatErrors.roomNotFound();
  return toRoom(row, user.uid, now);
}

/**
 * GET /api/chat/rooms: the caller's conversations, as client or provider, most recent activity first. Rooms of
 * bookings whose chat is active are created on the way; rooms that are no longer active are listed only when they
 * hold messages. One page (ADR 0047, keyset on the last activity): a page may hold fewer rooms than `limit` (the
 * inactive ones without messages left out) and still have a `next`.
 */
export async function listRooms(
  user: AuthUser,
  page: PageRequest = firstPage(),
  now: Date = new Date(),
): Promise<{ data: ChatRoom[]; next: string | null }> {
  if (!page.cursor) await createMissingRooms(sql, user.uid, now);
  const { data, next } = toKeysetPage(
    await findRooms(sql, user.uid, undefined, page),
    page,
    (row) => toRoom(row, user.uid, now),
  );
  return { data: data.filter((room) => room.status === 'active' || room.lastMessageTime !== null), next };
}

/**
 * GET /api/chat/messages/{roomId}: a page of the thread, oldest first, with the room. Reading the newest messages
 * (no `before`) moves the caller's read marker to the newest message of the page.
 */
export async function readThread(
  user: AuthUser,
  roomId: string,
  query: MessagesQuery,
  now: Date = new Date(),
): Promise<ChatThread> {
  let room = await ownRoom(user, roomId, now);
  const seqOf = async (id: string | undefined, field: 'before' | 'after') => {
    if (id === undefined) return undefined;
    const seq = await messageSeq(sql, room.id, id);
    if (seq === undefined) throw errors.validation(CHAT_MESSAGES.cursor, field);
    return seq;
  };
  const page = await findMessages(sql, room.id, {
    limit: query.limit,
    beforeSeq: await seqOf(query.before, 'before'),
    afterSeq: await seqOf(query.after, 'after'),
  });
  const newest = page.rows.at(-1);
  if (query.before === undefined && newest && room.unreadCount > 0) {
    // Up to the newest message shown, not the room's newest: one that arrived meanwhile stays unread.
    await markRead(sql, room.id, room.role, newest.seq);
    room = (await findRooms(sql, user.uid, room.id)).map((r) => toRoom(r, user.uid, now))[0] ?? room;
  }
  return { room, messages: page.rows.map((m) => toMessage(m, room)), hasOlder: page.hasOlder };
}

/** POST /api/chat/messages/{roomId}: a participant's message, while the chat is active (409 CHAT_NOT_ACTIVE). */
export async function sendMessage(
  user: AuthUser,
  roomId: string,
  body: SendMessageBody,
  now: Date = new Date(),
): Promise<ChatMessage> {
  const room = await ownRoom(user, roomId, now);
  if (room.status !== 'active') throw chatErrors.notActive(room.status);
  const location = body.type === 'location';
  const row = await sql.begin((tx) =>
    insertMessage(tx, {
      roomId: room.id,
      senderId: user.uid,
      side: room.role,
      body: body.message,
      type: body.type,
      lat: location ? body.lat! : null,
      lng: location ? body.lng! : null,
      now,
    })
  );
  return toMessage(row, room);
}
