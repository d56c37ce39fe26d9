/** @module Schemas of the events domain (spec 2.8, 3 'Event' and 'Event partnership', 5 'Events', 7, 9). */
import { RewardRedemptionIdSchema } from '../bookings/bookings.rewards.schemas.ts';
import { CancellationPolicySchema } from '../bookings/bookings.cancellation.schemas.ts';
import { z } from '@hono/zod-openapi';
import { isIsoDate, isTime } from '../../lib/time.ts';
import { imageUrl, webUrl } from '../../lib/web-url.ts';
import { MAX_PRICE_MT, placeIdInput } from '../common/schemas.ts';
import { PhotoSchema } from '../media/media.schemas.ts';
import { TicketTypeSchema } from './events.organiser.schemas.ts';

/** Portuguese messages of the events domain. */
export const EVENT_MESSAGES = {
  title: 'Indique o título do evento (3 a 200 caracteres).',
  venue: 'Indique o local do evento.',
  address: 'Indique o endereço do evento.',
  date: 'Data inválida. Use o formato AAAA-MM-DD.',
  time: 'Hora inválida. Use o formato HH:mm.',
  dateBeforeToday: 'A data não pode ser anterior a hoje.',
  endBeforeStart: 'A data de fim deve ser posterior ao início do evento.',
  price: 'Preço do bilhete inválido.',
  priceMaximum: 'O preço do bilhete não pode exceder 1 000 000 MT.',
  range: 'A data inicial deve ser anterior ou igual à data final.',
  maxTickets: 'O número máximo de bilhetes deve ser um número inteiro maior que zero.',
  quantity: 'O número de bilhetes deve estar entre 1 e 10.',
  eventId: 'Escolha um evento.',
  category: 'Categoria inválida.',
  eventType: 'Tipo de evento inválido.',
  discount: 'O desconto deve estar entre 1 e 90 %.',
  minTickets: 'O mínimo de bilhetes da parceria deve estar entre 1 e 10.',
  partnerName: 'Indique o nome do parceiro.',
  code: 'Indique o código do bilhete.',
  month: 'Mês inválido.',
  year: 'Ano inválido.',
} as const;

export const EVENT_TYPES = ['feira', 'festival', 'concerto', 'conferencia', 'workshop', 'exposicao'] as const;
export const EVENT_CATEGORIES = [
  'cultura',
  'negocios',
  'entretenimento',
  'gastronomia',
  'educacao',
  'desporto',
] as const;

export const EventTypeSchema = z.enum(EVENT_TYPES, { message: EVENT_MESSAGES.eventType }).openapi('EventType');
export const EventCategorySchema = z.enum(EVENT_CATEGORIES, { message: EVENT_MESSAGES.category })
  .openapi('EventCategory');
export const EventStatusSchema = z.enum(['draft', 'upcoming', 'cancelled', 'past']).openapi('EventStatus', {
  description: "draft (Rascunho), upcoming ('Próximo'), cancelled, past (derived: the event has ended).",
});

export const EventPartnershipSchema = z.object({
  id: z.string().uuid(),
  partnerType: z.enum(['accommodation', 'transport']),
  partnerId: z.string().nullable(),
  partnerName: z.string().openapi({ example: 'Casa Barry Lodge' }),
  discountPercentage: z.number().int().openapi({ example: 20 }),
  specialOffer: z.string().nullable().openapi({ example: 'Pequeno-almoço incluído para portadores de bilhete.' }),
  minEventTickets: z.number().int().openapi({ example: 2 }),
  isActive: z.boolean(),
  validFrom: z.string().nullable().openapi({ example: '2026-12-01' }),
  validUntil: z.string().nullable().openapi({ example: '2027-01-15' }),
  applicable: z.boolean().openapi({ description: 'Active and valid on the event start date (quantity aside).' }),
}).openapi('EventPartnership');
export type EventPartnership = z.infer<typeof EventPartnershipSchema>;

