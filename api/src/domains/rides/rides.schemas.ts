/** @module Schemas of the rides domain (spec 2.6, 3 'Ride', 5 'Ride search' and 'Ride create', 7, 9). */
import { CancellationPolicySchema } from '../bookings/bookings.cancellation.schemas.ts';
import { RewardRedemptionIdSchema } from '../bookings/bookings.rewards.schemas.ts';
import { z } from '@hono/zod-openapi';
import { isIsoDate, todayInMaputo } from '../../lib/time.ts';
import { BOUND_MESSAGES, MAX_PRICE_CENTS, placeIdInput } from '../common/schemas.ts';
import { RIDE_LIMIT_MESSAGES, RIDE_LIMITS } from '@turismo/rules/rides.ts';

/** Spec 5 / 8 messages, quoted exactly; those of the seats, passengers and price limits are the rules package's. */
export const RIDE_MESSAGES = {
  required: 'Por favor, preencha origem, destino e data.',
  ...RIDE_LIMIT_MESSAGES,
  dateInvalid: 'Data de partida inválida.',
  dateBeforeToday: 'A data não pode ser anterior a hoje.',
  departurePast: 'A data e hora de partida já passaram.',
  timeInvalid: 'Hora de partida inválida. Use o formato HH:mm.',
  vehicleType: 'Tipo de veículo inválido.',
  samePlace: 'A origem e o destino devem ser diferentes.',
  unknownPlace: 'Local desconhecido.',
} as const;

export const VEHICLE_TYPES = ['sedan', 'suv', 'hatchback', 'pickup', 'van', 'minibus', 'other'] as const;
export const VehicleTypeSchema = z.enum(VEHICLE_TYPES).openapi('VehicleType', {
  description: "Spec 3 'Ride' types plus 'other' (offered by the driver form).",
});
export type VehicleType = z.infer<typeof VehicleTypeSchema>;

export const RideStatusSchema = z.enum(['active', 'completed', 'cancelled']).openapi('RideStatus');

export const PlaceRefSchema = z.object({
  id: z.number().int(),
  name: z.string().openapi({ example: 'Polana' }),
  province: z.string().openapi({ example: 'Maputo Cidade' }),
  parentCity: z.string().nullable().openapi({ example: 'Maputo' }),
}).openapi('PlaceRef');

export const RideSchema = z.object({
  id: z.string().uuid(),
  driverId: z.string(),
  driverName: z.string().openapi({ example: 'Carlos Nhantumbo' }),
  driverVerified: z.boolean().openapi({
    description: "The verified badge: the admin approved the driver's identity verification.",
  }),
  driverRating: z.number().nullable().openapi({
    example: 4.7,
    description: "Mean of the driver's published reviews, one decimal; null with none (ADR 0022).",
  }),
  driverReviewCount: z.number().int(),
  fromAddress: z.string().openapi({ example: 'Maputo' }),
  toAddress: z.string().openapi({ example: 'Inhambane' }),
  fromPlace: PlaceRefSchema.nullable().openapi({ description: 'The matched place; null for a free-text address.' }),
  toPlace: PlaceRefSchema.nullable(),
  departureDate: z.string().openapi({ example: '2026-12-18', description: 'Local date in Africa/Maputo, yyyy-MM-dd.' }),
  departureTime: z.string().openapi({ example: '06:30', description: 'Local time in Africa/Maputo, HH:mm.' }),
  departureAt: z.string().openapi({ example: '2026-12-18T04:30:00.000Z', description: 'The same instant, ISO 8601.' }),
  priceCents: z.number().int().openapi({ example: 120000, description: 'Price per seat in centavos (MZN).' }),
  seatsTotal: z.number().int().openapi({ example: 4 }),
  seatsAvailable: z.number().int().openapi({ example: 3, description: 'Seats neither sold nor held.' }),
  vehicleType: VehicleTypeSchema,
  description: z.string().nullable().openapi({ example: 'Toyota Corolla com ar condicionado.' }),
  pickupPoint: z.string().nullable().openapi({ example: 'Terminal Rodoviário da Junta' }),
  dropoffPoint: z.string().nullable(),
  allowPickupEnRoute: z.boolean(),
  allowNegotiation: z.boolean(),
  status: RideStatusSchema,
  createdAt: z.string(),
  cancellationPolicy: CancellationPolicySchema.optional().openapi({
    description: 'The cancellation policy in Portuguese (ADR 0024); on GET /api/rides/{id} only (lists leave it out).',
  }),
}).openapi('Ride');
export type Ride = z.infer<typeof RideSchema>;

/** The most popular rides shown (GET /api/rides/popular). */
export const POPULAR_LIMIT = 6;
/** The most special offers shown (GET /api/rides-special-offers). */
export const SPECIAL_OFFERS_LIMIT = 6;

