import { createRoute, z } from '@hono/zod-openapi';
import { permissionRequired, userRequired } from '../../middlewares/auth/auth.ts';
import { dataResponse, errorResponses } from '../common/schemas.ts';
import {
  BookingIdParamSchema,
  PageQuerySchema,
  ReasonBodySchema,
  ReplyBodySchema,
  ReportedReviewSchema,
  ReportSchema,
  ReviewableSchema,
  ReviewBodySchema,
  ReviewIdParamSchema,
  ReviewPageSchema,
  ReviewSchema,
  SubjectParamSchema,
  TravellerParamSchema,
} from './reviews.schemas.ts';

const tags = ['Reviews'];
const security = [{ bearerAuth: [] }];
const rate = permissionRequired('rating.create');
const errs = { 401: errorResponses[401], 403: errorResponses[403] };
const json = <T extends z.ZodType>(schema: T) => ({
  body: { content: { 'application/json': { schema } }, required: true },
});
const WINDOW = 'The window opens when the service is over (a ride at its departure, not cancelled; a stay at its ' +
  'check-out day and time, Africa/Maputo; an event ticket once checked in) on a confirmed or completed booking, and ' +
  'closes 14 days later (an event: 14 days after it ends). ';

export const write = createRoute({
  method: 'post',
  path: '/api/reviews/bookings/{bookingId}',
  tags,
  summary: 'Avaliar uma reserva',
  description: "Writes the caller's review of a booking (issue 11, ADR 0022): the traveller rates the driver, the " +
    'establishment (also cleanliness, location, value) or the event; the driver or the manager rates the traveller. ' +
    WINDOW + 'Double-blind: both reviews are published when the second side writes, else when the window ends; an ' +
    'event review is published at once (organisers do not review). One review per side per booking. Needs ' +
    "rating.create. Errors: 400 VALIDATION_ERROR, 401, 403 REVIEW_NOT_ALLOWED (not the booking's traveller, driver " +
    'or manager), 404, 409 REVIEW_NOT_AVAILABLE (not over yet, cancelled, unpaid, ticket not checked in), ' +
    'REVIEW_WINDOW_CLOSED, REVIEW_EXISTS.',
  security,
  middleware: [rate] as const,
  request: { params: BookingIdParamSchema, ...json(ReviewBodySchema) },
  responses: {
    201: dataResponse(ReviewSchema, 'A avaliação (publishedAt null enquanto às cegas).'),
    400: errorResponses[400],
    ...errs,
    404: errorResponses[404],
    409: errorResponses[409],
  },
});
export type WriteRoute = typeof write;

export const edit = createRoute({
  method: 'put',
  path: '/api/reviews/bookings/{bookingId}',
  tags,
  summary: 'Editar a minha avaliação',
  description: "Changes the caller's review of a booking while it is not published. Needs rating.create. Errors: " +
    '400, 401, 403 REVIEW_NOT_ALLOWED, 404 (no review of the caller), 409 REVIEW_PUBLISHED.',
  security,
  middleware: [rate] as const,
  request: { params: BookingIdParamSchema, ...json(ReviewBodySchema) },
  responses: {
    200: dataResponse(ReviewSchema, 'A avaliação alterada.'),
    400: errorResponses[400],
    ...errs,
    404: errorResponses[404],
    409: errorResponses[409],
  },
});
export type EditRoute = typeof edit;

export const reviewable = createRoute({
  method: 'get',
  path: '/api/reviews/to-write',
  tags,
  summary: 'O que posso avaliar',
  description: "The caller's bookings whose review window is open and whose review of theirs is not written or " +
    'still editable (the review prompt of /reservas and of the partner areas), newest first, at most 100. ' +
    WINDOW + 'Signed in. Errors: 401.',
  security,
  middleware: [userRequired] as const,
  responses: {
    200: dataResponse(z.array(ReviewableSchema).max(100), 'Reservas por avaliar.'),
    401: errorResponses[401],
  },
});
export type ReviewableRoute = typeof reviewable;