export const EventRefundPolicySchema = z.enum(['until_days', 'none']).openapi('EventRefundPolicy', {
  description: "The organiser's refund policy (ADR 0024): 'until_days' = everything back (fee included) until " +
    "refundDaysBefore days before the start, nothing after; 'none' = no refunds. Never after check-in or the start; " +
    'an organiser cancelling the event refunds everything.',
});

const checkInHours = z.number({ message: 'Indique as horas antes do início em que abre a entrada (0 a 72).' })
  .int('Indique as horas antes do início em que abre a entrada (0 a 72).')
  .min(0, 'Indique as horas antes do início em que abre a entrada (0 a 72).')
  .max(72, 'Indique as horas antes do início em que abre a entrada (0 a 72).');
const checkInHoursInput = checkInHours.openapi({
  example: 6,
  description: "Hours before the start when the check-in opens (0-72); null or absent: the platform's setting " +
    '(default 6 h). ADR 0043.',
});

const refundDays = z.number({ message: 'Indique o número de dias (0 a 365).' }).int(
  'Indique o número de dias (0 a 365).',
)
  .min(0, 'Indique o número de dias (0 a 365).').max(365, 'Indique o número de dias (0 a 365).')
  .openapi({ example: 7, description: 'Days before the start until which tickets are refunded (0: until the start).' });

export const EventSchema = z.object({
  id: z.string().uuid(),
  organiser: z.object({ id: z.string(), name: z.string().openapi({ example: 'Helena Mondlane' }) }),
  title: z.string().openapi({ example: 'Festival de Música de Tofo' }),
  description: z.string(),
  eventType: EventTypeSchema,
  category: EventCategorySchema,
  venue: z.string().openapi({ example: 'Praia do Tofo' }),
  address: z.string().openapi({ example: 'Praia do Tofo, Inhambane' }),
  placeId: z.number().int().nullable(),
  lat: z.number().nullable(),
  lng: z.number().nullable(),
  startDate: z.string().openapi({ example: '2026-12-27', description: 'Local date, Africa/Maputo.' }),
  endDate: z.string().openapi({ example: '2026-12-29' }),
  startTime: z.string().openapi({ example: '16:00', description: 'Local time, Africa/Maputo.' }),
  endTime: z.string().openapi({ example: '23:30' }),
  startsAt: z.string(),
  endsAt: z.string(),
  images: z.array(z.string()),
  photos: z.array(PhotoSchema).openapi({
    description: 'Uploaded photos, cover first (issue 11): build srcset from variants.',
  }),
  isPaid: z.boolean(),
  ticketPriceCents: z.number().int().openapi({ example: 150000, description: 'Per ticket, centavos (0 when free).' }),
  refundPolicy: EventRefundPolicySchema,
  refundDaysBefore: z.number().int().openapi({
    example: 7,
    description: "With 'until_days': everything back until this many days before the start (0: until the start).",
  }),
  checkInOpensHoursBefore: z.number().int().nullable().openapi({
    example: 6,
    description: "How many hours before the start the check-in opens (it closes at the end); null: the platform's " +
      'setting (default 6). ADR 0043.',
  }),
  cancellationPolicy: CancellationPolicySchema,
  maxTickets: z.number().int().openapi({ example: 2000 }),
  ticketsSold: z.number().int().openapi({
    example: 845,
    description: 'Platform tickets sold or held by pending bookings (never sales through other channels; issue 11).',
  }),
  ticketsLeft: z.number().int(),
  soldOut: z.boolean(),
  status: EventStatusSchema,
  isFeatured: z.boolean(),
  tags: z.array(z.string()),
  websiteUrl: z.string().nullable(),
  socialLinks: z.record(z.string(), z.string()),
  partnerships: z.array(EventPartnershipSchema),
  hasPartnerships: z.boolean().openapi({ description: 'At least one applicable partnership.' }),
  accommodationDiscount: z.number().int().nullable().openapi({ description: 'Best applicable accommodation %.' }),
  transportDiscount: z.number().int().nullable().openapi({ description: 'Best applicable transport %.' }),
  createdAt: z.string(),
  ticketTypes: z.array(TicketTypeSchema).openapi({
    description: 'Active ticket types (ADR 0030). Empty: one implicit type at ticketPriceCents with maxTickets; ' +
      'otherwise ticketPriceCents is the cheapest type and maxTickets their total.',
  }),
}).openapi('Event');
export type Event = z.infer<typeof EventSchema>;

