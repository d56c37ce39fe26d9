import { sql } from '../../lib/db.ts';
import type { AppRouteHandler } from '../../lib/types.ts';
import { requireUser } from '../../middlewares/auth/auth.ts';
import { deploymentRails } from './default-provider.ts';
import { reconciliationList, resolveRecord, settlementCsv } from './payments.reconciliation.ts';
import type { ListRoute, ResolveRoute, SettlementReportRoute } from './payments.reconciliation.routes.ts';

export const list: AppRouteHandler<ListRoute> = async (c) => {
  return c.json({ data: { items: await reconciliationList(sql, new Date()) } }, 200);
};

export const resolve: AppRouteHandler<ResolveRoute> = async (c) => {
  const { kind, id } = c.req.valid('param');
  const { outcome, note } = c.req.valid('json');
  const result = await resolveRecord(sql, deploymentRails, {
    kind,
    id,
    outcome,
    note,
    adminId: requireUser(c).uid,
    now: new Date(),
  });
  return c.json({ data: result }, 200);
};

export const settlementReport: AppRouteHandler<SettlementReportRoute> = (c) => {
  const { rail, day } = c.req.valid('query');
  c.header('Content-Type', 'text/csv; charset=utf-8');
  c.header('Content-Disposition', `attachment; filename="liquidacao-${rail}-${day}.csv"`);
  return c.body(settlementCsv(sql, rail, day), 200);
};
