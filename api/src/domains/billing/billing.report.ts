/**
 * @module The financial report of the admin billing page (spec 3 'Billing', 7): totals of the succeeded payments,
 * optionally for the local dates (Africa/Maputo) on which they settled, net of their refunds (ADR 0006): refunded
 * money is not revenue, and the platform fee and provider amount it contained are neither earned nor owed. A refund
 * counts against the payment it refunds (so on that payment's date), whatever its status: a pending refund is being
 * paid back, a failed one is still owed to the client. Amounts are centavos.
 */
import type { Db } from '../../lib/db.ts';
import { addDays, maputoInstant } from '../../lib/time.ts';
import type { FinancialReport, FinancialReportQuery } from './billing.schemas.ts';
import { bpsToPercentage, getFeeBps } from './billing.service.ts';

/** `part / whole` as a percentage with one decimal; 0 when `whole` is 0. */
export function percentageOf(part: number, whole: number): number {
  return whole > 0 ? Math.round((part * 1000) / whole) / 10 : 0;
}

/**
 * The report. A succeeded payment counts on its settlement time (its creation time if it has none).
 * @param range `from` and `to` are inclusive local dates 'yyyy-MM-dd'
 */
export async function financialReport(sql: Db, range: FinancialReportQuery): Promise<FinancialReport> {
  const start = range.from ? maputoInstant(range.from) : null;
  const end = range.to ? maputoInstant(addDays(range.to, 1)) : null;
  const [[row], [payouts], bps] = await Promise.all([
    sql<{
      transactions: number;
      revenue: number;
      fees: number;
      payouts: number;
      refunds: number;
      refunded: number;
      refundedFees: number;
      refundedPayouts: number;
      rewards: number;
      refundedRewards: number;
      refundsPending: number;
      refundsFailed: number;
    }[]>`
      select
        count(*)::int as transactions,
        coalesce(sum(p.amount_cents), 0)::float8 as revenue,
        coalesce(sum(b.platform_fee_cents), 0)::float8 as fees,
        coalesce(sum(b.provider_amount_cents), 0)::float8 as payouts,
        coalesce(sum(r.n), 0)::int as refunds,
        coalesce(sum(r.amount), 0)::float8 as refunded,
        coalesce(sum(r.fees), 0)::float8 as refunded_fees,
        coalesce(sum(r.payouts), 0)::float8 as refunded_payouts,
        coalesce(sum(r.pending), 0)::float8 as refunds_pending,
        coalesce(sum(r.failed), 0)::float8 as refunds_failed,
        -- Loyalty rewards are the platform's cost (ADR 0043): the provider is owed the full price.
        coalesce(sum(b.reward_cents), 0)::float8 as rewards,
        coalesce(sum(r.rewards), 0)::float8 as refunded_rewards
      from payments p
      join bookings b on b.id = p.booking_id
      -- A payment may have several refunds (the booking's, and one per ticket cancelled alone: migration 0141):
      -- summed per payment, so a payment counts once.
      left join lateral (
        select count(*) as n, sum(amount_cents) as amount, sum(platform_fee_cents) as fees,
          sum(provider_amount_cents) as payouts, sum(reward_cents) as rewards,
          sum(amount_cents) filter (where status = 'pending') as pending,
          sum(amount_cents) filter (where status = 'failed') as failed
        from refunds where payment_id = p.id
      ) r on true
      where p.status = 'succeeded'
        and (${start}::timestamptz is null or coalesce(p.settled_at, p.created_at) >= ${start}::timestamptz)
        and (${end}::timestamptz is null or coalesce(p.settled_at, p.created_at) < ${end}::timestamptz)
    `,
    // Payouts to providers (ADR 0026) made in the period: sent, being sent; failed ones moved nothing.
    sql<{ count: number; sent: number; sending: number }[]>`
      select count(*) filter (where status in ('pending', 'succeeded'))::int as count,
        coalesce(sum(amount_cents) filter (where status = 'succeeded'), 0)::float8 as sent,
        coalesce(sum(amount_cents) filter (where status = 'pending'), 0)::float8 as sending
      from payouts
      where (${start}::timestamptz is null or created_at >= ${start}::timestamptz)
        and (${end}::timestamptz is null or created_at < ${end}::timestamptz)
    `,
    getFeeBps(sql),
  ]);
  const n = (v: number | undefined) => Number(v ?? 0);
  const grossRevenue = n(row?.revenue);
  const refundedAmount = n(row?.refunded);
  const totalRevenue = grossRevenue - refundedAmount;
  const totalFees = n(row?.fees) - n(row?.refundedFees);
  const rewardsCost = n(row?.rewards) - n(row?.refundedRewards);
  return {
    totalTransactions: n(row?.transactions),
    totalRevenue,
    totalFees,
    providerPayouts: n(row?.payouts) - n(row?.refundedPayouts),
    profitMargin: percentageOf(totalFees, totalRevenue),
    rewardsCost,
    platformNet: totalFees - rewardsCost,
    feePercentage: bpsToPercentage(bps),
    grossRevenue,
    refundCount: n(row?.refunds),
    refundedAmount,
    refundsPendingAmount: n(row?.refundsPending),
    refundsFailedAmount: n(row?.refundsFailed),
    payoutCount: n(payouts?.count),
    payoutsSentAmount: n(payouts?.sent),
    payoutsPendingAmount: n(payouts?.sending),
  };
}
