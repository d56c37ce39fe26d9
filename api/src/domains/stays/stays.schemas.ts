/**
 * @module Schemas of the stays domain (spec 2.7, 2.16, 3 'Accommodation', 'Room type', 'Hotel profile form', 5 'Hotel
 * search', 9 'Hotel defaults').
 */
import { STAY_SEARCH_LIMITS, STAY_SEARCH_MESSAGES } from '@turismo/rules/stays.ts';
import { STAY_POLICY_KINDS } from '@turismo/rules/stay-policies.ts';
import { RewardRedemptionIdSchema } from '../bookings/bookings.rewards.schemas.ts';
import { z } from '@hono/zod-openapi';
import { IdParamSchema } from '../../lib/ids.ts';
import { isIsoDate, isTime } from '../../lib/time.ts';
import { imageUrl, webUrl } from '../../lib/web-url.ts';
import { MAX_PRICE_CENTS } from '../common/schemas.ts';
import { RefundSummarySchema } from '../bookings/bookings.refunds.schemas.ts';
import { PhotoSchema } from '../media/media.schemas.ts';

/** Spec 5 messages (quoted exactly) and the domain's own. */
export const STAY_MESSAGES = {
  ...STAY_SEARCH_MESSAGES,
  dateInvalid: 'Data inválida.',
  tooLong: 'A estadia não pode exceder 30 noites.',
  roomTypeId: 'Escolha um tipo de quarto para reservar.',
  name: 'O nome deve ter entre 2 e 120 caracteres.',
  address: 'Por favor, preencha o endereço.',
  time: 'Hora inválida. Use o formato HH:mm.',
  price: 'O preço por noite deve ser de pelo menos 1 MT.',
  priceMaximum: 'O preço por noite não pode exceder 1 000 000 MT.',
  occupancy: 'A ocupação máxima deve estar entre 1 e 10 hóspedes.',
  rooms: 'O número de quartos deve estar entre 1 e 500.',
  roomName: 'O nome do tipo de quarto deve ter entre 2 e 80 caracteres.',
  email: 'Email inválido.',
  minNightsRange: 'A estadia mínima deve estar entre 1 e 30 noites.',
  priceFilter: 'O preço por noite deve ser um valor inteiro em MT entre 0 e 1 000 000.',
  priceOrder: 'O preço mínimo não pode ser superior ao preço máximo.',
  kindFilter: 'Tipo de alojamento inválido. Use hotel, guesthouse, apartment ou lodge.',
  amenitiesFilter: 'Comodidades inválidas: até 20, separadas por vírgulas.',
  ratingFilter: 'A avaliação mínima deve estar entre 1 e 5.',
} as const;

/** The longest stay one booking may cover (the rules package's, 30 nights). */
export const MAX_NIGHTS = STAY_SEARCH_LIMITS.maxNights;

export const EstablishmentKindSchema = z.enum(['hotel', 'guesthouse', 'apartment', 'lodge'])
  .openapi('EstablishmentKind');
export const RoomKindSchema = z.enum(['standard', 'suite']).openapi('RoomKind');

const date = (example: string) =>
  z.string({ message: STAY_MESSAGES.required }).trim().min(1, STAY_MESSAGES.required)
    .refine(isIsoDate, STAY_MESSAGES.dateInvalid).openapi({ example, description: 'Local date, yyyy-MM-dd.' });
const guests = z.coerce.number({ message: STAY_MESSAGES.guests }).int(STAY_MESSAGES.guests)
  .min(STAY_SEARCH_LIMITS.guests.min, STAY_MESSAGES.guests).max(STAY_SEARCH_LIMITS.guests.max, STAY_MESSAGES.guests)
  .default(STAY_SEARCH_LIMITS.guests.default)
  .openapi({ example: 2, description: 'Guests, 1 to 10 (default 2, spec 5).' });

/** The orders of the stay search (issue 13). */
export const StaySortSchema = z.enum(['recommended', 'price', 'price_desc', 'rating', 'distance']).openapi('StaySort');
export type StaySort = z.infer<typeof StaySortSchema>;

