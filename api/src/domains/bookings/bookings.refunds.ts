/**
 * @module The read side of refunds in the booking core (ADR 0006, 0021): the latest refund of a booking as columns of
 * a booking query and as its API shape. Making and settling refunds is the payments layer's (payments.refunds.ts).
 */
import type { Db } from '../../lib/db.ts';
import type { RefundReason, RefundSummary } from './bookings.refunds.schemas.ts';

export interface RefundRow {
  id: string;
  status: RefundSummary['status'];
  reason: RefundReason;
  amountCents: number;
  platformFeeCents: number;
  failureReason: string | null;
  createdAt: Date;
  settledAt: Date | null;
}

/** The refund columns a booking query selects with `refundColumns` (all null without a refund). */
export interface RefundColumns {
  refundId: string | null;
  refundStatus: RefundSummary['status'] | null;
  refundReason: RefundReason | null;
  refundAmountCents: number | null;
  refundPlatformFeeCents: number | null;
  refundFailureReason: string | null;
  refundCreatedAt: Date | null;
  refundSettledAt: Date | null;
}

/**
 * The latest refund of the booking aliased `b`, as the columns of `RefundColumns`: a select list and a lateral join.
 * @example sql`select b.id, ${refundColumns(sql).select} from bookings b ${refundColumns(sql).join}`
 */
export function refundColumns(sql: Db) {
  return {
    select: sql`
      rf.id as refund_id, rf.status as refund_status, rf.reason as refund_reason,
      rf.amount_cents as refund_amount_cents, rf.platform_fee_cents as refund_platform_fee_cents,
      rf.failure_reason as refund_failure_reason, rf.created_at as refund_created_at,
      rf.settled_at as refund_settled_at
    `,
    join: sql`
      left join lateral (
        select id, status, reason, amount_cents, platform_fee_cents, failure_reason, created_at, settled_at
        from refunds where booking_id = b.id
        order by created_at desc, id desc
        limit 1
      ) rf on true
    `,
  };
}

/** The API shape of the refund columns of a booking row, or null without a refund. */
export function refundOf(row: RefundColumns): RefundSummary | null {
  if (!row.refundId) return null;
  return toRefund({
    id: row.refundId,
    status: row.refundStatus!,
    reason: row.refundReason!,
    amountCents: row.refundAmountCents ?? 0,
    platformFeeCents: row.refundPlatformFeeCents ?? 0,
    failureReason: row.refundFailureReason,
    createdAt: row.refundCreatedAt!,
    settledAt: row.refundSettledAt,
  });
}

/** The API shape of a refund. */
export function toRefund(row: RefundRow): RefundSummary {
  return {
    id: row.id,
    status: row.status,
    reason: row.reason,
    amountCents: row.amountCents,
    platformFeeCents: row.platformFeeCents,
    currency: 'MZN',
    failureReason: row.failureReason,
    createdAt: row.createdAt.toISOString(),
    settledAt: row.settledAt?.toISOString() ?? null,
  };
}
