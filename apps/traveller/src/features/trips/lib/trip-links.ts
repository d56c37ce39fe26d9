/**
 * @module The trips of a traveller's bookings (issue 30): every part of a trip is a booking of the caller's list
 * (GET /api/bookings/user) carrying its `tripId`, so /reservas links each trip's page (/viagens/{id}) from the list it
 * already holds, on any device.
 */
import type { components } from '@turismo/api-client/schema';

type Booking = components['schemas']['Booking'];

/** A trip as /reservas links it: its id, its title (the event's, else its first part's provider) and first day. */
export type TripLink = { id: string; title: string; startsAt: string };

/** When a booking's service begins: the ride's departure, the event's start, the stay's check-in (ISO date or time). */
function startOf(booking: Booking): string {
  return booking.ride?.departureAt || booking.event?.startDate || booking.stay?.checkIn || booking.createdAt;
}

/**
 * The trips of `bookings`, soonest first, each once (its parts grouped by `tripId`); bookings made alone are left out.
 * @example tripsOf([]) // []
 */
export function tripsOf(bookings: readonly Booking[]): TripLink[] {
  const parts = new Map<string, Booking[]>();
  for (const booking of bookings) {
    if (!booking.tripId) continue;
    parts.set(booking.tripId, [...(parts.get(booking.tripId) ?? []), booking]);
  }
  return [...parts].map(([id, list]) => {
    const sorted = [...list].sort((a, b) => startOf(a).localeCompare(startOf(b)));
    const event = sorted.find((b) => b.event)?.event;
    return { id, title: event?.title ?? sorted[0]!.provider.name, startsAt: startOf(sorted[0]!) };
  }).sort((a, b) => a.startsAt.localeCompare(b.startsAt));
}