const mzn = (message: string, example: number) =>
  z.coerce.number({ message }).int(message).min(0, message).max(MAX_PRICE_CENTS / 100, message).optional()
    .openapi({ example, description: 'Price per night in MZN (whole meticais), inclusive.' });
/** A comma-separated list in a query parameter ('hotel,lodge'); empty items dropped. */
const commaList = <T extends z.ZodType<string, string>>(item: T, message: string) =>
  z.string().max(500).transform((v) => v.split(',').map((x) => x.trim()).filter(Boolean))
    .pipe(z.array(item, { message }).max(20, message)).optional();

export const HotelSearchQuerySchema = z.object({
  address: z.string({ message: STAY_MESSAGES.required }).trim().min(1, STAY_MESSAGES.required).max(200)
    .openapi({
      example: 'Tofo',
      description: 'Location: a place (a city also covers its beaches and ' +
        'neighbourhoods) or a part of the establishment address, accents and case ignored.',
    }),
  checkIn: date('2026-12-18').optional().openapi({
    description: 'Local date, yyyy-MM-dd. With checkOut: a dated search; without both: browsing the place.',
  }),
  checkOut: date('2026-12-21').optional(),
  guests,
  isAvailable: z.enum(['true', 'false']).default('true').openapi({
    example: 'true',
    description: "Dated search only. 'true' (default): only room types with a free room on every night; 'false': all.",
  }),
  minPrice: mzn(STAY_MESSAGES.priceFilter, 1000),
  maxPrice: mzn(STAY_MESSAGES.priceFilter, 5000),
  kind: commaList(
    z.enum(EstablishmentKindSchema.options, { message: STAY_MESSAGES.kindFilter }),
    STAY_MESSAGES.kindFilter,
  ).openapi({
    type: 'string',
    example: 'hotel,lodge',
    description: 'Accommodation types, comma-separated (any of): hotel, guesthouse, apartment, lodge.',
  }),
  amenities: commaList(z.string().min(1).max(60), STAY_MESSAGES.amenitiesFilter).openapi({
    type: 'string',
    example: 'Wi-Fi,Piscina',
    description: "Amenities, comma-separated, all required (the establishment's or the room type's), accents and " +
      'case ignored.',
  }),
  minRating: z.coerce.number({ message: STAY_MESSAGES.ratingFilter }).min(1, STAY_MESSAGES.ratingFilter)
    .max(5, STAY_MESSAGES.ratingFilter).optional().openapi({
      example: 4,
      description: 'Minimum mean of the published reviews (1 to 5, ADR 0022); unrated establishments are left out.',
    }),
  freeCancellation: z.enum(['true', 'false']).optional().openapi({
    example: 'true',
    description: "'true': only establishments offering free cancellation (up to 24 h before check-in).",
  }),
  sort: StaySortSchema.default('recommended').openapi({
    example: 'price',
    description: 'recommended (default: best rated, unrated last, then cheapest), price (cheapest first), ' +
      "price_desc, rating (best rated first, then cheapest), distance (nearest the searched place's centre first; " +
      'without a known place, as recommended).',
  }),
  limit: z.coerce.number().int().min(1).max(100).default(50).openapi({ example: 50 }),
}).superRefine((q, ctx) => {
  if (Boolean(q.checkIn) !== Boolean(q.checkOut)) {
    ctx.addIssue({ code: 'custom', path: [q.checkIn ? 'checkOut' : 'checkIn'], message: STAY_MESSAGES.required });
  }
  if (q.minPrice !== undefined && q.maxPrice !== undefined && q.minPrice > q.maxPrice) {
    ctx.addIssue({ code: 'custom', path: ['maxPrice'], message: STAY_MESSAGES.priceOrder });
  }
});
export type HotelSearchQuery = z.infer<typeof HotelSearchQuerySchema>;

