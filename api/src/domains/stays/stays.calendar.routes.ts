/** @module Routes of the room calendar and the stay quote (issue 15, ADR 0031). */
import { createRoute } from '@hono/zod-openapi';
import { activeAccountRequired } from '../../middlewares/auth/account.ts';
import { permissionRequired } from '../../middlewares/auth/auth.ts';
import { jsonBody, security } from '../../lib/openapi.ts';
import { dataResponse, errorResponses } from '../common/schemas.ts';
import {
  CalendarChangeBodySchema,
  CalendarParamSchema,
  CalendarQuerySchema,
  QuoteParamSchema,
  QuoteQuerySchema,
  RoomCalendarSchema,
  StayQuoteSchema,
} from './stays.calendar.schemas.ts';

const tags = ['Alojamentos'];
const manage = permissionRequired('accommodation.manage');
const ownErrors = { 401: errorResponses[401], 403: errorResponses[403], 404: errorResponses[404] };

export const calendar = createRoute({
  method: 'get',
  path: '/api/hotels/{id}/room-types/{roomTypeId}/calendar',
  tags,
  summary: 'Calendário de disponibilidade de um tipo de quarto',
  description: "The manager's availability calendar (issue 15): for each night from `from` to `to` (inclusive, " +
    'Africa/Maputo, at most 92 nights) the rooms booked (sold or held) and free, whether it is blocked and its own ' +
    "rate in centavos (null: the room type's price) and the price that applies. Errors: 400 VALIDATION_ERROR " +
    "('A data final não pode ser anterior à data inicial.', 'Escolha no máximo 92 noites por consulta.'), 401, 403, " +
    '404.',
  security,
  middleware: [manage] as const,
  request: { params: CalendarParamSchema, query: CalendarQuerySchema },
  responses: { 200: dataResponse(RoomCalendarSchema, 'O calendário.'), 400: errorResponses[400], ...ownErrors },
});
export type CalendarRoute = typeof calendar;

export const changeCalendar = createRoute({
  method: 'put',
  path: '/api/hotels/{id}/room-types/{roomTypeId}/calendar',
  tags,
  summary: 'Bloquear noites ou definir preços por noite',
  description: 'Blocks (maintenance) or reopens the nights `from` to `to` (inclusive) and/or sets their rate in ' +
    "centavos (null removes it: the room type's price applies), optionally only on some `weekdays` (0 Sunday to 6 " +
    'Saturday: [5, 6] for weekend nights). One transaction. A blocked night is never sold, also against concurrent ' +
    'bookings; stays already booked on it are kept. Each night of a booking is charged at the rate it has when ' +
    "booked; stays already booked keep their price. Errors: 400 VALIDATION_ERROR ('Não pode alterar noites " +
    "passadas.', 'A data final não pode ser anterior à data inicial.', 'Escolha no máximo 366 noites de uma vez.', " +
    "'Indique um preço, um bloqueio ou um desbloqueio.', 'O preço por noite deve estar entre 1 MT e 1 000 000 MT.'), " +
    '401, 403 (also ACCOUNT_SUSPENDED), 404.',
  security,
  middleware: [manage, activeAccountRequired] as const,
  request: { params: CalendarParamSchema, body: jsonBody(CalendarChangeBodySchema) },
  responses: { 200: dataResponse(RoomCalendarSchema, 'Calendário guardado.'), 400: errorResponses[400], ...ownErrors },
});
export type ChangeCalendarRoute = typeof changeCalendar;

export const quote = createRoute({
  method: 'get',
  path: '/api/hotels/room-types/{roomTypeId}/quote',
  tags,
  summary: 'Preço de uma estadia, noite a noite',
  description: 'The price of a stay of a bookable room type: each night at its own rate (calendar) or the room ' +
    "type's price, their sum `totalCents` (centavos, before any reward), and what the booking will charge: the " +
    'optional loyalty reward of the signed-in caller (`rewardRedemptionId`: `rewardDiscountCents`, 401 without a ' +
    'caller, 404/409/422 as at booking), `subtotalCents`, `platformFeeCents` and `payableCents`, exactly what ' +
    "'Reservar' charges (ADR 0043); the rooms " +
    'free on every night (0 when one is blocked) and the minimum stay. Open to visitors. Errors: 400 with the stay ' +
    "date messages ('A data de check-in não pode ser anterior a hoje.', 'A data de check-out deve ser posterior ao " +
    "check-in.', 'A estadia não pode exceder 30 noites.'), 404.",
  request: { params: QuoteParamSchema, query: QuoteQuerySchema },
  responses: {
    200: dataResponse(StayQuoteSchema, 'O preço da estadia.'),
    400: errorResponses[400],
    401: errorResponses[401],
    404: errorResponses[404],
    409: errorResponses[409],
    422: errorResponses[422],
  },
});
export type QuoteRoute = typeof quote;
