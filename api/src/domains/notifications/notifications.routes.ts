import { createRoute } from '@hono/zod-openapi';
import { userRequired } from '../../middlewares/auth/auth.ts';
import { IdParamSchema } from '../../lib/ids.ts';
import { security } from '../../lib/openapi.ts';
import { z } from '@hono/zod-openapi';
import { dataResponse, errorResponses } from '../common/schemas.ts';
import {
  NotificationListQuerySchema,
  NotificationPageSchema,
  NotificationPreferencesBodySchema,
  NotificationPreferencesSchema,
  NotificationSchema,
  ReadAllResultSchema,
  StreamQuerySchema,
  StreamTokenSchema,
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

export const streamToken = createRoute({
  method: 'post',
  path: '/api/notifications/stream-token',
  tags,
  summary: 'Senha do canal em directo',
  description: "A short-lived token (60 s) that opens the caller's live stream (GET /api/notifications/stream): an " +
    'EventSource cannot send the Authorization header (ADR 0029). Signed in.',
  security,
  middleware: [userRequired] as const,
  responses: { 200: dataResponse(StreamTokenSchema, 'A senha e quando expira.'), 401: errorResponses[401] },
});
export type StreamTokenRoute = typeof streamToken;

export const stream = createRoute({
  method: 'get',
  path: '/api/notifications/stream',
  tags,
  summary: 'Canal em directo (Server-Sent Events)',
  description:
    "The caller's live events as text/event-stream (issue 14, ADR 0029), from any API instance (PostgreSQL " +
    "LISTEN/NOTIFY): 'ready' once listening, then 'notification' (data: the notification id; reload the list and " +
    "the count), 'chat_message' (data: the chat room id) and 'booking' (data: the booking id, whose status " +
    "changed); a 'ping' comment every 25 s. The stream ends after 15 minutes (the app opens a new one with a new token). " +
    'Authenticated by `token` (POST /api/notifications/stream-token) only: 401 INVALID_TOKEN for a bad or expired one; ' +
    '429 TOO_MANY_STREAMS (Retry-After) past 5 open streams of a user or a second one on the same token (issue 27).',
  request: { query: StreamQuerySchema },
  responses: {
    200: { content: { 'text/event-stream': { schema: z.string() } }, description: 'O canal de eventos.' },
    400: errorResponses[400],
    401: errorResponses[401],
    429: errorResponses[429],
  },
});
export type StreamRoute = typeof stream;

export const preferences = createRoute({
  method: 'get',
  path: '/api/notifications/preferences',
  tags,
  summary: 'E-mails e SMS que recebo',
  description: "The caller's choices of e-mails (by topic) and SMS ('Preferências', issue 14). Signed in.",
  security,
  middleware: [userRequired] as const,
  responses: { 200: dataResponse(NotificationPreferencesSchema, 'As escolhas.'), 401: errorResponses[401] },
});
export type PreferencesRoute = typeof preferences;

export const savePreferences = createRoute({
  method: 'put',
  path: '/api/notifications/preferences',
  tags,
  summary: 'Escolher os e-mails e SMS',
  description: 'Turns topics of e-mails and the SMS on or off; answers the whole choice. 400 UNKNOWN_TOPIC for a ' +
    'topic that does not exist. Signed in.',
  security,
  middleware: [userRequired] as const,
  request: { body: { content: { 'application/json': { schema: NotificationPreferencesBodySchema } }, required: true } },
  responses: {
    200: dataResponse(NotificationPreferencesSchema, 'As escolhas guardadas.'),
    400: errorResponses[400],
    401: errorResponses[401],
  },
});
export type SavePreferencesRoute = typeof savePreferences;
