/**
 * @module Schemas of trips (issue 30, ADR 0055): the body of POST /api/trips (the parts, each the body its product
 * books with POST /api/bookings/create, without its `type`) and the trip answered by GET /api/trips/{id} (its parts in
 * time order, each an ordinary booking with its price, discount, fee and cancellation policy).
 */
import { z } from '@hono/zod-openapi';
import { ReceiptSchema } from '../receipts/receipts.schemas.ts';
import { RefundQuoteSchema } from '../bookings/bookings.cancellation.schemas.ts';
import { BookingSchema } from '../booking-desk/booking-desk.schemas.ts';
import { EventBookingBodySchema } from '../events/events.schemas.ts';
import { RideBookingBodySchema } from '../rides/rides.schemas.ts';
import { STAY_MESSAGES, StayBookingBodySchema } from '../stays/stays.schemas.ts';
import { isIsoDate } from '../../lib/time.ts';

export const TRIP_MESSAGES = {
  noParts: 'Escolha pelo menos uma parte da viagem.',
  sameRide: 'A viagem de ida e a de regresso têm de ser viagens diferentes.',
  oneAlternative: 'Escolha uma viagem ou um quarto como alternativa.',
  from: 'Diga de onde parte.',
} as const;

/** The roles of a trip's parts, in the words the traveller reads ('Bilhetes', 'Viagem de ida', ...). */
export const TRIP_PART_ROLES = ['event', 'rideThere', 'rideBack', 'stay'] as const;
export type TripPartRole = (typeof TRIP_PART_ROLES)[number];

/** How a part is named in an answer's message (409 TRIP_PART_UNAVAILABLE: '<part>: <why>'). */
export const TRIP_PART_NAMES: Record<TripPartRole, string> = {
  event: 'Bilhetes do evento',
  rideThere: 'Viagem de ida',
  rideBack: 'Viagem de regresso',
  stay: 'Estadia',
};

export const CreateTripBodySchema = z.object({
  event: EventBookingBodySchema.omit({ type: true, rewardRedemptionId: true }).optional()
    .openapi({ description: "The event's tickets (as an 'event' booking)." }),
  rideThere: RideBookingBodySchema.omit({ type: true, rewardRedemptionId: true }).optional()
    .openapi({ description: "The ride to the event's town (as a 'ride' booking)." }),
  rideBack: RideBookingBodySchema.omit({ type: true, rewardRedemptionId: true }).optional()
    .openapi({ description: 'The ride back (as a ride booking).' }),
  stay: StayBookingBodySchema.omit({ type: true, rewardRedemptionId: true }).optional()
    .openapi({ description: "The stay: room type, check-in and check-out, guests (as a 'stay' booking)." }),
}).refine((b) => b.event || b.rideThere || b.rideBack || b.stay, { message: TRIP_MESSAGES.noParts })
  .refine((b) => !b.rideThere || !b.rideBack || b.rideThere.rideId !== b.rideBack.rideId, {
    message: TRIP_MESSAGES.sameRide,
    path: ['rideBack'],
  })
  .openapi('CreateTripBody', {
    description: 'The parts of a trip (at least one). Prices, discounts, fees and totals are computed by the server.',
  });
export type CreateTripBody = z.infer<typeof CreateTripBodySchema>;

/**
 * An alternative to a part its provider cancelled (issue 30, ADR 0055), from the platform's listings: another ride on
 * that route that day with the seats free, or another room type (of this or another establishment in the town) free
 * on those nights for the guests. Prices in centavos (MZN) before the platform fee; dates Africa/Maputo.
 */
export const TripAlternativeSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('ride'),
    rideId: z.string().uuid(),
    fromAddress: z.string().openapi({ example: 'Maputo' }),
    toAddress: z.string().openapi({ example: 'Inhambane' }),
    departureDate: z.string().openapi({ example: '2026-12-18', description: 'Local date, Africa/Maputo.' }),
    departureTime: z.string().openapi({ example: '09:00', description: 'Local time, Africa/Maputo.' }),
    departureAt: z.string(),
    driverName: z.string().openapi({ example: 'Carlos Nhantumbo' }),
    priceCents: z.number().int().openapi({ description: 'Price per seat, centavos.' }),
    seats: z.number().int().openapi({ description: 'The seats the cancelled part held (booked the same).' }),
    seatsAvailable: z.number().int(),
  }).openapi('TripRideAlternative'),
  z.object({
    kind: z.literal('stay'),
    roomTypeId: z.string().uuid(),
    establishmentId: z.string().uuid(),
    name: z.string().openapi({ example: 'Hotel Casa Rex' }),
    roomTypeName: z.string().openapi({ example: 'Quarto Duplo' }),
    checkIn: z.string().openapi({ example: '2026-12-18' }),
    checkOut: z.string().openapi({ example: '2026-12-20' }),
    nights: z.number().int(),
    guests: z.number().int(),
    pricePerNightCents: z.number().int(),
    totalPriceCents: z.number().int().openapi({ description: 'The nights at their rates, before the fee.' }),
    distanceKm: z.number().nullable(),
  }).openapi('TripStayAlternative'),
]).openapi('TripAlternative');
export type TripAlternative = z.infer<typeof TripAlternativeSchema>;