export const PaginatedRidesSchema = z.object({
  // Offset pages of at most 50 (pageSize), page at most 10,000: a search sorted by price, time or rating has no
  // time-and-id keyset; its total is shown (ADR 0047).
  data: z.array(RideSchema).max(50),
  page: z.number().int().openapi({ example: 1 }),
  pageSize: z.number().int().openapi({ example: 20 }),
  total: z.number().int().openapi({ example: 37, description: 'Rides matching, over all pages.' }),
}).openapi('RidePage');
export type PaginatedRides = z.infer<typeof PaginatedRidesSchema>;

const required = (text: string) =>
  z.string({ message: RIDE_MESSAGES.required }).trim().min(1, RIDE_MESSAGES.required)
    .max(200).openapi({ example: text });

const page = z.coerce.number().int().min(1).max(10_000).default(1).openapi({ example: 1 });
const pageSize = z.coerce.number().int().min(1).max(50).default(20)
  .openapi({ example: 20, description: 'At most 50.' });
const passengers = z.coerce.number({ message: RIDE_MESSAGES.passengers }).int(RIDE_MESSAGES.passengers)
  .min(RIDE_LIMITS.passengers.min, RIDE_MESSAGES.passengers).max(RIDE_LIMITS.passengers.max, RIDE_MESSAGES.passengers)
  .default(1)
  .openapi({ example: 1, description: 'Seats wanted, 1 to 8 (spec 5).' });
const searchDate = z.string({ message: RIDE_MESSAGES.required }).min(1, RIDE_MESSAGES.required)
  .refine(isIsoDate, RIDE_MESSAGES.dateInvalid)
  .refine((d) => d >= todayInMaputo(), RIDE_MESSAGES.dateBeforeToday)
  .openapi({ example: '2026-12-18', description: 'yyyy-MM-dd, not before today in Africa/Maputo.' });

/**
 * The parts of the day of the time-of-day filter, as local departure times in Africa/Maputo: from `from` (included)
 * to `to` (excluded); 'noite' runs past midnight to the first morning departures (issue 13, ADR 0027).
 */
export const TIMES_OF_DAY = {
  manha: { from: '05:00', to: '12:00' },
  tarde: { from: '12:00', to: '18:00' },
  noite: { from: '18:00', to: '05:00' },
} as const;
export type TimeOfDay = keyof typeof TIMES_OF_DAY;
export const RIDE_SORTS = ['departure', 'price', 'rating'] as const;
export type RideSort = (typeof RIDE_SORTS)[number];

const flag = (description: string) =>
  z.enum(['true', 'false']).optional().openapi({
    example: 'true',
    description: `${description} 'false' or absent: any.`,
  });

/** The filters and the sort shared by the search and the /rides list (issue 13). */
const rideFilters = {
  sort: z.enum(RIDE_SORTS).default('departure').openapi({
    example: 'price',
    description: "Order of the results: 'departure' (soonest first, the default), 'price' (cheapest seat first) or " +
      "'rating' (best mean of the driver's published reviews first, drivers without reviews last; ADR 0022). Ties " +
      'in departure order. With a `date`, the rides of that date always come first, then those of the following ' +
      "days ('Dias seguintes'), each group in this order.",
  }),
  timeOfDay: z.enum(['manha', 'tarde', 'noite']).optional().openapi({
    example: 'manha',
    description: "Part of the day of the local departure time (Africa/Maputo): 'manha' 05:00-11:59, 'tarde' " +
      "12:00-17:59, 'noite' 18:00-04:59.",
  }),
  vehicleType: VehicleTypeSchema.optional(),
  maxPriceCents: z.coerce.number().int().min(0).max(MAX_PRICE_CENTS, BOUND_MESSAGES.price).optional()
    .openapi({ example: 150000, description: 'Highest price per seat, centavos (at most 100 000 000: 1 000 000 MT).' }),
  instantConfirmation: flag(
    "'true': only rides confirmed as soon as they are paid, at the price shown (the driver does not negotiate the " +
      'price: allowNegotiation false).',
  ),
  verifiedDriver: flag("'true': only rides of drivers whose identity verification an admin approved."),
};

export const RideSearchQuerySchema = z.object({
  from: required('Maputo').openapi({
    description: 'Origin: a place name or full name (accents and case ignored; a city also finds its ' +
      'neighbourhoods and landmarks), or any text contained in a free-text address.',
  }),
  to: required('Inhambane').openapi({ description: 'Destination, matched like `from`.' }),
  date: searchDate,
  passengers,
  ...rideFilters,
  page,
  pageSize,
});

