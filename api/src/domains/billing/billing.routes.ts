import { createRoute } from '@hono/zod-openapi';
import { permissionRequired } from '../../middlewares/auth/auth.ts';
import { jsonBody, security } from '../../lib/openapi.ts';
import { dataResponse, errorResponses } from '../common/schemas.ts';
import {
  CalculateBodySchema,
  CalculationSchema,
  FeePercentageSchema,
  FinancialReportQuerySchema,
  FinancialReportSchema,
  UpdateFeeBodySchema,
} from './billing.schemas.ts';

const tags = ['Faturação'];

export const getFee = createRoute({
  method: 'get',
  path: '/api/billing/fee-percentage',
  tags,
  summary: 'Taxa da plataforma',
  description: 'The platform fee applied to bookings, in % of the subtotal (DECISIONS.md 2; spec 7). Open to everyone.',
  responses: { 200: dataResponse(FeePercentageSchema, 'Taxa atual.') },
});
export type GetFeeRoute = typeof getFee;

export const updateFee = createRoute({
  method: 'put',
  path: '/api/billing/fee-percentage',
  tags,
  summary: 'Alterar a taxa da plataforma',
  description: "Admins only (permission system.config). 0 to 50 in steps of 0.1 (spec 5 'Admin fee'); applies to " +
    "bookings made afterwards. Errors: 400 'Percentual deve ser entre 0 e 50', 401, 403.",
  security,
  middleware: [permissionRequired('system.config')] as const,
  request: { body: jsonBody(UpdateFeeBodySchema) },
  responses: {
    200: dataResponse(FeePercentageSchema, 'Taxa guardada.'),
    400: errorResponses[400],
    401: errorResponses[401],
    403: errorResponses[403],
  },
});
export type UpdateFeeRoute = typeof updateFee;

export const calculate = createRoute({
  method: 'post',
  path: '/api/billing/calculate',
  tags,
  summary: 'Calcular a faturação de um valor',
  description: 'Splits a subtotal (centavos) with the current fee: total = subtotal + fee, the provider gets the ' +
    "subtotal (DECISIONS.md 2). All amounts in centavos. Open. Errors: 400 'Valor deve ser maior que zero'.",
  request: { body: jsonBody(CalculateBodySchema) },
  responses: { 200: dataResponse(CalculationSchema, 'Cálculo.'), 400: errorResponses[400] },
});
export type CalculateRoute = typeof calculate;

export const financialReport = createRoute({
  method: 'get',
  path: '/api/billing/financial-report',
  tags,
  summary: 'Relatório financeiro',
  description: "Admins only (permission reports.view). Totals of the succeeded payments (spec 3 'Billing', 7): " +
    'count, revenue, the platform fees and provider amounts of the bookings they paid, the margin (fees / revenue, ' +
    '%, one decimal) and the current fee setting. Revenue, fees and provider amounts are net of refunds (ADR 0006): ' +
    'refunded money is not revenue and the platform fee of a refunded booking is not earned; a refund counts against ' +
    "the payment it refunds (on that payment's date) whatever its status, and grossRevenue, refundCount, " +
    'refundedAmount, refundsPendingAmount and refundsFailedAmount show them. Optional `from`/`to` local dates ' +
    "(Africa/Maputo, inclusive) filter on the payment's settlement time. Amounts in centavos. Errors: 400 'Data inválida. Use o formato AAAA-MM-DD.', 401, 403.",
  security,
  middleware: [permissionRequired('reports.view')] as const,
  request: { query: FinancialReportQuerySchema },
  responses: {
    200: dataResponse(FinancialReportSchema, 'Relatório.'),
    400: errorResponses[400],
    401: errorResponses[401],
    403: errorResponses[403],
  },
});
export type FinancialReportRoute = typeof financialReport;
