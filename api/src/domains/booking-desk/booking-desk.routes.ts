import { createRoute } from '@hono/zod-openapi';
import { activeAccountRequired } from '../../middlewares/auth/account.ts';
import { permissionRequired, userRequired } from '../../middlewares/auth/auth.ts';
import { IdempotencyHeaderSchema } from '../../lib/idempotency.ts';
import { IdParamSchema } from '../../lib/ids.ts';
import { pageQuery, pageResponse } from '../../lib/paging.ts';
import { security } from '../../lib/openapi.ts';
import { dataResponse, errorResponses } from '../common/schemas.ts';
import { RefundQuoteSchema } from '../bookings/bookings.cancellation.schemas.ts';
import { CancelBookingBodySchema } from '../bookings/bookings.schemas.ts';
import { BookingSchema, CreateBookingBodySchema } from './booking-desk.schemas.ts';

const tags = ['Reservas'];

export const create = createRoute({
  method: 'post',
  path: '/api/bookings/create',
  tags,
  summary: 'Reservar lugares numa viagem',
  description: "Books `seats` seats of a ride (body discriminated by `type`; 'ride' for now). The seats are held at " +
    'once, in one transaction, so concurrent requests can never sell more seats than the ride has. The price per ' +
    'seat, the platform fee (setting, default 10 %) and the total (subtotal + fee) are computed by the server, in ' +
    'centavos (DECISIONS.md 2). The booking is pending and holds its seats until `holdExpiresAt` (HOLD_MINUTES, ' +
    'default 15); paying it (POST /api/payments) confirms it, otherwise the seats are released. An ' +
    '`Idempotency-Key` header makes a retry return the first booking with the same status. Needs booking.create ' +
    '(every signed-in user). Errors: 400 VALIDATION_ERROR, 401, 404 (no such ride), 409 SEATS_UNAVAILABLE, 409 ' +
    'RIDE_NOT_AVAILABLE (cancelled or departed), 409 PROVIDER_SUSPENDED (the driver, manager or organiser is ' +
    "suspended: 'Esta oferta não está disponível: a conta do prestador está suspensa.'; ADR 0014), 409 " +
    'TOO_MANY_UNPAID_BOOKINGS (the caller already holds 3 pending bookings without a succeeded payment: ' +
    "'Tem 3 reservas por pagar. Pague ou cancele uma delas antes de fazer uma nova reserva.'; checked inside the " +
    'booking transaction, so racing requests cannot exceed it; a free event registration is not a hold; ADR 0017), ' +
    '422 OWN_RIDE (a driver booking their own ride), 422 TOTAL_TOO_LARGE (a total above 10,000,000,000 MT), 422 ' +
    'IDEMPOTENCY_KEY_REUSED.',
  security,
  middleware: [permissionRequired('booking.create'), activeAccountRequired] as const,
  request: {
    headers: IdempotencyHeaderSchema,
    body: { content: { 'application/json': { schema: CreateBookingBodySchema } }, required: true },
  },
  responses: {
    201: dataResponse(BookingSchema, 'Reserva criada (ou a primeira, numa repetição com a mesma chave).'),
    400: errorResponses[400],
    401: errorResponses[401],
    403: errorResponses[403],
    404: errorResponses[404],
    409: errorResponses[409],
    422: errorResponses[422],
  },
});
export type CreateRoute = typeof create;

export const listMine = createRoute({
  method: 'get',
  path: '/api/bookings/user',
  tags,
  summary: 'As minhas reservas',
  description: "The caller's bookings, newest first (spec 2.10): ride from/to, local date and time, provider name, " +
    "status, amounts in centavos and the latest payment. `active` sorts them into 'Ativas' and 'Anteriores'. Due " +
    'payments are settled first. Paged (ADR 0047): `limit` (1-100, default 50) and `cursor` (the `next` of the ' +
    'previous page). Errors: 400, 401.',
  security,
  middleware: [userRequired] as const,
  request: { query: pageQuery() },
  responses: {
    200: pageResponse(BookingSchema, 'Uma página de reservas.'),
    400: errorResponses[400],
    401: errorResponses[401],
  },
});
export type ListMineRoute = typeof listMine;

