/**
 * @module Schemas of the admin dashboard and supervision lists (spec 2.17, 3, 4 'Admin activity', 7; DECISIONS.md 1:
 * every figure is computed from the database). Amounts are centavos; dates are Africa/Maputo local dates.
 */
import { z } from '@hono/zod-openapi';
import { isIsoDate } from '../../lib/time.ts';
import { BOOKING_TYPES } from '../bookings/bookings.schemas.ts';

export const METRICS_MESSAGES = {
  date: 'Data inválida. Use o formato AAAA-MM-DD.',
  range: 'A data inicial deve ser anterior ou igual à data final.',
  page: 'Página inválida.',
  status: 'Estado inválido.',
  type: 'Tipo inválido.',
} as const;

const localDate = z.string().refine(isIsoDate, METRICS_MESSAGES.date);
const page = z.coerce.number({ message: METRICS_MESSAGES.page }).int(METRICS_MESSAGES.page)
  .min(1, METRICS_MESSAGES.page).default(1).openapi({ example: 1, description: '1-based.' });
const pageSize = z.coerce.number({ message: METRICS_MESSAGES.page }).int(METRICS_MESSAGES.page)
  .min(1, METRICS_MESSAGES.page).max(100, METRICS_MESSAGES.page).default(20)
  .openapi({ example: 20, description: '1 to 100, default 20.' });
const q = z.string().trim().max(100).optional();

export const BOOKING_STATUSES = ['pending', 'confirmed', 'completed', 'cancelled'] as const;
export const RIDE_STATUSES = ['active', 'completed', 'cancelled'] as const;

const byType = z.object({ ride: z.number().int(), stay: z.number().int(), event: z.number().int() });
const byStatus = z.object({
  pending: z.number().int(),
  confirmed: z.number().int(),
  completed: z.number().int(),
  cancelled: z.number().int(),
});
const bookingPeriod = z.object({
  total: z.number().int().openapi({ example: 12 }),
  byType,
  byStatus,
});
const money = z.object({
  grossRevenue: z.number().int().openapi({ example: 1372800, description: 'Succeeded payments before refunds.' }),
  totalRevenue: z.number().int().openapi({ example: 1108800, description: 'grossRevenue minus refunds.' }),
  totalFees: z.number().int().openapi({ example: 100800, description: 'Platform fees earned, net of refunds.' }),
  refundedAmount: z.number().int().openapi({ example: 264000 }),
  refundCount: z.number().int().openapi({ example: 2 }),
  transactions: z.number().int().openapi({ example: 42, description: 'Succeeded payments.' }),
});

export const AdminStatsSchema = z.object({
  today: z.string().openapi({ example: '2026-11-23', description: 'The local date (Africa/Maputo) used.' }),
  users: z.object({
    total: z.number().int().openapi({ example: 57 }),
    byRole: z.object({
      client: z.number().int(),
      driver: z.number().int(),
      hotel_manager: z.number().int(),
      event: z.number().int(),
      admin: z.number().int(),
    }).openapi({ description: 'Users holding each role (one user may hold several).' }),
    newThisMonth: z.number().int().openapi({ example: 9, description: 'Created since the 1st of this Maputo month.' }),
    pendingVerifications: z.number().int().openapi({ example: 3 }),
    suspended: z.number().int().openapi({ example: 1, description: 'Suspended or banned accounts.' }),
  }),
  rides: z.object({
    published: z.number().int().openapi({ example: 40, description: 'Rides not cancelled.' }),
    upcoming: z.number().int().openapi({ example: 12, description: 'Active rides departing from now on.' }),
    seatsTotal: z.number().int().openapi({ description: 'Seats of the upcoming rides.' }),
    seatsTaken: z.number().int().openapi({ description: 'Seats of the upcoming rides no longer available.' }),
    occupancy: z.number().openapi({ example: 37.5, description: 'seatsTaken / seatsTotal in %, one decimal.' }),
  }),
  bookings: z.object({
    today: bookingPeriod.openapi({ description: 'Bookings created today (Maputo).' }),
    thisMonth: bookingPeriod.openapi({ description: 'Bookings created this Maputo month.' }),
    ticketsSoldThisMonth: z.number().int().openapi({
      description: 'Tickets of confirmed or completed event ' +
        'bookings created this month.',
    }),
  }),
  revenue: z.object({
    thisMonth: money.openapi({ description: 'The billing financial report for this Maputo month.' }),
    allTime: money.openapi({ description: 'The billing financial report without dates.' }),
  }),
  pendingActions: z.number().int().openapi({ example: 4, description: 'How many pending actions there are.' }),
}).openapi('AdminStats');
export type AdminStats = z.infer<typeof AdminStatsSchema>;

const inOrder = (v: { from?: string; to?: string }) => !v.from || !v.to || v.from <= v.to;
const rangeError = { message: METRICS_MESSAGES.range, path: ['to'] };

