/**
 * @module The logic of 'Planear a viagem' (issue 30): from an event, where the traveller arrives (the event's town),
 * which rides fit (arriving before the event starts, leaving after it ends), which nights the stay covers, which of
 * the event's accommodation partnerships applies to a stay, and the body of POST /api/trips for the parts chosen.
 * Pure functions: every price comes from the server's quotes.
 */
import type { CreateTripBody } from '../api/trips.ts';

/** What is read of the event (the API's Event has it all). */
export type PlannedEvent = {
  id: string;
  address: string;
  startDate: string;
  endDate: string;
  startsAt: string;
  endsAt: string;
  partnerships: ReadonlyArray<{
    id: string;
    partnerType: 'accommodation' | 'transport';
    partnerId: string | null;
    partnerName: string;
    discountPercentage: number;
    minEventTickets: number;
    applicable: boolean;
  }>;
};

/** What is read of a ride of the search. */
export type PlannedRide = { id: string; departureAt: string; seatsAvailable: number };

/**
 * The event's town, from its address ('Praia do Tofo, Inhambane' → 'Inhambane'; 'Ricatla, Marracuene, Maputo' →
 * 'Marracuene', the last part being the province): what the ride and stay searches look for.
 */
export function eventTown(address: string): string {
  const parts = address.split(',').map((p) => p.trim()).filter(Boolean);
  if (parts.length === 0) return '';
  return parts.length >= 3 ? parts[parts.length - 2]! : parts[parts.length - 1]!;
}

/** A local date 'yyyy-MM-dd' moved by `days` days. */
export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/**
 * The days the ride searches start from: the ride there from the day before the event (not before today), the ride
 * back from its last day.
 */
export function rideSearchDates(event: Pick<PlannedEvent, 'startDate' | 'endDate'>, today: string) {
  const before = addDays(event.startDate, -1);
  return { there: before < today ? today : before, back: event.endDate < today ? today : event.endDate };
}

/** Rides arriving in time: departing before the event starts, with `seats` seats free, soonest first. */
export function ridesThere<R extends PlannedRide>(rides: readonly R[], event: Pick<PlannedEvent, 'startsAt'>, seats: number) {
  const starts = new Date(event.startsAt).getTime();
  return rides.filter((r) => new Date(r.departureAt).getTime() < starts && r.seatsAvailable >= seats);
}

/** Rides leaving after the event ends, with `seats` seats free. */
export function ridesBack<R extends PlannedRide>(rides: readonly R[], event: Pick<PlannedEvent, 'endsAt'>, seats: number) {
  const ends = new Date(event.endsAt).getTime();
  return rides.filter((r) => new Date(r.departureAt).getTime() >= ends && r.seatsAvailable >= seats);
}

/** The stay's nights offered first: from the event's first day to the morning after its last. */
export function stayDates(event: Pick<PlannedEvent, 'startDate' | 'endDate'>) {
  return { checkIn: event.startDate, checkOut: addDays(event.endDate, 1) };
}

/** Whole nights between two local dates 'yyyy-MM-dd' (0 or less when the check-out is not after the check-in). */
export function nightsBetween(checkIn: string, checkOut: string): number {
  const a = Date.parse(`${checkIn}T12:00:00Z`);
  const b = Date.parse(`${checkOut}T12:00:00Z`);
  if (Number.isNaN(a) || Number.isNaN(b)) return 0;
  return Math.round((b - a) / 86_400_000);
}

/** The longest stay the planner books (the stay search's own limit). */
export const MAX_TRIP_NIGHTS = 30;

/**
 * The nights the traveller chose (the event's nights offered first, any others allowed: arriving the day before,
 * only the last two nights...), or why they cannot be searched: 'order' (the check-out is not after the check-in),
 * 'past' (the check-in is before today), 'long' (more than MAX_TRIP_NIGHTS).
 */
export function chosenNights(
  checkIn: string,
  checkOut: string,
  today: string,
): { checkIn: string; checkOut: string; nights: number } | { error: 'order' | 'past' | 'long' } {
  const nights = nightsBetween(checkIn, checkOut);
  if (!checkIn || !checkOut || nights <= 0) return { error: 'order' };
  if (checkIn < today) return { error: 'past' };
  if (nights > MAX_TRIP_NIGHTS) return { error: 'long' };
  return { checkIn, checkOut, nights };
}

/**
 * The event's accommodation partnership for a stay at `hotelId` with `tickets` tickets, as the server applies it:
 * active on the event's date, the establishment as partner, at least its minimum of tickets; the highest discount.
 * (The server also accepts the establishment's manager as partner; the card does not know the manager.)
 */
export function stayPartnership(event: Pick<PlannedEvent, 'partnerships'>, hotelId: string, tickets: number) {
  const fitting = event.partnerships.filter((p) =>
    p.partnerType === 'accommodation' && p.applicable && p.partnerId === hotelId && tickets >= p.minEventTickets
  );
  return fitting.sort((a, b) => b.discountPercentage - a.discountPercentage)[0] ?? null;
}

/** The parts the traveller chose (null: dropped). */
export type TripChoice = {
  tickets: { quantity: number; ticketTypeId?: string } | null;
  rideThereId: string | null;
  rideBackId: string | null;
  stay: { roomTypeId: string; checkIn: string; checkOut: string; guests: number } | null;
  /** Seats on each ride: one per traveller. */
  seats: number;
};

/** How many parts are chosen. */
export const chosenParts = (c: TripChoice) =>
  [c.tickets, c.rideThereId, c.rideBackId, c.stay].filter((p) => p !== null).length;

/** The body of POST /api/trips for the chosen parts (the server prices them). */
export function tripBody(eventId: string, c: TripChoice): CreateTripBody {
  return {
    ...(c.tickets
      ? { event: { eventId, quantity: c.tickets.quantity, ...(c.tickets.ticketTypeId ? { ticketTypeId: c.tickets.ticketTypeId } : {}) } }
      : {}),
    ...(c.rideThereId ? { rideThere: { rideId: c.rideThereId, seats: c.seats } } : {}),
    ...(c.rideBackId ? { rideBack: { rideId: c.rideBackId, seats: c.seats } } : {}),
    ...(c.stay ? { stay: { ...c.stay } } : {}),
  };
}

/** One chosen part's figures from the server's quote, centavos. */
export type PartFigures = { priceCents: number; discountCents: number; feeCents: number; totalCents: number };

/** A part's figures from its product's quote (centavos): the discount is what the quote took off its gross price. */
export function quoteFigures(
  q: { grossCents: number; subtotalCents: number; platformFeeCents: number; totalCents: number },
): PartFigures {
  return {
    priceCents: q.grossCents,
    discountCents: q.grossCents - q.subtotalCents,
    feeCents: q.platformFeeCents,
    totalCents: q.totalCents,
  };
}

/** The sum of the parts' figures (the parts still being quoted are left out by the caller). */
export function sumFigures(parts: readonly PartFigures[]): PartFigures {
  return parts.reduce(
    (s, p) => ({
      priceCents: s.priceCents + p.priceCents,
      discountCents: s.discountCents + p.discountCents,
      feeCents: s.feeCents + p.feeCents,
      totalCents: s.totalCents + p.totalCents,
    }),
    { priceCents: 0, discountCents: 0, feeCents: 0, totalCents: 0 },
  );
}
