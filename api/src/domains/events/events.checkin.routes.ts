/** @module Routes of the offline check-in (issue 14, ADR 0035): the event's organiser, or an admin. */
import { createRoute, z } from '@hono/zod-openapi';
import { createMiddleware } from 'hono/factory';
import { errors } from '../../lib/errors.ts';
import { IdParamSchema } from '../../lib/ids.ts';
import { jsonBody, security } from '../../lib/openapi.ts';
import type { AppBindings } from '../../lib/types.ts';
import { requireUser } from '../../middlewares/auth/auth.ts';
import { dataResponse, errorResponses } from '../common/schemas.ts';
import {
  CheckInListSchema,
  CheckInSyncBodySchema,
  CheckInSyncResultSchema,
  UndoCheckInResultSchema,
} from './events.checkin.schemas.ts';

const tags = ['Eventos'];
const responses = {
  400: errorResponses[400],
  401: errorResponses[401],
  403: errorResponses[403],
  404: errorResponses[404],
} as const;

/** 401 without a caller; 403 FORBIDDEN unless they hold event.manage or are an admin (before validation). */
const organiserOrAdmin = createMiddleware<AppBindings>(async (c, next) => {
  const user = requireUser(c);
  if (!user.permissions.includes('event.manage') && !user.roles.includes('admin')) {
    throw errors.forbidden('event.manage');
  }
  await next();
});

const WHO = "The event's organiser (event.manage) or an admin; 403 FORBIDDEN for another organiser's event, 404 for " +
  'an unknown one.';

export const checkInList = createRoute({
  method: 'get',
  path: '/api/events/{id}/checkin-list',
  tags,
  summary: 'Lista de entradas para uso sem ligação',
  description: "Every ticket of the event as the organiser's device keeps it for check-in without a network " +
    "(issue 14, ADR 0035): a SHA-256 of the code (never the code), the holder's name, the ticket type, when it " +
    `entered and whether it was cancelled. Not cached. ${WHO}`,
  security,
  middleware: [organiserOrAdmin] as const,
  request: { params: IdParamSchema },
  responses: { 200: dataResponse(CheckInListSchema, 'A lista.'), ...responses },
});
export type CheckInListRoute = typeof checkInList;

export const syncCheckIns = createRoute({
  method: 'post',
  path: '/api/events/{id}/checkins/sync',
  tags,
  summary: 'Enviar as entradas validadas sem ligação',
  description: "A device's queue of check-ins made without a network, applied in one transaction with the tickets " +
    'locked; answered per item, in order: accepted, duplicate (this device had already sent it: resending a queue ' +
    'changes nothing), conflict (it had entered before, online or from another device: the first check-in counts; ' +
    "the organiser gets one notification 'Entrada em duplicado' per ticket and device), unknown, cancelled. " +
    `The device's time is kept, never later than the server's. ${WHO}`,
  security,
  middleware: [organiserOrAdmin] as const,
  request: { params: IdParamSchema, body: jsonBody(CheckInSyncBodySchema) },
  responses: { 200: dataResponse(z.array(CheckInSyncResultSchema), 'O resultado de cada entrada.'), ...responses },
});
export type SyncCheckInsRoute = typeof syncCheckIns;

export const undoCheckIn = createRoute({
  method: 'post',
  path: '/api/events/tickets/{ticketId}/check-in/undo',
  tags,
  summary: 'Anular uma entrada',
  description:
    'Undoes the check-in of a ticket within 15 minutes of it (a wrong ticket scanned, ADR 0043): the ticket ' +
    'can enter again, and the undo is kept (who checked it in, from which device, when; who undid it, when). ' +
    `${WHO} Errors: 404 TICKET_NOT_FOUND, 409 NOT_CHECKED_IN ('Este bilhete não tem entrada registada.'), 409 ` +
    "CHECKIN_UNDO_EXPIRED ('Só é possível anular uma entrada nos 15 minutos seguintes ao registo.').",
  security,
  middleware: [organiserOrAdmin] as const,
  request: { params: z.object({ ticketId: z.string().openapi({ param: { name: 'ticketId', in: 'path' } }) }) },
  responses: {
    200: dataResponse(UndoCheckInResultSchema, 'Entrada anulada.'),
    ...responses,
    409: errorResponses[409],
  },
});
export type UndoCheckInRoute = typeof undoCheckIn;