const isoDate = z.string().refine(isIsoDate, EVENT_MESSAGES.date);
const optionalText = (max: number) => z.string().trim().max(max).optional();

export const EVENT_SORTS = ['date', 'price', 'popularity'] as const;
export type EventSort = (typeof EVENT_SORTS)[number];
/** Date range presets of the search (issue 13), computed from today in Africa/Maputo. */
export const EVENT_PERIODS = ['fim-de-semana', 'este-mes'] as const;
export type EventPeriod = (typeof EVENT_PERIODS)[number];

export const EventSearchQuerySchema = z.object({
  location: optionalText(200).openapi({
    example: 'inhambane',
    description: 'A place, matched like the ride search (accents and case ignored; a city also finds its ' +
      "neighbourhoods, beaches and landmarks: 'Tofo' finds Praia do Tofo): the event's place is the one the " +
      'organiser chose, else the first part of its address naming a known place. Events whose address names no ' +
      'known place match when the text is inside the address; a text naming no known place is looked for inside every ' +
      'address.',
  }),
  category: EventCategorySchema.optional(),
  eventType: EventTypeSchema.optional(),
  startDate: isoDate.optional().openapi({ example: '2026-12-01', description: 'Events not ended before this date.' }),
  endDate: isoDate.optional().openapi({ example: '2027-01-31', description: 'Events starting on or before it.' }),
  featured: z.enum(['true', 'false']).optional().openapi({ description: 'Only featured events.' }),
  sort: z.enum(EVENT_SORTS).default('date').openapi({
    example: 'popularity',
    description: "Order: 'date' (soonest start first, the default), 'price' (free first, then cheapest ticket) or " +
      "'popularity' (most tickets sold on the platform first: `ticketsSold`). Ties by start.",
  }),
  price: z.enum(['free', 'paid']).optional().openapi({
    example: 'free',
    description: "'free': only free events; 'paid': only events with a ticket price.",
  }),
  period: z.enum(EVENT_PERIODS).optional().openapi({
    example: 'fim-de-semana',
    description: "Date range preset, from today in Africa/Maputo: 'fim-de-semana' (este fim de semana: the coming " +
      "Saturday and Sunday, or what is left of them), 'este-mes' (este mês: today to the last day of the month). " +
      'Events taking place at least partly in it; combined with startDate and endDate when given too.',
  }),
  partnerships: z.enum(['true', 'false']).optional().openapi({
    example: 'true',
    description: "'true': only events with an applicable partnership (accommodation or transport discount).",
  }),
  limit: z.coerce.number().int().min(1).max(100).default(50).openapi({ example: 50 }),
}).refine((q) => !q.startDate || !q.endDate || q.startDate <= q.endDate, {
  message: EVENT_MESSAGES.range,
  path: ['endDate'],
});
export type EventSearchQuery = z.infer<typeof EventSearchQuerySchema>;

export const EventCityQuerySchema = z.object({
  city: z.string().trim().min(1).max(100).openapi({ example: 'Maputo' }),
  month: z.coerce.number({ message: EVENT_MESSAGES.month }).int().min(1, EVENT_MESSAGES.month)
    .max(12, EVENT_MESSAGES.month).openapi({ example: 12 }),
  year: z.coerce.number({ message: EVENT_MESSAGES.year }).int().min(2000, EVENT_MESSAGES.year)
    .max(2100, EVENT_MESSAGES.year).openapi({ example: 2026 }),
  category: EventCategorySchema.optional(),
});

export const EventCityListingSchema = z.object({
  city: z.string(),
  month: z.number().int(),
  year: z.number().int(),
  // A union rather than .nullable(): the document then says anyOf [EventCategory, null]; .nullable() of a named
  // schema is written as allOf [EventCategory, string|null], which no null can match.
  category: z.union([EventCategorySchema, z.null()]),
  events: z.array(EventSchema),
  counts: z.object({
    total: z.number().int(),
    withPartnerships: z.number().int(),
  }),
}).openapi('EventCityListing');

