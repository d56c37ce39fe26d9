import { createRoute } from '@hono/zod-openapi';
import { IdParamSchema } from '../../lib/ids.ts';
import { security } from '../../lib/openapi.ts';
import { pageResponse } from '../../lib/paging.ts';
import { activeAccountRequired } from '../../middlewares/auth/account.ts';
import { permissionRequired, userRequired } from '../../middlewares/auth/auth.ts';
import { dataResponse, errorResponses } from '../common/schemas.ts';
import {
  JoinWaitlistBodySchema,
  MAX_WAITLIST_PAGE,
  MyWaitlistsQuerySchema,
  WaitlistEntrySchema,
  WaitlistLengthQuerySchema,
  WaitlistLengthSchema,
} from './waitlists.schemas.ts';

const tags = ['Listas de espera'];

export const join = createRoute({
  method: 'post',
  path: '/api/waitlists',
  tags,
  summary: 'Entrar na lista de espera',
  description: 'Joins the end of the line of a full listing (issue 30, ADR 0054): a ride without the `seats` wanted, ' +
    'a sold-out event or ticket type (`quantity` tickets), or a room type with no room free on one of the nights ' +
    'from `checkIn` to the morning of `checkOut` (Africa/Maputo dates). When seats, tickets or a room night free ' +
    '(a cancellation, an expired hold, the provider adding capacity), the database holds them at once for the ' +
    'first in line (nobody else sees them free), and a pending booking at the price of that moment is made for ' +
    'them, held for 60 minutes, with a notification in the app, by e-mail and by SMS; unpaid in time, or declined, ' +
    'it passes to the next. Needs booking.create. Errors: 400 VALIDATION_ERROR, 401, 404 (no such listing), 409 ' +
    'WAITLIST_NOT_FULL (there is room: book it), 409 WAITLIST_ALREADY_JOINED (one place per line, even under ' +
    'racing requests), 409 LISTING_NOT_AVAILABLE (cancelled, departed, started), 422 OWN_LISTING, 422 ' +
    'TICKET_TYPE_REQUIRED (an event selling ticket types), 422 TOO_MANY_GUESTS.',
  security,
  middleware: [permissionRequired('booking.create'), activeAccountRequired] as const,
  request: { body: { content: { 'application/json': { schema: JoinWaitlistBodySchema } }, required: true } },
  responses: {
    201: dataResponse(WaitlistEntrySchema, 'O seu lugar na lista de espera.'),
    400: errorResponses[400],
    401: errorResponses[401],
    403: errorResponses[403],
    404: errorResponses[404],
    409: errorResponses[409],
    422: errorResponses[422],
  },
});
export type JoinRoute = typeof join;

export const mine = createRoute({
  method: 'get',
  path: '/api/waitlists/mine',
  tags,
  summary: 'As minhas listas de espera',
  description: "The caller's places in waitlists, newest first, paged (lib/paging.ts: `limit` 1 to 50, `cursor`); " +
    'optionally of one ride, event or room type, and only the active ones (`active=true`: waiting, held, offered). ' +
    'Each says its place in line while waiting, and its offer (the pending booking to pay in /reservas, and until ' +
    'when it is held) once offered. Signed in.',
  security,
  middleware: [userRequired] as const,
  request: { query: MyWaitlistsQuerySchema },
  responses: {
    200: pageResponse(WaitlistEntrySchema, 'Os seus lugares em listas de espera.', MAX_WAITLIST_PAGE),
    400: errorResponses[400],
    401: errorResponses[401],
  },
});
export type MineRoute = typeof mine;

export const leave = createRoute({
  method: 'post',
  path: '/api/waitlists/{id}/leave',
  tags,
  summary: 'Sair da lista de espera',
  description: 'Leaves a line: a waiting place is given up; a place held or offered (its pending booking is ' +
    "cancelled, nothing was paid) passes to the next in line at once. 404 NOT_FOUND when not the caller's, 409 " +
    'WAITLIST_ENDED when it already ended (booked, left, lapsed, declined, closed). An offer already paid is a ' +
    'booking: cancel it in /reservas by its policy.',
  security,
  middleware: [userRequired] as const,
  request: { params: IdParamSchema },
  responses: {
    200: dataResponse(WaitlistEntrySchema, 'O lugar, terminado.'),
    401: errorResponses[401],
    404: errorResponses[404],
    409: errorResponses[409],
  },
});
export type LeaveRoute = typeof leave;

export const length = createRoute({
  method: 'get',
  path: '/api/waitlists/length',
  tags,
  summary: 'Tamanho da lista de espera',
  description: "A listing's waitlist for its provider (the driver of the ride, the organiser of the event or ticket " +
    'type, the manager of the room type) or an admin: the people waiting, the seats, tickets or rooms they wait ' +
    'for, and the offers held right now. Exactly one of rideId, eventId, ticketTypeId, roomTypeId (400 otherwise); ' +
    '404 when there is no such listing; 403 FORBIDDEN for anyone else.',
  security,
  middleware: [userRequired] as const,
  request: { query: WaitlistLengthQuerySchema },
  responses: {
    200: dataResponse(WaitlistLengthSchema, 'A lista de espera do anúncio.'),
    400: errorResponses[400],
    401: errorResponses[401],
    403: errorResponses[403],
    404: errorResponses[404],
  },
});
export type LengthRoute = typeof length;
