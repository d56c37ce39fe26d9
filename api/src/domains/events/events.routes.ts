import { createRoute, z } from '@hono/zod-openapi';
import { RewardRedemptionIdSchema } from '../bookings/bookings.rewards.schemas.ts';
import { pageQuery, pageResponse } from '../../lib/paging.ts';
import { activeAccountRequired } from '../../middlewares/auth/account.ts';
import { permissionRequired } from '../../middlewares/auth/auth.ts';
import { verificationRequired } from '../../middlewares/auth/verification.ts';
import { IdParamSchema } from '../../lib/ids.ts';
import { jsonBody, security } from '../../lib/openapi.ts';
import { dataResponse, errorResponses } from '../common/schemas.ts';
import {
  AttendeeSchema,
  CheckInBodySchema,
  CheckInResultSchema,
  CreateEventBodySchema,
  EVENT_MESSAGES,
  EventCityListingSchema,
  EventCityQuerySchema,
  EventSalesSchema,
  EventSchema,
  EventSearchQuerySchema,
  EventStatsSchema,
  MyEventsSchema,
  promoCodeText,
  UpdateEventBodySchema,
} from './events.schemas.ts';

const tags = ['Eventos'];
const SUSPENDED = "403 ACCOUNT_SUSPENDED ('A sua conta está suspensa: não pode fazer reservas, pagamentos nem " +
  "oferecer serviços. Contacte o suporte.'; ADR 0014)";
const HIDDEN = 'Events of suspended organisers are never listed (ADR 0014).';

export const search = createRoute({
  method: 'get',
  path: '/api/events/search',
  tags,
  summary: 'Pesquisar eventos',
  description: 'The search form of /eventos (spec 2.8, 5, 7): upcoming public events not yet ended, soonest first. ' +
    "`location` is matched inside the address ignoring accents and case ('inhambane' finds 'Praia do Tofo, " +
    "Inhambane'); category and eventType match exactly; startDate/endDate keep events overlapping the range. " +
    `${HIDDEN} Open to visitors.`,
  request: { query: EventSearchQuerySchema },
  responses: { 200: dataResponse(z.array(EventSchema).max(100), 'Eventos encontrados.'), 400: errorResponses[400] },
});
export type SearchRoute = typeof search;

export const list = createRoute({
  method: 'get',
  path: '/api/events',
  tags,
  summary: 'Próximos eventos',
  description: 'Upcoming public events (the tabs Próximos, Cultura, Negócios, Entretenimento, Gastronomia; the ' +
    "home page's weekly highlights with featured=true), with the same optional filters as the search. " +
    `${HIDDEN} Open.`,
  request: { query: EventSearchQuerySchema },
  responses: { 200: dataResponse(z.array(EventSchema).max(100), 'Eventos.'), 400: errorResponses[400] },
});
export type ListRoute = typeof list;

export const city = createRoute({
  method: 'get',
  path: '/api/events/city',
  tags,
  summary: 'Eventos de uma cidade num mês',
  description: "The city/month listing of spec 2.8 ('Eventos em {city}'): public events whose address contains the " +
    'city (accents and case ignored) and that take place at least partly in the month, with the counts shown ' +
    `above the list (total, with partnerships). ${HIDDEN} Open.`,
  request: { query: EventCityQuerySchema },
  responses: { 200: dataResponse(EventCityListingSchema, 'A listagem.'), 400: errorResponses[400] },
});
export type CityRoute = typeof city;

export const stats = createRoute({
  method: 'get',
  path: '/api/events/stats',
  tags,
  summary: 'Números do banner de eventos',
  description: 'The stats banner of /eventos, computed from the database (DECISIONS.md 1): upcoming events, active ' +
    'partnerships of upcoming events, participants (valid tickets) and the mean partnership discount; events of ' +
    'suspended organisers are not counted as upcoming (ADR 0014). Open.',
  responses: { 200: dataResponse(EventStatsSchema, 'Os números.') },
});
export type StatsRoute = typeof stats;

export const mine = createRoute({
  method: 'get',
  path: '/api/events/mine',
  tags,
  summary: 'Os meus eventos (organizador)',
  description: "The caller's events in the tabs Ativos, Anteriores and Rascunhos, with ticket sales figures. Needs " +
    'event.manage (event organiser or accommodation manager).',
  security,
  middleware: [permissionRequired('event.manage')] as const,
  responses: {
    200: dataResponse(MyEventsSchema, 'Os eventos do organizador.'),
    401: errorResponses[401],
    403: errorResponses[403],
  },
});
export type MineRoute = typeof mine;