export const AccommodationSchema = z.object({
  id: z.string().uuid().openapi({ description: 'The room type id (one entry per room type).' }),
  hotelId: z.string().uuid().openapi({ description: 'The establishment id.' }),
  roomTypeId: z.string().uuid().openapi({
    description: 'The room type; when browsing, the cheapest room type of the establishment that fits.',
  }),
  name: z.string().openapi({ example: 'Casa do Mar Tofo' }),
  type: z.enum(['hotel_room', 'hotel_suite', 'apartment', 'guesthouse']),
  kind: EstablishmentKindSchema,
  location: z.string().openapi({ example: 'Tofo, Inhambane', description: 'Place and province, or the address.' }),
  roomType: z.string().openapi({ example: 'Quarto Duplo Vista Mar' }),
  roomKind: RoomKindSchema,
  capacity: z.number().int().openapi({ example: 2, description: 'Max occupancy of one room.' }),
  pricePerNightCents: z.number().int().openapi({
    example: 350000,
    description: 'Spec pricePerNight, in centavos; when browsing, the from-price (cheapest fitting room type).',
  }),
  nights: z.number().int().nullable().openapi({ example: 3, description: 'Null when browsing without dates.' }),
  totalPriceCents: z.number().int().nullable().openapi({
    example: 1050000,
    description: 'nights x price per night (before fee); null when browsing.',
  }),
  rating: z.number().nullable().openapi({
    example: 4.6,
    description: 'Mean of the published reviews, one decimal (ADR 0022); null with none ("Sem avaliações").',
  }),
  reviewCount: z.number().int().openapi({ example: 87, description: 'Published reviews (0 with none).' }),
  isAvailable: z.boolean().nullable().openapi({
    description: 'A room of this type is free on every night of the stay; null when browsing.',
  }),
  availableRooms: z.number().int().nullable().openapi({
    example: 3,
    description: 'Rooms free on every night of the stay; null when browsing.',
  }),
  totalRooms: z.number().int(),
  freeCancellation: z.boolean().openapi({ description: 'Free cancellation up to 24 hours before check-in.' }),
  distanceKm: z.number().nullable().openapi({
    example: 2.4,
    description: "Straight-line distance from the searched place's centre, km (one decimal); null without a place.",
  }),
  photos: z.array(PhotoSchema).max(1).openapi({
    description: "The cover photo (issue 11): the room type's, else the establishment's; the rest on the detail call.",
  }),
  amenities: z.array(z.string()).openapi({ description: "The establishment's and the room type's amenities." }),
  hasSeaView: z.boolean(),
  lat: z.number().nullable(),
  lng: z.number().nullable(),
}).openapi('Accommodation');
export type Accommodation = z.infer<typeof AccommodationSchema>;

export const HotelSearchResultSchema = z.object({
  accommodations: z.array(AccommodationSchema),
  total: z.number().int().openapi({ example: 12, description: 'How many match in all (the page holds `limit`).' }),
  mode: z.enum(['dated', 'browse']).openapi({
    description: 'dated: one entry per room type for the stay; browse (no dates): one per establishment, from-price.',
  }),
}).openapi('HotelSearchResult');
export type HotelSearchResult = z.infer<typeof HotelSearchResultSchema>;

export const RoomTypeSchema = z.object({
  id: z.string().uuid(),
  hotelId: z.string().uuid(),
  name: z.string().openapi({ example: 'Suite Oceano' }),
  type: RoomKindSchema,
  description: z.string().nullable(),
  pricePerNightCents: z.number().int().openapi({ example: 650000 }),
  maxOccupancy: z.number().int().openapi({ example: 2 }),
  totalRooms: z.number().int().openapi({ example: 4 }),
  availableRooms: z.number().int().openapi({ description: 'Rooms free tonight (Maputo).' }),
  images: z.array(z.string()),
  photos: z.array(PhotoSchema).openapi({
    description: 'Uploaded photos, cover first (issue 11): build srcset from variants.',
  }),
  amenities: z.array(z.string()),
  size: z.number().int().nullable().openapi({ example: 32, description: 'm².' }),
  bedType: z.string().nullable().openapi({ example: 'Cama de casal' }),
  hasBalcony: z.boolean(),
  hasSeaView: z.boolean(),
  isActive: z.boolean(),
  minNights: z.number().int().openapi({ example: 2, description: 'Shortest stay sold (nights; issue 15).' }),
}).openapi('RoomType');
export type RoomType = z.infer<typeof RoomTypeSchema>;

