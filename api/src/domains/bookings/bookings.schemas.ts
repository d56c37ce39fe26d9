/**
 * @module Schemas of the booking core, the ledger (spec 2.10, 3 'Booking', 4 'Booking status', 7; DECISIONS.md 1, 2;
 * ADR 0021): the booking types, the statuses, the payment summary, the cancel body and the ledger's booking, the one
 * `toBooking` answers. The products' parts (a stay's dates, an event's tickets) and the union of the products' bodies
 * belong to the booking desk (booking-desk.schemas.ts), which builds the API's `Booking` with `bookingSchemaWith`.
 */
import { z } from '@hono/zod-openapi';
import { RefundSummarySchema } from './bookings.refunds.schemas.ts';

/**
 * The products a booking books, its `type` (the `bookings.type` check constraint, migration 0002). A new product adds
 * its type here first; the booking desk's registry (booking-desk.products.ts) then needs its entry (ADR 0021).
 */
export const BOOKING_TYPES = ['ride', 'stay', 'event'] as const;
export const BookingTypeSchema = z.enum(BOOKING_TYPES);
export type BookingType = z.infer<typeof BookingTypeSchema>;

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

export const CancelBookingBodySchema = z.object({
  reason: z.string().trim().max(500).optional().openapi({ example: 'Mudança de planos.' }),
}).openapi('CancelBookingBody');

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

/** The ledger's fields of a booking before the products' parts (`bookingSchemaWith`), in the answer's order. */
const bookingHead = {
  id: z.string().uuid(),
  type: BookingTypeSchema,
  status: BookingStatusSchema,
  seats: z.number().int().nullable().openapi({ example: 2 }),
};

/** The ledger's fields of a booking after the products' parts. */
const bookingTail = {
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
  tripId: z.string().uuid().nullable().openapi({
    description: 'The trip this booking is a part of (POST /api/trips, issue 30, ADR 0055; its page is ' +
      '/viagens/{tripId}), or null for a booking made alone.',
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
};

/**
 * A booking with the products' parts `parts` (each nullable: present on its own product's bookings; the ride's on
 * every booking, null on the others') between the ledger's seats and its provider: the booking desk's `Booking`
 * (booking-desk.schemas.ts) is `bookingSchemaWith({ ride, event, stay })`, named there.
 * @example bookingSchemaWith({ tour: BookingTourSchema.nullable().optional() }).openapi('Booking')
 */
export function bookingSchemaWith<Parts extends z.ZodRawShape>(parts: Parts) {
  return z.object({ ...bookingHead, ...parts, ...bookingTail });
}

/** The ledger's booking, without the products' parts: what `toBooking` answers and each product books. */
export const LedgerBookingSchema = bookingSchemaWith({});
export type LedgerBooking = z.infer<typeof LedgerBookingSchema>;