export const create = createRoute({
  method: 'post',
  path: '/api/events/create',
  tags,
  summary: 'Criar um evento',
  description: 'Creates an event of the caller (draft or published at once) with its partnerships. The ticket ' +
    "price is in METICAIS in the body (0: free), centavos in the answer. Needs event.create (roles 'event' and " +
    "'hotel_manager') and an approved verification (DECISIONS.md 3). Errors: 400 (e.g. '" +
    `${EVENT_MESSAGES.dateBeforeToday}', '${EVENT_MESSAGES.endBeforeStart}'), 401, 403 FORBIDDEN, 403 ` +
    `VERIFICATION_REQUIRED, ${SUSPENDED}.`,
  security,
  middleware: [permissionRequired('event.create'), verificationRequired] as const,
  request: { body: jsonBody(CreateEventBodySchema) },
  responses: {
    201: dataResponse(EventSchema, 'Evento criado.'),
    400: errorResponses[400],
    401: errorResponses[401],
    403: errorResponses[403],
  },
});
export type CreateRoute = typeof create;

export const checkIn = createRoute({
  method: 'post',
  path: '/api/events/check-in',
  tags,
  summary: 'Validar a entrada de um bilhete',
  description: 'The organiser checks in the holder of a ticket (typed or scanned code) of one of their events, ' +
    'once; a suspended organiser may still admit the holders (ADR 0014). Needs event.manage. Errors: 404 ' +
    'TICKET_NOT_FOUND (unknown, or of another organiser), 409 ' +
    'ALREADY_CHECKED_IN (details.checkedInAt: the time of the first check-in), 409 TICKET_CANCELLED.',
  security,
  middleware: [permissionRequired('event.manage')] as const,
  request: { body: jsonBody(CheckInBodySchema) },
  responses: {
    200: dataResponse(CheckInResultSchema, 'Entrada validada.'),
    400: errorResponses[400],
    401: errorResponses[401],
    403: errorResponses[403],
    404: errorResponses[404],
    409: errorResponses[409],
  },
});
export type CheckInRoute = typeof checkIn;

export const getOne = createRoute({
  method: 'get',
  path: '/api/events/{id}',
  tags,
  summary: 'Detalhes de um evento',
  description: 'One event with its partnerships. Drafts are visible only to their organiser, events of a suspended ' +
    'organiser only to that organiser and admins (ADR 0014). Open. Errors: 404.',
  request: { params: IdParamSchema },
  responses: { 200: dataResponse(EventSchema, 'O evento.'), 404: errorResponses[404] },
});
export type GetOneRoute = typeof getOne;

export const QuoteSchema = z.object({
  quantity: z.number().int(),
  ticketPriceCents: z.number().int(),
  grossCents: z.number().int().openapi({ description: 'Price × quantity.' }),
  discountPercentage: z.number().int(),
  discountCents: z.number().int().openapi({ description: 'Partnership and promo code discounts together.' }),
  partnershipId: z.string().nullable(),
  partnerName: z.string().nullable(),
  ticketTypeId: z.string().nullable().openapi({
    description: 'The ticket type priced (ADR 0030); null: single price.',
  }),
  ticketTypeName: z.string().nullable(),
  partnershipDiscountCents: z.number().int(),
  promoCode: z.string().nullable().openapi({ description: 'The promo code applied, upper case.' }),
  promoDiscountCents: z.number().int().openapi({ description: 'Off what is left after the partnership discount.' }),
  subtotalCents: z.number().int().openapi({ description: 'After the discount.' }),
  platformFeeBps: z.number().int(),
  platformFeeCents: z.number().int().openapi({ description: 'On the discounted subtotal (DECISIONS.md 2).' }),
  totalCents: z.number().int(),
  providerAmountCents: z.number().int().openapi({ description: 'What the organiser is owed: before any reward.' }),
  rewardDiscountCents: z.number().int().openapi({
    description: 'The loyalty reward off the subtotal (0 without one); paid by the platform (ADR 0043).',
  }),
  rewardTitle: z.string().nullable().openapi({ example: 'Bilhete de evento grátis' }),
}).openapi('TicketQuote');

