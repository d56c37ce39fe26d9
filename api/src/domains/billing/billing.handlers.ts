import { sql } from '../../lib/db.ts';
import type { AppRouteHandler } from '../../lib/types.ts';
import type { CalculateRoute, FinancialReportRoute, GetFeeRoute, UpdateFeeRoute } from './billing.routes.ts';
import { bpsToPercentage, computeAmounts, getFeeBps, percentageToBps, setFeeBps } from './billing.service.ts';
import { financialReport as buildReport } from './billing.report.ts';

export const getFee: AppRouteHandler<GetFeeRoute> = async (c) => {
  return c.json({ data: { feePercentage: bpsToPercentage(await getFeeBps(sql)) } }, 200);
};

export const updateFee: AppRouteHandler<UpdateFeeRoute> = async (c) => {
  const bps = percentageToBps(c.req.valid('json').percentage);
  await setFeeBps(sql, bps);
  return c.json({ data: { feePercentage: bpsToPercentage(bps) } }, 200);
};

export const calculate: AppRouteHandler<CalculateRoute> = async (c) => {
  const bps = await getFeeBps(sql);
  const a = computeAmounts(c.req.valid('json').amount, bps);
  return c.json({
    data: {
      subtotal: a.subtotalCents,
      feePercentage: bpsToPercentage(bps),
      platformFee: a.platformFeeCents,
      providerAmount: a.providerAmountCents,
      total: a.totalCents,
    },
  }, 200);
};

export const financialReport: AppRouteHandler<FinancialReportRoute> = async (c) => {
  return c.json({ data: await buildReport(sql, c.req.valid('query')) }, 200);
};
