import { createRoute, z } from '@hono/zod-openapi';
import { permissionRequired } from '../../middlewares/auth/auth.ts';
import { verificationRequired } from '../../middlewares/auth/verification.ts';
import { IdParamSchema } from '../../lib/ids.ts';
import { security } from '../../lib/openapi.ts';
import { dataResponse, errorResponses } from '../common/schemas.ts';
import {
  CancelledRideSchema,
  CreateRideBodySchema,
  DriverRidePageSchema,
  PageQuerySchema,
  PaginatedRidesSchema,
  POPULAR_LIMIT,
  RideListQuerySchema,
  RideQuoteQuerySchema,
  RideQuoteSchema,
  RideSchema,
  RideSearchQuerySchema,
  SPECIAL_OFFERS_LIMIT,
  SpecialOfferSchema,
} from './rides.schemas.ts';

const tags = ['Viagens'];
const json = <T>(schema: T, description: string) => ({ content: { 'application/json': { schema } }, description });

export const search = createRoute({
  method: 'get',
  path: '/api/rides-simple/search',
  tags,
  summary: 'Buscar viagens',
  description: "The ride search of the 'Buscar Viagens' modal (spec 2.6, 5, 7). Active rides departing on `date` " +
    '(local Africa/Maputo) or later and not yet departed, with at least `passengers` free seats, whose origin and ' +
    'destination match `from` and `to`: by place, ignoring accents and case, a city also matching its ' +
    "neighbourhoods, hubs and landmarks ('Maputo' finds rides from Polana), or inside a free-text address. Soonest " +
    'first, paginated (`total` counts all pages). A page may be up to 10 s old and its `total` up to 30 s old for ' +
    'changes made through another API instance (at once for this one; ADR 0027). Prices in ' +
    'centavos per seat. Rides of suspended drivers are never listed (ADR 0014). Open to visitors. Errors: 400 ' +
    'VALIDATION_ERROR with ' +
    "'Por favor, preencha origem, destino e data.', 'O número de passageiros deve estar entre 1 e 8.', " +
    "'A data não pode ser anterior a hoje.'.",
  request: { query: RideSearchQuerySchema },
  responses: { 200: json(PaginatedRidesSchema, 'Uma página de viagens.'), 400: errorResponses[400] },
});
export type SearchRoute = typeof search;

export const list = createRoute({
  method: 'get',
  path: '/api/rides',
  tags,
  summary: 'Todas as viagens disponíveis',
  description: "The /rides list ('Ver Todas as Viagens Disponíveis'): upcoming active rides with free seats, " +
    'optionally filtered like the search (from, to, date, passengers) and by vehicle type and highest price per ' +
    'seat (centavos). Soonest first, paginated. Rides of suspended drivers are never listed (ADR 0014). Open to ' +
    'visitors.',
  request: { query: RideListQuerySchema },
  responses: { 200: json(PaginatedRidesSchema, 'Uma página de viagens.'), 400: errorResponses[400] },
});
export type ListRoute = typeof list;

export const popular = createRoute({
  method: 'get',
  path: '/api/rides/popular',
  tags,
  summary: 'Viagens populares',
  description: 'Up to 6 real upcoming rides with free seats (spec 9): the cheapest (then soonest) ride of each of ' +
    'the routes with the most upcoming rides in the next 30 days; rides of suspended drivers are left out (ADR ' +
    '0014). Open to visitors.',
  responses: { 200: dataResponse(z.array(RideSchema).max(POPULAR_LIMIT), 'Viagens populares.') },
});
export type PopularRoute = typeof popular;

export const specialOffers = createRoute({
  method: 'get',
  path: '/api/rides-special-offers',
  tags,
  summary: 'Ofertas especiais de motoristas',
  description: 'Real upcoming rides that are the cheapest of their route and at least 5 % below the average price ' +
    "of the route's upcoming rides (routes with 3 rides or more in the next 30 days), best discount first, up to " +
    '6. `discountLabel` states that real difference; nothing is invented (spec 7; DECISIONS.md 1). Rides of ' +
    'suspended drivers are left out (ADR 0014). Open.',
  responses: { 200: dataResponse(z.array(SpecialOfferSchema).max(SPECIAL_OFFERS_LIMIT), 'Ofertas especiais.') },
});
export type SpecialOffersRoute = typeof specialOffers;

export const mine = createRoute({
  method: 'get',
  path: '/api/rides/mine',
  tags,
  summary: 'As minhas viagens (motorista)',
  description: "The caller's published rides, upcoming first (soonest first) then past ones, with seats sold " +
    '(confirmed bookings), seats held (pending bookings), bookings and revenue in centavos. Needs ride.manage ' +
    '(driver). Errors: 401, 403 FORBIDDEN.',
  security,
  middleware: [permissionRequired('ride.manage')] as const,
  request: { query: PageQuerySchema },
  responses: {
    200: json(DriverRidePageSchema, 'Uma página das viagens do motorista.'),
    400: errorResponses[400],
    401: errorResponses[401],
    403: errorResponses[403],
  },
});
export type MineRoute = typeof mine;