export const EventStatsSchema = z.object({
  activeEvents: z.number().int().openapi({ description: 'Upcoming public events.' }),
  activePartnerships: z.number().int().openapi({ description: 'Applicable partnerships of upcoming events.' }),
  participants: z.number().int().openapi({ description: 'Tickets sold (or held) over all public events.' }),
  averageDiscount: z.number().openapi({ description: 'Mean % of the active partnerships (0 without any).' }),
}).openapi('EventStats');

export const PartnershipInputSchema = z.object({
  partnerType: z.enum(['accommodation', 'transport']),
  partnerId: z.string().trim().max(100).optional(),
  partnerName: z.string({ message: EVENT_MESSAGES.partnerName }).trim().min(1, EVENT_MESSAGES.partnerName).max(200),
  discountPercentage: z.number({ message: EVENT_MESSAGES.discount }).int(EVENT_MESSAGES.discount)
    .min(1, EVENT_MESSAGES.discount).max(90, EVENT_MESSAGES.discount),
  specialOffer: optionalText(500),
  minEventTickets: z.number({ message: EVENT_MESSAGES.minTickets }).int().min(1, EVENT_MESSAGES.minTickets)
    .max(10, EVENT_MESSAGES.minTickets).default(1),
  isActive: z.boolean().default(true),
  validFrom: isoDate.optional(),
  validUntil: isoDate.optional(),
}).openapi('EventPartnershipInput');
export type PartnershipInput = z.infer<typeof PartnershipInputSchema>;

/**
 * Reads the spec's string number ('500', '1500.50'; spec 8 'Event': ticketPrice is a string number) as a number; any
 * other value is left for the number schema to accept or refuse.
 */
const numericText = (v: unknown) => typeof v === 'string' && /^\s*\d{1,9}(\.\d{1,2})?\s*$/.test(v) ? Number(v) : v;

const eventFields = {
  title: z.string({ message: EVENT_MESSAGES.title }).trim().min(3, EVENT_MESSAGES.title).max(200, EVENT_MESSAGES.title)
    .openapi({ example: 'Festival de Música de Tofo' }),
  description: optionalText(4000).openapi({ example: 'Três dias de música moçambicana à beira-mar.' }),
  eventType: EventTypeSchema.default('festival'),
  category: EventCategorySchema,
  venue: z.string({ message: EVENT_MESSAGES.venue }).trim().min(1, EVENT_MESSAGES.venue).max(200),
  address: z.string({ message: EVENT_MESSAGES.address }).trim().min(1, EVENT_MESSAGES.address).max(300),
  placeId: placeIdInput().optional(),
  lat: z.number().min(-90).max(90).optional(),
  lng: z.number().min(-180).max(180).optional(),
  startDate: isoDate.openapi({ example: '2026-12-27' }),
  endDate: isoDate.openapi({ example: '2026-12-29' }),
  startTime: z.string().refine(isTime, EVENT_MESSAGES.time).openapi({ example: '16:00' }),
  endTime: z.string().refine(isTime, EVENT_MESSAGES.time).openapi({ example: '23:30' }),
  images: z.array(imageUrl(500)).max(10).default([]),
  ticketPrice: z.preprocess(
    numericText,
    z.number({ message: EVENT_MESSAGES.price }).min(0, EVENT_MESSAGES.price).max(
      MAX_PRICE_MT,
      EVENT_MESSAGES.priceMaximum,
    )
      .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, EVENT_MESSAGES.price),
  ).default(0).openapi({
    example: 1500,
    description: "Price per ticket in METICAIS (0: free event), a number or the spec's string number ('500'). " +
      'Answers use centavos.',
  }),
  refundPolicy: EventRefundPolicySchema.default('until_days'),
  refundDaysBefore: refundDays.default(0),
  checkInOpensHoursBefore: checkInHoursInput.nullable().optional(),
  maxTickets: z.number({ message: EVENT_MESSAGES.maxTickets }).int(EVENT_MESSAGES.maxTickets)
    .min(1, EVENT_MESSAGES.maxTickets).max(1_000_000, EVENT_MESSAGES.maxTickets).default(100),
  tags: z.array(z.string().trim().min(1).max(40)).max(20).default([]),
  websiteUrl: webUrl(500).optional(),
  socialLinks: z.record(z.string(), webUrl(500)).default({}),
  partnerships: z.array(PartnershipInputSchema).max(20).default([]),
};

