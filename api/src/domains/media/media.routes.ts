import { createRoute, z } from '@hono/zod-openapi';
import { createMiddleware } from 'hono/factory';
import { requireUser, userRequired } from '../../middlewares/auth/auth.ts';
import type { AppBindings } from '../../lib/types.ts';
import { dataResponse, errorResponses } from '../common/schemas.ts';
import {
  AltBodySchema,
  MAX_PHOTOS,
  MEDIA_TARGETS,
  MediaFileParamsSchema,
  type MediaTarget,
  PhotoIdParamSchema,
  PhotoSchema,
  ReorderBodySchema,
  TargetParamsSchema,
  UploadBodySchema,
} from './media.schemas.ts';
import { assertTargetOwner } from './media.service.ts';
import { errors } from '../../lib/errors.ts';

const tags = ['Fotografias'];
const security = [{ bearerAuth: [] }];

/** Route middleware: the caller owns the target of the path, checked before the body is read. */
const targetOwnerRequired = createMiddleware<AppBindings>(async (c, next) => {
  const type = c.req.param('targetType') as MediaTarget;
  if (!(MEDIA_TARGETS as readonly string[]).includes(type)) {
    throw errors.notFound('Destino da fotografia não encontrado.');
  }
  await assertTargetOwner(requireUser(c), type, c.req.param('targetId') ?? '');
  await next();
});

const targets = "Targets: establishment (its manager), room_type (the establishment's manager), event (its " +
  "organiser), vehicle (the driver's own user id, role driver) and avatar (the user's own id).";

export const list = createRoute({
  method: 'get',
  path: '/api/photos/{targetType}/{targetId}',
  tags,
  summary: 'Fotografias de um anúncio',
  description: `The photos of a target, cover first then in the owner's order (issue 11). Public. ${targets}`,
  request: { params: TargetParamsSchema },
  responses: {
    200: dataResponse(z.array(PhotoSchema).max(Math.max(...Object.values(MAX_PHOTOS))), 'As fotografias.'),
    400: errorResponses[400],
  },
});
export type ListRoute = typeof list;

export const upload = createRoute({
  method: 'post',
  path: '/api/photos/{targetType}/{targetId}',
  tags,
  summary: 'Carregar uma fotografia',
  description: 'multipart/form-data with `file` (one image) and optional `alt`. The type is read from the bytes: ' +
    'JPEG, PNG, WebP or AVIF (HEIC is refused: the bundled decoder has no HEVC). At most 15 MB (413 ' +
    'PAYLOAD_TOO_LARGE before the body is read whole) and 50 megapixels. The image is decoded, rotated by its EXIF ' +
    'orientation, stripped of EXIF/GPS and stored as WebP 320, 640 and 1280 px wide with a ThumbHash placeholder; ' +
    'the first photo becomes the cover; a new avatar replaces the old one and becomes the profile image. ' +
    `${targets} Errors: 400 NOT_AN_IMAGE, IMAGE_UNREADABLE, IMAGE_TOO_MANY_PIXELS or VALIDATION_ERROR; 401; 403 ` +
    "FORBIDDEN (another user's target, or without the role); 404 (no such target); 409 MEDIA_LIMIT (20 photos, 5 " +
    'for a vehicle); 413 PAYLOAD_TOO_LARGE; 429.',
  security,
  middleware: [userRequired, targetOwnerRequired] as const,
  request: {
    params: TargetParamsSchema,
    body: { content: { 'multipart/form-data': { schema: UploadBodySchema } }, required: true },
  },
  responses: {
    201: dataResponse(PhotoSchema, 'Fotografia guardada.'),
    400: errorResponses[400],
    401: errorResponses[401],
    403: errorResponses[403],
    404: errorResponses[404],
    409: errorResponses[409],
    413: { ...errorResponses[400], description: 'Mais de 15 MB (PAYLOAD_TOO_LARGE).' },
  },
});
export type UploadRoute = typeof upload;