export const TripPartSchema = z.object({
  role: z.enum(TRIP_PART_ROLES).openapi({ example: 'rideThere' }),
  name: z.string().openapi({ example: 'Viagem de ida' }),
  startsAt: z.string().openapi({ description: 'When the part begins (departure, start, check-in), ISO 8601.' }),
  booking: BookingSchema,
  cancellation: RefundQuoteSchema.openapi({
    description: "The part's own cancellation policy and what cancelling it now gives back.",
  }),
  cancelledByProvider: z.boolean().openapi({
    description: 'Cancelled by its provider (the driver cancelled the ride, the establishment the stay, the ' +
      'organiser the event): refunded in full, the traveller notified (trip_part_cancelled).',
  }),
  replaces: z.string().uuid().nullable().openapi({
    description: 'The booking of the cancelled part this part replaces (an alternative booked into the trip), or null.',
  }),
  replacedBy: z.string().uuid().nullable().openapi({
    description: 'The booking of the alternative that replaced this part, or null.',
  }),
  alternatives: z.array(TripAlternativeSchema).max(10).openapi({
    description: 'For a ride or stay cancelled by its provider and not yet replaced, before it would have begun: ' +
      'other rides on that route that day with the seats free, other room types in that town free on those nights ' +
      '(POST /api/trips/{id}/parts books one into the trip). Empty otherwise.',
  }),
}).openapi('TripPart');
export type TripPart = z.infer<typeof TripPartSchema>;

export const TripSchema = z.object({
  id: z.string().uuid(),
  createdAt: z.string(),
  status: z.enum(['pending', 'confirmed', 'partly_cancelled', 'cancelled']).openapi({
    description: 'pending: some part awaits the payment; confirmed: every open part confirmed; partly_cancelled: ' +
      'some parts cancelled, others open; cancelled: every part cancelled.',
  }),
  partnership: z.object({
    id: z.string().uuid(),
    partnerName: z.string().openapi({ example: 'Casa do Mar Tofo' }),
    discountPercentage: z.number().int().openapi({ example: 20 }),
  }).nullable().openapi({ description: "The event's accommodation partnership applied to the stay, if any." }),
  parts: z.array(TripPartSchema).openapi({ description: 'In time order.' }),
  subtotalCents: z.number().int(),
  discountCents: z.number().int(),
  platformFeeCents: z.number().int(),
  totalCents: z.number().int().openapi({ description: "The one payment: the sum of the open parts' totals." }),
  refundCents: z.number().int().openapi({
    description: "Cancelling the whole trip now: the sum of the parts' quotes.",
  }),
  currency: z.literal('MZN'),
}).openapi('Trip');
export type Trip = z.infer<typeof TripSchema>;

export const ReplaceTripPartBodySchema = z.object({
  replaces: z.string().uuid().openapi({ description: 'The booking of the part its provider cancelled.' }),
  rideId: z.string().uuid().optional().openapi({ description: 'The alternative ride (for a ride part).' }),
  roomTypeId: z.string().uuid().optional().openapi({ description: 'The alternative room type (for a stay part).' }),
}).refine((b) => Boolean(b.rideId) !== Boolean(b.roomTypeId), { message: TRIP_MESSAGES.oneAlternative })
  .openapi('ReplaceTripPartBody', {
    description: 'An alternative booked into the trip in place of a part its provider cancelled: exactly one of ' +
      "`rideId` and `roomTypeId`, of the part's kind; the seats, nights and guests are the cancelled part's.",
  });
export type ReplaceTripPartBody = z.infer<typeof ReplaceTripPartBodySchema>;

