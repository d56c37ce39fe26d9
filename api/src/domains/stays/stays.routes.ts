import { createRoute } from '@hono/zod-openapi';
import { pageQuery, pageResponse } from '../../lib/paging.ts';
import { activeAccountRequired } from '../../middlewares/auth/account.ts';
import { permissionRequired } from '../../middlewares/auth/auth.ts';
import { verificationRequired } from '../../middlewares/auth/verification.ts';
import { IdParamSchema } from '../../lib/ids.ts';
import { jsonBody, security } from '../../lib/openapi.ts';
import { dataResponse, errorResponses } from '../common/schemas.ts';
import {
  ConditionsBodySchema,
  HotelBodySchema,
  HotelSchema,
  HotelSearchQuerySchema,
  HotelSearchResultSchema,
  HotelStatsSchema,
  HotelUpdateBodySchema,
  ReservationParamSchema,
  ReservationSchema,
  ReservationsQuerySchema,
  RoomTypeBodySchema,
  RoomTypeParamSchema,
  RoomTypeSchema,
  RoomTypeUpdateBodySchema,
} from './stays.schemas.ts';

const tags = ['Alojamentos'];
const manage = permissionRequired('accommodation.manage');
const SUSPENDED = "403 ACCOUNT_SUSPENDED ('A sua conta está suspensa: não pode fazer reservas, pagamentos nem " +
  "oferecer serviços. Contacte o suporte.')";
const ownErrors = { 401: errorResponses[401], 403: errorResponses[403], 404: errorResponses[404] };

export const search = createRoute({
  method: 'get',
  path: '/api/hotels',
  tags,
  summary: 'Buscar acomodações',
  description: "The 'Buscar Acomodações' search (spec 2.7, 5, 7; issue 13), read from `data.accommodations`. " +
    'Active room types taking `guests` (one room per booking) at the place the text names (a city with its beaches, ' +
    'neighbourhoods and landmarks) or, when it names none, whose establishment address or name contains it. ' +
    'With checkIn and checkOut: one entry per room type; with isAvailable=true (default) only those with a free ' +
    'room on every night from checkIn to the night before checkOut; nights are the rounded-up day difference. ' +
    'Without both dates: browsing, one entry per establishment with its from-price (its cheapest fitting room ' +
    'type; nights, totalPriceCents, isAvailable and availableRooms null). Filters: minPrice/maxPrice (per night, ' +
    'MZN), kind (types), amenities (all), minRating (published reviews, ADR 0022), freeCancellation; sort: ' +
    'recommended (best rated, unrated last, then cheapest), price, price_desc, rating, distance (from the place ' +
    'centre, `distanceKm`). `total` counts every match; a page holds `limit`. Prices in centavos. Answers are the ' +
    'card fields only (details on GET /api/hotels/{id}); they may be up to 5 s old for writes made through another ' +
    'API instance. Establishments of suspended managers are never listed (ADR 0014). ' +
    "Open to visitors. Errors: 400 VALIDATION_ERROR with 'Por favor, preencha localização, check-in e check-out.' " +
    "(one date without the other), 'A data de check-in não pode ser anterior a hoje.', " +
    "'A data de check-out deve ser posterior ao check-in.', " +
    "'O número de hóspedes deve estar entre 1 e 10.', 'A estadia não pode exceder 30 noites.', or the filter's " +
    'message (price, price order, type, amenities, rating).',
  request: { query: HotelSearchQuerySchema },
  responses: {
    200: dataResponse(HotelSearchResultSchema, 'Acomodações encontradas.'),
    400: errorResponses[400],
  },
});
export type SearchRoute = typeof search;

export const mine = createRoute({
  method: 'get',
  path: '/api/hotels/mine',
  tags,
  summary: 'Os meus alojamentos',
  description: "The caller's establishments with every room type (the lodging area). Empty: the area offers " +
    "'Configurar Hotel'. Oldest first, paged (ADR 0047): `limit` (1-100, default 50) and `cursor` (the `next` of " +
    'the previous page). Needs accommodation.manage (hotel_manager). Errors: 400, 401, 403.',
  security,
  middleware: [manage] as const,
  request: { query: pageQuery() },
  responses: {
    200: pageResponse(HotelSchema, 'Alojamentos.'),
    400: errorResponses[400],
    401: errorResponses[401],
    403: errorResponses[403],
  },
});
export type MineRoute = typeof mine;