export const CreateEventBodySchema = z.object({
  ...eventFields,
  status: z.enum(['draft', 'upcoming']).default('upcoming')
    .openapi({ description: "'draft' keeps it in Rascunhos; 'upcoming' publishes it at once." }),
}).openapi('CreateEventBody');
export type CreateEventBody = z.infer<typeof CreateEventBodySchema>;

export const UpdateEventBodySchema = z.object({
  title: eventFields.title.optional(),
  description: eventFields.description,
  eventType: EventTypeSchema.optional(),
  category: EventCategorySchema.optional(),
  venue: eventFields.venue.optional(),
  address: eventFields.address.optional(),
  placeId: placeIdInput().nullable().optional(),
  lat: z.number().min(-90).max(90).nullable().optional(),
  lng: z.number().min(-180).max(180).nullable().optional(),
  startDate: isoDate.optional(),
  endDate: isoDate.optional(),
  startTime: eventFields.startTime.optional(),
  endTime: eventFields.endTime.optional(),
  images: z.array(imageUrl(500)).max(10).optional(),
  ticketPrice: z.preprocess(
    numericText,
    z.number({ message: EVENT_MESSAGES.price }).min(0, EVENT_MESSAGES.price).max(
      MAX_PRICE_MT,
      EVENT_MESSAGES.priceMaximum,
    ),
  ).optional(),
  refundPolicy: EventRefundPolicySchema.optional(),
  refundDaysBefore: refundDays.optional(),
  checkInOpensHoursBefore: checkInHoursInput.nullable().optional(),
  maxTickets: z.number({ message: EVENT_MESSAGES.maxTickets }).int(EVENT_MESSAGES.maxTickets)
    .min(1, EVENT_MESSAGES.maxTickets).max(1_000_000).optional(),
  tags: z.array(z.string().trim().min(1).max(40)).max(20).optional(),
  websiteUrl: webUrl(500).nullable().optional(),
  socialLinks: z.record(z.string(), webUrl(500)).optional(),
  partnerships: z.array(PartnershipInputSchema.extend({ id: z.string().uuid().optional() })).max(20).optional()
    .openapi({
      description: 'Replaces the list: entries with an id update that partnership, others are added, ' +
        'missing ones are deactivated.',
    }),
}).openapi('UpdateEventBody');
export type UpdateEventBody = z.infer<typeof UpdateEventBodySchema>;

export const OrganiserEventSchema = EventSchema.extend({
  confirmedTickets: z.number().int(),
  heldTickets: z.number().int().openapi({ description: 'Held by pending (unpaid) bookings.' }),
  checkedIn: z.number().int(),
  revenueCents: z.number().int().openapi({ description: 'Owed to the organiser: subtotals of confirmed bookings.' }),
  externalTicketsSold: z.number().int().openapi({
    description: "Tickets sold through other channels: the organiser's own figure, not counted in ticketsSold and " +
      'never blocking a sale (issue 11).',
  }),
}).openapi('OrganiserEvent');

export const MyEventsSchema = z.object({
  active: z.array(OrganiserEventSchema).openapi({ description: "'Ativos': upcoming, not ended." }),
  past: z.array(OrganiserEventSchema).openapi({ description: "'Anteriores': ended or cancelled." }),
  drafts: z.array(OrganiserEventSchema).openapi({ description: "'Rascunhos'." }),
}).openapi('MyEvents');

