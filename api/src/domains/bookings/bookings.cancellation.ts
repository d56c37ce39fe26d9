/**
 * @module The refund quote of a client's cancellation (issue 12, ADR 0024): reads what a booking's policy needs (its
 * money, the ride's departure, the stay's check-in and establishment policy, the event's start and refund policy)
 * and applies the product's pure policy function (bookings.policy.ts). The quote endpoint and the cancellation call
 * `quoteCancellation` with the same `now` (the cancellation inside its transaction, after locking the booking), so
 * the amount quoted is the amount refunded.
 */
import type { Db } from '../../lib/db.ts';
import { maputoInstant } from '../../lib/time.ts';
import {
  eventPolicyText,
  eventRefund,
  type EventRefundPolicy,
  type RefundDecision,
  RIDE_POLICY_TEXT,
  rideRefund,
  type StayPolicyKind,
  stayPolicyText,
  stayRefund,
} from './bookings.policy.ts';
import type { RefundQuote } from './bookings.cancellation.schemas.ts';

interface PolicyRow {
  id: string;
  userId: string;
  type: 'ride' | 'stay' | 'event';
  status: 'pending' | 'confirmed' | 'completed' | 'cancelled';
  subtotalCents: number;
  platformFeeCents: number;
  paidCents: number;
  open: boolean;
  departureAt: Date | null;
  checkIn: string | null;
  checkInTime: string | null;
  nights: number | null;
  stayPolicy: StayPolicyKind | null;
  startsAt: Date | null;
  eventPolicy: EventRefundPolicy | null;
  refundDaysBefore: number | null;
  rewardRedemptionId: string | null;
}

/**
 * The policy inputs of one booking (undefined: no such booking). `open` is the rule of `cancelOwnBooking` (ADR
 * 0017): pending or confirmed, its service not begun, none of its tickets checked in.
 * @param lock lock the booking row (inside the cancelling transaction, before its payments: the lock order)
 */
async function policyRow(sql: Db, id: string, now: Date, lock: boolean): Promise<PolicyRow | undefined> {
  if (lock) await sql`select 1 from bookings where id = ${id} for update`;
  const [row]: [PolicyRow?] = await sql`
    select b.id, b.user_id, b.type, b.status, b.subtotal_cents, b.platform_fee_cents,
      -- Paid: succeeded, or pending but due with a success (refundCancelledBookings settles it before refunding).
      coalesce((
        select sum(p.amount_cents) from payments p
        where p.booking_id = b.id and (p.status = 'succeeded' or (p.status = 'pending' and p.settles_at <= ${now}
          and p.scheduled_outcome = 'succeeded'))
      ), 0)::bigint as paid_cents,
      (b.status in ('pending', 'confirmed') and booking_is_future(b, ${now})
        and not exists (select 1 from tickets t where t.booking_id = b.id and t.checked_in_at is not null)) as open,
      r.departure_at, to_char(b.check_in, 'YYYY-MM-DD') as check_in, to_char(es.check_in_time, 'HH24:MI') as check_in_time,
      -- The policy accepted at booking (migration 0101), else the listing's current one.
      b.nights, coalesce(b.cancellation_policy, es.cancellation_policy) as stay_policy, ev.starts_at,
      coalesce(b.refund_policy, ev.refund_policy) as event_policy,
      coalesce(b.refund_days_before, ev.refund_days_before) as refund_days_before, b.reward_redemption_id
    from bookings b
    left join rides r on r.id = b.ride_id
    left join establishments es on es.id = b.establishment_id
    left join events ev on ev.id = b.event_id
    where b.id = ${id}
  `;
  return row;
}

/** The policy decision and text of a booking row at `now`. */
function decide(
  row: PolicyRow,
  now: Date,
): { decision: RefundDecision; kind: RefundQuote['policy']['kind']; text: string } {
  const money = { paidCents: row.paidCents, subtotalCents: row.subtotalCents, platformFeeCents: row.platformFeeCents };
  if (row.type === 'ride') {
    const departureAt = row.departureAt ?? now;
    return { decision: rideRefund({ ...money, departureAt }, now), kind: 'ride', text: RIDE_POLICY_TEXT };
  }
  if (row.type === 'stay') {
    const policy = row.stayPolicy ?? 'flexible';
    const checkInAt = maputoInstant(row.checkIn ?? '1970-01-01', row.checkInTime ?? '00:00');
    // A paid stay still pending is a request the manager has not accepted: withdrawn in full (ADR 0017).
    const awaitingProvider = row.status === 'pending' && row.paidCents > 0;
    const decision = stayRefund({ ...money, policy, checkInAt, nights: row.nights ?? 1, awaitingProvider }, now);
    return { decision, kind: `stay_${policy}`, text: stayPolicyText(policy) };
  }
  const policy = row.eventPolicy ?? 'until_days';
  const daysBefore = row.refundDaysBefore ?? 0;
  const decision = eventRefund({ ...money, policy, daysBefore, startsAt: row.startsAt ?? now }, now);
  return {
    decision,
    kind: policy === 'none' ? 'event_none' : 'event_until_days',
    text: eventPolicyText(policy, daysBefore),
  };
}

/**
 * What would come back if the client cancelled `id` at `now` (undefined: no such booking of `userId`).
 * @param lock lock the booking row first (the cancelling transaction)
 */
export async function quoteCancellation(
  sql: Db,
  id: string,
  userId: string,
  now: Date,
  lock = false,
): Promise<RefundQuote | undefined> {
  const row = await policyRow(sql, id, now, lock);
  if (!row || row.userId !== userId) return undefined;
  const { decision, kind, text } = decide(row, now);
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
