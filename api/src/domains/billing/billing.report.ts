/**
 * @module The financial report of the admin billing page (spec 3 'Billing', 7): totals of the succeeded payments,
 * optionally for the local dates (Africa/Maputo) on which they settled. Amounts are centavos.
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
  const [[row], bps] = await Promise.all([
    sql<{ transactions: number; revenue: number; fees: number; payouts: number }[]>`
      select
        count(*)::int as transactions,
        coalesce(sum(p.amount_cents), 0)::float8 as revenue,
        coalesce(sum(b.platform_fee_cents), 0)::float8 as fees,
        coalesce(sum(b.provider_amount_cents), 0)::float8 as payouts
      from payments p
      join bookings b on b.id = p.booking_id
      where p.status = 'succeeded'
        and (${start}::timestamptz is null or coalesce(p.settled_at, p.created_at) >= ${start}::timestamptz)
        and (${end}::timestamptz is null or coalesce(p.settled_at, p.created_at) < ${end}::timestamptz)
    `,
    getFeeBps(sql),
  ]);
  const totalRevenue = Number(row?.revenue ?? 0);
  const totalFees = Number(row?.fees ?? 0);
  return {
    totalTransactions: Number(row?.transactions ?? 0),
    totalRevenue,
    totalFees,
    providerPayouts: Number(row?.payouts ?? 0),
    profitMargin: percentageOf(totalFees, totalRevenue),
    feePercentage: bpsToPercentage(bps),
  };
}
