import { createRoute, z } from '@hono/zod-openapi';
import { MAX_PENDING_ACTIONS } from './admin-metrics.repo.ts';
import { permissionRequired } from '../../middlewares/auth/auth.ts';
import { security } from '../../lib/openapi.ts';
import { dataResponse, errorResponses } from '../common/schemas.ts';
import {
  AdminBookingListSchema,
  AdminBookingsQuerySchema,
  AdminRideListSchema,
  AdminRidesQuerySchema,
  AdminStatsSchema,
  PendingActionSchema,
} from './admin-metrics.schemas.ts';
import { AnalyticsQuerySchema, AnalyticsSchema } from './admin-metrics.analytics.schemas.ts';

const tags = ['Administração'];
// Admins only, with the permission of the rest of the admin domain (user.manage, spec 6).
const manage = permissionRequired('user.manage');
const denied = { 401: errorResponses[401], 403: errorResponses[403] };

export const stats = createRoute({
  method: 'get',
  path: '/api/admin/stats',
  tags,
  summary: 'Números da plataforma',
  description:
    'Admins only (user.manage). The dashboard figures from real data (spec 2.17, 3; DECISIONS.md 1): users ' +
    'by role, new this month, pending verifications, suspended accounts; rides published and upcoming with the ' +
    'occupancy of the upcoming ones; bookings created today and this month by type and status, tickets sold this ' +
    'month; money of this month and of all time from the billing financial report (succeeded payments, net of ' +
    'refunds: same figures as GET /api/billing/financial-report); how many pending actions there are. Months and days ' +
    'are Africa/Maputo; amounts centavos. Errors: 401, 403.',
  security,
  middleware: [manage] as const,
  responses: { 200: dataResponse(AdminStatsSchema, 'Números.'), ...denied },
});
export type StatsRoute = typeof stats;

export const bookings = createRoute({
  method: 'get',
  path: '/api/admin/bookings',
  tags,
  summary: 'Reservas (supervisão)',
  description: 'Admins only (user.manage). Every booking, newest first: who booked, from whom, what, when, the ' +
    'amounts (centavos), the newest payment and the refund. Filters: `status`, `type` (ride, stay, event), `refund` ' +
    '(the state of its refund), `from`/`to` (local creation dates, Africa/Maputo, inclusive), `q` (client or provider ' +
    'name or e-mail, route, establishment or event; case- and accent-insensitive); page from 1, pageSize 1-100. ' +
    "Errors: 400 'Data inválida. Use o formato AAAA-MM-DD.', 401, 403.",
  security,
  middleware: [manage] as const,
  request: { query: AdminBookingsQuerySchema },
  responses: { 200: dataResponse(AdminBookingListSchema, 'Uma página.'), 400: errorResponses[400], ...denied },
});
export type BookingsRoute = typeof bookings;

export const rides = createRoute({
  method: 'get',
  path: '/api/admin/rides',
  tags,
  summary: 'Viagens (supervisão)',
  description: 'Admins only (user.manage). Every ride, latest departure first: route, local departure, driver, price ' +
    'per seat, seats, confirmed bookings and their totals (centavos). Filters: `status` (active, completed, ' +
    'cancelled), `from`/`to` (departure local dates, inclusive), `q` (driver name or e-mail, addresses); page from 1, ' +
    "pageSize 1-100. Errors: 400 'Data inválida. Use o formato AAAA-MM-DD.', 401, 403.",
  security,
  middleware: [manage] as const,
  request: { query: AdminRidesQuerySchema },
  responses: { 200: dataResponse(AdminRideListSchema, 'Uma página.'), 400: errorResponses[400], ...denied },
});
export type RidesRoute = typeof rides;

export const pendingActions = createRoute({
  method: 'get',
  path: '/api/admin/pending-actions',
  tags,
  summary: 'Ações pendentes',
  description: 'Admins only (user.manage). What waits for a person (spec 3, 4), derived from the data: ' +
    'verifications to review (high), failed refunds whose money is still owed to the client (high), bank ' +
    'transfers waiting for confirmation (medium; confirm with POST /api/payments/{id}/confirm, subjectId is the ' +
    'payment). Each has a link to the admin screen where it is resolved. Verifications first, then refunds, then ' +
    'transfers, oldest first. Title and description are in the language of Accept-Language (pt or en, ADR ' +
    '0039), the names in them as written. At most the first 100 (ADR 0047; GET /api/admin/stats `pendingActions` ' +
    "counts them all, and each kind's own screen lists every one). Errors: 401, 403.",
  security,
  middleware: [manage] as const,
  responses: { 200: dataResponse(z.array(PendingActionSchema).max(MAX_PENDING_ACTIONS), 'As ações.'), ...denied },
});
export type PendingActionsRoute = typeof pendingActions;

export const analytics = createRoute({
  method: 'get',
  path: '/api/admin/analytics',
  tags,
  summary: 'Análises',
  description: 'Admins only (reports.view). Platform use over a range of local dates (Africa/Maputo, at most 366 ' +
    'days; default the last 30): bookings created, confirmed and cancelled, and revenue and platform fees (succeeded ' +
    'payments on their settlement date, net of refunds: the totals equal GET /api/billing/financial-report for the ' +
    'same range) per day, week or month; the same by product and by province; conversion (confirmed / created); ' +
    'occupancy of the rides, room nights and event tickets of the range. Amounts centavos. Errors: 400 ' +
    'VALIDATION_ERROR (bad or reversed dates, range too long), 401, 403.',
  security,
  middleware: [permissionRequired('reports.view')] as const,
  request: { query: AnalyticsQuerySchema },
  responses: { 200: dataResponse(AnalyticsSchema, 'Análises.'), 400: errorResponses[400], ...denied },
});
export type AnalyticsRoute = typeof analytics;
