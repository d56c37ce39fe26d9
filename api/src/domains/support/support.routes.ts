/** @module Routes of support requests (issue 32, ADR 0044). */
import { pageQuery, pageResponse } from '../../lib/paging.ts';
import { createRoute, z } from '@hono/zod-openapi';
import { permissionRequired, userRequired } from '../../middlewares/auth/auth.ts';
import { dataResponse, errorResponses } from '../common/schemas.ts';
import {
  NewSupportRequestSchema,
  SupportIdParamSchema,
  SupportListQuerySchema,
  SupportMessageBodySchema,
  SupportRequestSchema,
  SupportThreadSchema,
} from './support.schemas.ts';

const tags = ['Support'];
const security = [{ bearerAuth: [] }];
const admin = permissionRequired('admin.panel');
const json = <T extends z.ZodType>(schema: T) => ({
  body: { content: { 'application/json': { schema } }, required: true },
});
const SIGNED_IN = 'Any signed-in account, a suspended one included (its only way to reach the team). ';

export const create = createRoute({
  method: 'post',
  path: '/api/support/requests',
  tags,
  summary: 'Contactar o suporte',
  description: 'Opens a support request with its first message, optionally about one of the caller’s bookings (as ' +
    'traveller or provider). Every admin is notified (admin_support_request). ' + SIGNED_IN +
    'Errors: 400 VALIDATION_ERROR, 401, 404 (the booking is not the caller’s).',
  security,
  middleware: [userRequired] as const,
  request: json(NewSupportRequestSchema),
  responses: {
    201: dataResponse(SupportThreadSchema, 'O pedido com a primeira mensagem.'),
    400: errorResponses[400],
    401: errorResponses[401],
    404: errorResponses[404],
  },
});
export type CreateRoute = typeof create;

export const listMine = createRoute({
  method: 'get',
  path: '/api/support/requests',
  tags,
  summary: 'Os meus pedidos de suporte',
  description: 'The caller’s support requests, newest activity first. Paged (ADR 0047): `limit` (1-100, default ' +
    '50) and `cursor` (the `next` of the previous page). ' + SIGNED_IN + 'Errors: 400, 401.',
  security,
  middleware: [userRequired] as const,
  request: { query: pageQuery() },
  responses: {
    200: pageResponse(SupportRequestSchema, 'Pedidos.'),
    400: errorResponses[400],
    401: errorResponses[401],
  },
});
export type ListMineRoute = typeof listMine;

export const show = createRoute({
  method: 'get',
  path: '/api/support/requests/{id}',
  tags,
  summary: 'Um pedido de suporte e as suas mensagens',
  description: 'The request and its messages in time order: the caller’s own, or any for an admin. ' + SIGNED_IN +
    'Errors: 400, 401, 404 (unknown or someone else’s).',
  security,
  middleware: [userRequired] as const,
  request: { params: SupportIdParamSchema },
  responses: {
    200: dataResponse(SupportThreadSchema, 'O pedido.'),
    400: errorResponses[400],
    401: errorResponses[401],
    404: errorResponses[404],
  },
});
export type ShowRoute = typeof show;

export const reply = createRoute({
  method: 'post',
  path: '/api/support/requests/{id}/messages',
  tags,
  summary: 'Escrever no pedido de suporte',
  description: 'Adds a message. The request’s owner: the request is open again (also after it was closed) and the ' +
    'admins are notified; an admin answering someone else’s request: it becomes answered and its owner is ' +
    'notified (support_reply: bell, live, e-mail). ' + SIGNED_IN + 'Errors: 400, 401, 404.',
  security,
  middleware: [userRequired] as const,
  request: { params: SupportIdParamSchema, ...json(SupportMessageBodySchema) },
  responses: {
    201: dataResponse(SupportThreadSchema, 'O pedido com a nova mensagem.'),
    400: errorResponses[400],
    401: errorResponses[401],
    404: errorResponses[404],
  },
});
export type ReplyRoute = typeof reply;

export const adminList = createRoute({
  method: 'get',
  path: '/api/admin/support/requests',
  tags,
  summary: 'Pedidos de suporte (administração)',
  description: 'Every support request, newest activity first, optionally of one status. Paged (ADR 0047): `limit` ' +
    'and `cursor`. Needs admin.panel. Errors: 400, 401, 403.',
  security,
  middleware: [admin] as const,
  request: { query: SupportListQuerySchema.extend(pageQuery().shape) },
  responses: {
    200: pageResponse(SupportRequestSchema, 'Pedidos.'),
    400: errorResponses[400],
    401: errorResponses[401],
    403: errorResponses[403],
  },
});
export type AdminListRoute = typeof adminList;

export const adminClose = createRoute({
  method: 'post',
  path: '/api/admin/support/requests/{id}/close',
  tags,
  summary: 'Encerrar um pedido de suporte',
  description: 'Closes the request (its owner is notified, support_closed); closing it again changes nothing. ' +
    'Needs admin.panel. Errors: 400, 401, 403, 404.',
  security,
  middleware: [admin] as const,
  request: { params: SupportIdParamSchema },
  responses: {
    200: dataResponse(SupportThreadSchema, 'O pedido encerrado.'),
    400: errorResponses[400],
    401: errorResponses[401],
    403: errorResponses[403],
    404: errorResponses[404],
  },
});
export type AdminCloseRoute = typeof adminClose;
