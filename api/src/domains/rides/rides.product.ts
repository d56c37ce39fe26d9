/**
 * @module Rides as a product of the booking desk (ADR 0021, `BookingProduct` of bookings.product.ts): booked by
 * rides.booking.ts with its own insert, described by its ride part (rides.part.ts `attachRideDetails`; `ride` is on
 * every booking, null but on a ride's), its seats given back by its trigger on the booking's status (migration 0340);
 * a suspended driver is refused inside the booking's transaction; the cancellation policy is free until 24 h before
 * departure, then half the seats (rides.policy.ts `rideRefund`, ADR 0024).
 */
import type { BookingProduct } from '../bookings/bookings.product.ts';
import { RIDE_POLICY_TEXT, rideRefund } from './rides.policy.ts';
import { createRideBooking, holdRide } from './rides.booking.ts';
import { attachRideDetails, type RidePart } from './rides.part.ts';
import type { RideBookingBody } from './rides.schemas.ts';

export const rideProduct: BookingProduct<RideBookingBody, RidePart> = {
  create: createRideBooking,
  blankPart: { ride: null },
  describe: attachRideDetails,
  hold: (tx, user, input, { now }) => holdRide(tx, user, input, now),
  whyNotCancellable: (b, now) =>
    b.ride && Date.parse(b.ride.departureAt) <= now.getTime() ? 'A viagem já partiu' : undefined,
  async refundPolicy(sql, booking, now) {
    const [row]: [{ departureAt: Date }?] = await sql`
      select r.departure_at from bookings b join rides r on r.id = b.ride_id where b.id = ${booking.id}
    `;
    const decision = rideRefund({ ...booking, departureAt: row?.departureAt ?? now }, now);
    return { decision, kind: 'ride', text: RIDE_POLICY_TEXT };
  },
};
