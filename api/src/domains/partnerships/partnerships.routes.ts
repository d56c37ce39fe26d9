import { createRoute } from '@hono/zod-openapi';
import { pageQuery, pageResponse } from '../../lib/paging.ts';
import { activeAccountRequired } from '../../middlewares/auth/account.ts';
import { permissionRequired } from '../../middlewares/auth/auth.ts';
import { IdParamSchema } from '../../lib/ids.ts';
import { security } from '../../lib/openapi.ts';
import { dataResponse, errorResponses } from '../common/schemas.ts';
import {
  CreatePartnershipBodySchema,
  InterestSchema,
  ManagerPartnershipPostSchema,
  PartnershipPostSchema,
  PartnershipRequestsQuerySchema,
} from './partnerships.schemas.ts';

const tags = ['Parcerias'];
const errs = { 401: errorResponses[401], 403: errorResponses[403] };

export const create = createRoute({
  method: 'post',
  path: '/api/partnerships/create',
  tags,
  summary: 'Criar post de parceria',
  description: "A partnership post offered to drivers by the caller's establishment (spec 2.16, 3 'Partnership " +
    "offer'). Needs partnership.create (hotel_manager or admin); a manager must own the establishment (403 " +
    'otherwise, 404 when it does not exist). commissionPercent defaults to 10 (0..50). Errors: 400 VALIDATION_ERROR ' +
    'with Portuguese messages.',
  security,
  middleware: [permissionRequired('partnership.create'), activeAccountRequired] as const,
  request: { body: { content: { 'application/json': { schema: CreatePartnershipBodySchema } }, required: true } },
  responses: {
    201: dataResponse(PartnershipPostSchema, 'Post de parceria criado!'),
    400: errorResponses[400],
    ...errs,
    404: errorResponses[404],
  },
});
export type CreateRoute = typeof create;

export const requests = createRoute({
  method: 'get',
  path: '/api/partnerships/requests',
  tags,
  summary: 'Posts de parceria para motoristas',
  description: "Active partnership posts for drivers (spec 2.15 'Parcerias'), newest first, with establishment name " +
    'and location, interested count and whether the caller is interested. q filters the location text ' +
    '(accent- and case-insensitive); category filters the type. Posts of establishments whose manager is suspended ' +
    'are left out (ADR 0014). Paged (ADR 0047): `limit` (1-100, default 50) and `cursor` (the `next` of the ' +
    'previous page). Needs partnership.access (driver).',
  security,
  middleware: [permissionRequired('partnership.access')] as const,
  request: { query: PartnershipRequestsQuerySchema.extend(pageQuery().shape) },
  responses: {
    200: pageResponse(PartnershipPostSchema, 'Posts de parceria.'),
    400: errorResponses[400],
    ...errs,
  },
});
export type RequestsRoute = typeof requests;

export const interest = createRoute({
  method: 'post',
  path: '/api/partnerships/{id}/interest',
  tags,
  summary: 'Tenho Interesse',
  description: "Records the calling driver's interest in an active post; idempotent (a second call changes nothing " +
    'and answers created=false). Needs partnership.access (driver). Errors: 403 ACCOUNT_SUSPENDED (the caller), ' +
    "404, 409 PROVIDER_SUSPENDED (the establishment's manager is suspended; ADR 0014).",
  security,
  middleware: [permissionRequired('partnership.access'), activeAccountRequired] as const,
  request: { params: IdParamSchema },
  responses: {
    200: dataResponse(InterestSchema, 'Interesse registrado.'),
    ...errs,
    404: errorResponses[404],
    409: errorResponses[409],
  },
});
export type InterestRoute = typeof interest;

export const hotelPosts = createRoute({
  method: 'get',
  path: '/api/hotels/{id}/partnerships',
  tags,
  summary: 'Posts de parceria do alojamento',
  description: "The establishment's partnership posts (active or not), newest first, with the interested drivers' " +
    'names and counts. Paged (ADR 0047): `limit` (1-100, default 50) and `cursor`. Needs partnership.create; a ' +
    'manager must own the establishment. Errors: 400, 403, 404.',
  security,
  middleware: [permissionRequired('partnership.create')] as const,
  request: { params: IdParamSchema, query: pageQuery() },
  responses: {
    200: pageResponse(ManagerPartnershipPostSchema, 'Posts do alojamento.'),
    400: errorResponses[400],
    ...errs,
    404: errorResponses[404],
  },
});
export type HotelPostsRoute = typeof hotelPosts;
