import { createRoute } from '@hono/zod-openapi';
import { activeAccountRequired } from '../../middlewares/auth/account.ts';
import { permissionRequired, userRequired } from '../../middlewares/auth/auth.ts';
import { IdempotencyHeaderSchema } from '../../lib/idempotency.ts';
import { IdParamSchema } from '../../lib/ids.ts';
import { security } from '../../lib/openapi.ts';
import { dataResponse, errorResponses } from '../common/schemas.ts';
import { z } from '@hono/zod-openapi';
import { CreatePaymentBodySchema, PaymentCallbackBodySchema, PaymentSchema } from './payments.schemas.ts';

const tags = ['Pagamentos'];

export const create = createRoute({
  method: 'post',
  path: '/api/payments',
  tags,
  summary: 'Pagar uma reserva ou uma viagem',
  description: "Pays the caller's pending booking (spec 2.9; DECISIONS.md 1) by card, M-Pesa or bank transfer, for " +
    "the booking's total computed by the server (centavos). With `tripId` instead of `bookingId` (exactly one of " +
    "the two), one payment pays the caller's whole trip (issue 30, ADR 0055): every part still pending, for the " +
    "trip's `totalCents` (the sum of those parts' totals, centavos; each part's share recorded); when it succeeds " +
    'every part it covers is confirmed (each provider keeps its own booking, earnings and receipt line), when it ' +
    'fails or expires the parts stay pending, payable again until their hold expires. Cancelling one part later ' +
    "refunds that part's share by its policy; a pending trip payment is voided when one of its parts is cancelled. " +
    'A card payment carries no card details: it answers ' +
    "`awaiting` with `redirectUrl`, the acquirer's hosted page (DPO Pay, ADR 0050), where the traveller types the " +
    'card and passes 3-D Secure; the page sends them back to /reservas?pagamento={id}, which calls POST ' +
    '/api/payments/{id}/return; an abandoned page expires at `deadlineAt` with the hold. M-Pesa: +258 84/85 and 7 ' +
    "digits (ADR 0042); bank: an account of 8-20 digits or a Mozambican IBAN ('MZ59' and 21 digits). Only masked " +
    'hints are kept. The payment is `pending` until the rail answers (poll GET /api/payments/{id}): `succeeded` ' +
    'confirms the booking, `failed` leaves it pending to pay again until its hold expires. A bank transfer stays ' +
    'pending (settlesAt null) until an admin confirms it, and holds the seats meanwhile. Test values: README ' +
    "'Payment rails' (the simulators' numbers and cards). An `Idempotency-Key` header makes a retry return the " +
    "first payment. Errors: 400 ('Por favor insira o número M-Pesa.', " +
    "'Por favor insira os dados bancários.' or the field's message), 401, 404, 409 ALREADY_PAID, 409 " +
    'BOOKING_NOT_PAYABLE (cancelled), 409 HOLD_EXPIRED, 409 PAYMENT_PENDING (another payment in progress, also on ' +
    "any part of the trip), 409 TRIP_NOTHING_TO_PAY ('Esta viagem já não tem nada por pagar.': every part paid, " +
    "cancelled or done), 409 TRIP_HOLD_EXPIRED (a pending part's hold expired; `details.part` names it), 409 " +
    'TRIP_PAYMENT_REFUNDED (an earlier payment of the trip was taken after a part was cancelled and refunded whole: ' +
    'the trip is planned again), 409 ' +
    "PROVIDER_SUSPENDED ('Esta oferta não está disponível: a conta do prestador está suspensa.'; ADR 0014), 422 " +
    'IDEMPOTENCY_KEY_REUSED.',
  security,
  middleware: [userRequired, activeAccountRequired] as const,
  request: {
    headers: IdempotencyHeaderSchema,
    body: { content: { 'application/json': { schema: CreatePaymentBodySchema } }, required: true },
  },
  responses: {
    201: dataResponse(PaymentSchema, 'Pagamento registado (ou o primeiro, numa repetição com a mesma chave).'),
    400: errorResponses[400],
    401: errorResponses[401],
    403: errorResponses[403],
    404: errorResponses[404],
    409: errorResponses[409],
    422: errorResponses[422],
  },
});
export type CreateRoute = typeof create;

export const getOne = createRoute({
  method: 'get',
  path: '/api/payments/{id}',
  tags,
  summary: 'Estado de um pagamento',
  description: 'One payment, for its payer or an admin, settled first when due (poll it after POST /api/payments). ' +
    'Errors: 401, 404.',
  security,
  middleware: [userRequired] as const,
  request: { params: IdParamSchema },
  responses: { 200: dataResponse(PaymentSchema, 'O pagamento.'), 401: errorResponses[401], 404: errorResponses[404] },
});
export type GetOneRoute = typeof getOne;

export const returnFromPage = createRoute({
  method: 'post',
  path: '/api/payments/{id}/return',
  tags,
  summary: 'Regresso da página de pagamento do cartão',
  description: "The traveller is back from the acquirer's hosted card page (ADR 0050): the API asks the acquirer " +
    "(verifyToken) and settles the payment with that answer, never with the page's query string; the first answer " +
    'wins when the reconciliation job settles it at the same time. A settled payment is answered as it is. Payer ' +
    'only. Errors: 401, 404.',
  security,
  middleware: [userRequired] as const,
  request: { params: IdParamSchema },
  responses: {
    200: dataResponse(PaymentSchema, 'O pagamento, verificado junto do serviço.'),
    401: errorResponses[401],
    404: errorResponses[404],
  },
});
export type ReturnRoute = typeof returnFromPage;

export const confirm = createRoute({
  method: 'post',
  path: '/api/payments/{id}/confirm',
  tags,
  summary: 'Confirmar uma transferência bancária (admin)',
  description: 'An admin confirms that a pending bank transfer arrived: the payment succeeds and the booking is ' +
    'confirmed. Needs admin.panel. Errors: 401, 403, 404, 409 PAYMENT_NOT_PENDING, 422 NOT_BANK_TRANSFER.',
  security,
  middleware: [permissionRequired('admin.panel')] as const,
  request: { params: IdParamSchema },
  responses: {
    200: dataResponse(PaymentSchema, 'Pagamento confirmado.'),
    401: errorResponses[401],
    403: errorResponses[403],
    404: errorResponses[404],
    409: errorResponses[409],
    422: errorResponses[422],
  },
});
export type ConfirmRoute = typeof confirm;

export const callback = createRoute({
  method: 'post',
  path: '/api/payments/callbacks/{rail}',
  tags,
  summary: 'Aviso de um serviço de pagamento',
  description: 'A payment rail (M-Pesa) tells us a payment changed (issue 25, ADR 0042). The body is never trusted: ' +
    'the API asks the rail for the status of the payment named by `reference` (our short rail reference, ' +
    "'P' + 11 characters, or the rail's transaction id) and settles it with that answer, like the reconciliation " +
    'job; a callback racing the job settles it once. No sign-in (the rail calls it). Answers the stage after the ' +
    'check. Errors: 400 (reference), 404 (no such payment on that rail).',
  request: {
    params: z.object({ rail: z.enum(['mpesa']).openapi({ example: 'mpesa' }) }),
    body: { content: { 'application/json': { schema: PaymentCallbackBodySchema } }, required: true },
  },
  responses: {
    200: dataResponse(
      z.object({ stage: PaymentSchema.shape.stage }).openapi('PaymentCallbackResult'),
      'O pagamento, verificado junto do serviço.',
    ),
    400: errorResponses[400],
    404: errorResponses[404],
  },
});
export type CallbackRoute = typeof callback;