export const RideListQuerySchema = z.object({
  from: z.string().trim().max(200).optional().openapi({ example: 'Maputo', description: 'Optional; as in search.' }),
  to: z.string().trim().max(200).optional().openapi({ example: 'Xai-Xai' }),
  date: z.string().refine(isIsoDate, RIDE_MESSAGES.dateInvalid).optional()
    .openapi({ example: '2026-12-18', description: 'yyyy-MM-dd; rides from that date on (default: now).' }),
  passengers,
  ...rideFilters,
  page,
  pageSize,
});

/**
 * Body of POST /api/rides-simple/create: either variant of spec 7 (the fields are lenient here; the service checks
 * them in the order of spec 5 and answers its messages).
 */
export const CreateRideBodySchema = z.object({
  driverId: z.string().optional().openapi({ description: 'Variant A. Ignored: the driver is always the caller.' }),
  driverName: z.string().optional().openapi({ description: 'Variant B. Ignored: the name comes from the profile.' }),
  fromAddress: z.string({ message: RIDE_MESSAGES.required }).optional().openapi({ example: 'Maputo' }),
  toAddress: z.string({ message: RIDE_MESSAGES.required }).optional().openapi({ example: 'Inhambane' }),
  fromPlaceId: placeIdInput().optional()
    .openapi({ description: 'Optional: the id of the chosen place suggestion (otherwise matched by name).' }),
  toPlaceId: placeIdInput().optional(),
  departureDate: z.string({ message: RIDE_MESSAGES.required }).optional().openapi({
    example: '2026-12-18T06:30:00',
    description: "Variant A: ISO date ('yyyy-MM-dd', or an ISO instant, converted to Africa/Maputo; UTC midnight is " +
      "read as a date alone). Variant B: local 'yyyy-MM-ddTHH:mm:00'. Not before today in Africa/Maputo.",
  }),
  departureTime: z.string().optional().openapi({
    example: '06:30',
    description: "Optional local time HH:mm when departureDate is a date alone (default '07:00').",
  }),
  price: z.union([z.string(), z.number()], { message: RIDE_MESSAGES.priceInvalid }).optional().openapi({
    example: 1200,
    description: 'Price per seat in METICAIS (not centavos): a string in variant A, a number in variant B. At least ' +
      '10 MT and at most 1 000 000 MT, in steps of 5 MT. Stored and answered as centavos.',
  }),
  maxPassengers: z.union([z.number(), z.string()], { message: RIDE_MESSAGES.seats }).optional()
    .openapi({ example: 4, description: 'Seats offered, 1 to 8 (default 4).' }),
  type: z.string().optional().openapi({
    example: 'sedan',
    description: `One of ${VEHICLE_TYPES.join(', ')} (default sedan).`,
  }),
  description: z.string().max(1000).nullable().optional(),
  vehicleInfo: z.string().max(1000).nullable().optional()
    .openapi({ description: 'Variant B: used as the description when no description is given.' }),
  pickupPoint: z.string().max(200).nullable().optional(),
  dropoffPoint: z.string().max(200).nullable().optional(),
  isActive: z.boolean().optional().openapi({ description: 'Variant B; a new ride is always active.' }),
  allowPickupEnRoute: z.boolean().optional().openapi({ description: 'Default false.' }),
  allowNegotiation: z.boolean().optional().openapi({ description: 'Default false.' }),
}).openapi('CreateRideBody', {
  example: {
    fromAddress: 'Maputo',
    toAddress: 'Inhambane',
    departureDate: '2026-12-18T06:30:00',
    price: 1200,
    maxPassengers: 4,
    type: 'minibus',
    vehicleInfo: 'Toyota Hiace com ar condicionado',
    allowPickupEnRoute: true,
    allowNegotiation: false,
  },
});
export type CreateRideBody = z.infer<typeof CreateRideBodySchema>;

export const DriverRideSchema = RideSchema.extend({
  seatsSold: z.number().int().openapi({ description: 'Seats of confirmed or completed bookings.' }),
  seatsHeld: z.number().int().openapi({ description: 'Seats held by pending (unpaid) bookings.' }),
  bookingsCount: z.number().int().openapi({ description: 'Bookings not cancelled.' }),
  revenueCents: z.number().int().openapi({ description: 'Amount owed to the driver for sold seats, centavos.' }),
}).openapi('DriverRide');

export const DriverRidePageSchema = z.object({
  data: z.array(DriverRideSchema).max(50),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
}).openapi('DriverRidePage');

export const PageQuerySchema = z.object({ page, pageSize });

export const SpecialOfferSchema = RideSchema.extend({
  isSpecial: z.literal(true),
  averagePriceCents: z.number().int()
    .openapi({ example: 140000, description: "Average price per seat of the route's upcoming rides, centavos." }),
  discountPercent: z.number().int().openapi({ example: 14, description: 'How much cheaper than that average, %.' }),
  discountLabel: z.string().openapi({ example: '14% abaixo da média' }),
}).openapi('SpecialRideOffer');