export const EventSalesSchema = z.object({
  event: OrganiserEventSchema,
  bookings: z.array(z.object({
    id: z.string().uuid(),
    buyerName: z.string(),
    status: z.enum(['pending', 'confirmed', 'completed', 'cancelled']),
    ticketQuantity: z.number().int(),
    partnerName: z.string().nullable(),
    discountCents: z.number().int(),
    subtotalCents: z.number().int(),
    totalCents: z.number().int(),
    createdAt: z.string(),
  })),
  byPartnership: z.array(z.object({
    partnershipId: z.string().uuid(),
    partnerName: z.string(),
    tickets: z.number().int(),
    discountCents: z.number().int(),
  })),
}).openapi('EventSales');

export const AttendeeSchema = z.object({
  ticketId: z.string().uuid(),
  code: z.string().openapi({ example: 'MZT-7K2Q-9XHD-4TBN' }),
  seq: z.number().int(),
  bookingId: z.string().uuid(),
  attendeeName: z.string(),
  attendeeEmail: z.string().nullable(),
  checkedInAt: z.string().nullable(),
  cancelled: z.boolean(),
}).openapi('Attendee');

export const CheckInBodySchema = z.object({
  code: z.string({ message: EVENT_MESSAGES.code }).trim().min(4, EVENT_MESSAGES.code).max(40, EVENT_MESSAGES.code)
    .openapi({ example: 'MZT-7K2Q-9XHD-4TBN' }),
  eventId: z.string().uuid().optional().openapi({ description: 'Restrict to one event (the screen of that event).' }),
}).openapi('CheckInBody');

export const CheckInResultSchema = z.object({
  ticketId: z.string().uuid(),
  code: z.string(),
  eventId: z.string().uuid(),
  eventTitle: z.string(),
  attendeeName: z.string(),
  checkedInAt: z.string(),
}).openapi('CheckInResult');

/** The event part of an event booking (GET /api/bookings/user), with one code per ticket for the QR codes. */
export const BookingEventSchema = z.object({
  id: z.string().uuid(),
  title: z.string(),
  venue: z.string(),
  address: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  endsAt: z.string(),
  ticketQuantity: z.number().int(),
  ticketPriceCents: z.number().int().openapi({ description: 'Unit price paid (of the ticket type when chosen).' }),
  ticketTypeName: z.string().nullable(),
  partnerName: z.string().nullable(),
  tickets: z.array(z.object({
    id: z.string().uuid().openapi({ description: 'The ticket (to cancel it on its own, ADR 0043).' }),
    code: z.string(),
    seq: z.number().int(),
    checkedInAt: z.string().nullable(),
    cancelled: z.boolean(),
  })),
}).openapi('BookingEvent');
export type BookingEvent = z.infer<typeof BookingEventSchema>;

/** A promo code as typed: trimmed, upper case. */
export const promoCodeText = z.string().trim().toUpperCase().min(1).max(30).openapi({
  example: 'ESTUDANTE10',
  description: 'A promo code of the event, applied by the server (case ignored).',
});

/** Variant of the create-booking union for event tickets (spec 3 'Event booking payload', 5 'Events'). */
export const EventBookingBodySchema = z.object({
  type: z.literal('event'),
  eventId: z.string({ message: EVENT_MESSAGES.eventId }).uuid(EVENT_MESSAGES.eventId)
    .openapi({ example: '3f1c2b7a-6d4e-4a8b-9c0d-1e2f3a4b5c6d' }),
  quantity: z.number({ message: EVENT_MESSAGES.quantity }).int(EVENT_MESSAGES.quantity).min(1, EVENT_MESSAGES.quantity)
    .max(10, EVENT_MESSAGES.quantity).default(1).openapi({ example: 4, description: 'Tickets, 1 to 10.' }),
  partnershipId: z.string().uuid().optional().openapi({ description: 'At most one partnership offer.' }),
  ticketTypeId: z.string().uuid().optional().openapi({
    description: 'The chosen ticket type (ADR 0030); without it, the first type on sale (or the single price).',
  }),
  promoCode: promoCodeText.optional(),
  specialRequests: z.string().trim().max(1000).optional().openapi({ example: 'Acesso para cadeira de rodas.' }),
  rewardRedemptionId: RewardRedemptionIdSchema,
}).openapi('EventBookingBody');
export type EventBookingBody = z.infer<typeof EventBookingBodySchema>;
