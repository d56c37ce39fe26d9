/** @module SQL of support requests and their messages (issue 32, ADR 0044). */
import { keyset, type PageRequest } from '../../lib/paging.ts';
import type { Db } from '../../lib/db.ts';
import type { SupportStatus } from './support.schemas.ts';

export interface SupportRow {
  id: string;
  subject: string;
  status: SupportStatus;
  bookingId: string | null;
  bookingLabel: string | null;
  userId: string;
  userName: string;
  userEmail: string | null;
  userStatus: string;
  messageCount: number;
  lastMessageAt: Date;
  createdAt: Date;
  closedAt: Date | null;
  cursorAt: string;
}

export interface MessageRow {
  id: string;
  fromStaff: boolean;
  authorName: string;
  body: string;
  createdAt: Date;
}

/** Requests, newest activity first: of one user, or all (admins), optionally in one status; a page, else 200. */
export function listRequests(
  sql: Db,
  filter: { userId?: string; status?: SupportStatus; id?: string; page?: PageRequest },
): Promise<SupportRow[]> {
  const k = keyset(sql, filter.page ?? { limit: 199 }, 'r.updated_at', 'r.id');
  return sql<SupportRow[]>`
    select r.id, r.subject, r.status, r.booking_id,
      case when b.id is not null then booking_label(b) end as booking_label,
      r.user_id, user_display_name(r.user_id) as user_name, u.email as user_email, u.status as user_status,
      (select count(*)::int from support_messages m where m.request_id = r.id) as message_count,
      r.updated_at as last_message_at, r.created_at, r.closed_at,
      ${k.cursorAt} as cursor_at
    from support_requests r
    join users u on u.id = r.user_id
    left join bookings b on b.id = r.booking_id
    where true
      ${filter.userId ? sql`and r.user_id = ${filter.userId}` : sql``}
      ${filter.status ? sql`and r.status = ${filter.status}` : sql``}
      ${filter.id ? sql`and r.id = ${filter.id}` : sql``}
      ${k.after}
    order by ${k.order}
    limit ${k.limit}
  `;
}

/** The messages of a request in time order; the team's messages signed by the platform. */
export function messagesOf(sql: Db, requestId: string): Promise<MessageRow[]> {
  return sql<MessageRow[]>`
    select m.id, m.from_staff, case when m.from_staff then 'Suporte MozTurismo' else user_display_name(m.author_id) end
      as author_name, m.body, m.created_at
    from support_messages m where m.request_id = ${requestId}
    order by m.created_at, m.id
  `;
}

/** The request locked for a change (`for update`): its owner and status. */
export async function lockRequest(
  tx: Db,
  id: string,
): Promise<{ userId: string; status: SupportStatus } | undefined> {
  const [row]: [{ userId: string; status: SupportStatus }?] = await tx`
    select user_id, status from support_requests where id = ${id} for update
  `;
  return row;
}

export async function insertRequest(
  tx: Db,
  r: { userId: string; bookingId: string | null; subject: string },
): Promise<string> {
  const [row] = await tx<{ id: string }[]>`
    insert into support_requests (user_id, booking_id, subject)
    values (${r.userId}, ${r.bookingId}, ${r.subject})
    returning id
  `;
  return row!.id;
}

export async function insertMessage(
  tx: Db,
  m: { requestId: string; authorId: string; fromStaff: boolean; body: string },
): Promise<void> {
  await tx`
    insert into support_messages (request_id, author_id, from_staff, body)
    values (${m.requestId}, ${m.authorId}, ${m.fromStaff}, ${m.body})
  `;
}

/** Sets the status after a message or a closing (closed_at and closed_by only when closing). */
export async function setStatus(tx: Db, id: string, status: SupportStatus, by: string | null, now: Date) {
  await tx`
    update support_requests set status = ${status}, updated_at = ${now},
      closed_at = ${status === 'closed' ? now : null}, closed_by = ${status === 'closed' ? by : null}
    where id = ${id}
  `;
}

/** Whether the booking is one of the user's (as traveller or as provider). */
export async function ownsBooking(sql: Db, userId: string, bookingId: string): Promise<boolean> {
  const [row] = await sql`
    select 1 from bookings where id = ${bookingId} and (user_id = ${userId} or provider_id = ${userId})
  `;
  return !!row;
}
