/** @module Routes of the organiser tools (issue 15; ADR 0030). All need event.manage and the caller's own event. */
import { pageQuery, pageResponse } from '../../lib/paging.ts';
import { createRoute, z } from '@hono/zod-openapi';
import { activeAccountRequired } from '../../middlewares/auth/account.ts';
import { permissionRequired } from '../../middlewares/auth/auth.ts';
import { IdParamSchema } from '../../lib/ids.ts';
import { jsonBody, security } from '../../lib/openapi.ts';
import { dataResponse, errorResponses } from '../common/schemas.ts';
import { OrganiserEventSchema } from './events.schemas.ts';
import {
  CreatePromoCodeBodySchema,
  ExternalSalesBodySchema,
  MAX_TICKET_TYPES_LISTED,
  MessageAttendeesBodySchema,
  MessageResultSchema,
  PromoCodeSchema,
  PutTicketTypesBodySchema,
  TicketTypeSchema,
  UpdatePromoCodeBodySchema,
} from './events.organiser.schemas.ts';

const tags = ['Eventos'];
const responses = {
  400: errorResponses[400],
  401: errorResponses[401],
  403: errorResponses[403],
  404: errorResponses[404],
  409: errorResponses[409],
} as const;
const OWN = "Needs event.manage; 403 FORBIDDEN for another organiser's event, 404 for an unknown one.";

export const listTicketTypes = createRoute({
  method: 'get',
  path: '/api/events/{id}/ticket-types',
  tags,
  summary: 'Tipos de bilhete de um evento (organizador)',
  description: 'Every ticket type of an event of the caller, inactive ones included, with sales (at most 100: 10 ' +
    `active, and the inactive ones kept for their sales). ${OWN}`,
  security,
  middleware: [permissionRequired('event.manage')] as const,
  request: { params: IdParamSchema },
  responses: {
    200: dataResponse(z.array(TicketTypeSchema).max(MAX_TICKET_TYPES_LISTED), 'Os tipos de bilhete.'),
    ...responses,
  },
});
export type ListTicketTypesRoute = typeof listTicketTypes;

export const putTicketTypes = createRoute({
  method: 'put',
  path: '/api/events/{id}/ticket-types',
  tags,
  summary: 'Definir os tipos de bilhete',
  description: 'Replaces the ticket types (e.g. Normal, VIP, Estudante) of a draft or upcoming event of the caller: ' +
    'price in METICAIS, quantity, sale window (local dates, inclusive). The event price becomes the cheapest type ' +
    `and its capacity their total (ADR 0030). ${OWN} Errors: 409 EVENT_NOT_EDITABLE, PRICE_LOCKED (a type with ` +
    'sales keeps its price), QUANTITY_BELOW_SOLD.',
  security,
  middleware: [permissionRequired('event.manage'), activeAccountRequired] as const,
  request: { params: IdParamSchema, body: jsonBody(PutTicketTypesBodySchema) },
  responses: { 200: dataResponse(z.array(TicketTypeSchema), 'Os tipos de bilhete.'), ...responses },
});
export type PutTicketTypesRoute = typeof putTicketTypes;

export const listPromoCodes = createRoute({
  method: 'get',
  path: '/api/events/{id}/promo-codes',
  tags,
  summary: 'Códigos promocionais de um evento',
  description: 'The promo codes of an event of the caller with their uses, newest first. Paged (ADR 0047): `limit` ' +
    `(1-100, default 50) and \`cursor\` (the \`next\` of the previous page). ${OWN}`,
  security,
  middleware: [permissionRequired('event.manage')] as const,
  request: { params: IdParamSchema, query: pageQuery() },
  responses: { 200: pageResponse(PromoCodeSchema, 'Os códigos.'), ...responses },
});
export type ListPromoCodesRoute = typeof listPromoCodes;