export const reorder = createRoute({
  method: 'put',
  path: '/api/photos/{targetType}/{targetId}/order',
  tags,
  summary: 'Reordenar as fotografias',
  description: `Sets the order of the target's photos: \`ids\` must list exactly its photos. ${targets} Errors: 400 ` +
    'VALIDATION_ERROR; 401; 403; 404.',
  security,
  middleware: [userRequired, targetOwnerRequired] as const,
  request: {
    params: TargetParamsSchema,
    body: { content: { 'application/json': { schema: ReorderBodySchema } }, required: true },
  },
  responses: {
    200: dataResponse(z.array(PhotoSchema), 'As fotografias na nova ordem.'),
    400: errorResponses[400],
    401: errorResponses[401],
    403: errorResponses[403],
    404: errorResponses[404],
  },
});
export type ReorderRoute = typeof reorder;

export const chooseCover = createRoute({
  method: 'put',
  path: '/api/photos/{id}/cover',
  tags,
  summary: 'Escolher a fotografia de capa',
  description: "Makes one of the caller's photos the cover of its listing (the previous cover stays in the " +
    "gallery). Errors: 401; 403 (another user's photo); 404.",
  security,
  middleware: [userRequired] as const,
  request: { params: PhotoIdParamSchema },
  responses: {
    200: dataResponse(PhotoSchema, 'A nova capa.'),
    401: errorResponses[401],
    403: errorResponses[403],
    404: errorResponses[404],
  },
});
export type ChooseCoverRoute = typeof chooseCover;

export const describe = createRoute({
  method: 'put',
  path: '/api/photos/{id}/alt',
  tags,
  summary: 'Descrever uma fotografia',
  description: "Sets the text alternative of one of the caller's photos, read by screen readers and shown when the " +
    "image cannot load (issue 11); an empty text falls back to the listing's name. Errors: 400 (over 200 " +
    "characters); 401; 403 (another user's photo); 404.",
  security,
  middleware: [userRequired] as const,
  request: {
    params: PhotoIdParamSchema,
    body: { content: { 'application/json': { schema: AltBodySchema } }, required: true },
  },
  responses: {
    200: dataResponse(PhotoSchema, 'A fotografia com a nova descrição.'),
    400: errorResponses[400],
    401: errorResponses[401],
    403: errorResponses[403],
    404: errorResponses[404],
  },
});
export type DescribeRoute = typeof describe;

export const remove = createRoute({
  method: 'delete',
  path: '/api/photos/{id}',
  tags,
  summary: 'Apagar uma fotografia',
  description: "Deletes one of the caller's photos and its stored variants; when it was the cover, the next photo " +
    "becomes the cover; an avatar also clears the profile image. Errors: 401; 403 (another user's photo); 404.",
  security,
  middleware: [userRequired] as const,
  request: { params: PhotoIdParamSchema },
  responses: {
    204: { description: 'Apagada.' },
    401: errorResponses[401],
    403: errorResponses[403],
    404: errorResponses[404],
  },
});
export type RemoveRoute = typeof remove;

export const serve = createRoute({
  method: 'get',
  path: '/api/media/{id}/{file}',
  tags,
  summary: 'Imagem de uma fotografia',
  description:
    'One WebP variant (w320, w640 or w1280) of a photo, or `share.jpg`: the 1200x630 JPEG crop of the w1280 variant ' +
    'that link previews (Open Graph, WhatsApp) show (issue 26, ADR 0046). Public. A variant never changes (a new ' +
    'upload is a new id): `Cache-Control: public, max-age=31536000, immutable` and a strong ETag; `If-None-Match` ' +
    'with it answers 304. Errors: 404.',
  request: { params: MediaFileParamsSchema },
  responses: {
    200: {
      content: {
        'image/webp': { schema: z.string().openapi({ format: 'binary' }) },
        'image/jpeg': { schema: z.string().openapi({ format: 'binary' }) },
      },
      description: 'A imagem.',
    },
    304: { description: 'Não modificada (If-None-Match).' },
    400: errorResponses[400],
    404: errorResponses[404],
  },
});
export type ServeRoute = typeof serve;
