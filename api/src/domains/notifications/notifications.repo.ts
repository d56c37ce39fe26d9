/** @module SQL of notifications (migration 0008: the table and the triggers that write it). */
import { type Db, textArray } from '../../lib/db.ts';

export interface NotificationRow {
  id: string;
  kind: string;
  title: string;
  body: string;
  link: string | null;
  bookingId: string | null;
  /** The booking's product (ride, stay, event), or null. */
  bookingType: string | null;
  createdAt: Date;
  readAt: Date | null;
}

const columns = (sql: Db) =>
  sql`id, kind, title, body, link, booking_id, created_at, read_at,
    (select b.type from bookings b where b.id = notifications.booking_id) as booking_type`;

/** One page of a user's notifications, newest first, with the count of the filter, of all and of the unread. */
export async function listNotifications(
  sql: Db,
  userId: string,
  o: { onlyUnread: boolean; limit: number; offset: number },
) {
  const unreadOnly = o.onlyUnread ? sql`and read_at is null` : sql``;
  const [rows, [counts]] = await Promise.all([
    sql<NotificationRow[]>`
      select ${columns(sql)} from notifications
      where user_id = ${userId} ${unreadOnly}
      order by created_at desc, id desc
      limit ${o.limit} offset ${o.offset}
    `,
    sql<[{ total: number; all: number; unread: number }]>`
      select count(*) filter (where ${o.onlyUnread ? sql`read_at is null` : sql`true`})::int as total,
        count(*)::int as all, count(*) filter (where read_at is null)::int as unread
      from notifications where user_id = ${userId}
    `,
  ]);
  return { rows, total: counts?.total ?? 0, all: counts?.all ?? 0, unread: counts?.unread ?? 0 };
}

/** Marks one of the user's notifications read (kept as first read). @returns the row, or undefined if not theirs */
export async function markRead(sql: Db, userId: string, id: string, now: Date) {
  const [row]: [NotificationRow?] = await sql`
    update notifications set read_at = coalesce(read_at, ${now})
    where id = ${id} and user_id = ${userId}
    returning ${columns(sql)}
  `;
  return row;
}

/** Marks every unread notification of the user read. @returns how many */
export async function markAllRead(sql: Db, userId: string, now: Date): Promise<number> {
  const rows = await sql`
    update notifications set read_at = ${now} where user_id = ${userId} and read_at is null returning id
  `;
  return rows.length;
}

/** The e-mail topics of migration 0085's notification_kinds, in a stable order. */
export async function emailTopics(sql: Db): Promise<string[]> {
  const rows = await sql<{ topic: string }[]>`
    select distinct email_topic as topic from notification_kinds where email_topic is not null order by 1
  `;
  return rows.map((r) => r.topic);
}

/** A user's choices (no row: every e-mail and SMS). */
export async function settingsOf(sql: Db, userId: string): Promise<{ emailOff: string[]; sms: boolean }> {
  const [row]: [{ emailOff: string[]; sms: boolean }?] = await sql`
    select email_off, sms from notification_settings where user_id = ${userId}
  `;
  return row ?? { emailOff: [], sms: true };
}

/** Saves a user's choices. */
export async function saveSettings(sql: Db, userId: string, s: { emailOff: string[]; sms: boolean }, now: Date) {
  await sql`
    insert into notification_settings (user_id, email_off, sms, updated_at)
    values (${userId}, ${textArray(s.emailOff)}::text[], ${s.sms}, ${now})
    on conflict (user_id) do update set email_off = excluded.email_off, sms = excluded.sms,
      updated_at = excluded.updated_at
  `;
}
