import { sql } from '../../lib/db.ts';
import { errors } from '../../lib/errors.ts';
import type { AppRouteHandler } from '../../lib/types.ts';
import { requireUser } from '../../middlewares/auth/auth.ts';
import * as batches from './payouts.batches.ts';
import { statementPdf as renderPdf } from './payouts.pdf.ts';
import type * as R from './payouts.routes.ts';
import * as service from './payouts.service.ts';

export const summary: AppRouteHandler<R.SummaryRoute> = async (c) => {
  return c.json({ data: await service.earningsSummary(sql, requireUser(c).uid, new Date()) }, 200);
};

export const bookings: AppRouteHandler<R.BookingsRoute> = async (c) => {
  return c.json({ data: await service.earningsPage(sql, requireUser(c).uid, c.req.valid('query'), new Date()) }, 200);
};

export const statement: AppRouteHandler<R.StatementRoute> = async (c) => {
  const data = await service.statement(sql, requireUser(c).uid, c.req.valid('param').month, new Date());
  return c.json({ data }, 200);
};

export const statementCsv: AppRouteHandler<R.StatementCsvRoute> = async (c) => {
  const { month } = c.req.valid('param');
  const body = await service.statementCsvStream(sql, requireUser(c).uid, month, new Date());
  c.header('Content-Type', 'text/csv; charset=utf-8');
  c.header('Content-Disposition', `attachment; filename="extracto-${month}.csv"`);
  return c.body(body, 200);
};

export const statementPdf: AppRouteHandler<R.StatementPdfRoute> = async (c) => {
  const { month } = c.req.valid('param');
  const now = new Date();
  const bytes = await renderPdf(await service.statement(sql, requireUser(c).uid, month, now), now);
  c.header('Content-Type', 'application/pdf');
  c.header('Content-Disposition', `attachment; filename="extracto-${month}.pdf"`);
  return c.body(bytes as Uint8Array<ArrayBuffer>, 200);
};

export const myPayouts: AppRouteHandler<R.MyPayoutsRoute> = async (c) => {
  return c.json({ data: { items: await batches.payoutsOfProvider(sql, requireUser(c).uid) } }, 200);
};

export const setMethod: AppRouteHandler<R.SetMethodRoute> = async (c) => {
  return c.json({ data: await service.setPayoutMethod(sql, requireUser(c).uid, c.req.valid('json')) }, 200);
};

export const due: AppRouteHandler<R.DueRoute> = async (c) => {
  return c.json({ data: await batches.dueList(sql, new Date()) }, 200);
};

export const listBatches: AppRouteHandler<R.ListBatchesRoute> = async (c) => {
  return c.json({ data: await batches.listBatches(sql, new Date()) }, 200);
};

export const createBatch: AppRouteHandler<R.CreateBatchRoute> = async (c) => {
  const { batch, created } = await batches.createBatch(sql, requireUser(c).uid, {
    providerIds: c.req.valid('json').providerIds,
    key: c.req.valid('header')['idempotency-key'] ?? null,
    now: new Date(),
  });
  return created ? c.json({ data: batch }, 201) : c.json({ data: batch }, 200);
};

export const getBatch: AppRouteHandler<R.GetBatchRoute> = async (c) => {
  const batch = await batches.getBatch(sql, c.req.valid('param').id);
  if (!batch) throw errors.notFound('Lote não encontrado.');
  return c.json({ data: batch }, 200);
};
