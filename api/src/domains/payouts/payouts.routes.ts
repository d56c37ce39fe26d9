/** @module Routes of provider earnings and payouts (issue 12, ADR 0026). */
import { createRoute, z } from '@hono/zod-openapi';
import { IdParamSchema } from '../../lib/ids.ts';
import { IdempotencyHeaderSchema } from '../../lib/idempotency.ts';
import { jsonBody, security } from '../../lib/openapi.ts';
import { permissionRequired } from '../../middlewares/auth/auth.ts';
import { verificationRequired } from '../../middlewares/auth/verification.ts';
import { dataResponse, errorResponses } from '../common/schemas.ts';
import {
  BatchListSchema,
  BatchSchema,
  CreateBatchBodySchema,
  DueListSchema,
  EarningsPageSchema,
  EarningsQuerySchema,
  EarningsSummarySchema,
  MonthParamSchema,
  PayoutMethodBodySchema,
  PayoutMethodSchema,
  PayoutSchema,
  StatementSchema,
} from './payouts.schemas.ts';

const tags = ['Ganhos e pagamentos'];
const provider = permissionRequired('earnings.view');
const admin = permissionRequired('payouts.manage');
const errs = { 401: errorResponses[401], 403: errorResponses[403] };
const WHO = 'Providers only (permission earnings.view: drivers, accommodation managers, event organisers); the ' +
  "caller's own bookings (bookings.provider_id). ";
const BALANCE =
  'A paid booking (succeeded payment) earns its provider the subtotal (providerAmount, DECISIONS.md 2); ' +
  'the provider part of its refunds (any status) is taken back; the money is available once the service took place ' +
  '(a ride at its departure, a stay at check-out, an event at its end), pending before; payouts sent or being sent ' +
  'are taken from the available balance. Centavos. ';

export const summary = createRoute({
  method: 'get',
  path: '/api/earnings',
  tags,
  summary: 'Os meus ganhos: saldo e conta de pagamento',
  description: WHO + BALANCE +
    'Also the payout method (masked) and the months that have a statement. Errors: 401, 403.',
  security,
  middleware: [provider] as const,
  responses: { 200: dataResponse(EarningsSummarySchema, 'Saldo.'), ...errs },
});
export type SummaryRoute = typeof summary;

export const bookings = createRoute({
  method: 'get',
  path: '/api/earnings/bookings',
  tags,
  summary: 'Ganhos por reserva',
  description: WHO + 'Each paid booking, newest payment first: subtotal, platform fee, total paid, the provider part ' +
    'of its refunds, what the provider receives, and whether it is available or pending. Optional `month` ' +
    "(yyyy-MM, Africa/Maputo) filters on the payment time. Errors: 400 'Mês inválido. Use o formato AAAA-MM.', 401, 403.",
  security,
  middleware: [provider] as const,
  request: { query: EarningsQuerySchema },
  responses: { 200: dataResponse(EarningsPageSchema, 'Uma página.'), 400: errorResponses[400], ...errs },
});
export type BookingsRoute = typeof bookings;

const STATEMENT = 'The statement of one calendar month (Africa/Maputo): the opening balance, the lines in time ' +
  'order (+ a booking share at its payment time, - a refund part at its creation, - a payout at its creation), ' +
  'the totals and the closing balance (opening + lines). ';

export const statement = createRoute({
  method: 'get',
  path: '/api/earnings/statements/{month}',
  tags,
  summary: 'Extracto mensal',
  description: WHO + STATEMENT + "Errors: 400 'Mês inválido. Use o formato AAAA-MM.', 401, 403.",
  security,
  middleware: [provider] as const,
  request: { params: MonthParamSchema },
  responses: { 200: dataResponse(StatementSchema, 'Extracto.'), 400: errorResponses[400], ...errs },
});
export type StatementRoute = typeof statement;

export const statementCsv = createRoute({
  method: 'get',
  path: '/api/earnings/statements/{month}/csv',
  tags,
  summary: 'Extracto mensal em CSV',
  description: WHO + STATEMENT + 'As CSV (RFC 4180, UTF-8 with BOM; columns data, tipo, descricao, estado, ' +
    'valor_mzn with a decimal point), as an attachment. Errors: 400, 401, 403.',
  security,
  middleware: [provider] as const,
  request: { params: MonthParamSchema },
  responses: {
    200: { content: { 'text/csv': { schema: z.string() } }, description: 'O extracto em CSV.' },
    400: errorResponses[400],
    ...errs,
  },
});
export type StatementCsvRoute = typeof statementCsv;

export const statementPdf = createRoute({
  method: 'get',
  path: '/api/earnings/statements/{month}/pdf',
  tags,
  summary: 'Extracto mensal em PDF',
  description: WHO + STATEMENT + 'As a PDF (A4, Portuguese, amounts in MT), as an attachment. Errors: 400, 401, 403.',
  security,
  middleware: [provider] as const,
  request: { params: MonthParamSchema },
  responses: {
    200: {
      content: { 'application/pdf': { schema: z.string().openapi({ format: 'binary' }) } },
      description: 'O extracto em PDF.',
    },
    400: errorResponses[400],
    ...errs,
  },
});
export type StatementPdfRoute = typeof statementPdf;

