/** @module Routes of the admin's reconciliation and daily settlement report (issue 25, ADR 0042). Need admin.panel. */
import { createRoute, z } from '@hono/zod-openapi';
import { permissionRequired } from '../../middlewares/auth/auth.ts';
import { security } from '../../lib/openapi.ts';
import { dataResponse, errorResponses } from '../common/schemas.ts';

const tags = ['Pagamentos'];

const StageSchema = z.enum(['created', 'awaiting', 'unknown', 'succeeded', 'failed', 'expired']);
export const ReconciliationItemSchema = z.object({
  kind: z.enum(['payment', 'refund', 'payout']),
  id: z.string().uuid(),
  bookingId: z.string().uuid().nullable(),
  provider: z.string().openapi({ example: 'mpesa' }),
  stage: StageSchema,
  status: z.string().openapi({ example: 'pending' }),
  amountCents: z.number().int().openapi({ description: 'Centavos.' }),
  railReference: z.string().nullable().openapi({ example: 'P7D0C6A8E2B1' }),
  providerReference: z.string().nullable(),
  providerCode: z.string().nullable().openapi({ example: 'INS-9' }),
  errorCode: z.string().nullable().openapi({ example: 'MPESA_TIMEOUT' }),
  problem: z.enum(['unknown', 'overdue', 'paid_not_booked', 'refund_failed']).openapi({
    description: 'unknown: no answer yet; overdue: awaiting past its deadline; paid_not_booked: money taken for a ' +
      'cancelled booking and not refunded; refund_failed: the rail refused the refund.',
  }),
  checkAttempts: z.number().int(),
  createdAt: z.string(),
  nextCheckAt: z.string().nullable(),
  events: z.array(z.object({
    at: z.string(),
    source: z.string(),
    fromStage: z.string().nullable(),
    toStage: z.string().nullable(),
    providerCode: z.string().nullable(),
    actor: z.string().nullable(),
    note: z.string().nullable(),
  })).openapi({ description: 'The audit trail, oldest first.' }),
}).openapi('ReconciliationItem');

export const list = createRoute({
  method: 'get',
  path: '/api/admin/payments/reconciliation',
  tags,
  summary: 'Reconciliação de pagamentos (admin)',
  description: 'Payments, refunds and payouts of live rails whose outcome is unknown, still awaiting 5 (payments) or ' +
    '15 (refunds, payouts) minutes past their deadline, or in disagreement (money taken for a cancelled booking and ' +
    'not refunded; a refund refused), newest first, at most 200, each with its audit trail (ADR 0042). Needs ' +
    'admin.panel. Errors: 401, 403.',
  security,
  middleware: [permissionRequired('admin.panel')] as const,
  responses: {
    200: dataResponse(z.object({ items: z.array(ReconciliationItemSchema) }), 'O que precisa de atenção.'),
    401: errorResponses[401],
    403: errorResponses[403],
  },
});
export type ListRoute = typeof list;

export const ResolveBodySchema = z.object({
  outcome: z.enum(['check', 'succeeded', 'failed'], { message: 'Escolha como resolver.' }).openapi({
    description: "'check' asks the rail now; 'succeeded' or 'failed' records what the rail's own portal shows.",
  }),
  note: z.string({ message: 'Explique a resolução (3 a 500 caracteres).' }).trim()
    .min(3, 'Explique a resolução (3 a 500 caracteres).').max(500, 'Explique a resolução (3 a 500 caracteres).')
    .openapi({ example: 'Confirmado no portal M-Pesa: transação C1A2B3C4D5 concluída.' }),
}).openapi('ResolveBody');

export const resolve = createRoute({
  method: 'post',
  path: '/api/admin/payments/reconciliation/{kind}/{id}/resolve',
  tags,
  summary: 'Resolver um pagamento, reembolso ou transferência (admin)',
  description: "Resolves one record of the reconciliation list, with the admin's note in the audit trail: 'check' " +
    "asks the rail now; 'succeeded' or 'failed' records the outcome the rail's portal shows (a succeeded payment of " +
    'a cancelled booking is then refunded). Needs admin.panel. Errors: 400, 401, 403, 404, 409 ALREADY_SETTLED.',
  security,
  middleware: [permissionRequired('admin.panel')] as const,
  request: {
    params: z.object({ kind: z.enum(['payment', 'refund', 'payout']), id: z.string() }),
    body: { content: { 'application/json': { schema: ResolveBodySchema } }, required: true },
  },
  responses: {
    200: dataResponse(z.object({ stage: StageSchema }), 'Resolvido.'),
    400: errorResponses[400],
    401: errorResponses[401],
    403: errorResponses[403],
    404: errorResponses[404],
    409: errorResponses[409],
  },
});
export type ResolveRoute = typeof resolve;

export const settlementReport = createRoute({
  method: 'get',
  path: '/api/admin/payments/settlement-report',
  tags,
  summary: 'Relatório diário de liquidação por meio de pagamento (admin, CSV)',
  description: 'Every payment, refund and payout of one rail that succeeded on one Africa/Maputo day, with our ' +
    "and the rail's references, then the totals (CSV, RFC 4180, UTF-8 with BOM; columns data_hora, tipo, id, " +
    'referencia, referencia_operador, valor_mzn with a decimal point; refunds and payouts negative). Needs ' +
    'admin.panel. Errors: 400, 401, 403.',
  security,
  middleware: [permissionRequired('admin.panel')] as const,
  request: {
    query: z.object({
      rail: z.enum(['mpesa', 'dpo', 'sandbox'], { message: 'Escolha o meio de pagamento.' }).openapi({
        example: 'mpesa',
      }),
      day: z.string({ message: 'Data inválida. Use AAAA-MM-DD.' }).regex(
        /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/,
        'Data inválida. Use AAAA-MM-DD.',
      ).openapi({ example: '2026-12-01' }),
    }),
  },
  responses: {
    200: { content: { 'text/csv': { schema: z.string() } }, description: 'O relatório em CSV.' },
    400: errorResponses[400],
    401: errorResponses[401],
    403: errorResponses[403],
  },
});
export type SettlementReportRoute = typeof settlementReport;