export const getOne = createRoute({
  method: 'get',
  path: '/api/rides/{id}',
  tags,
  summary: 'Detalhes de uma viagem',
  description: 'One ride, any status. Open to visitors. Errors: 404 NOT_FOUND (also a ride of a suspended driver, ' +
    'except to that driver and to admins: ADR 0014).',
  request: { params: IdParamSchema },
  responses: { 200: dataResponse(RideSchema, 'A viagem.'), 404: errorResponses[404] },
});
export type GetOneRoute = typeof getOne;

export const quote = createRoute({
  method: 'get',
  path: '/api/rides/{id}/quote',
  tags,
  summary: 'Resumo de pagamento de lugares',
  description: "What booking `seats` seats of the ride would charge now, before 'Reservar' holds anything (issue 32, " +
    'ADR 0043), in centavos: `grossCents` (seats × price), the optional loyalty reward of the signed-in caller ' +
    '(`rewardRedemptionId`: `rewardDiscountCents` and its title; 401 without a caller, 404/409/422 as at booking), ' +
    '`subtotalCents`, the platform fee and `totalCents`, exactly what the booking then charges. Open to visitors. ' +
    "Errors: 400 ('O número de assentos deve estar entre 1 e 8.'), 404 (also a ride of a suspended driver), 409 " +
    'RIDE_NOT_AVAILABLE, 409 SEATS_UNAVAILABLE, 422 OWN_RIDE.',
  request: { params: IdParamSchema, query: RideQuoteQuerySchema },
  responses: {
    200: dataResponse(RideQuoteSchema, 'O resumo.'),
    400: errorResponses[400],
    401: errorResponses[401],
    404: errorResponses[404],
    409: errorResponses[409],
    422: errorResponses[422],
  },
});
export type QuoteRoute = typeof quote;

export const create = createRoute({
  method: 'post',
  path: '/api/rides-simple/create',
  tags,
  summary: 'Publicar uma viagem',
  description: 'Publishes a ride, from either body variant of spec 7 (A: the create modal; B: the publish form). ' +
    'The driver is always the caller (driverId and driverName are ignored). Needs the driver role (ride.create) ' +
    'and an approved verification (DECISIONS.md 3). Rules and messages of spec 5, in this order: ' +
    "'Por favor, preencha origem, destino e data.'; 'Data de partida inválida.'; 'O número de assentos deve estar " +
    "entre 1 e 8.'; 'Por favor defina um preço válido.' / 'O preço mínimo é de 10 MT por pessoa.' / 'O preço deve " +
    "ser múltiplo de 5 MT.' (price in METICAIS in the body, centavos in the answer); 'Tipo de veículo inválido.'; " +
    "'A data não pode ser anterior a hoje.' (Africa/Maputo); 'A data e hora de partida já passaram.'; " +
    "'A origem e o destino devem ser diferentes.'. Errors: 400, 401, 403 FORBIDDEN (no driver role), 403 " +
    "VERIFICATION_REQUIRED ('Precisa de verificar a sua identidade e documentos para usar esta funcionalidade.'), " +
    "403 ACCOUNT_SUSPENDED ('A sua conta está suspensa: não pode fazer reservas, pagamentos nem oferecer " +
    "serviços. Contacte o suporte.').",
  security,
  middleware: [permissionRequired('ride.create'), verificationRequired] as const,
  request: { body: { content: { 'application/json': { schema: CreateRideBodySchema } }, required: true } },
  responses: {
    201: dataResponse(RideSchema, 'Viagem publicada.'),
    400: errorResponses[400],
    401: errorResponses[401],
    403: errorResponses[403],
  },
});
export type CreateRoute = typeof create;

export const cancel = createRoute({
  method: 'put',
  path: '/api/rides/{id}/cancel',
  tags,
  summary: 'Cancelar uma viagem (motorista)',
  description: 'The driver cancels an active ride of theirs before departure: its pending and confirmed bookings ' +
    'are cancelled too, in the same transaction: each paid booking is refunded in full (what the client paid, ' +
    'platform fee included; `refund` of the booking, settled by the provider like a payment) and each pending ' +
    'payment is voided (ADR 0006). A suspended driver may still cancel (the travellers get their money back; ADR ' +
    '0014). Needs ride.manage. Errors: 401, 403, 404 (not a ride of the ' +
    'caller), 409 RIDE_NOT_CANCELLABLE (not active or departed).',
  security,
  middleware: [permissionRequired('ride.manage')] as const,
  request: { params: IdParamSchema },
  responses: {
    200: dataResponse(CancelledRideSchema, 'Viagem cancelada.'),
    401: errorResponses[401],
    403: errorResponses[403],
    404: errorResponses[404],
    409: errorResponses[409],
  },
});
export type CancelRoute = typeof cancel;
