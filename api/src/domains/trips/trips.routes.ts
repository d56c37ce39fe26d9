import { createRoute } from '@hono/zod-openapi';
import { IdempotencyHeaderSchema } from '../../lib/idempotency.ts';
import { IdParamSchema } from '../../lib/ids.ts';
import { security } from '../../lib/openapi.ts';
import { activeAccountRequired } from '../../middlewares/auth/account.ts';
import { permissionRequired, userRequired } from '../../middlewares/auth/auth.ts';
import { CancelBookingBodySchema } from '../bookings/bookings.schemas.ts';
import { dataResponse, errorResponses } from '../common/schemas.ts';
import {
  CreateTripBodySchema,
  ReplaceTripPartBodySchema,
  TripReceiptSchema,
  TripSchema,
  TripStayPlanQuerySchema,
  TripStayPlanSchema,
} from './trips.schemas.ts';

const tags = ['Reservas'];

export const create = createRoute({
  method: 'post',
  path: '/api/trips',
  tags,
  summary: 'Reservar uma viagem completa',
  description: "One checkout for a trip (issue 30, ADR 0055): the event's tickets, the ride there, the ride back " +
    'and the stay (any of them, at least one). Every part is an ordinary booking of its product, with its own ' +
    'provider, policy, earnings and receipt line, made by its product in ONE transaction: all are held (pending, ' +
    "HOLD_MINUTES) or none. The event's accommodation partnership is applied to the stay when its partner is the " +
    "stay's establishment (or its manager), it is active on the event's date and the tickets reach its minimum. " +
    'The trip is one hold for the limit of 3 unpaid bookings. An `Idempotency-Key` header makes a retry return the ' +
    'first trip. Needs booking.create. Errors: 400 VALIDATION_ERROR, 401, 403, 409 TRIP_PART_UNAVAILABLE (a part is ' +
    "gone: sold out, full, cancelled, departed or not found; the message names it, e.g. 'Viagem de regresso: Não " +
    "há lugares suficientes disponíveis nesta viagem. Nada foi reservado.', and `details` carries `part` and the " +
    "product's `cause`), 409 TOO_MANY_UNPAID_BOOKINGS, 409 PROVIDER_SUSPENDED, 422 (a part's own refusal, e.g. " +
    'OWN_RIDE, MIN_NIGHTS, TOO_MANY_GUESTS, PARTNERSHIP_NOT_ELIGIBLE, named by its part), 422 IDEMPOTENCY_KEY_REUSED.',
  security,
  middleware: [permissionRequired('booking.create'), activeAccountRequired] as const,
  request: {
    headers: IdempotencyHeaderSchema,
    body: { content: { 'application/json': { schema: CreateTripBodySchema } }, required: true },
  },
  responses: {
    201: dataResponse(TripSchema, 'A viagem, com cada parte reservada (ou a primeira, numa repetição).'),
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
  path: '/api/trips/{id}',
  tags,
  summary: 'Uma viagem completa',
  description: 'A trip of the caller (only its owner): its parts in time order, each the booking with its price, ' +
    'discount, platform fee, total and status, and its cancellation policy with what cancelling it now gives back; ' +
    "the open parts' sums, the partnership applied and `refundCents` (cancelling the whole trip now). Due payments " +
    'are settled first. Errors: 401, 404.',
  security,
  middleware: [userRequired] as const,
  request: { params: IdParamSchema },
  responses: {
    200: dataResponse(TripSchema, 'A viagem.'),
    401: errorResponses[401],
    404: errorResponses[404],
  },
});
export type GetOneRoute = typeof getOne;

export const cancel = createRoute({
  method: 'post',
  path: '/api/trips/{id}/cancel',
  tags,
  summary: 'Cancelar a viagem toda',
  description: 'Cancels every part of the trip that can still be cancelled, each by its own policy exactly as POST ' +
    "/api/bookings/{id}/cancel does (one part alone is cancelled there): the sum refunded is the sum of the parts' " +
    'quotes GET /api/trips/{id} states (`refundCents`). Parts begun or already cancelled stay as they are. Only its ' +
    'owner. Body optional. Errors: 401, 404, 409 TRIP_NOT_CANCELLABLE (no part can be cancelled).',
  security,
  middleware: [userRequired] as const,
  request: {
    params: IdParamSchema,
    body: { content: { 'application/json': { schema: CancelBookingBodySchema } }, required: false },
  },
  responses: {
    200: dataResponse(TripSchema, 'A viagem depois do cancelamento.'),
    400: errorResponses[400],
    401: errorResponses[401],
    404: errorResponses[404],
    409: errorResponses[409],
  },
});
export type CancelRoute = typeof cancel;

export const receipt = createRoute({
  method: 'get',
  path: '/api/trips/{id}/receipt',
  tags,
  summary: 'O recibo da viagem',
  description: "The traveller's one receipt of a trip (issue 30): every numbered receipt of its parts (ADR 0025: " +
    "one per part of the trip's payment, with its provider, quantity, unit price, discount, platform fee and total, " +
    'and one per refund), in issue order, with `paidCents` and `refundedCents` (centavos, MZN; times Africa/Maputo). ' +
    'Each provider keeps their own receipt line (GET /api/receipts/{id}). Only its owner. Errors: 401, 404, 409 ' +
    "TRIP_NOT_PAID ('Esta viagem ainda não foi paga.': no money settled yet).",
  security,
  middleware: [userRequired] as const,
  request: { params: IdParamSchema },
  responses: {
    200: dataResponse(TripReceiptSchema, 'O recibo da viagem.'),
    401: errorResponses[401],
    404: errorResponses[404],
    409: errorResponses[409],
  },
});
export type ReceiptRoute = typeof receipt;

export const replacePart = createRoute({
  method: 'post',
  path: '/api/trips/{id}/parts',
  tags,
  summary: 'Substituir uma parte cancelada pelo prestador',
  description: 'Books an alternative into the trip in place of a part its provider cancelled (the driver cancelled ' +
    'the ride, the establishment the stay): `rideId` for a ride part, `roomTypeId` for a stay part, usually one of ' +
    "the part's `alternatives` in GET /api/trips/{id}. The new part takes the cancelled part's role, seats, nights " +
    "and guests, is held by its product (pending, HOLD_MINUTES) in one transaction, with the trip's event " +
    'partnership on a stay when it applies, and is paid from the trip (POST /api/payments by `tripId`). Each ' +
    'cancelled part is replaced once. Only its owner; needs booking.create. Errors: 400 VALIDATION_ERROR (exactly ' +
    'one of rideId and roomTypeId), 401, 403, 404 (trip, or a part not of this trip), 409 TRIP_PART_NOT_REPLACEABLE ' +
    '(the part was not cancelled by its provider), 409 TRIP_PART_ALREADY_REPLACED, 409 TRIP_PART_UNAVAILABLE (the ' +
    'alternative is gone; nothing held), 409 TOO_MANY_UNPAID_BOOKINGS, 409 PROVIDER_SUSPENDED, 422 ' +
    "TRIP_ALTERNATIVE_KIND (a ride for a stay or the reverse, or an event part), 422 (the product's own refusal).",
  security,
  middleware: [permissionRequired('booking.create'), activeAccountRequired] as const,
  request: {
    params: IdParamSchema,
    body: { content: { 'application/json': { schema: ReplaceTripPartBodySchema } }, required: true },
  },
  responses: {
    201: dataResponse(TripSchema, 'A viagem, com a alternativa reservada no lugar da parte cancelada.'),
    400: errorResponses[400],
    401: errorResponses[401],
    403: errorResponses[403],
    404: errorResponses[404],
    409: errorResponses[409],
    422: errorResponses[422],
  },
});
export type ReplacePartRoute = typeof replacePart;

export const planFromStay = createRoute({
  method: 'get',
  path: '/api/trip-plans/stay',
  tags,
  summary: 'Planear a viagem a partir de uma estadia',
  description: "'Planear a viagem' from a stay page (issue 30, ADR 0055): for the room type and the nights chosen " +
    "(checkIn, checkOut: Africa/Maputo dates) and the traveller's town (`from`), the rides arriving for the check-in " +
    "(leaving the day before, or on the check-in day before the establishment's check-in time), the rides back (on " +
    "the check-out day or the day after), each with `guests` seats free, and the events in the stay's town during " +
    'the nights as optional parts, each with its accommodation partnership with this establishment when it has one ' +
    '(percent off the nights from `minEventTickets` tickets). Prices in centavos (MZN). Nothing is held: the parts ' +
    'chosen are booked by POST /api/trips. Signed in. Errors: 400 VALIDATION_ERROR (dates, guests 1-8, from; the ' +
    'nights as the stay booking checks them: check-in not past, check-out after it, at most 30), 401, 404 (the ' +
    'room type is not listed).',
  security,
  middleware: [userRequired] as const,
  request: { query: TripStayPlanQuerySchema },
  responses: {
    200: dataResponse(TripStayPlanSchema, 'As viagens e os eventos para a estadia.'),
    400: errorResponses[400],
    401: errorResponses[401],
    404: errorResponses[404],
  },
});
export type PlanFromStayRoute = typeof planFromStay;