export const TripReceiptSchema = z.object({
  tripId: z.string().uuid(),
  title: z.string().openapi({ example: 'Recibo da viagem' }),
  platform: z.object({ name: z.string().openapi({ example: 'MozTurismo' }) }),
  customer: z.object({
    name: z.string().openapi({ example: 'Ana Macuácua' }),
    nuit: z.string().nullable().openapi({ example: '400339910', description: '9 digits, or null.' }),
  }),
  parts: z.array(z.object({
    role: z.enum(TRIP_PART_ROLES).openapi({ example: 'stay' }),
    name: z.string().openapi({ example: 'Estadia' }),
    receipt: ReceiptSchema.openapi({
      description: "The part's own numbered receipt (its provider's line): a payment or a refund.",
    }),
  })).openapi({ description: "Every receipt of the trip's parts, in the order they were issued (by number)." }),
  paidCents: z.number().int().openapi({ description: 'Sum of the payment receipts, centavos.' }),
  refundedCents: z.number().int().openapi({ description: 'Sum of the refund receipts, centavos.' }),
  currency: z.literal('MZN'),
}).openapi('TripReceipt');
export type TripReceipt = z.infer<typeof TripReceiptSchema>;

const planDate = (example: string) =>
  z.string({ message: STAY_MESSAGES.required }).trim().min(1, STAY_MESSAGES.required)
    .refine(isIsoDate, STAY_MESSAGES.dateInvalid).openapi({ example, description: 'Local date, yyyy-MM-dd.' });

export const TripStayPlanQuerySchema = z.object({
  roomTypeId: z.string().uuid().openapi({ description: 'The room type chosen on the stay page.' }),
  checkIn: planDate('2026-12-18'),
  checkOut: planDate('2026-12-20'),
  from: z.string({ message: TRIP_MESSAGES.from }).trim().min(1, TRIP_MESSAGES.from).max(200, TRIP_MESSAGES.from)
    .openapi({ example: 'Maputo', description: "The traveller's town (a place, or a text inside a ride's address)." }),
  guests: z.coerce.number({ message: STAY_MESSAGES.guests }).int(STAY_MESSAGES.guests).min(1, STAY_MESSAGES.guests)
    .max(8, STAY_MESSAGES.guests).default(1)
    .openapi({ example: 2, description: 'Travellers: guests of the room and seats on each ride, 1 to 8.' }),
}).openapi('TripStayPlanQuery');
export type TripStayPlanQuery = z.infer<typeof TripStayPlanQuerySchema>;

/** A ride a trip may take (GET /api/trip-plans/stay). */
export const TripRideOptionSchema = z.object({
  rideId: z.string().uuid(),
  fromAddress: z.string().openapi({ example: 'Maputo' }),
  toAddress: z.string().openapi({ example: 'Inhambane' }),
  departureDate: z.string().openapi({ example: '2026-12-18', description: 'Local date, Africa/Maputo.' }),
  departureTime: z.string().openapi({ example: '07:00', description: 'Local time, Africa/Maputo.' }),
  departureAt: z.string(),
  driverName: z.string().openapi({ example: 'Carlos Nhantumbo' }),
  priceCents: z.number().int().openapi({ description: 'Price per seat, centavos.' }),
  seatsAvailable: z.number().int(),
}).openapi('TripRideOption');

export const TripStayPlanSchema = z.object({
  town: z.string().openapi({ example: 'Inhambane', description: "The establishment's place (else its address)." }),
  stay: z.object({
    roomTypeId: z.string().uuid(),
    establishmentId: z.string().uuid(),
    name: z.string().openapi({ example: 'Hotel Casa Rex' }),
    roomTypeName: z.string().openapi({ example: 'Quarto Standard' }),
    checkIn: z.string(),
    checkOut: z.string(),
    checkInTime: z.string().openapi({ example: '14:00' }),
    checkOutTime: z.string().openapi({ example: '11:00' }),
    nights: z.number().int(),
    guests: z.number().int(),
  }),
  ridesThere: z.array(TripRideOptionSchema).max(20).openapi({
    description: "From the traveller's town to the stay's, the day before the check-in or that day before the " +
      'check-in time, with the seats free; soonest first.',
  }),
  ridesBack: z.array(TripRideOptionSchema).max(20).openapi({
    description: "From the stay's town back, on the check-out day or the day after, with the seats free.",
  }),
  events: z.array(z.object({
    eventId: z.string().uuid(),
    title: z.string().openapi({ example: 'Festival de Música do Tofo' }),
    venue: z.string(),
    startDate: z.string(),
    endDate: z.string(),
    startTime: z.string(),
    ticketPriceCents: z.number().int().openapi({ description: 'Per ticket (the default type), centavos.' }),
    soldOut: z.boolean(),
    partnership: z.object({
      partnerName: z.string(),
      discountPercentage: z.number().int(),
      minEventTickets: z.number().int(),
    }).nullable().openapi({
      description: "The event's accommodation partnership with this establishment (or its manager), applied to the " +
        'nights when the trip holds at least `minEventTickets` tickets.',
    }),
  })).max(20).openapi({ description: "Events in the stay's town during the nights: optional parts, soonest first." }),
}).openapi('TripStayPlan');
export type TripStayPlan = z.infer<typeof TripStayPlanSchema>;