export const createPromoCode = createRoute({
  method: 'post',
  path: '/api/events/{id}/promo-codes',
  tags,
  summary: 'Criar um código promocional',
  description: 'A code (3-30 letters, digits, - or _; case ignored) giving a percentage or an amount (METICAIS) off ' +
    'a booking, with an optional limit of uses and validity (local dates). Applied by the server at booking; a ' +
    `use is given back when the booking is cancelled. ${OWN} Errors: 409 PROMO_CODE_EXISTS, EVENT_NOT_EDITABLE.`,
  security,
  middleware: [permissionRequired('event.manage'), activeAccountRequired] as const,
  request: { params: IdParamSchema, body: jsonBody(CreatePromoCodeBodySchema) },
  responses: { 201: dataResponse(PromoCodeSchema, 'Código criado.'), ...responses },
});
export type CreatePromoCodeRoute = typeof createPromoCode;

export const updatePromoCode = createRoute({
  method: 'patch',
  path: '/api/events/{id}/promo-codes/{codeId}',
  tags,
  summary: 'Ativar ou desativar um código promocional',
  description: `${OWN} Errors: 404 (unknown code).`,
  security,
  middleware: [permissionRequired('event.manage')] as const,
  request: {
    params: IdParamSchema.extend({ codeId: z.string().uuid().openapi({ param: { name: 'codeId', in: 'path' } }) }),
    body: jsonBody(UpdatePromoCodeBodySchema),
  },
  responses: { 200: dataResponse(PromoCodeSchema, 'O código.'), ...responses },
});
export type UpdatePromoCodeRoute = typeof updatePromoCode;

export const externalSales = createRoute({
  method: 'put',
  path: '/api/events/{id}/external-sales',
  tags,
  summary: 'Bilhetes vendidos fora da plataforma',
  description: "The organiser's own figure of tickets sold through other channels (issue 11): shown only on their " +
    `pages, labelled, never counted in ticketsSold nor blocking a sale on the platform. ${OWN}`,
  security,
  middleware: [permissionRequired('event.manage')] as const,
  request: { params: IdParamSchema, body: jsonBody(ExternalSalesBodySchema) },
  responses: { 200: dataResponse(OrganiserEventSchema.pick({ id: true }).passthrough(), 'O evento.'), ...responses },
});
export type ExternalSalesRoute = typeof externalSales;

export const messageAttendees = createRoute({
  method: 'post',
  path: '/api/events/{id}/messages',
  tags,
  summary: 'Enviar mensagem a todos os participantes',
  description: 'An in-app notification (kind event_message, link /reservas) to every holder of a valid ticket of ' +
    'an event of the caller; the message is kept (event_messages) for the e-mail queue (ADR 0030). ' + OWN,
  security,
  middleware: [permissionRequired('event.manage'), activeAccountRequired] as const,
  request: { params: IdParamSchema, body: jsonBody(MessageAttendeesBodySchema) },
  responses: { 201: dataResponse(MessageResultSchema, 'Mensagem enviada.'), ...responses },
});
export type MessageAttendeesRoute = typeof messageAttendees;

export const attendeesCsv = createRoute({
  method: 'get',
  path: '/api/events/{id}/attendees.csv',
  tags,
  summary: 'Exportar participantes (CSV)',
  description: 'One line per ticket: Código, Tipo de bilhete, Preço (MZN), Código promocional, Nome, E-mail, ' +
    'Reserva, Comprado em, Entrada validada em (dd/MM/yyyy HH:mm, Africa/Maputo), Estado. UTF-8 with BOM, ' +
    `comma-separated, CRLF; cells starting with = + - @ are prefixed with '. ${OWN}`,
  security,
  middleware: [permissionRequired('event.manage')] as const,
  request: { params: IdParamSchema },
  responses: {
    200: { content: { 'text/csv': { schema: z.string() } }, description: 'O ficheiro CSV.' },
    ...responses,
  },
});
export type AttendeesCsvRoute = typeof attendeesCsv;