export const list = createRoute({
  method: 'get',
  path: '/api/reviews/{subject}/{id}',
  tags,
  summary: 'Avaliações de um motorista, alojamento ou evento',
  description: 'The published, not hidden reviews of a driver (user id), an establishment or an event (uuid), ' +
    "newest first, paginated (page from 1, pageSize 1-50, default 10), each with the host's public reply, and the " +
    'rating (mean, one decimal; null with none) and count of those reviews. Open to visitors. Errors: 400.',
  request: { params: SubjectParamSchema, query: PageQuerySchema },
  responses: { 200: dataResponse(ReviewPageSchema, 'Avaliações.'), 400: errorResponses[400] },
});
export type ListRoute = typeof list;

export const listTraveller = createRoute({
  method: 'get',
  path: '/api/reviews/travellers/{id}',
  tags,
  summary: 'Avaliações de um viajante',
  description: 'The published, not hidden reviews drivers and managers wrote about a traveller (user id), as ' +
    '`GET /api/reviews/{subject}/{id}`. Signed in (hosts read them before accepting). Errors: 400, 401.',
  security,
  middleware: [userRequired] as const,
  request: { params: TravellerParamSchema, query: PageQuerySchema },
  responses: {
    200: dataResponse(ReviewPageSchema, 'Avaliações.'),
    400: errorResponses[400],
    401: errorResponses[401],
  },
});
export type ListTravellerRoute = typeof listTraveller;

export const reply = createRoute({
  method: 'post',
  path: '/api/reviews/{id}/reply',
  tags,
  summary: 'Responder a uma avaliação',
  description: "The host's public reply (1-2000 characters, once) to a published traveller review of their ride, " +
    'establishment or event. Signed in. Errors: 400, 401, 403 (not the reviewed host), 404, ' +
    '409 REVIEW_NOT_PUBLISHED, ' +
    'REVIEW_REPLIED.',
  security,
  middleware: [userRequired] as const,
  request: { params: ReviewIdParamSchema, ...json(ReplyBodySchema) },
  responses: {
    200: dataResponse(ReviewSchema, 'A avaliação com a resposta.'),
    400: errorResponses[400],
    ...errs,
    404: errorResponses[404],
    409: errorResponses[409],
  },
});
export type ReplyRoute = typeof reply;

export const report = createRoute({
  method: 'post',
  path: '/api/reviews/{id}/report',
  tags,
  summary: 'Denunciar uma avaliação',
  description: 'Reports a published review to the admins with a reason (1-500 characters), once per user. Signed ' +
    'in. Errors: 400, 401, 404, 409 REVIEW_REPORTED.',
  security,
  middleware: [userRequired] as const,
  request: { params: ReviewIdParamSchema, ...json(ReasonBodySchema) },
  responses: {
    201: dataResponse(ReportSchema, 'Denúncia registada.'),
    400: errorResponses[400],
    401: errorResponses[401],
    404: errorResponses[404],
    409: errorResponses[409],
  },
});
export type ReportRoute = typeof report;

export const hide = createRoute({
  method: 'post',
  path: '/api/admin/reviews/{id}/hide',
  tags,
  summary: 'Ocultar uma avaliação',
  description: 'An admin hides a review with a reason (1-500 characters): it leaves every listing and rating at ' +
    "once, and the action is kept in the author's audit trail (admin_actions 'review_hidden'). Needs user.manage. " +
    'Errors: 400, 401, 403, 404, 409 REVIEW_HIDDEN.',
  security,
  middleware: [permissionRequired('user.manage')] as const,
  request: { params: ReviewIdParamSchema, ...json(ReasonBodySchema) },
  responses: {
    200: dataResponse(
      ReviewSchema.extend({ hidden: z.literal(true), hiddenReason: z.string() }).openapi('HiddenReview'),
      'A avaliação oculta.',
    ),
    400: errorResponses[400],
    ...errs,
    404: errorResponses[404],
    409: errorResponses[409],
  },
});
export type HideRoute = typeof hide;

export const reported = createRoute({
  method: 'get',
  path: '/api/admin/reviews/reported',
  tags,
  summary: 'Avaliações denunciadas',
  description: 'The reviews users reported and no admin has hidden yet, most recently reported first (at most 100), ' +
    'with the number of reports and their reasons. Needs user.manage. Errors: 401, 403.',
  security,
  middleware: [permissionRequired('user.manage')] as const,
  responses: { 200: dataResponse(z.array(ReportedReviewSchema).max(100), 'Avaliações denunciadas.'), ...errs },
});
export type ReportedRoute = typeof reported;
