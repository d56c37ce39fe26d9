/**
 * @module Figures of the driver's dashboard and offers (spec 2.15) computed only from the rides the API returns
 * (DECISIONS.md 1): no rating (the API has none yet), no invented numbers.
 */
import { todayInMaputo } from '@turismo/app-core/format';

export type StatRide = {
  status: 'active' | 'completed' | 'cancelled';
  departureAt: string;
  departureDate: string;
  seatsSold: number;
  seatsHeld: number;
  revenueCents: number;
};

export type OfferTab = 'ativas' | 'concluidas' | 'pendentes';

/** An active ride not yet departed. */
export function isUpcoming(ride: StatRide, now: Date = new Date()): boolean {
  return ride.status === 'active' && new Date(ride.departureAt).getTime() > now.getTime();
}

/**
 * The offers tabs: 'Ativas' are upcoming active rides; 'Pendentes' those of them with seats held by bookings
 * waiting for payment; 'Concluídas' every ride that is over (completed, departed or cancelled).
 */
export function offerTabs<R extends StatRide>(rides: readonly R[], now: Date = new Date()) {
  const ativas = rides.filter((r) => isUpcoming(r, now));
  return {
    ativas,
    pendentes: ativas.filter((r) => r.seatsHeld > 0),
    concluidas: rides.filter((r) => !isUpcoming(r, now)),
  };
}

/** Totals from the rides: revenue, this month's revenue (by departure month in Maputo), trips, passengers. */
export function driverTotals(rides: readonly StatRide[], now: Date = new Date()) {
  const month = todayInMaputo(now).slice(0, 7);
  let totalRevenueCents = 0;
  let monthRevenueCents = 0;
  let passengers = 0;
  let seatsHeld = 0;
  let activeRoutes = 0;
  let completedTrips = 0;
  for (const ride of rides) {
    totalRevenueCents += ride.revenueCents;
    if (ride.departureDate.slice(0, 7) === month) monthRevenueCents += ride.revenueCents;
    if (ride.status !== 'cancelled') passengers += ride.seatsSold;
    if (isUpcoming(ride, now)) {
      activeRoutes += 1;
      seatsHeld += ride.seatsHeld;
    }
    if (ride.status === 'completed' || (ride.status === 'active' && !isUpcoming(ride, now))) completedTrips += 1;
  }
  return { totalRevenueCents, monthRevenueCents, passengers, seatsHeld, activeRoutes, completedTrips };
}
