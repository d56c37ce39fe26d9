/** @module Schemas of in-app notifications (spec 2.13). */
import { z } from '@hono/zod-openapi';
import { BOOKING_TYPES } from '../bookings/bookings.schemas.ts';

export const NotificationKindSchema = z.enum([
  'booking_confirmed',
  'booking_received',
  'booking_awaiting_provider',
  'booking_cancelled',
  'booking_expired',
  'payment_failed',
  'refund_succeeded',
  'refund_failed',
  'verification_approved',
  'verification_rejected',
  'account_suspended',
  'account_reactivated',
  'loyalty_points_earned',
  'loyalty_level_up',
  'provider_suspended',
  'loyalty_reward_revoked',
  'review_received',
  'review_published',
  'review_due',
  'ride_changed',
  'booking_reminder',
  'admin_verification_submitted',
  'admin_refund_failed',
  'event_message',
  'checkin_conflict',
  'loyalty_points_expiring',
  'loyalty_points_expired',
  'bank_transfer_proof',
  'payout_sent',
  'payout_failed',
  'support_reply',
  'support_closed',
  'admin_support_request',
  'dispute_opened',
  'dispute_answered',
  'dispute_resolved',
  'admin_dispute',
  'waitlist_offer',
  'trip_part_cancelled',
]).openapi('NotificationKind', {
  description: 'provider_suspended: the driver, manager or organiser of a future booking of the user was suspended ' +
    '(ADR 0014); loyalty_reward_revoked: a reward paid with the points of a booking since cancelled was taken back ' +
    '(ADR 0017); review_received: the other side reviewed a booking (content hidden until published); ' +
    'review_published: a review of the user (or of their establishment or event) was published (ADR 0022); ' +
    'review_due: the review window of a booking opened and the user has not reviewed it yet (once per booking); ' +
    "ride_changed: the driver changed a booked ride ('Gerir': departure, price of unsold seats, description, " +
    'pickup points; ADR 0031); ' +
    'booking_reminder: the ride, check-in or event of a confirmed booking is tomorrow; admin_verification_submitted, ' +
    'admin_refund_failed: to every admin, a verification to review or a refund to handle (ADR 0029); ' +
    'event_message: the organiser of an event the user holds tickets for wrote to its attendees (ADR 0030); ' +
    'checkin_conflict: a ticket admitted without a network had already entered, online or from another device ' +
    '(to the organiser, once per ticket and device; ADR 0035); loyalty_points_expiring, loyalty_points_expired: ' +
    'points about to expire (30 days before) and expired (ADR 0024); bank_transfer_proof: to every admin, a bank ' +
    'transfer proof to confirm (ADR 0025); payout_sent, payout_failed: to the provider, a payout paid or refused ' +
    '(ADR 0026); waitlist_offer: the first in a waitlist has a held booking to pay before its deadline (ADR 0054); ' +
    "trip_part_cancelled: a provider cancelled a part of the user's trip (the part named, the trip's page linked, " +
    'its alternatives there; ADR 0055). The list is the database check notifications_kind_check, compared by a test.',
});

export const NotificationSchema = z.object({
  id: z.string().uuid(),
  kind: NotificationKindSchema,
  title: z.string().openapi({ example: 'Reserva confirmada' }),
  body: z.string().openapi({ example: 'Maputo → Inhambane, 23/11/2026 07:00.' }),
  link: z.string().nullable().openapi({ example: '/reservas', description: 'App path to open, or null.' }),
  bookingId: z.string().uuid().nullable(),
  createdAt: z.string().openapi({ example: '2026-11-22T08:15:00.000Z' }),
  readAt: z.string().nullable(),
  // The spec's field names (spec 8 'Notification'), derived from the fields above.
  type: z.enum([...BOOKING_TYPES, 'payment', 'partnership', 'loyalty', 'system'] as const).openapi({
    description: "Spec 8 'Notification' type: the booking's product for booking notifications, 'payment' for " +
      "payments and refunds, 'loyalty' for points, 'system' for account decisions.",
  }),
  message: z.string().openapi({ description: 'Spec name of `body`.' }),
  priority: z.enum(['low', 'normal', 'high', 'urgent']).openapi({
    description: "Spec 8: 'high' for refused payments, failed refunds and account decisions that take something " +
      "away; 'normal' otherwise.",
  }),
  isRead: z.boolean().openapi({ description: 'Spec name: `readAt` is not null.' }),
  actionUrl: z.string().nullable().openapi({ description: 'Spec name of `link`.' }),
  relatedId: z.string().uuid().nullable().openapi({ description: 'Spec name of `bookingId`.' }),
}).openapi('Notification');
export type Notification = z.infer<typeof NotificationSchema>;

export const NotificationPageSchema = z.object({
  // Offset pages of at most 50 (pageSize) with their totals, as the bell and its panel show them (ADR 0047).
  data: z.array(NotificationSchema).max(50),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int().openapi({ description: 'Notifications listed over all pages (of the filter).' }),
  all: z.number().int().openapi({ example: 12, description: "The caller's notifications, in all." }),
  unread: z.number().int().openapi({ example: 3, description: "The caller's unread notifications, in all." }),
}).openapi('NotificationPage');

export const NotificationListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1).openapi({ example: 1 }),
  pageSize: z.coerce.number().int().min(1).max(50).default(20).openapi({ example: 20, description: 'At most 50.' }),
  unread: z.enum(['true', 'false']).optional().openapi({ description: "'true': only unread ones." }),
});

export const ReadAllResultSchema = z.object({
  updated: z.number().int().openapi({ example: 3, description: 'Notifications marked read now.' }),
}).openapi('NotificationsReadAll');

export const StreamTokenSchema = z.object({
  token: z.string().openapi({ description: 'Opens GET /api/notifications/stream?token=... once, for 60 s.' }),
  expiresAt: z.string().openapi({ example: '2026-11-22T08:16:00.000Z' }),
}).openapi('StreamToken');

export const StreamQuerySchema = z.object({
  token: z.string().min(1).max(300).openapi({
    description: 'A token of POST /api/notifications/stream-token (an EventSource cannot send headers).',
  }),
});

export const EmailTopicSchema = z.string().regex(/^[a-z_]{1,40}$/).openapi({
  example: 'bookings',
  description: "A group of e-mails: 'bookings' (confirmed, cancelled, expired, awaiting the provider), 'payments' " +
    "(payment refused, refunds), 'provider' (new bookings of the user's offers), 'account' (verification decided), " +
    "'reminders' (the day before), 'admin' (admins: verifications to review, failed refunds). Kinds are grouped in migration 0085's notification_kinds.",
});

export const NotificationPreferencesSchema = z.object({
  email: z.array(z.object({ topic: EmailTopicSchema, enabled: z.boolean() })).openapi({
    description: 'Each topic of e-mails and whether the user gets it (default: every one).',
  }),
  sms: z.boolean().openapi({ description: 'SMS for a confirmed booking and the departure reminder (+258 phone).' }),
}).openapi('NotificationPreferences');

export const NotificationPreferencesBodySchema = z.object({
  email: z.record(EmailTopicSchema, z.boolean()).optional().openapi({
    example: { reminders: false },
    description: 'Topics to turn on (true) or off (false); the others keep their choice.',
  }),
  sms: z.boolean().optional(),
}).openapi('NotificationPreferencesBody');
