/**
 * @module In-app notifications (spec 2.13): the caller's list with unread counts, and the read state (DECISIONS.md
 * 1). They are written by the database triggers of migration 0008 when bookings and payments change.
 */
import { sql } from '../../lib/db.ts';
import { AppError } from '../../lib/errors.ts';
import type { AuthUser } from '../../middlewares/auth/auth.ts';
import { isUuid } from '../../lib/ids.ts';
import { listNotifications, markAllRead, markRead, type NotificationRow } from './notifications.repo.ts';
import type { Notification } from './notifications.schemas.ts';

const notFound = () => new AppError(404, 'NOT_FOUND', 'Notificação não encontrada.');

const PAYMENT_KINDS = new Set(['payment_failed', 'refund_succeeded', 'refund_failed']);
const LOYALTY_KINDS = new Set(['loyalty_points_earned', 'loyalty_level_up', 'loyalty_reward_revoked']);
const HIGH_PRIORITY_KINDS = new Set(['payment_failed', 'refund_failed', 'account_suspended', 'provider_suspended']);

/** Spec 8's notification type, from the kind and the booking's product. */
function typeOf(row: NotificationRow): Notification['type'] {
  if (PAYMENT_KINDS.has(row.kind)) return 'payment';
  if (LOYALTY_KINDS.has(row.kind)) return 'loyalty';
  if (row.bookingType === 'ride' || row.bookingType === 'stay' || row.bookingType === 'event') return row.bookingType;
  return 'system';
}

function toNotification(row: NotificationRow): Notification {
  return {
    id: row.id,
    kind: row.kind as Notification['kind'],
    title: row.title,
    body: row.body,
    link: row.link,
    bookingId: row.bookingId,
    createdAt: row.createdAt.toISOString(),
    readAt: row.readAt?.toISOString() ?? null,
    type: typeOf(row),
    message: row.body,
    priority: HIGH_PRIORITY_KINDS.has(row.kind) ? 'high' : 'normal',
    isRead: row.readAt !== null,
    actionUrl: row.link,
    relatedId: row.bookingId,
  };
}

/** The caller's notifications, newest first. */
export async function list(user: AuthUser, q: { page: number; pageSize: number; unread?: 'true' | 'false' }) {
  const { rows, total, all, unread } = await listNotifications(sql, user.uid, {
    onlyUnread: q.unread === 'true',
    limit: q.pageSize,
    offset: (q.page - 1) * q.pageSize,
  });
  return { data: rows.map(toNotification), page: q.page, pageSize: q.pageSize, total, all, unread };
}

/** Marks one of the caller's notifications read; 404 for any other id. */
export async function read(user: AuthUser, id: string, now: Date = new Date()): Promise<Notification> {
  const row = isUuid(id) ? await markRead(sql, user.uid, id, now) : undefined;
  if (!row) throw notFound();
  return toNotification(row);
}

/** 'Marcar todas como lidas'. */
export async function readAll(user: AuthUser, now: Date = new Date()) {
  return { updated: await markAllRead(sql, user.uid, now) };
}
