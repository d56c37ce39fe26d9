/**
 * @module The refund quote of a client's cancellation (issue 12, ADR 0024): reads what every booking's policy needs
 * (its money, whether it is still open) and asks the booking's product for its policy (`BookingProduct.refundPolicy`:
 * the ride's departure, the stay's check-in and establishment policy, the event's start and refund policy, applied
 * by the product's pure function of bookings.policy.ts). The quote endpoint and the cancellation call
 * `quoteCancellation` with the same `now` (the cancellation inside its transaction, after locking the booking), so
 * the amount quoted is the amount refunded.
 */
import type { Db } from '../../lib/db.ts';
import type { RefundQuote } from './bookings.cancellation.schemas.ts';
import type { PolicyBooking, RefundPolicies } from './bookings.product.ts';
import type { BookingType } from './bookings.schemas.ts';

interface PolicyRow extends PolicyBooking {
  userId: string;
  type: BookingType;
  open: boolean;
  rewardRedemptionId: string | null;
}

/**
 * What every policy reads of one booking (undefined: no such booking). `open` is the rule of `cancelOwnBooking` (ADR
 * 0017): pending or confirmed, its service not begun, none of its tickets checked in.
 * @param lock lock the booking row (inside the cancelling transaction, before its payments: the lock order)
 */
async function policyRow(sql: Db, id: string, now: Date, lock: boolean): Promise<PolicyRow | undefined> {
  if (lock) await sql`select 1 from bookings where id = ${id} for update`;
  const [row]: [PolicyRow?] = await sql`
    select b.id, b.user_id, b.type, b.status, b.subtotal_cents - coalesce(rf.provider_part, 0) as subtotal_cents,
      b.platform_fee_cents - coalesce(rf.fee_part, 0) as platform_fee_cents,
      -- Paid: succeeded, or pending but due with a success (refundCancelledBookings settles it before refunding),
      -- less what was already refunded (tickets cancelled on their own, ADR 0043).
      coalesce((
        select sum(p.amount_cents) from booking_payments p
        where p.booking_id = b.id and (p.status = 'succeeded' or (p.status = 'pending' and p.settles_at <= ${now}
          and p.scheduled_outcome = 'succeeded'))
      ), 0)::bigint - coalesce(rf.amount, 0) as paid_cents,
      (b.status in ('pending', 'confirmed') and booking_is_future(b, ${now})
        and not exists (select 1 from tickets t where t.booking_id = b.id and t.checked_in_at is not null)) as open,
      b.reward_redemption_id
    from bookings b
    left join lateral (
      select sum(amount_cents)::bigint as amount, sum(platform_fee_cents)::bigint as fee_part,
        sum(provider_amount_cents - reward_cents)::bigint as provider_part
      from refunds where booking_id = b.id and ticket_id is not null and status <> 'failed'
    ) rf on true
    where b.id = ${id}
  `;
  return row;
}

/**
 * What would come back if the client cancelled `id` at `now` (undefined: no such booking of `userId`).
 * @param policies the products' policies by booking type (the booking desk's registry, booking-desk.products.ts)
 * @param lock lock the booking row first (the cancelling transaction)
 */
export async function quoteCancellation(
  sql: Db,
  policies: RefundPolicies,
  id: string,
  userId: string,
  now: Date,
  lock = false,
): Promise<RefundQuote | undefined> {
  const row = await policyRow(sql, id, now, lock);
  if (!row || row.userId !== userId) return undefined;
  const { decision, kind, text } = await policies[row.type].refundPolicy(sql, row, now);
  const cancellable = row.open;
  const refundCents = cancellable ? decision.refundCents : 0;
  return {
    bookingId: row.id,
    cancellable,
    paidCents: row.paidCents,
    refundCents,
    platformFeeRefundCents: cancellable ? decision.platformFeeCents : 0,
    keptCents: row.paidCents - refundCents,
    free: cancellable && decision.free,
    freeUntil: decision.freeUntil?.toISOString() ?? null,
    changesAt: cancellable ? decision.changesAt?.toISOString() ?? null : null,
    rewardReturned: cancellable && decision.free && row.rewardRedemptionId !== null,
    policy: { kind, text },
    currency: 'MZN',
    quotedAt: now.toISOString(),
  };
}

/**
 * Gives back the loyalty reward a booking used (a cancellation within the free period): the redemption may be used
 * again until it expires; the booking keeps its record of it (reward_redemption_id, discount_cents).
 */
export async function giveRewardBack(tx: Db, bookingId: string): Promise<void> {
  await tx`update loyalty_redemptions set used_booking_id = null, used_at = null where used_booking_id = ${bookingId}`;
}
