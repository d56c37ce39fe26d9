import { createRoute } from '@hono/zod-openapi';
import { userRequired } from '../../middlewares/auth/auth.ts';
import { IdParamSchema } from '../../lib/ids.ts';
import { security } from '../../lib/openapi.ts';
import { dataResponse, errorResponses } from '../common/schemas.ts';
import {
  NotificationListQuerySchema,
  NotificationPageSchema,
  NotificationSchema,
  ReadAllResultSchema,
} from './notifications.schemas.ts';

const tags = ['Notificações'];

export const list = createRoute({
  method: 'get',
  path: '/api/notifications',
  tags,
  summary: 'As minhas notificações',
  description: "The caller's notifications (spec 2.13), newest first, paginated; `unread=true` lists only unread " +
    'ones; `unread` counts all unread ones (the bell badge). Written by the server when a booking is confirmed, ' +
    'received, awaits the provider, is cancelled or expires, when a payment is refused, when a refund settles, and ' +
    "when an admin decides on the caller's verification or account (migrations 0008, 0010). " +
    'Signed in.',
  security,
  middleware: [userRequired] as const,
  request: { query: NotificationListQuerySchema },
  responses: {
    200: { content: { 'application/json': { schema: NotificationPageSchema } }, description: 'Notificações.' },
    400: errorResponses[400],
    401: errorResponses[401],
  },
});
export type ListRoute = typeof list;

export const read = createRoute({
  method: 'post',
  path: '/api/notifications/{id}/read',
  tags,
  summary: 'Marcar como lida',
  description: "Marks one of the caller's notifications read (a click on it, spec 2.13); repeating it keeps the " +
    "first read time. 404 NOT_FOUND for an id that is not the caller's.",
  security,
  middleware: [userRequired] as const,
  request: { params: IdParamSchema },
  responses: {
    200: dataResponse(NotificationSchema, 'A notificação, lida.'),
    401: errorResponses[401],
    404: errorResponses[404],
  },
});
export type ReadRoute = typeof read;

/** Spec 7's method and path for `read` (PUT /api/notifications/{id}/read): the same operation. */
export const readPut = createRoute({ ...read, method: 'put', summary: 'Marcar como lida (PUT, spec 7)' });
export type ReadPutRoute = typeof readPut;

export const readAll = createRoute({
  method: 'post',
  path: '/api/notifications/read-all',
  tags,
  summary: 'Marcar todas como lidas',
  description: "Marks every unread notification of the caller read ('Marcar todas como lidas', spec 2.13).",
  security,
  middleware: [userRequired] as const,
  responses: { 200: dataResponse(ReadAllResultSchema, 'Quantas foram marcadas.'), 401: errorResponses[401] },
});
export type ReadAllRoute = typeof readAll;

/** Spec 7's method and path for `readAll` (PUT /api/notifications/mark-all-read): the same operation. */
export const readAllPut = createRoute({
  ...readAll,
  method: 'put',
  path: '/api/notifications/mark-all-read',
  summary: 'Marcar todas como lidas (PUT, spec 7)',
});
export type ReadAllPutRoute = typeof readAllPut;
