import { createRoute } from '@hono/zod-openapi';
import { pageQuery, pageResponse } from '../../lib/paging.ts';
import { permissionRequired } from '../../middlewares/auth/auth.ts';
import { security } from '../../lib/openapi.ts';
import { dataResponse, errorResponses } from '../common/schemas.ts';
import {
  ChatMessageSchema,
  ChatRoomSchema,
  ChatThreadSchema,
  MessagesQuerySchema,
  RoomIdParamSchema,
  SendMessageBodySchema,
} from './chat.schemas.ts';

const tags = ['Chat'];
const participate = permissionRequired('chat.participate');
const errs = { 401: errorResponses[401], 403: errorResponses[403] };

export const rooms = createRoute({
  method: 'get',
  path: '/api/chat/rooms',
  tags,
  summary: 'As minhas conversas',
  description: "The caller's conversations (spec 2.12, 2.15), as a client or as the provider: one per ride or stay " +
    'booking, between the client and the driver or the establishment. The rooms of bookings whose chat is active ' +
    '(pending with a live hold, or confirmed, and not over) are created on the way; a room no longer active is ' +
    "listed only when it holds messages. Each room has its status (active, completed, expired), the caller's role, " +
    'the booking details, the last message and the unread count. Most recent activity first. Event tickets have no ' +
    'chat. Paged (ADR 0047): `limit` (1-100, default 50) and `cursor` (the `next` of the previous page); a page ' +
    'may hold fewer rooms than `limit` and still have a `next`. Needs chat.participate. Errors: 400, 401.',
  security,
  middleware: [participate] as const,
  request: { query: pageQuery() },
  responses: { 200: pageResponse(ChatRoomSchema, 'Conversas.'), 400: errorResponses[400], ...errs },
});
export type RoomsRoute = typeof rooms;

export const messages = createRoute({
  method: 'get',
  path: '/api/chat/messages/{roomId}',
  tags,
  summary: 'Mensagens de uma conversa',
  description: 'The room and a page of its messages, oldest first: the newest `limit` (default 50), or those older ' +
    'than `before`, or (polling) those newer than `after` (message ids of this room). Reading without `before` ' +
    "marks the room read up to the page's newest message. Only the two participants see a room: 404 for anyone " +
    'else. Needs chat.participate. Errors: 400 (cursor not of this room), 401, 404.',
  security,
  middleware: [participate] as const,
  request: { params: RoomIdParamSchema, query: MessagesQuerySchema },
  responses: {
    200: dataResponse(ChatThreadSchema, 'A conversa e as mensagens.'),
    400: errorResponses[400],
    ...errs,
    404: errorResponses[404],
  },
});
export type MessagesRoute = typeof messages;

export const send = createRoute({
  method: 'post',
  path: '/api/chat/messages/{roomId}',
  tags,
  summary: 'Enviar mensagem',
  description: "Sends `message` (1 to 2000 characters after trimming, spec 5: 'A mensagem não pode estar vazia.'), " +
    "optionally as type 'location' with lat and lng ('Localização partilhada'). Only the two participants, and only " +
    'while the chat is active. Needs chat.participate. Errors: 400 VALIDATION_ERROR, 401, 404, 409 CHAT_NOT_ACTIVE ' +
    "('Esta conversa foi concluída.' or 'Esta conversa foi expirada.').",
  security,
  middleware: [participate] as const,
  request: {
    params: RoomIdParamSchema,
    body: { content: { 'application/json': { schema: SendMessageBodySchema } }, required: true },
  },
  responses: {
    201: dataResponse(ChatMessageSchema, 'Mensagem enviada.'),
    400: errorResponses[400],
    ...errs,
    404: errorResponses[404],
    409: errorResponses[409],
  },
});
export type SendRoute = typeof send;