export const getOne = createRoute({
  method: 'get',
  path: '/api/bookings/{id}',
  tags,
  summary: 'Uma reserva',
  description: 'One booking, for its client, its provider or an admin. Due payments are settled first. Errors: 401, ' +
    '404.',
  security,
  middleware: [userRequired] as const,
  request: { params: IdParamSchema },
  responses: {
    200: dataResponse(BookingSchema, 'A reserva.'),
    401: errorResponses[401],
    404: errorResponses[404],
  },
});
export type GetOneRoute = typeof getOne;

export const cancel = createRoute({
  method: 'post',
  path: '/api/bookings/{id}/cancel',
  tags,
  summary: 'Cancelar uma reserva',
  description: 'The client cancels their own pending or confirmed booking before its service begins (spec 2.10 ' +
    "'Cancelar', after 'Tem certeza que deseja cancelar esta reserva?'): its seats (or nights) go back and, in the " +
    'same ' +
    'transaction, its money is settled (ADR 0006): a payment still pending (a card or M-Pesa payment not yet ' +
    'settled, a bank transfer not yet confirmed) is voided (paymentStatus cancelled, nothing taken, no refund); a ' +
    "succeeded payment is refunded through the provider by exactly the refund quote of the product's cancellation " +
    'policy at that moment (GET /api/bookings/{id}/refund-quote, ADR 0024: rides free until 24 h before departure, ' +
    "then 50 % of the seats, fee kept; stays by the establishment's flexible, moderate or strict policy; events by " +
    "the organiser's days-before or no-refunds policy); nothing when the quote is 0. A loyalty reward the booking " +
    'used is given back when the cancellation is free. The booking answered carries `refund` { status pending -> ' +
    'succeeded | failed, amountCents }; the provider settles it like a payment (PAYMENT_DELAY_MS). One refund per ' +
    'payment: a second cancel, even concurrent, answers 409 and refunds nothing. No cancellation once the service ' +
    'has begun (ADR 0017): a ride after departure, an event after it starts or once one of its tickets is checked ' +
    'in, a stay once checked in or after its check-in day; `canCancel` on the booking says so. A paid stay ' +
    "request the manager has not answered yet may be withdrawn ('Retirar pedido'), refunded in full. Body optional. " +
    'Errors: 401, 404 (not theirs), 409 BOOKING_NOT_CANCELLABLE (already ended, or begun, with the reason: ' +
    "'O evento já começou: esta reserva já não pode ser cancelada.', 'Um bilhete desta reserva já entrou no " +
    "evento: ...', 'A viagem já partiu: ...', 'O check-in já foi feito: ...', 'A estadia já começou: ...').",
  security,
  middleware: [userRequired] as const,
  request: {
    params: IdParamSchema,
    body: { content: { 'application/json': { schema: CancelBookingBodySchema } }, required: false },
  },
  responses: {
    200: dataResponse(BookingSchema, 'Reserva cancelada.'),
    400: errorResponses[400],
    401: errorResponses[401],
    404: errorResponses[404],
    409: errorResponses[409],
  },
});
export type CancelRoute = typeof cancel;

export const refundQuote = createRoute({
  method: 'get',
  path: '/api/bookings/{id}/refund-quote',
  tags,
  summary: 'Quanto recebo se cancelar agora',
  description: "What the client gets back by cancelling their booking now, in centavos, by the product's " +
    'cancellation policy (ADR 0024), with the policy text in Portuguese and its deadline (`changesAt`: after it the ' +
    'amount drops; `freeUntil`: the end of the free period). The cancellation (POST /api/bookings/{id}/cancel) ' +
    'refunds exactly this amount when made at the same moment. `cancellable` false (service begun, already ' +
    "cancelled) gives refundCents 0. Due payments are settled first. Only the booking's client. Errors: 401, 404.",
  security,
  middleware: [userRequired] as const,
  request: { params: IdParamSchema },
  responses: {
    200: dataResponse(RefundQuoteSchema, 'O reembolso que um cancelamento agora daria.'),
    401: errorResponses[401],
    404: errorResponses[404],
  },
});
export type RefundQuoteRoute = typeof refundQuote;