export const CancelledRideSchema = RideSchema.extend({
  cancelledBookings: z.number().int().openapi({ description: 'Pending or confirmed bookings cancelled with it.' }),
}).openapi('CancelledRide');

/** The messages of a ride booking's body (POST /api/bookings/create with type 'ride'). */
export const RIDE_BOOKING_MESSAGES = {
  rideId: 'Escolha uma viagem para reservar.',
  seats: RIDE_LIMIT_MESSAGES.seats,
} as const;

/** The ride variant of the create-booking body (POST /api/bookings/create; the union is the booking desk's). */
export const RideBookingBodySchema = z.object({
  type: z.literal('ride'),
  rideId: z.string({ message: RIDE_BOOKING_MESSAGES.rideId }).uuid(RIDE_BOOKING_MESSAGES.rideId)
    .openapi({ example: '0b7d1f8e-8f3c-4c4e-9a53-2f4b1c6a9d10' }),
  seats: z.number({ message: RIDE_BOOKING_MESSAGES.seats }).int(RIDE_BOOKING_MESSAGES.seats)
    .min(RIDE_LIMITS.seats.min, RIDE_BOOKING_MESSAGES.seats).max(RIDE_LIMITS.seats.max, RIDE_BOOKING_MESSAGES.seats)
    .default(1).openapi({ example: 2, description: 'Seats, 1 to 8 (default 1).' }),
  specialRequests: z.string().trim().max(1000).optional().openapi({ example: 'Levo uma mala grande.' }),
  rewardRedemptionId: RewardRedemptionIdSchema,
}).openapi('RideBookingBody');
export type RideBookingBody = z.infer<typeof RideBookingBodySchema>;

/** The ride's part of a booking answer (`ride`: on every booking, null but on a ride's; rides.part.ts). */
export const BookingRideSchema = z.object({
  id: z.string().uuid(),
  fromAddress: z.string().openapi({ example: 'Maputo' }),
  toAddress: z.string().openapi({ example: 'Inhambane' }),
  departureDate: z.string().openapi({ example: '2026-12-18', description: 'Local date, Africa/Maputo.' }),
  departureTime: z.string().openapi({ example: '06:30', description: 'Local time, Africa/Maputo.' }),
  departureAt: z.string(),
  vehicleType: z.string().openapi({ example: 'minibus' }),
  priceCents: z.number().int().openapi({ description: 'Price per seat, centavos.' }),
  status: z.enum(['active', 'completed', 'cancelled']),
}).openapi('BookingRide');
export type BookingRide = z.infer<typeof BookingRideSchema>;

/** GET /api/rides/{id}/quote: the seats and the optional reward, as the booking body would carry them. */
export const RideQuoteQuerySchema = z.object({
  seats: z.coerce.number({ message: RIDE_BOOKING_MESSAGES.seats }).int(RIDE_BOOKING_MESSAGES.seats)
    .min(RIDE_LIMITS.seats.min, RIDE_BOOKING_MESSAGES.seats).max(RIDE_LIMITS.seats.max, RIDE_BOOKING_MESSAGES.seats)
    .default(1).openapi({ example: 2, description: 'Seats, 1 to 8 (default 1).' }),
  rewardRedemptionId: RewardRedemptionIdSchema,
});

/** What a ride booking of `seats` would charge now (issue 32, ADR 0043), centavos. */
export const RideQuoteSchema = z.object({
  rideId: z.string(),
  seats: z.number().int().openapi({ example: 2 }),
  priceCents: z.number().int().openapi({ example: 85000, description: 'Price of one seat.' }),
  grossCents: z.number().int().openapi({ example: 170000, description: 'Seats × price, before any reward.' }),
  rewardDiscountCents: z.number().int().openapi({
    example: 85000,
    description: 'The loyalty reward off the seats (0 without one); paid by the platform (ADR 0043).',
  }),
  rewardTitle: z.string().nullable().openapi({ example: 'Viagem grátis até 50 km' }),
  subtotalCents: z.number().int().openapi({ description: 'grossCents - rewardDiscountCents: the booking subtotal.' }),
  platformFeeBps: z.number().int().openapi({ example: 1000 }),
  platformFeeCents: z.number().int().openapi({ description: 'The platform fee on the subtotal (DECISIONS.md 2).' }),
  totalCents: z.number().int().openapi({
    description: "subtotalCents + platformFeeCents: exactly what 'Reservar' charges.",
  }),
}).openapi('RideQuote');
export type RideQuote = z.infer<typeof RideQuoteSchema>;
