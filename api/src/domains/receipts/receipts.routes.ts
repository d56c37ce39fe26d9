import { createRoute, z } from '@hono/zod-openapi';
import { pageQuery, pageResponse } from '../../lib/paging.ts';
import { userRequired } from '../../middlewares/auth/auth.ts';
import { IdParamSchema } from '../../lib/ids.ts';
import { jsonBody, security } from '../../lib/openapi.ts';
import { dataResponse, errorResponses } from '../common/schemas.ts';
import {
  ListReceiptsQuerySchema,
  NuitBodySchema,
  ProfileNuitBodySchema,
  ProfileNuitSchema,
  ReceiptSchema,
  ReceiptSummarySchema,
} from './receipts.schemas.ts';

const tags = ['Recibos'];
const WHO = 'Only the traveller of the booking, its provider (driver, establishment manager, organiser) and admins; ' +
  '404 for anyone else.';

export const list = createRoute({
  method: 'get',
  path: '/api/receipts',
  tags,
  summary: 'Recibos',
  description: "The receipts of the caller's bookings (`as=traveller`, default) or of the bookings of their rides, " +
    'stays and events (`as=provider`), newest first, paged (ADR 0047: `limit` 1-100, default 50, and `cursor`, ' +
    'the `next` of the previous page); `bookingId` narrows to one booking (the ' +
    `traveller, the provider or an admin). Amounts in centavos. Errors: 400, 401, 404 (a booking the caller may not see).`,
  security,
  middleware: [userRequired] as const,
  request: { query: ListReceiptsQuerySchema.extend(pageQuery().shape) },
  responses: {
    200: pageResponse(ReceiptSummarySchema, 'Os recibos.'),
    400: errorResponses[400],
    401: errorResponses[401],
    404: errorResponses[404],
  },
});
export type ListRoute = typeof list;

export const getOne = createRoute({
  method: 'get',
  path: '/api/receipts/{id}',
  tags,
  summary: 'Um recibo',
  description: 'A receipt of a payment or a refund, with what the printable page shows: platform, provider, ' +
    'traveller and NUIT, booking, quantities and unit prices, discount, platform fee, total (centavos, MZN), masked ' +
    `method, date and time in Africa/Maputo and its number (1, 2, 3 ... without gaps). ${WHO} Errors: 401, 404.`,
  security,
  middleware: [userRequired] as const,
  request: { params: IdParamSchema },
  responses: { 200: dataResponse(ReceiptSchema, 'O recibo.'), 401: errorResponses[401], 404: errorResponses[404] },
});
export type GetOneRoute = typeof getOne;

export const pdf = createRoute({
  method: 'get',
  path: '/api/receipts/{id}/pdf',
  tags,
  summary: 'Recibo em PDF',
  description: `The receipt as an A4 PDF (Content-Disposition attachment 'recibo-000042.pdf'). ${WHO} Errors: 401, ` +
    '404.',
  security,
  middleware: [userRequired] as const,
  request: { params: IdParamSchema },
  responses: {
    200: {
      content: { 'application/pdf': { schema: z.string().openapi({ format: 'binary' }) } },
      description: 'O PDF.',
    },
    401: errorResponses[401],
    404: errorResponses[404],
  },
});
export type PdfRoute = typeof pdf;

export const setNuit = createRoute({
  method: 'put',
  path: '/api/receipts/{id}/nuit',
  tags,
  summary: 'Indicar o NUIT num recibo',
  description: 'The traveller writes their NUIT (9 digits with its check digit; spaces allowed) on a receipt that ' +
    "has none; it then shows on every copy and cannot change. Errors: 400 INVALID_NUIT ('NUIT inválido: são 9 " +
    "dígitos e o último é o dígito de controlo.'), 401, 403 (the provider or an admin), 404, 409 RECEIPT_NUIT_SET.",
  security,
  middleware: [userRequired] as const,
  request: { params: IdParamSchema, body: jsonBody(NuitBodySchema) },
  responses: {
    200: dataResponse(ReceiptSchema, 'O recibo com o NUIT.'),
    400: errorResponses[400],
    401: errorResponses[401],
    403: errorResponses[403],
    404: errorResponses[404],
    409: errorResponses[409],
  },
});
export type SetNuitRoute = typeof setNuit;

export const getProfileNuit = createRoute({
  method: 'get',
  path: '/api/receipts/profile/nuit',
  tags,
  summary: 'O meu NUIT',
  description: "The caller's NUIT printed on their receipts, or null. Errors: 401.",
  security,
  middleware: [userRequired] as const,
  responses: { 200: dataResponse(ProfileNuitSchema, 'O NUIT.'), 401: errorResponses[401] },
});
export type GetProfileNuitRoute = typeof getProfileNuit;

export const setProfileNuit = createRoute({
  method: 'put',
  path: '/api/receipts/profile/nuit',
  tags,
  summary: 'Guardar o meu NUIT',
  description: 'Sets (9 digits with its check digit) or clears (null or empty) the NUIT printed on the receipts ' +
    "issued afterwards. Errors: 400 INVALID_NUIT ('NUIT inválido: são 9 dígitos e o último é o dígito de " +
    "controlo.'), 401.",
  security,
  middleware: [userRequired] as const,
  request: { body: jsonBody(ProfileNuitBodySchema) },
  responses: {
    200: dataResponse(ProfileNuitSchema, 'NUIT guardado.'),
    400: errorResponses[400],
    401: errorResponses[401],
  },
});
export type SetProfileNuitRoute = typeof setProfileNuit;
