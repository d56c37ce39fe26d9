/** @module Routes of disputes (issue 32, ADR 0044). Amounts are centavos (MZN). */
import { pageQuery, pageResponse } from '../../lib/paging.ts';
import { createRoute, z } from '@hono/zod-openapi';
import { permissionRequired, userRequired } from '../../middlewares/auth/auth.ts';
import { dataResponse, errorResponses } from '../common/schemas.ts';
import { UploadBodySchema } from '../media/media.schemas.ts';
import {
  DisputeAnswerSchema,
  DisputeIdParamSchema,
  DisputeListQuerySchema,
  DisputeResolveSchema,
  DisputeSchema,
  NewDisputeSchema,
} from './disputes.schemas.ts';

const tags = ['Disputes'];
const security = [{ bearerAuth: [] }];
const admin = permissionRequired('admin.panel');
const json = <T extends z.ZodType>(schema: T) => ({
  body: { content: { 'application/json': { schema } }, required: true },
});
const one = (description: string) => dataResponse(DisputeSchema, description);

export const create = createRoute({
  method: 'post',
  path: '/api/disputes',
  tags,
  summary: 'Reportar um problema',
  description: 'Opens a dispute about one of the caller’s paid bookings (issue 32): a reason of its product, a ' +
    'description and the amount asked back (centavos, at most what was paid). One per booking; the provider has ' +
    '72 hours to answer and is notified (dispute_opened), and so is every admin. Signed in (a suspended traveller ' +
    'too: it is about money already paid). Errors: 400 VALIDATION_ERROR; 401; 404 (not the caller’s booking); 409 ' +
    'DISPUTE_NOT_PAID, DISPUTE_REFUNDED (already refunded), DISPUTE_EXISTS; 422 DISPUTE_REASON, ' +
    'DISPUTE_AMOUNT_TOO_HIGH.',
  security,
  middleware: [userRequired] as const,
  request: json(NewDisputeSchema),
  responses: {
    201: one('A disputa aberta.'),
    400: errorResponses[400],
    401: errorResponses[401],
    404: errorResponses[404],
    409: errorResponses[409],
    422: errorResponses[422],
  },
});
export type CreateRoute = typeof create;

export const listMine = createRoute({
  method: 'get',
  path: '/api/disputes',
  tags,
  summary: 'As minhas disputas',
  description: 'The disputes the caller opened as traveller, newest first. Paged (ADR 0047): `limit` (1-100, ' +
    'default 50) and `cursor` (the `next` of the previous page). Signed in. Errors: 400, 401.',
  security,
  middleware: [userRequired] as const,
  request: { query: pageQuery() },
  responses: { 200: pageResponse(DisputeSchema, 'Disputas.'), 400: errorResponses[400], 401: errorResponses[401] },
});
export type ListMineRoute = typeof listMine;

export const listReceived = createRoute({
  method: 'get',
  path: '/api/disputes/received',
  tags,
  summary: 'Disputas sobre as minhas reservas',
  description: 'The disputes about the caller’s bookings as provider (driver, establishment, organiser), newest ' +
    'first. Paged (ADR 0047): `limit` and `cursor`. Needs earnings.view. Errors: 400, 401, 403.',
  security,
  middleware: [permissionRequired('earnings.view')] as const,
  request: { query: pageQuery() },
  responses: {
    200: pageResponse(DisputeSchema, 'Disputas.'),
    400: errorResponses[400],
    401: errorResponses[401],
    403: errorResponses[403],
  },
});
export type ListReceivedRoute = typeof listReceived;

export const show = createRoute({
  method: 'get',
  path: '/api/disputes/{id}',
  tags,
  summary: 'Uma disputa',
  description:
    'The dispute with its photos and audit trail: to its traveller, its provider or an admin. Errors: 400, ' +
    '401, 404 (unknown, or someone else’s).',
  security,
  middleware: [userRequired] as const,
  request: { params: DisputeIdParamSchema },
  responses: { 200: one('A disputa.'), 400: errorResponses[400], 401: errorResponses[401], 404: errorResponses[404] },
});
export type ShowRoute = typeof show;