export const AdminBookingsQuerySchema = z.object({
  q: q.openapi({ example: 'macuacua', description: 'Client or provider name/e-mail, or what was booked.' }),
  status: z.enum(BOOKING_STATUSES, { message: METRICS_MESSAGES.status }).optional(),
  type: z.enum(BOOKING_TYPES, { message: METRICS_MESSAGES.type }).optional(),
  refund: z.enum(['pending', 'succeeded', 'failed'], { message: METRICS_MESSAGES.status }).optional()
    .openapi({ description: 'Only bookings with a refund in this state.' }),
  from: localDate.optional().openapi({ example: '2026-11-01', description: 'First local creation date, inclusive.' }),
  to: localDate.optional().openapi({ example: '2026-11-30', description: 'Last local creation date, inclusive.' }),
  page,
  pageSize,
}).refine(inOrder, rangeError);
export type AdminBookingsQuery = z.infer<typeof AdminBookingsQuerySchema>;

const party = z.object({
  id: z.string(),
  name: z.string().openapi({ example: 'Ana Macuácua', description: 'First and last name, or the e-mail.' }),
});

export const AdminBookingSchema = z.object({
  id: z.string(),
  type: z.enum(BOOKING_TYPES),
  status: z.enum(BOOKING_STATUSES),
  title: z.string().openapi({ example: 'Maputo → Inhambane', description: 'What was booked.' }),
  client: party,
  provider: party,
  quantity: z.number().int().openapi({ example: 2, description: 'Seats, nights or tickets.' }),
  serviceDate: z.string().nullable().openapi({
    example: '2026-12-01',
    description: 'Departure, check-in or event ' +
      'local date.',
  }),
  createdAt: z.string(),
  totalCents: z.number().int().openapi({ example: 220000 }),
  platformFeeCents: z.number().int().openapi({ example: 20000 }),
  payment: z.object({
    id: z.string(),
    method: z.enum(['card', 'mpesa', 'bank']),
    status: z.enum(['pending', 'succeeded', 'failed', 'cancelled']),
    amountCents: z.number().int(),
  }).nullable().openapi({ description: 'The newest payment, if any.' }),
  refund: z.object({
    id: z.string(),
    status: z.enum(['pending', 'succeeded', 'failed']),
    amountCents: z.number().int(),
    failureReason: z.string().nullable(),
  }).nullable(),
}).openapi('AdminBooking');
export type AdminBooking = z.infer<typeof AdminBookingSchema>;

export const AdminBookingListSchema = z.object({
  items: z.array(AdminBookingSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
}).openapi('AdminBookingList');

export const AdminRidesQuerySchema = z.object({
  q: q.openapi({ example: 'inhambane', description: 'Driver name/e-mail or an address.' }),
  status: z.enum(RIDE_STATUSES, { message: METRICS_MESSAGES.status }).optional(),
  from: localDate.optional().openapi({ example: '2026-11-01', description: 'First departure local date, inclusive.' }),
  to: localDate.optional().openapi({ example: '2026-11-30', description: 'Last departure local date, inclusive.' }),
  page,
  pageSize,
}).refine(inOrder, rangeError);
export type AdminRidesQuery = z.infer<typeof AdminRidesQuerySchema>;

export const AdminRideSchema = z.object({
  id: z.string(),
  status: z.enum(RIDE_STATUSES),
  from: z.string().openapi({ example: 'Maputo' }),
  to: z.string().openapi({ example: 'Inhambane' }),
  departureDate: z.string().openapi({ example: '2026-12-01' }),
  departureTime: z.string().openapi({ example: '07:30' }),
  driver: party,
  priceCents: z.number().int().openapi({ example: 100000, description: 'Per seat.' }),
  seatsTotal: z.number().int(),
  seatsAvailable: z.number().int(),
  bookings: z.number().int().openapi({ description: 'Confirmed or completed bookings.' }),
  revenueCents: z.number().int().openapi({ description: 'Totals of the confirmed or completed bookings.' }),
  createdAt: z.string(),
}).openapi('AdminRide');

export const AdminRideListSchema = z.object({
  items: z.array(AdminRideSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
}).openapi('AdminRideList');

export const PendingActionSchema = z.object({
  id: z.string().openapi({ example: 'verification:Xq3b9ZtM0aUf7' }),
  type: z.enum(['verification', 'dispute', 'report', 'refund', 'support', 'payment']).openapi({
    description: "Spec 4 types, plus 'payment' for bank transfers waiting for confirmation and 'support' for support " +
      'requests waiting for the team (issue 32); a dispute is listed once the provider answered or their 72 hours ' +
      'passed.',
  }),
  priority: z.enum(['high', 'medium', 'low']),
  title: z.string().openapi({ example: 'Verificação pendente' }),
  description: z.string().openapi({ example: 'Ana Macuácua enviou documentos para verificação.' }),
  createdAt: z.string(),
  amountCents: z.number().int().nullable(),
  subjectId: z.string().openapi({ description: 'The user, refund, payment, dispute or support request concerned.' }),
  link: z.string().openapi({ example: '/admin/users/Xq3b9ZtM0aUf7', description: 'Where it is resolved.' }),
}).openapi('PendingAction');
export type PendingAction = z.infer<typeof PendingActionSchema>;