export const getOne = createRoute({
  method: 'get',
  path: '/api/hotels/{id}',
  tags,
  summary: 'Um alojamento',
  description: 'An establishment page: profile, conditions, coordinates, images (URLs) and its active room types ' +
    'with the rooms free tonight; its manager also sees inactive room types. Open to visitors. Errors: 404 (also ' +
    'an establishment of a suspended manager, except to that manager and to admins: ADR 0014).',
  request: { params: IdParamSchema },
  responses: { 200: dataResponse(HotelSchema, 'O alojamento.'), 404: errorResponses[404] },
});
export type GetOneRoute = typeof getOne;

export const create = createRoute({
  method: 'post',
  path: '/api/hotels',
  tags,
  summary: 'Criar alojamento',
  description: "'Configurar Hotel' (spec 2.16, 3 'Hotel profile form'): name, address (matched to a place), " +
    'description, phone, email, website, check-in (default 14:00) and check-out (default 12:00) times, amenities ' +
    '(comma-separated text or list). Conditions start as spec 9: free cancellation and instant booking on, ' +
    'automatic check-in off. Needs accommodation.create and an approved verification. Errors: 400, 401, 403 ' +
    `FORBIDDEN, 403 VERIFICATION_REQUIRED, ${SUSPENDED}.`,
  security,
  middleware: [permissionRequired('accommodation.create'), verificationRequired] as const,
  request: { body: jsonBody(HotelBodySchema) },
  responses: {
    201: dataResponse(HotelSchema, 'Alojamento criado.'),
    400: errorResponses[400],
    401: errorResponses[401],
    403: errorResponses[403],
  },
});
export type CreateRoute = typeof create;

export const update = createRoute({
  method: 'put',
  path: '/api/hotels/{id}',
  tags,
  summary: 'Guardar o perfil do alojamento',
  description: "Saves the profile of the caller's establishment (any fields of the profile form). Errors: 400, 401, " +
    `403 (another manager's establishment, or no accommodation.manage), ${SUSPENDED}, 404.`,
  security,
  // Changing an offer: refused to a suspended manager (ADR 0014).
  middleware: [manage, activeAccountRequired] as const,
  request: { params: IdParamSchema, body: jsonBody(HotelUpdateBodySchema) },
  responses: { 200: dataResponse(HotelSchema, 'Perfil guardado.'), 400: errorResponses[400], ...ownErrors },
});
export type UpdateRoute = typeof update;

export const conditions = createRoute({
  method: 'put',
  path: '/api/hotels/{id}/conditions',
  tags,
  summary: 'Guardar as condições',
  description: "The 'Condições' tab: check-in and check-out times and the toggles free cancellation (up to 24 h " +
    'before check-in), instant booking (paid stays confirmed at once; otherwise the manager confirms) and automatic ' +
    `check-in. Errors: 400, 401, 403, ${SUSPENDED}, 404.`,
  security,
  // Changing an offer: refused to a suspended manager (ADR 0014).
  middleware: [manage, activeAccountRequired] as const,
  request: { params: IdParamSchema, body: jsonBody(ConditionsBodySchema) },
  responses: { 200: dataResponse(HotelSchema, 'Condições guardadas.'), 400: errorResponses[400], ...ownErrors },
});
export type ConditionsRoute = typeof conditions;

export const createRoomType = createRoute({
  method: 'post',
  path: '/api/hotels/{id}/room-types',
  tags,
  summary: 'Criar tipo de quarto',
  description: 'Adds a room type (defaults of spec 9: standard, max occupancy 2, 1 room) with its price per night in ' +
    `centavos. Errors: 400, 401, 403, ${SUSPENDED}, 404.`,
  security,
  // Changing an offer: refused to a suspended manager (ADR 0014).
  middleware: [manage, activeAccountRequired] as const,
  request: { params: IdParamSchema, body: jsonBody(RoomTypeBodySchema) },
  responses: { 201: dataResponse(RoomTypeSchema, 'Tipo de quarto criado.'), 400: errorResponses[400], ...ownErrors },
});
export type CreateRoomTypeRoute = typeof createRoomType;

