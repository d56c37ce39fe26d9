/** @module Routes of room calendar sync with other channels (issue 29, ADR 0053). */
import { createRoute, z } from '@hono/zod-openapi';
import { permissionRequired } from '../../middlewares/auth/auth.ts';
import { jsonBody, security } from '../../lib/openapi.ts';
import { dataResponse, errorResponses } from '../common/schemas.ts';
import { CalendarParamSchema } from './stays.calendar.schemas.ts';
import {
  CalendarImportBodySchema,
  CalendarImportParamSchema,
  CalendarImportSchema,
  CalendarSyncSchema,
  CalendarTokenParamSchema,
} from './stays.feeds.schemas.ts';

const tags = ['Alojamentos'];
const manage = permissionRequired('accommodation.manage');
const ownErrors = { 401: errorResponses[401], 403: errorResponses[403], 404: errorResponses[404] };
// i18n-exempt-start (OpenAPI descriptions)
const SYNC = 'Calendar sync with other channels (Airbnb, Booking.com): the room type exports its stays booked here ' +
  "and the nights its manager blocked as an iCal feed at a secret URL, and imports the other channels' iCal feeds " +
  '(read every 15 minutes): each night they hold is blocked here, so it is not sold twice. ';
// i18n-exempt-end

export const calendarSync = createRoute({
  method: 'get',
  path: '/api/hotels/{id}/room-types/{roomTypeId}/calendar-sync',
  tags,
  summary: 'Sincronização de calendários de um tipo de quarto',
  description: SYNC + "The manager's view: the export URL, the imported feeds (last read, last error, nights " +
    'blocked) and the conflicts (nights a feed holds while stays booked here hold rooms too). Errors: 401, 403, 404.',
  security,
  middleware: [manage] as const,
  request: { params: CalendarParamSchema },
  responses: { 200: dataResponse(CalendarSyncSchema, 'A sincronização.'), ...ownErrors },
});
export type CalendarSyncRoute = typeof calendarSync;

export const addImport = createRoute({
  method: 'post',
  path: '/api/hotels/{id}/room-types/{roomTypeId}/calendar-imports',
  tags,
  summary: 'Importar o calendário de outro canal',
  description: SYNC + 'Body: a name (1-60 characters) and the https .ics URL the other channel gives; it must ' +
    'resolve to public addresses (SSRF). Read at once: the answer says whether it worked (lastError). At most 10 ' +
    "per room type. Errors: 400 ('Endereço inválido: use um URL https:// completo.', 'Este endereço aponta para uma " +
    "rede privada ou local e não é permitido.'), 401, 403, 404, 422 TOO_MANY_CALENDARS.",
  security,
  middleware: [manage] as const,
  request: { params: CalendarParamSchema, body: jsonBody(CalendarImportBodySchema) },
  responses: {
    201: dataResponse(CalendarImportSchema, 'O calendário importado.'),
    400: errorResponses[400],
    ...ownErrors,
    422: errorResponses[422],
  },
});
export type AddImportRoute = typeof addImport;

export const removeImport = createRoute({
  method: 'delete',
  path: '/api/hotels/{id}/room-types/{roomTypeId}/calendar-imports/{importId}',
  tags,
  summary: 'Deixar de importar um calendário',
  description: SYNC + "The nights only this feed blocked are for sale again. Errors: 401, 403, 404 ('Calendário " +
    "importado não encontrado.').",
  security,
  middleware: [manage] as const,
  request: { params: CalendarImportParamSchema },
  responses: { 204: { description: 'Removido.' }, ...ownErrors },
});
export type RemoveImportRoute = typeof removeImport;

export const exportCalendar = createRoute({
  method: 'get',
  path: '/api/room-calendars/{token}',
  tags,
  summary: 'Calendário iCal de um tipo de quarto (exportação)',
  description: SYNC + 'Public, for the other channels to poll: the secret token (64 hex characters) is the ' +
    'credential. text/calendar (RFC 5545): one all-day event per stay booked here (check-in to check-out) and per ' +
    "night blocked by the manager, from 30 days ago. Errors: 404 ('Calendário não encontrado.').",
  security: [],
  request: { params: CalendarTokenParamSchema },
  responses: {
    200: { content: { 'text/calendar': { schema: z.string() } }, description: 'O calendário iCal.' },
    404: errorResponses[404],
  },
});
export type ExportCalendarRoute = typeof exportCalendar;