export const addPhoto = createRoute({
  method: 'post',
  path: '/api/disputes/{id}/photos',
  tags,
  summary: 'Juntar uma fotografia à disputa',
  description: 'multipart/form-data `file` (one image) and optional `alt`, stored like every photo (ADR 0023: ' +
    'decoded, stripped of EXIF/GPS, WebP variants) and listed only in the dispute (never by the public photo ' +
    'routes); at most 5. Only the dispute’s traveller, until it is resolved. Errors: 400 NOT_AN_IMAGE, ' +
    'IMAGE_UNREADABLE or VALIDATION_ERROR; 401; 404; 409 DISPUTE_RESOLVED, MEDIA_LIMIT; 413 PAYLOAD_TOO_LARGE.',
  security,
  middleware: [userRequired] as const,
  request: {
    params: DisputeIdParamSchema,
    body: { content: { 'multipart/form-data': { schema: UploadBodySchema } }, required: true },
  },
  responses: {
    201: one('A disputa com a fotografia.'),
    400: errorResponses[400],
    401: errorResponses[401],
    404: errorResponses[404],
    409: errorResponses[409],
    413: { ...errorResponses[400], description: 'Mais de 15 MB (PAYLOAD_TOO_LARGE).' },
  },
});
export type AddPhotoRoute = typeof addPhoto;

export const answer = createRoute({
  method: 'post',
  path: '/api/disputes/{id}/answer',
  tags,
  summary: 'Responder a uma disputa',
  description: 'The provider’s answer, once, within 72 hours of the opening (providerDueAt); the dispute then waits ' +
    'for an admin, and the traveller and the admins are notified. Only the dispute’s provider. Errors: 400, 401, ' +
    '404, 409 DISPUTE_ANSWERED, DISPUTE_ANSWER_LATE.',
  security,
  middleware: [userRequired] as const,
  request: { params: DisputeIdParamSchema, ...json(DisputeAnswerSchema) },
  responses: {
    200: one('A disputa respondida.'),
    400: errorResponses[400],
    401: errorResponses[401],
    404: errorResponses[404],
    409: errorResponses[409],
  },
});
export type AnswerRoute = typeof answer;

export const adminList = createRoute({
  method: 'get',
  path: '/api/admin/disputes',
  tags,
  summary: 'Disputas (administração)',
  description: 'Every dispute, newest first, optionally of one status. Paged (ADR 0047): `limit` (1-100, default 50) ' +
    'and `cursor`. Needs admin.panel. Errors: 400, 401, 403.',
  security,
  middleware: [admin] as const,
  request: { query: DisputeListQuerySchema.extend(pageQuery().shape) },
  responses: {
    200: pageResponse(DisputeSchema, 'Disputas.'),
    400: errorResponses[400],
    401: errorResponses[401],
    403: errorResponses[403],
  },
});
export type AdminListRoute = typeof adminList;

export const resolve = createRoute({
  method: 'post',
  path: '/api/admin/disputes/{id}/resolve',
  tags,
  summary: 'Resolver uma disputa',
  description: 'The decision, once: refund (amountCents, at most what was paid, taken from the provider’s share and ' +
    'beyond it from the platform fee: the provider’s balance falls by its part, ADR 0026), goodwill (amountCents ' +
    'paid back by the platform; the provider’s balance unchanged) or rejected; note is the reason shown to both ' +
    'sides. The money goes back through the refund of ADR 0006 in the same transaction, under the booking’s and ' +
    'the dispute’s row locks: of two admins deciding at once, one refunds and the other gets 409. Only after the ' +
    'provider answered or their 72 hours passed. Needs admin.panel. Errors: 400; 401; 403; 404; 409 ' +
    'DISPUTE_RESOLVED, DISPUTE_AWAITING_PROVIDER, DISPUTE_REFUND_UNAVAILABLE; 422 DISPUTE_AMOUNT_TOO_HIGH.',
  security,
  middleware: [admin] as const,
  request: { params: DisputeIdParamSchema, ...json(DisputeResolveSchema) },
  responses: {
    200: one('A disputa resolvida.'),
    400: errorResponses[400],
    401: errorResponses[401],
    403: errorResponses[403],
    404: errorResponses[404],
    409: errorResponses[409],
    422: errorResponses[422],
  },
});
export type ResolveRoute = typeof resolve;