export const StayCancellationPolicySchema = z.enum(STAY_POLICY_KINDS).openapi(
  'StayCancellationPolicy',
  {
    description: "The establishment's cancellation policy (ADR 0024, as Airbnb): flexible = free until 24 h before " +
      'check-in, then the first night and the fee are kept; moderate = free until 5 days before, then 50 % of the ' +
      'nights; strict = 50 % of the nights until 7 days before, then nothing (the fee is never refunded).',
  },
);

export const ConditionsSchema = z.object({
  checkInTime: z.string().openapi({ example: '14:00' }),
  checkOutTime: z.string().openapi({ example: '12:00' }),
  freeCancellation: z.boolean().openapi({
    description: 'Some free cancellation period exists: true unless the policy is strict (kept for old readers).',
  }),
  cancellationPolicy: StayCancellationPolicySchema,
  cancellationPolicyText: z.string().openapi({
    example: 'Flexível: cancelamento gratuito até 24 horas antes do check-in (reembolso total, taxa incluída). …',
    description: 'The policy in Portuguese, as shown on the establishment page, the booking panel and /reservas.',
  }),
  instantBooking: z.boolean().openapi({ description: 'Paid stays are confirmed at once (else the manager confirms).' }),
  autoCheckIn: z.boolean(),
}).openapi('HotelConditions');

export const HotelSchema = z.object({
  id: z.string().uuid(),
  managerId: z.string(),
  name: z.string().openapi({ example: 'Casa do Mar Tofo' }),
  kind: EstablishmentKindSchema,
  address: z.string(),
  place: z.object({ id: z.number().int(), name: z.string(), province: z.string() }).nullable(),
  description: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  website: z.string().nullable(),
  lat: z.number().nullable(),
  lng: z.number().nullable(),
  conditions: ConditionsSchema,
  amenities: z.array(z.string()),
  images: z.array(z.string()),
  photos: z.array(PhotoSchema).openapi({
    description: 'Uploaded photos, cover first (issue 11): build srcset from variants.',
  }),
  rating: z.number().nullable().openapi({
    example: 4.6,
    description: 'Mean of the published reviews, one decimal (ADR 0022); null with none ("Sem avaliações").',
  }),
  reviewCount: z.number().int().openapi({ description: 'Published reviews (0 with none).' }),
  isActive: z.boolean(),
  roomTypes: z.array(RoomTypeSchema).openapi({
    description: 'Active room types; the manager also sees the inactive ones.',
  }),
  createdAt: z.string(),
}).openapi('Hotel');
export type Hotel = z.infer<typeof HotelSchema>;

const optionalText = (max: number, example: string) =>
  z.string().trim().max(max).nullable().optional().openapi({ example });
const time = (example: string) => z.string().refine(isTime, STAY_MESSAGES.time).openapi({ example });
const textList = z.array(z.string().trim().min(1).max(300)).max(40);

const HotelFieldsSchema = z.object({
  name: z.string({ message: STAY_MESSAGES.name }).trim().min(2, STAY_MESSAGES.name).max(120, STAY_MESSAGES.name)
    .openapi({ example: 'Casa do Mar Tofo' }),
  kind: EstablishmentKindSchema,
  address: z.string({ message: STAY_MESSAGES.address }).trim().min(2, STAY_MESSAGES.address).max(200)
    .openapi({ example: 'Avenida Marginal, Praia do Tofo' }),
  description: optionalText(2000, 'Casa de praia a 50 m do mar, com pequeno-almoço incluído.'),
  phone: optionalText(30, '+258841234567'),
  email: z.string().trim().email(STAY_MESSAGES.email).max(200).nullable().optional().or(z.literal(''))
    .openapi({ example: 'reservas@casadomar.co.mz' }),
  website: webUrl(300).nullable().optional().or(z.literal('')).openapi({ example: 'https://casadomar.co.mz' }),
  checkInTime: time('14:00'),
  checkOutTime: time('12:00'),
  amenities: z.union([z.string().max(2000), textList]).optional()
    .openapi({ example: 'Wi-Fi, Piscina, Pequeno-almoço', description: 'Comma-separated text or a list.' }),
  images: z.array(imageUrl(500)).max(20).optional()
    .openapi({ description: 'Image URLs or paths (no uploads).' }),
  lat: z.number().min(-90).max(90).nullable().optional(),
  lng: z.number().min(-180).max(180).nullable().optional(),
});

