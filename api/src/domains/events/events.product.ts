/**
 * @module Events as a product of the booking desk (ADR 0021, `BookingProduct` of bookings.product.ts): tickets booked
 * by events.booking.ts and answered with their event part (`attachEventDetails`: one code per ticket), refused up
 * front when the organiser is suspended (ADR 0014), and cancelled by the organiser's refund policy accepted at
 * booking (events.policy.ts `eventRefund`, ADR 0024).
 */
import { sql as pool } from '../../lib/db.ts';
import { isUuid } from '../../lib/ids.ts';
import { assertOfferBookable } from '../../middlewares/auth/account.ts';
import type { BookingProduct } from '../bookings/bookings.product.ts';
import { eventPolicyText, eventRefund, type EventRefundPolicy } from './events.policy.ts';
import { attachEventDetails, createEventBooking, type EventPart, holdEventTickets } from './events.booking.ts';
import { releaseExpiredEventHolds } from './events.repo.ts';
import type { EventBookingBody } from './events.schemas.ts';

export const eventProduct: BookingProduct<EventBookingBody, EventPart> = {
  async assertBookable(userId, input, idempotencyKey) {
    if (!isUuid(input.eventId)) return;
    await assertOfferBookable(userId, idempotencyKey, () =>
      pool<{ status: string }[]>`
        select u.status from events ev join users u on u.id = ev.organiser_id where ev.id = ${input.eventId}
      `);
  },
  async hold(tx, user, input, { now }) {
    if (isUuid(input.eventId)) await releaseExpiredEventHolds(tx, input.eventId, now);
    return await holdEventTickets(tx, user, input, { now });
  },
  async create(user, input, idempotencyKey, now) {
    const result = await createEventBooking(user, input, idempotencyKey, now);
    return { ...result, booking: (await attachEventDetails([result.booking], now))[0]! };
  },
  describe: attachEventDetails,
  whyNotCancellable(b) {
    if (b.event?.tickets.some((t) => t.checkedInAt !== null)) return 'Um bilhete desta reserva já entrou no evento';
    return b.event ? 'O evento já começou' : undefined;
  },
  async refundPolicy(sql, booking, now) {
    const [row]: [{ startsAt: Date | null; policy: EventRefundPolicy | null; daysBefore: number | null }?] = await sql`
      -- The policy accepted at booking (migration 0101), else the event's current one.
      select ev.starts_at, coalesce(b.refund_policy, ev.refund_policy) as policy,
        coalesce(b.refund_days_before, ev.refund_days_before) as days_before
      from bookings b left join events ev on ev.id = b.event_id
      where b.id = ${booking.id}
    `;
    const policy = row?.policy ?? 'until_days';
    const daysBefore = row?.daysBefore ?? 0;
    const decision = eventRefund({ ...booking, policy, daysBefore, startsAt: row?.startsAt ?? now }, now);
    return {
      decision,
      kind: policy === 'none' ? 'event_none' : 'event_until_days',
      text: eventPolicyText(policy, daysBefore),
    };
  },
};
