/** @module The address of a ride's booking page (/rides/:id), shared by the home page's parts. */

/** The booking page of a ride, for `seats` seats. */
export function rideBookingHref(rideId: string, seats = 1): string {
  return seats > 1 ? `/rides/${rideId}?seats=${seats}` : `/rides/${rideId}`;
}