export const myPayouts = createRoute({
  method: 'get',
  path: '/api/earnings/payouts',
  tags,
  summary: 'Os meus pagamentos recebidos',
  description: WHO + 'The payouts made to the caller, newest first, with their status (pending, succeeded, failed: ' +
    'a failed payout stays in the balance). Errors: 401, 403.',
  security,
  middleware: [provider] as const,
  responses: { 200: dataResponse(z.object({ items: z.array(PayoutSchema) }), 'Pagamentos.'), ...errs },
});
export type MyPayoutsRoute = typeof myPayouts;

export const setMethod = createRoute({
  method: 'put',
  path: '/api/earnings/payout-method',
  tags,
  summary: 'Indicar a conta para receber pagamentos',
  description: WHO + 'An M-Pesa number (+258, 82-87) or a bank account (bank name and NIB or IBAN MZ59, whose check ' +
    'digits are verified), in the name of the holder, which must contain every word of the verified identity name ' +
    '(profile first and last name; accents, case and the particles de/da/do/dos/das/e ignored). Needs an approved ' +
    "verification. Replaces the previous method. Errors: 400 (e.g. 'NIB ou IBAN inválido: 21 dígitos do NIB, ou " +
    "MZ59 seguido do NIB.'), 401, 403 FORBIDDEN / VERIFICATION_REQUIRED / ACCOUNT_SUSPENDED, 422 " +
    "IDENTITY_NAME_MISSING, 422 PAYOUT_HOLDER_MISMATCH 'O nome do titular não corresponde ao nome da sua identidade " +
    "verificada.'",
  security,
  middleware: [provider, verificationRequired] as const,
  request: { body: jsonBody(PayoutMethodBodySchema) },
  responses: {
    200: dataResponse(PayoutMethodSchema, 'Conta guardada.'),
    400: errorResponses[400],
    ...errs,
    422: errorResponses[422],
  },
});
export type SetMethodRoute = typeof setMethod;

export const due = createRoute({
  method: 'get',
  path: '/api/admin/payouts/due',
  tags,
  summary: 'Saldos a pagar aos prestadores',
  description: 'Admins only (permission payouts.manage). Every provider with a non-zero available balance (negative: ' +
    'a refund after a payout, taken from their next payout), largest first, with the pending part, the payout ' +
    'method (masked; null: not paid) and whether the account is suspended (not paid). `payable` is what a batch ' +
    'made now pays. Centavos. Errors: 401, 403.',
  security,
  middleware: [admin] as const,
  responses: { 200: dataResponse(DueListSchema, 'Saldos.'), ...errs },
});
export type DueRoute = typeof due;

export const listBatches = createRoute({
  method: 'get',
  path: '/api/admin/payout-batches',
  tags,
  summary: 'Lotes de pagamentos',
  description: 'Admins only (permission payouts.manage). The 100 newest batches with their totals and how many ' +
    'payouts succeeded, are pending or failed. Errors: 401, 403.',
  security,
  middleware: [admin] as const,
  responses: { 200: dataResponse(BatchListSchema, 'Lotes.'), ...errs },
});
export type ListBatchesRoute = typeof listBatches;

export const createBatch = createRoute({
  method: 'post',
  path: '/api/admin/payout-batches',
  tags,
  summary: 'Criar um lote de pagamentos',
  description: 'Admins only (permission payouts.manage). Pays every provider (or the listed `providerIds`) whose ' +
    'available balance is positive, who has a payout method and whose account is not suspended: one payout each, ' +
    'of the whole available balance, through the payment provider (the sandbox settles it after PAYMENT_DELAY_MS), ' +
    "with the provider's idempotency key payout:<batch>:<provider>. Batches are made one at a time: concurrent " +
    'requests never pay a balance twice. Optional Idempotency-Key: a retry answers the same batch (200). Errors: ' +
    "400, 401, 403, 409 NOTHING_TO_PAY 'Não há saldos disponíveis para pagar (com conta de pagamento indicada).', " +
    '422 IDEMPOTENCY_KEY_REUSED.',
  security,
  middleware: [admin] as const,
  request: { headers: IdempotencyHeaderSchema, body: jsonBody(CreateBatchBodySchema) },
  responses: {
    201: dataResponse(BatchSchema, 'Lote criado.'),
    200: dataResponse(BatchSchema, 'O lote já criado com esta chave.'),
    400: errorResponses[400],
    ...errs,
    409: errorResponses[409],
    422: errorResponses[422],
  },
});
export type CreateBatchRoute = typeof createBatch;

export const getBatch = createRoute({
  method: 'get',
  path: '/api/admin/payout-batches/{id}',
  tags,
  summary: 'Um lote de pagamentos',
  description: 'Admins only (permission payouts.manage). The batch with each payout: provider, amount, destination ' +
    "(masked), status, the payment provider's reference. Errors: 401, 403, 404.",
  security,
  middleware: [admin] as const,
  request: { params: IdParamSchema },
  responses: { 200: dataResponse(BatchSchema, 'Lote.'), ...errs, 404: errorResponses[404] },
});
export type GetBatchRoute = typeof getBatch;
