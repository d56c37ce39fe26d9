/**
 * @module Schemas of the booking desk (composition layer, ADR 0021; spec 2.10, 3 'Booking'): the create-booking body,
 * the union of the products' bodies discriminated by `type`, and the API's `Booking`, the ledger's booking
 * (bookings.schemas.ts) with the products' parts (a ride, an event's tickets, a stay's dates). A new product adds its body to
 * the union and its part to the answer here, and registers itself in booking-desk.products.ts.
 */
import { z } from '@hono/zod-openapi';
import { bookingSchemaWith } from '../bookings/bookings.schemas.ts';
import { BookingEventSchema, EventBookingBodySchema } from '../events/events.schemas.ts';
import { BookingRideSchema, RideBookingBodySchema } from '../rides/rides.schemas.ts';
import { BookingStaySchema, StayBookingBodySchema } from '../stays/stays.schemas.ts';

export const BOOKING_DESK_MESSAGES = {
  type: 'Tipo de reserva inválido.',
} as const;

export const CreateBookingBodySchema = z.discriminatedUnion('type', [
  RideBookingBodySchema,
  EventBookingBodySchema,
  StayBookingBodySchema,
], {
  message: BOOKING_DESK_MESSAGES.type,
}).openapi('CreateBookingBody', {
  description: "A booking request, discriminated by `type` ('ride' now; 'stay' and 'event' later). Prices, the " +
    'platform fee and the total are computed by the server.',
});
export type CreateBookingBody = z.infer<typeof CreateBookingBodySchema>;

/** A booking as the API answers it: the ledger's booking and the part of its product. */
export const BookingSchema = bookingSchemaWith({
  ride: BookingRideSchema.nullable().openapi({ description: "The ride of a 'ride' booking." }),
  event: BookingEventSchema.nullable().optional()
    .openapi({ description: "The event and its tickets (one code each) of an 'event' booking." }),
  stay: BookingStaySchema.nullable().optional()
    .openapi({ description: "The establishment, room type, dates and nights of a 'stay' booking." }),
}).openapi('Booking');
export type Booking = z.infer<typeof BookingSchema>;