export const quote = createRoute({
  method: 'get',
  path: '/api/events/{id}/quote',
  tags,
  summary: 'Resumo de pagamento de bilhetes',
  description: 'The payment summary of the booking dialog, computed exactly as the booking will be, in centavos: ' +
    'partnership and promo discounts, then the optional loyalty reward of the signed-in caller ' +
    '(`rewardRedemptionId`; 401 without a caller, 404/409/422 as at booking), the platform fee and `totalCents`, ' +
    "exactly what 'Reservar' charges (issue 32, ADR 0043). Open. Errors: " +
    '400, 401, 404 (also an event of a suspended organiser), 409 EVENT_NOT_AVAILABLE, 409 SOLD_OUT, 409 ' +
    'TICKET_TYPE_NOT_ON_SALE, 422 PARTNERSHIP_NOT_ELIGIBLE, 422 TICKET_TYPE_UNKNOWN, 422 PROMO_CODE_INVALID (one ' +
    'answer for an unknown, inactive, out-of-date or used-up code). Promo checks are rate limited per address, per ' +
    'user and per event (429 RATE_LIMITED).',
  request: {
    params: IdParamSchema,
    query: z.object({
      quantity: z.coerce.number({ message: EVENT_MESSAGES.quantity }).int(EVENT_MESSAGES.quantity)
        .min(1, EVENT_MESSAGES.quantity).max(10, EVENT_MESSAGES.quantity).default(1),
      partnershipId: z.string().uuid().optional(),
      ticketTypeId: z.string().uuid().optional(),
      promoCode: promoCodeText.optional(),
      rewardRedemptionId: RewardRedemptionIdSchema,
    }),
  },
  responses: {
    200: dataResponse(QuoteSchema, 'O resumo.'),
    400: errorResponses[400],
    401: errorResponses[401],
    404: errorResponses[404],
    409: errorResponses[409],
    422: errorResponses[422],
  },
});
export type QuoteRoute = typeof quote;

const ownerResponses = {
  400: errorResponses[400],
  401: errorResponses[401],
  403: errorResponses[403],
  404: errorResponses[404],
  409: errorResponses[409],
} as const;

export const update = createRoute({
  method: 'put',
  path: '/api/events/{id}',
  tags,
  summary: 'Editar um evento',
  description: 'The organiser edits a draft or upcoming event of theirs (partial body; partnerships replace the ' +
    "list). Needs event.manage. Errors: 403 (another organiser's event), " + SUSPENDED + ', 404, 409 ' +
    'EVENT_NOT_EDITABLE, MAX_TICKETS_BELOW_SOLD, PRICE_LOCKED.',
  security,
  middleware: [permissionRequired('event.manage'), activeAccountRequired] as const,
  request: { params: IdParamSchema, body: jsonBody(UpdateEventBodySchema) },
  responses: { 200: dataResponse(EventSchema, 'Evento atualizado.'), ...ownerResponses },
});
export type UpdateRoute = typeof update;

export const publish = createRoute({
  method: 'post',
  path: '/api/events/{id}/publish',
  tags,
  summary: 'Publicar um rascunho',
  description: 'A draft of the caller becomes upcoming (listed, tickets on sale). Needs event.manage. Errors: 403, ' +
    `${SUSPENDED}, 404, 409 EVENT_NOT_PUBLISHABLE.`,
  security,
  middleware: [permissionRequired('event.manage'), activeAccountRequired] as const,
  request: { params: IdParamSchema },
  responses: { 200: dataResponse(EventSchema, 'Evento publicado.'), ...ownerResponses },
});
export type PublishRoute = typeof publish;

export const cancel = createRoute({
  method: 'post',
  path: '/api/events/{id}/cancel',
  tags,
  summary: 'Cancelar um evento',
  description: 'The organiser cancels a draft or upcoming event of theirs before it ends; its pending and confirmed ' +
    'bookings are cancelled and their tickets voided; each paid booking is refunded in full (platform fee ' +
    'included) and each pending payment voided, in the same transaction (ADR 0006). A suspended organiser may ' +
    'still cancel (ADR 0014). Needs event.manage. Errors: 403, 404, 409 EVENT_NOT_CANCELLABLE.',
  security,
  middleware: [permissionRequired('event.manage')] as const,
  request: { params: IdParamSchema },
  responses: { 200: dataResponse(EventSchema, 'Evento cancelado.'), ...ownerResponses },
});
export type CancelRoute = typeof cancel;

export const sales = createRoute({
  method: 'get',
  path: '/api/events/{id}/sales',
  tags,
  summary: 'Vendas de bilhetes de um evento',
  description: 'Figures (confirmed, held, checked in, revenue owed to the organiser), the bookings and the tickets ' +
    'sold per partnership of an event of the caller. Needs event.manage. Errors: 403, 404.',
  security,
  middleware: [permissionRequired('event.manage')] as const,
  request: { params: IdParamSchema },
  responses: { 200: dataResponse(EventSalesSchema, 'As vendas.'), ...ownerResponses },
});
export type SalesRoute = typeof sales;

export const attendees = createRoute({
  method: 'get',
  path: '/api/events/{id}/attendees',
  tags,
  summary: 'Participantes de um evento',
  description: 'One line per ticket of an event of the caller, with its code and check-in time, in purchase order. ' +
    'Paged (ADR 0047): `limit` (1-100, default 50) and `cursor` (the `next` of the previous page); the whole list ' +
    'is the attendees CSV. Needs event.manage. Errors: 400, 403, 404.',
  security,
  middleware: [permissionRequired('event.manage')] as const,
  request: { params: IdParamSchema, query: pageQuery() },
  responses: { 200: pageResponse(AttendeeSchema, 'Os participantes.'), ...ownerResponses },
});
export type AttendeesRoute = typeof attendees;
