/** @module Schemas of the bookings domain (spec 2.10, 3 'Booking', 4 'Booking status', 7; DECISIONS.md 1, 2). */
import { z } from '@hono/zod-openapi';
import { RefundSummarySchema } from './bookings.refunds.schemas.ts';
import { RewardRedemptionIdSchema } from './bookings.rewards.schemas.ts';
import { BookingEventSchema, EventBookingBodySchema } from '../events/events.schemas.ts';
import { BookingStaySchema, StayBookingBodySchema } from '../stays/stays.schemas.ts';
import { RIDE_LIMIT_MESSAGES, RIDE_LIMITS } from '@turismo/rules/rides.ts';

export const BOOKING_MESSAGES = {
  type: 'Tipo de reserva inválido.',
  rideId: 'Escolha uma viagem para reservar.',
  seats: RIDE_LIMIT_MESSAGES.seats,
} as const;

export const BookingStatusSchema = z.enum(['pending', 'confirmed', 'completed', 'cancelled']).openapi('BookingStatus', {
  description: 'pending: seats held, waiting for payment until holdExpiresAt; confirmed: paid; completed: the trip ' +
    'took place; cancelled: by the client, the provider, or because the hold expired (spec 4).',
});
export const PaymentStatusSchema = z.enum(['pending', 'succeeded', 'failed', 'cancelled']).openapi('PaymentStatus', {
  description:
    'pending: being processed; succeeded: paid; failed: refused; cancelled: voided because its booking was ' +
    'cancelled before it settled (nothing was taken, so nothing is refunded).',
});
export const PaymentMethodSchema = z.enum(['card', 'mpesa', 'bank']).openapi('PaymentMethod');

/** Variant of a ride booking; stays and events add their own variants to the union. */
export const RideBookingBodySchema = z.object({
  type: z.literal('ride'),
  rideId: z.string({ message: BOOKING_MESSAGES.rideId }).uuid(BOOKING_MESSAGES.rideId)
    .openapi({ example: '0b7d1f8e-8f3c-4c4e-9a53-2f4b1c6a9d10' }),
  seats: z.number({ message: BOOKING_MESSAGES.seats }).int(BOOKING_MESSAGES.seats)
    .min(RIDE_LIMITS.seats.min, BOOKING_MESSAGES.seats).max(RIDE_LIMITS.seats.max, BOOKING_MESSAGES.seats).default(1)
    .openapi({ example: 2, description: 'Seats, 1 to 8 (default 1).' }),
  specialRequests: z.string().trim().max(1000).optional().openapi({ example: 'Levo uma mala grande.' }),
  rewardRedemptionId: RewardRedemptionIdSchema,
}).openapi('RideBookingBody');
export type RideBookingBody = z.infer<typeof RideBookingBodySchema>;

export const CreateBookingBodySchema = z.discriminatedUnion('type', [
  RideBookingBodySchema,
  EventBookingBodySchema,
  StayBookingBodySchema,
], {
  message: BOOKING_MESSAGES.type,
}).openapi('CreateBookingBody', {
  description: "A booking request, discriminated by `type` ('ride' now; 'stay' and 'event' later). Prices, the " +
    'platform fee and the total are computed by the server.',
});
export type CreateBookingBody = z.infer<typeof CreateBookingBodySchema>;

export const CancelBookingBodySchema = z.object({
  reason: z.string().trim().max(500).optional().openapi({ example: 'Mudança de planos.' }),
}).openapi('CancelBookingBody');

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

export const PaymentSummarySchema = z.object({
  id: z.string().uuid(),
  method: PaymentMethodSchema,
  status: PaymentStatusSchema,
  amountCents: z.number().int(),
  payerHint: z.string().nullable().openapi({ example: '**** 4242' }),
  failureReason: z.string().nullable(),
  createdAt: z.string(),
  settledAt: z.string().nullable(),
}).openapi('PaymentSummary');

export const BookingSchema = z.object({
  id: z.string().uuid(),
  type: z.enum(['ride', 'stay', 'event']),
  status: BookingStatusSchema,
  seats: z.number().int().nullable().openapi({ example: 2 }),
  ride: BookingRideSchema.nullable().openapi({ description: "The ride of a 'ride' booking." }),
  event: BookingEventSchema.nullable().optional()
    .openapi({ description: "The event and its tickets (one code each) of an 'event' booking." }),
  stay: BookingStaySchema.nullable().optional()
    .openapi({ description: "The establishment, room type, dates and nights of a 'stay' booking." }),
  provider: z.object({
    id: z.string(),
    name: z.string().openapi({ example: 'Carlos Nhantumbo' }),
  }).openapi({ description: 'The driver, hotel or organiser.' }),
  subtotalCents: z.number().int().openapi({ example: 240000, description: 'Price x seats (after any discount).' }),
  discountCents: z.number().int().openapi({
    example: 0,
    description: 'Discount already taken off the subtotal (partnership, loyalty reward), centavos.',
  }),
  rewardRedemptionId: z.string().uuid().nullable().openapi({
    description: 'The loyalty reward used by this booking (ADR 0024), or null.',
  }),
  platformFeeBps: z.number().int().openapi({ example: 1000, description: 'Fee applied, basis points (1000 = 10 %).' }),
  platformFeeCents: z.number().int().openapi({ example: 24000 }),
  totalCents: z.number().int().openapi({ example: 264000, description: 'Paid by the client: subtotal + fee.' }),
  providerAmountCents: z.number().int().openapi({ example: 240000, description: 'Owed to the provider.' }),
  currency: z.literal('MZN'),
  holdExpiresAt: z.string().nullable().openapi({
    description: 'A pending booking holds its seats until then; unpaid, it is cancelled and the seats released.',
  }),
  paymentStatus: z.enum(['unpaid', 'pending', 'succeeded', 'failed', 'cancelled'])
    .openapi({ description: 'Status of the succeeded payment, else of the latest one, or unpaid.' }),
  payment: PaymentSummarySchema.nullable().openapi({ description: 'The succeeded payment, else the latest one.' }),
  refund: RefundSummarySchema.nullable().openapi({
    description: 'The refund of a cancelled paid booking (ADR 0006): the whole amount paid goes back. Null when ' +
      'nothing was paid; a payment still pending at cancellation is voided instead (paymentStatus cancelled).',
  }),
  active: z.boolean().openapi({
    description: "Pending or confirmed and not yet departed: listed under 'Ativas' (spec 2.10), else 'Anteriores'.",
  }),
  canCancel: z.boolean().openapi({
    description: "Whether 'Cancelar' is offered: pending or confirmed and its service not begun (a ride not " +
      'departed, an event not started and none of its tickets checked in, a stay not checked in and its check-in ' +
      "day not over), within a stay's cancellation policy. The server enforces the same rule (ADR 0017).",
  }),
  specialRequests: z.string().nullable(),
  cancelReason: z.string().nullable()
    .openapi({ description: 'cancelled_by_client, ride_cancelled, hold_expired, or the text given.' }),
  createdAt: z.string(),
  confirmedAt: z.string().nullable(),
  cancelledAt: z.string().nullable(),
}).openapi('Booking');
export type Booking = z.infer<typeof BookingSchema>;
