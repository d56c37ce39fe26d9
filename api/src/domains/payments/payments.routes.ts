import { createRoute } from '@hono/zod-openapi';
import { activeAccountRequired } from '../../middlewares/auth/account.ts';
import { permissionRequired, userRequired } from '../../middlewares/auth/auth.ts';
import { IdempotencyHeaderSchema } from '../../lib/idempotency.ts';
import { IdParamSchema } from '../../lib/ids.ts';
import { security } from '../../lib/openapi.ts';
import { dataResponse, errorResponses } from '../common/schemas.ts';
import { CreatePaymentBodySchema, PaymentSchema } from './payments.schemas.ts';

const tags = ['Pagamentos'];

export const create = createRoute({
  method: 'post',
  path: '/api/payments',
  tags,
  summary: 'Pagar uma reserva',
  description: "Pays the caller's pending booking (spec 2.9; DECISIONS.md 1) by card, M-Pesa or bank transfer, for " +
    "the booking's total computed by the server (centavos). The details are checked: card number by Luhn, expiry " +
    "'MM/YY' not past, CVV 3-4 digits; M-Pesa +258 8[2-7] and 7 digits; bank account of 8-20 digits or a " +
    "Mozambican IBAN ('MZ59' and 21 digits). Only masked hints are kept. The payment is `pending`: card and M-Pesa " +
    'settle after PAYMENT_DELAY_MS (default 2 s; poll GET /api/payments/{id}) as `succeeded`, which confirms the ' +
    'booking, or `failed`, which leaves it pending to pay again until its hold expires. A bank transfer stays ' +
    'pending (settlesAt null) until an admin confirms it, and holds the seats meanwhile. Sandbox test values: card ' +
    '4000 0000 0000 0002 is declined; M-Pesa +258 84 000 0000 is refused; any other valid card or number succeeds ' +
    '(e.g. 4242 4242 4242 4242, +258 84 123 4567). An `Idempotency-Key` header makes a retry return the first ' +
    "payment. Errors: 400 ('Por favor preencha todos os dados do cartão.', 'Por favor insira o número M-Pesa.', " +
    "'Por favor insira os dados bancários.' or the field's message), 401, 404, 409 ALREADY_PAID, 409 " +
    'BOOKING_NOT_PAYABLE (cancelled), 409 HOLD_EXPIRED, 409 PAYMENT_PENDING (another payment in progress), 409 ' +
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