/** The hotel profile form (spec 3); amenities may be sent as the form's comma-separated text or as a list. */
export const HotelBodySchema = HotelFieldsSchema.extend({
  kind: EstablishmentKindSchema.default('hotel'),
  checkInTime: time('14:00').default('14:00'),
  checkOutTime: time('12:00').default('12:00'),
}).openapi('HotelBody');
export type HotelBody = z.infer<typeof HotelBodySchema>;

export const HotelUpdateBodySchema = HotelFieldsSchema.partial().openapi('HotelUpdateBody');
export type HotelUpdateBody = z.infer<typeof HotelUpdateBodySchema>;

export const ConditionsBodySchema = z.object({
  checkInTime: time('15:00').optional(),
  checkOutTime: time('11:00').optional(),
  freeCancellation: z.boolean().optional().openapi({
    description: 'Old toggle: false sets the strict policy, true the flexible one (when cancellationPolicy is absent).',
  }),
  cancellationPolicy: StayCancellationPolicySchema.optional(),
  instantBooking: z.boolean().optional(),
  autoCheckIn: z.boolean().optional(),
}).openapi('HotelConditionsBody');
export type ConditionsBody = z.infer<typeof ConditionsBodySchema>;

const minNights = z.number({ message: STAY_MESSAGES.minNightsRange }).int(STAY_MESSAGES.minNightsRange)
  .min(1, STAY_MESSAGES.minNightsRange).max(30, STAY_MESSAGES.minNightsRange)
  .openapi({ example: 2, description: 'Shortest stay sold, in nights (1 to 30); the booking refuses shorter ones.' });

export const RoomTypeBodySchema = z.object({
  name: z.string({ message: STAY_MESSAGES.roomName }).trim().min(2, STAY_MESSAGES.roomName)
    .max(80, STAY_MESSAGES.roomName).openapi({ example: 'Quarto Duplo Vista Mar' }),
  type: RoomKindSchema.default('standard'),
  description: optionalText(1000, 'Quarto com varanda virada para o mar.'),
  pricePerNightCents: z.number({ message: STAY_MESSAGES.price }).int(STAY_MESSAGES.price).min(100, STAY_MESSAGES.price)
    .max(MAX_PRICE_CENTS, STAY_MESSAGES.priceMaximum).openapi({ example: 350000 }),
  maxOccupancy: z.number({ message: STAY_MESSAGES.occupancy }).int(STAY_MESSAGES.occupancy)
    .min(1, STAY_MESSAGES.occupancy).max(10, STAY_MESSAGES.occupancy).default(2),
  totalRooms: z.number({ message: STAY_MESSAGES.rooms }).int(STAY_MESSAGES.rooms).min(1, STAY_MESSAGES.rooms)
    .max(500, STAY_MESSAGES.rooms).default(1),
  bedType: optionalText(60, 'Cama de casal'), // i18n-exempt: an OpenAPI example
  size: z.number().int().min(1).max(2000).nullable().optional().openapi({ example: 28, description: 'm².' }),
  hasBalcony: z.boolean().default(false),
  hasSeaView: z.boolean().default(false),
  amenities: textList.default([]),
  images: z.array(imageUrl(500)).max(20).default([]),
  isActive: z.boolean().default(true),
  minNights: minNights.default(1),
}).openapi('RoomTypeBody');
export type RoomTypeBody = z.infer<typeof RoomTypeBodySchema>;