export const updateRoomType = createRoute({
  method: 'put',
  path: '/api/hotels/{id}/room-types/{roomTypeId}',
  tags,
  summary: 'Alterar ou desativar tipo de quarto',
  description: 'Changes a room type; isActive false deactivates it (no longer listed or bookable; existing stays ' +
    'are kept). The rooms cannot go below the most already booked on one night from today on. Errors: 400, 401, ' +
    `403, ${SUSPENDED}, 404, 409 ROOMS_IN_USE.`,
  security,
  // Changing an offer: refused to a suspended manager (ADR 0014).
  middleware: [manage, activeAccountRequired] as const,
  request: { params: RoomTypeParamSchema, body: jsonBody(RoomTypeUpdateBodySchema) },
  responses: {
    200: dataResponse(RoomTypeSchema, 'Tipo de quarto guardado.'),
    400: errorResponses[400],
    ...ownErrors,
    409: errorResponses[409],
  },
});
export type UpdateRoomTypeRoute = typeof updateRoomType;

export const reservations = createRoute({
  method: 'get',
  path: '/api/hotels/{id}/reservations',
  tags,
  summary: 'Reservas do alojamento',
  description: "The 'Reservas' tab: the stays booked at the caller's establishment, soonest check-in first, with the " +
    'guest, room type, dates, amounts and the actions allowed now. Paged (ADR 0047): `limit` (1-100, default 50) ' +
    'and `cursor` (the `next` of the previous page). Errors: 400, 401, 403, 404.',
  security,
  middleware: [manage] as const,
  request: { params: IdParamSchema, query: ReservationsQuerySchema.extend(pageQuery().shape) },
  responses: { 200: pageResponse(ReservationSchema, 'Reservas.'), 400: errorResponses[400], ...ownErrors },
});
export type ReservationsRoute = typeof reservations;

export const reservationAction = createRoute({
  method: 'post',
  path: '/api/hotels/{id}/reservations/{bookingId}/{action}',
  tags,
  summary: 'Confirmar, cancelar, registar check-in ou concluir uma reserva',
  description: 'confirm: a paid stay waiting for the manager (instant booking off) becomes confirmed; the manager ' +
    'has 24 hours from the payment (`answerDueAt`): past it the request is declined and the guest refunded in full ' +
    'automatically, both sides notified, and a late confirm answers 409 (ADR 0017). cancel: a ' +
    'pending or confirmed stay not yet checked in is cancelled, its nights released and, in the same transaction, ' +
    'the guest refunded in full (what they paid, platform fee included; `refund`) or a pending payment voided ' +
    '(ADR 0006). ' +
    'check-in: records the arrival of a confirmed stay from its check-in date. complete: a confirmed stay from its ' +
    'check-in date becomes completed. A suspended manager may cancel, record check-ins and complete stays, but not ' +
    `confirm one (${SUSPENDED}; ADR 0014). Errors: 400, 401, 403, 404, 409 RESERVATION_ACTION_NOT_ALLOWED.`,
  security,
  middleware: [manage] as const,
  request: { params: ReservationParamSchema },
  responses: {
    200: dataResponse(ReservationSchema, 'Reserva atualizada.'),
    400: errorResponses[400],
    ...ownErrors,
    409: errorResponses[409],
  },
});
export type ReservationActionRoute = typeof reservationAction;

export const stats = createRoute({
  method: 'get',
  path: '/api/hotels/{id}/stats',
  tags,
  summary: 'Estatísticas do alojamento',
  description: 'The four stat cards (spec 2.16) from real data: rooms free tonight, total bookings (not cancelled), ' +
    "occupancy rate of this month's room nights, this month's revenue (provider amount of paid stays checking in " +
    'this month, centavos), plus upcoming stays, stays waiting for confirmation and the rating. Errors: 401, 403, 404.',
  security,
  middleware: [manage] as const,
  request: { params: IdParamSchema },
  responses: { 200: dataResponse(HotelStatsSchema, 'Estatísticas.'), ...ownErrors },
});
export type StatsRoute = typeof stats;
