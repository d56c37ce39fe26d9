/**
 * @module In-app notifications (spec 2.13): the caller's list with unread counts, and the read state (DECISIONS.md
 * 1). They are written by the database triggers of migration 0008 when bookings and payments change.
 */
import { sql } from '../../lib/db.ts';
import { AppError } from '../../lib/errors.ts';
import type { AuthUser } from '../../middlewares/auth/auth.ts';
import { isUuid } from '../../lib/ids.ts';
import { type ApiLanguage, translateMessage } from '../../lib/i18n.ts';
import {
  emailTopics,
  listNotifications,
  markAllRead,
  markRead,
  type NotificationRow,
  saveSettings,
  settingsOf,
} from './notifications.repo.ts';
import type { Notification } from './notifications.schemas.ts';
import { BOOKING_TYPES, type BookingType } from '../bookings/bookings.schemas.ts';

const notFound = () => new AppError(404, 'NOT_FOUND', 'Notificação não encontrada.');

const PAYMENT_KINDS = new Set([
  'payment_failed',
  'refund_succeeded',
  'refund_failed',
  'bank_transfer_proof',
  'payout_sent',
  'payout_failed',
]);
const LOYALTY_KINDS = new Set([
  'loyalty_points_earned',
  'loyalty_level_up',
  'loyalty_reward_revoked',
  'loyalty_points_expiring',
  'loyalty_points_expired',
]);
const HIGH_PRIORITY_KINDS = new Set(['payment_failed', 'refund_failed', 'account_suspended', 'provider_suspended']);

/** Whether a stored booking type is one of BOOKING_TYPES (a booking's product names the notification's type). */
function isBookingType(type: string | null): type is BookingType {
  return (BOOKING_TYPES as readonly (string | null)[]).includes(type);
}

/** Spec 8's notification type, from the kind and the booking's product. */
function typeOf(row: NotificationRow): Notification['type'] {
  if (PAYMENT_KINDS.has(row.kind)) return 'payment';
  if (LOYALTY_KINDS.has(row.kind)) return 'loyalty';
  if (isBookingType(row.bookingType)) return row.bookingType;
  return 'system';
}

/**
 * The answer's shape of a row, its title and body in `language`: the database writes them in Portuguese and
 * notifications.texts.ts lists their English by shape (issue 14, ADR 0039).
 */
function toNotification(row: NotificationRow, language: ApiLanguage = 'pt'): Notification {
  const title = translateMessage(row.title, language);
  const body = translateMessage(row.body, language);
  return {
    id: row.id,
    kind: row.kind as Notification['kind'],
    title,
    body,
    link: row.link,
    bookingId: row.bookingId,
    createdAt: row.createdAt.toISOString(),
    readAt: row.readAt?.toISOString() ?? null,
    type: typeOf(row),
    message: body,
    priority: HIGH_PRIORITY_KINDS.has(row.kind) ? 'high' : 'normal',
    isRead: row.readAt !== null,
    actionUrl: row.link,
    relatedId: row.bookingId,
  };
}

/** The caller's notifications, newest first, in the caller's language ('pt' | 'en', from Accept-Language). */
export async function list(
  user: AuthUser,
  q: { page: number; pageSize: number; unread?: 'true' | 'false' },
  language: ApiLanguage = 'pt',
) {
  const { rows, total, all, unread } = await listNotifications(sql, user.uid, {
    onlyUnread: q.unread === 'true',
    limit: q.pageSize,
    offset: (q.page - 1) * q.pageSize,
  });
  return {
    data: rows.map((row) => toNotification(row, language)),
    page: q.page,
    pageSize: q.pageSize,
    total,
    all,
    unread,
  };
}

/** Marks one of the caller's notifications read; 404 for any other id. */
export async function read(
  user: AuthUser,
  id: string,
  now: Date = new Date(),
  language: ApiLanguage = 'pt',
): Promise<Notification> {
  const row = isUuid(id) ? await markRead(sql, user.uid, id, now) : undefined;
  if (!row) throw notFound();
  return toNotification(row, language);
}

/** 'Marcar todas como lidas'. */
export async function readAll(user: AuthUser, now: Date = new Date()) {
  return { updated: await markAllRead(sql, user.uid, now) };
}

/** The e-mail topics a user may choose: the 'admin' topic (migration 0086) only for admins. */
async function topicsFor(user: AuthUser): Promise<string[]> {
  const topics = await emailTopics(sql);
  return user.roles.includes('admin') ? topics : topics.filter((t) => t !== 'admin');
}

/** The caller's choices of e-mails (every topic, on or off) and SMS. */
export async function preferences(user: AuthUser) {
  const [topics, settings] = await Promise.all([topicsFor(user), settingsOf(sql, user.uid)]);
  return {
    email: topics.map((topic) => ({ topic, enabled: !settings.emailOff.includes(topic) })),
    sms: settings.sms,
  };
}

/** Turns topics of e-mails and the SMS on or off. 400 UNKNOWN_TOPIC for a topic that does not exist. */
export async function savePreferences(
  user: AuthUser,
  body: { email?: Record<string, boolean>; sms?: boolean },
  now: Date = new Date(),
) {
  const [topics, current] = await Promise.all([topicsFor(user), settingsOf(sql, user.uid)]);
  const off = new Set(current.emailOff.filter((t) => topics.includes(t)));
  for (const [topic, enabled] of Object.entries(body.email ?? {})) {
    if (!topics.includes(topic)) {
      throw new AppError(400, 'UNKNOWN_TOPIC', 'Tipo de e-mail desconhecido.', { topic, topics });
    }
    if (enabled) off.delete(topic);
    else off.add(topic);
  }
  await saveSettings(sql, user.uid, { emailOff: [...off].sort(), sms: body.sms ?? current.sms }, now);
  return await preferences(user);
}