export const RoomTypeUpdateBodySchema = z.object({
  name: RoomTypeBodySchema.shape.name.optional(),
  type: RoomKindSchema.optional(),
  description: optionalText(1000, 'Quarto com varanda virada para o mar.'),
  pricePerNightCents: z.number({ message: STAY_MESSAGES.price }).int(STAY_MESSAGES.price).min(100, STAY_MESSAGES.price)
    .max(MAX_PRICE_CENTS, STAY_MESSAGES.priceMaximum).optional(),
  maxOccupancy: z.number({ message: STAY_MESSAGES.occupancy }).int(STAY_MESSAGES.occupancy)
    .min(1, STAY_MESSAGES.occupancy).max(10, STAY_MESSAGES.occupancy).optional(),
  totalRooms: z.number({ message: STAY_MESSAGES.rooms }).int(STAY_MESSAGES.rooms).min(1, STAY_MESSAGES.rooms)
    .max(500, STAY_MESSAGES.rooms).optional(),
  bedType: optionalText(60, 'Cama de casal'), // i18n-exempt: an OpenAPI example
  size: z.number().int().min(1).max(2000).nullable().optional(),
  hasBalcony: z.boolean().optional(),
  hasSeaView: z.boolean().optional(),
  amenities: textList.optional(),
  images: z.array(imageUrl(500)).max(20).optional(),
  isActive: z.boolean().optional().openapi({ description: 'false deactivates the room type (no longer listed).' }),
  minNights: minNights.optional(),
}).openapi('RoomTypeUpdateBody');
export type RoomTypeUpdateBody = z.infer<typeof RoomTypeUpdateBodySchema>;

export const RoomTypeParamSchema = IdParamSchema.extend({
  roomTypeId: z.string().openapi({ param: { name: 'roomTypeId', in: 'path' } }),
});
export const ReservationActionSchema = z.enum(['confirm', 'cancel', 'check-in', 'complete', 'no-show']);
export const ReservationParamSchema = IdParamSchema.extend({
  bookingId: z.string().openapi({ param: { name: 'bookingId', in: 'path' } }),
  action: ReservationActionSchema.openapi({ param: { name: 'action', in: 'path' }, example: 'confirm' }),
});
export type ReservationAction = z.infer<typeof ReservationActionSchema>;

export const ReservationsQuerySchema = z.object({
  status: z.enum(['pending', 'confirmed', 'completed', 'cancelled']).optional(),
});

export const ReservationSchema = z.object({
  id: z.string().uuid(),
  status: z.enum(['pending', 'confirmed', 'completed', 'cancelled']),
  awaitingConfirmation: z.boolean().openapi({ description: 'Paid, waiting for the manager to confirm.' }),
  answerDueAt: z.string().nullable().openapi({
    example: '2026-12-02T09:30:00.000Z',
    description: 'While awaitingConfirmation: the manager answers by then, or the request is declined and the guest ' +
      'refunded in full automatically (24 hours after payment; ADR 0017). Null otherwise.',
  }),
  paymentStatus: z.enum(['unpaid', 'pending', 'succeeded', 'failed', 'cancelled']),
  refund: RefundSummarySchema.nullable().openapi({
    description: 'The refund of a cancelled paid stay (the guest gets back everything they paid, ADR 0006), or null.',
  }),
  guestName: z.string().openapi({ example: 'Ana Macuácua' }),
  guestEmail: z.string().nullable(),
  roomTypeId: z.string().uuid(),
  roomTypeName: z.string(),
  checkIn: z.string().openapi({ example: '2026-12-18' }),
  checkOut: z.string().openapi({ example: '2026-12-21' }),
  nights: z.number().int(),
  guests: z.number().int(),
  subtotalCents: z.number().int(),
  providerAmountCents: z.number().int().openapi({
    description: 'What the establishment receives, centavos: the full price of the nights (a loyalty reward is ' +
      'paid by the platform, ADR 0043).',
  }),
  rewardCents: z.number().int().openapi({
    example: 53000,
    description: 'A loyalty reward the guest used, paid by the platform (not taken from providerAmountCents).',
  }),
  totalCents: z.number().int(),
  specialRequests: z.string().nullable(),
  checkedInAt: z.string().nullable(),
  guestPhone: z.string().nullable().openapi({ example: '+258841234567', description: "The guest's profile phone." }),
  arrivalTime: z.string().nullable().openapi({
    example: '18:30',
    description: 'The arrival time the guest gave when booking (HH:mm, Africa/Maputo), else null.',
  }),
  noShowAt: z.string().nullable().openapi({
    description: "When the manager marked the guest as a no-show (the stay is then 'completed', not refunded).",
  }),
  createdAt: z.string(),
  actions: z.array(ReservationActionSchema).openapi({ description: 'What the manager may do now.' }),
}).openapi('Reservation');
export type Reservation = z.infer<typeof ReservationSchema>;

export const HotelStatsSchema = z.object({
  availableRooms: z.number().int().openapi({ description: 'Rooms of active types free tonight (Maputo).' }),
  totalRooms: z.number().int(),
  totalBookings: z.number().int().openapi({ description: 'Stays not cancelled (pending, confirmed, completed).' }),
  occupancyRate: z.number().openapi({ description: 'Percent of this month’s room nights sold or held.' }),
  monthlyRevenueCents: z.number().int().openapi({ description: "Provider amount of this month's paid stays." }),
  upcomingStays: z.number().int(),
  awaitingConfirmation: z.number().int(),
  averageRating: z.number().nullable().openapi({ description: 'Mean of the published reviews; null with none.' }),
  reviewCount: z.number().int(),
}).openapi('HotelStats');
export type HotelStats = z.infer<typeof HotelStatsSchema>;

/** The stay variant of the create-booking body (POST /api/bookings/create). */
export const StayBookingBodySchema = z.object({
  type: z.literal('stay'),
  roomTypeId: z.string({ message: STAY_MESSAGES.roomTypeId }).min(1, STAY_MESSAGES.roomTypeId)
    .openapi({ example: '5b1e2c3d-4f5a-4b6c-8d7e-9f0a1b2c3d4e' }),
  checkIn: date('2026-12-18'),
  checkOut: date('2026-12-21'),
  guests,
  specialRequests: z.string().trim().max(1000).optional().openapi({ example: 'Chegamos depois das 20h.' }),
  arrivalTime: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Hora de chegada inválida. Use o formato HH:mm.')
    .optional().openapi({ example: '18:30', description: 'Expected arrival time (HH:mm, Africa/Maputo), optional.' }),
  rewardRedemptionId: RewardRedemptionIdSchema,
}).openapi('StayBookingBody');
export type StayBookingBody = z.infer<typeof StayBookingBodySchema>;

/** The stay part of a booking (GET /api/bookings/user and friends). */
export const BookingStaySchema = z.object({
  establishmentId: z.string().uuid(),
  name: z.string().openapi({ example: 'Casa do Mar Tofo' }),
  address: z.string(),
  roomTypeId: z.string().uuid(),
  roomTypeName: z.string().openapi({ example: 'Quarto Duplo Vista Mar' }),
  checkIn: z.string().openapi({ example: '2026-12-18' }),
  checkOut: z.string().openapi({ example: '2026-12-21' }),
  checkInTime: z.string().openapi({ example: '14:00' }),
  checkOutTime: z.string().openapi({ example: '12:00' }),
  nights: z.number().int(),
  guests: z.number().int(),
  pricePerNightCents: z.number().int(),
  freeCancellation: z.boolean(),
  awaitingConfirmation: z.boolean().openapi({ description: 'Paid, waiting for the establishment to confirm.' }),
  answerDueAt: z.string().nullable().openapi({
    example: '2026-12-02T09:30:00.000Z',
    description: 'While awaitingConfirmation: the establishment answers by then, or the request is declined and ' +
      "refunded in full automatically (ADR 0017); meanwhile the client may withdraw it ('Retirar pedido', full " +
      'refund). Null otherwise.',
  }),
  checkedInAt: z.string().nullable(),
}).openapi('BookingStay');
export type BookingStay = z.infer<typeof BookingStaySchema>;
