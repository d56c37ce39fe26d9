/**
 * @module Trips (issue 30, ADR 0055): one checkout over bookings of the three products, composed through the booking
 * desk's registry (no product learns about the others). A trip is held all or nothing in one transaction: the
 * caller's booking lock once, the trip's record, then every part through its product's `hold` in a fixed lock order
 * (the tickets, the rides by id, the stay), so two trips never deadlock; any refusal rolls every part back and names
 * the part (409 TRIP_PART_UNAVAILABLE). The event's accommodation partnership is applied to the stay where the
 * partnership's rules say so. The trip is read with each part's price, discount, fee and policy; it is cancelled part
 * by part (POST /api/bookings/{id}/cancel, the part's own policy) or whole (the sum of the parts' quotes).
 */
import { type Db, sql } from '../../lib/db.ts';
import { AppError } from '../../lib/errors.ts';
import { idempotentCreate, keyReusedError } from '../../lib/idempotency.ts';
import { isUuid } from '../../lib/ids.ts';
import { addDays, maputoInstant, todayInMaputo } from '../../lib/time.ts';
import type { AuthUser } from '../../middlewares/auth/auth.ts';
import { lockClientBookings } from '../bookings/bookings.limits.ts';
import type { BookingType } from '../bookings/bookings.schemas.ts';
import { PRODUCTS } from '../booking-desk/booking-desk.products.ts';
import type { Booking } from '../booking-desk/booking-desk.schemas.ts';
import * as desk from '../booking-desk/booking-desk.service.ts';
import { findEvent, partnershipsOf } from '../events/events.repo.ts';
import { partnershipApplies, search as searchEvents } from '../events/events.service.ts';
import { validateStayDates } from '../stays/stays.booking.ts';
import type { PaymentProvider } from '../payments/provider.ts';
import { findReceipts } from '../receipts/receipts.repo.ts';
import { searchUpcoming } from '../rides/rides.service.ts';
import { HotelSearchQuerySchema, type HotelSearchResult } from '../stays/stays.schemas.ts';
import { searchHotels } from '../stays/stays.service.ts';
import { PLATFORM_NAME, toReceipt } from '../receipts/receipts.service.ts';
import * as repo from './trips.repo.ts';
import {
  type CreateTripBody,
  type ReplaceTripPartBody,
  type Trip,
  TRIP_PART_NAMES,
  type TripAlternative,
  type TripPart,
  type TripPartRole,
  type TripReceipt,
  type TripStayPlan,
  type TripStayPlanQuery,
} from './trips.schemas.ts';

export const tripErrors = {
  notFound: () => new AppError(404, 'NOT_FOUND', 'Viagem planeada não encontrada.'),
  /** A part is gone (sold out, full, cancelled, departed, not found): nothing of the trip is held. */
  partUnavailable: (part: string, reason: string, details: Record<string, unknown>) =>
    new AppError(409, 'TRIP_PART_UNAVAILABLE', `${part}: ${reason} Nada foi reservado.`, details),
  notCancellable: () => new AppError(409, 'TRIP_NOT_CANCELLABLE', 'Nenhuma parte desta viagem pode ser cancelada.'),
  notPaid: () => new AppError(409, 'TRIP_NOT_PAID', 'Esta viagem ainda não foi paga.'),
  partNotFound: () => new AppError(404, 'NOT_FOUND', 'Esta parte não pertence a esta viagem.'),
  notReplaceable: () =>
    new AppError(409, 'TRIP_PART_NOT_REPLACEABLE', 'Só uma parte cancelada pelo prestador pode ser substituída.'),
  alreadyReplaced: () => new AppError(409, 'TRIP_PART_ALREADY_REPLACED', 'Esta parte da viagem já foi substituída.'),
  wrongKind: () =>
    new AppError(422, 'TRIP_ALTERNATIVE_KIND', 'A alternativa tem de ser do mesmo tipo da parte cancelada.'),
};

/** Why a booking was cancelled by its provider: the driver, the establishment, the organiser (migration 0320). */
const PROVIDER_REASONS = new Set(['ride_cancelled', 'cancelled_by_provider', 'event_cancelled']);

/** One part to hold: its role, its product's booking type and the body its product books. */
interface PlannedPart {
  role: TripPartRole;
  type: BookingType;
  input: Record<string, unknown>;
  /** The listing, for the lock order (the rides are held by id). */
  listing: string;
}

/**
 * The parts of a body in the trip's lock order (ADR 0055): the event's tickets, then the rides by listing id, then the
 * stay. Every trip takes its row locks in this order, so no two trips wait on each other in a cycle.
 */
function planParts(body: CreateTripBody): PlannedPart[] {
  const parts: PlannedPart[] = [];
  if (body.event) parts.push({ role: 'event', type: 'event', input: body.event, listing: body.event.eventId });
  const rides: PlannedPart[] = [];
  if (body.rideThere) {
    rides.push({ role: 'rideThere', type: 'ride', input: body.rideThere, listing: body.rideThere.rideId });
  }
  if (body.rideBack) {
    rides.push({ role: 'rideBack', type: 'ride', input: body.rideBack, listing: body.rideBack.rideId });
  }
  parts.push(...rides.sort((a, b) => (a.listing < b.listing ? -1 : a.listing > b.listing ? 1 : 0)));
  if (body.stay) parts.push({ role: 'stay', type: 'stay', input: body.stay, listing: body.stay.roomTypeId });
  return parts;
}

/**
 * A part's refusal, naming the part: what says the part is gone (404, or a 409 about the listing) becomes 409
 * TRIP_PART_UNAVAILABLE with the part's role and the product's code in `details`; the client's own limits (409
 * TOO_MANY_UNPAID_BOOKINGS) and the other refusals (400, 422) keep their status and code.
 */
function partError(role: TripPartRole, err: unknown): unknown {
  if (!(err instanceof AppError)) return err;
  const part = TRIP_PART_NAMES[role];
  const reason = err.message;
  const gone = err.status === 404 || (err.status === 409 && err.code !== 'TOO_MANY_UNPAID_BOOKINGS');
  if (gone) return tripErrors.partUnavailable(part, reason, { part: role, cause: err.code });
  return new AppError(err.status, err.code, `${part}: ${reason}`, { part: role, cause: err.details ?? null });
}

/**
 * The event's accommodation partnership that applies to the trip's stay (the partnership rules of the events
 * product: active on the event's start date, at least its minimum of tickets), when its partner is the stay's
 * establishment or its manager; the highest discount first.
 */
async function stayPartnership(tx: Db, body: CreateTripBody) {
  if (!body.event || !body.stay || !isUuid(body.event.eventId) || !isUuid(body.stay.roomTypeId)) return null;
  const [event, partners] = await Promise.all([
    findEvent(tx, body.event.eventId),
    repo.roomTypePartnerIds(tx, body.stay.roomTypeId),
  ]);
  if (!event || partners.length === 0) return null;
  const list = await partnershipsOf(tx, [event.id]);
  return list.find((p) =>
    p.partnerType === 'accommodation' && p.partnerId !== null && partners.includes(p.partnerId) &&
    partnershipApplies(p, event.startDate) && body.event!.quantity >= p.minEventTickets
  ) ?? null;
}

/** The body as stored with the trip, to tell a retry with the same key from another request. */
const requestOf = (body: CreateTripBody) => JSON.parse(JSON.stringify(body));

/** A JSON value as text with its keys sorted (jsonb keeps its own key order). */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : 1));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/**
 * Books a trip (POST /api/trips): every part's booking in one transaction, all or nothing. The parts' providers are
 * checked first (409 PROVIDER_SUSPENDED, ADR 0014); then, under the caller's booking lock (`lockClientBookings`), the
 * trip's record is written and each part is held by its product (`BookingProduct.hold`) in the lock order of
 * `planParts`, the stay with the event's accommodation partnership discount when it applies. A trip is one hold for
 * the unpaid-bookings limit (ADR 0017): its parts count once. A part refused rolls every part back (409
 * TRIP_PART_UNAVAILABLE naming it, or its own 4xx).
 * @param idempotencyKey a retry with the same key answers the first trip (422 IDEMPOTENCY_KEY_REUSED for another body)
 * @returns the trip and whether it was created now
 */
export async function createTrip(
  user: AuthUser,
  body: CreateTripBody,
  idempotencyKey: string | undefined,
  now: Date = new Date(),
): Promise<{ trip: Trip; created: boolean }> {
  const key = idempotencyKey ?? null;
  const request = requestOf(body);
  const replay = async (key: string) => {
    const row = await repo.findTripByKey(sql, user.uid, key);
    if (!row) return undefined;
    if (canonical(row.request) !== canonical(request)) throw keyReusedError();
    return row.id;
  };
  const parts = planParts(body);
  const { value: id, created } = await idempotentCreate(key, 'trips_idempotency', replay, async () => {
    for (const p of parts) {
      try {
        await PRODUCTS[p.type].assertBookable?.(user.uid, { type: p.type, ...p.input } as never, undefined);
      } catch (err) {
        throw partError(p.role, err);
      }
    }
    return await sql.begin(async (tx) => {
      await lockClientBookings(tx, user.uid); // first: the caller's other bookings count this trip (ADR 0017)
      const tripId = await repo.insertTrip(tx, { userId: user.uid, idempotencyKey: key, request });
      const partnership = await stayPartnership(tx, body);
      for (const p of parts) {
        const discountPercentage = p.role === 'stay' ? partnership?.discountPercentage ?? 0 : 0;
        let bookingId: string;
        try {
          bookingId = await PRODUCTS[p.type].hold(tx, user, { type: p.type, ...p.input } as never, {
            now,
            discountPercentage,
          });
        } catch (err) {
          throw partError(p.role, err);
        }
        await repo.insertTripPart(tx, tripId, bookingId, p.role);
      }
      if (partnership) await repo.setTripPartnership(tx, tripId, partnership.id);
      return tripId;
    });
  });
  return { trip: await getTrip(user, id, now), created };
}

/** When a part begins: the ride's departure, the event's start, the stay's check-in (Africa/Maputo). */
function startsAt(b: Booking): Date {
  if (b.ride) return new Date(b.ride.departureAt);
  if (b.event) return maputoInstant(b.event.startDate, b.event.startTime ?? '00:00');
  if (b.stay) return maputoInstant(b.stay.checkIn, b.stay.checkInTime);
  return new Date(b.createdAt);
}

/** The trip's status from its parts' (see TripSchema). */
function tripStatus(parts: TripPart[]): Trip['status'] {
  const open = parts.filter((p) => p.booking.status !== 'cancelled');
  if (open.length === 0) return 'cancelled';
  if (open.length < parts.length) return 'partly_cancelled';
  return open.every((p) => p.booking.status !== 'pending') ? 'confirmed' : 'pending';
}

/**
 * A trip of the caller (GET /api/trips/{id}; 404 for anyone else): each part is read through the booking desk (its
 * due payments settled first, its product's part attached) with its refund quote (its own policy), in time order; the
 * totals are the open parts' sums, and `refundCents` what cancelling the whole trip now gives back.
 */
export async function getTrip(user: AuthUser, id: string, now: Date = new Date()): Promise<Trip> {
  if (!isUuid(id)) throw tripErrors.notFound();
  const trip = await repo.findTrip(sql, id);
  if (!trip || trip.userId !== user.uid) throw tripErrors.notFound();
  const rows = await repo.tripParts(sql, id);
  const replacedBy = new Map(rows.filter((r) => r.replaces).map((r) => [r.replaces!, r.bookingId]));
  const parts: TripPart[] = [];
  for (const row of rows) {
    const booking = await desk.getBooking(user, row.bookingId, now);
    const cancellation = await desk.refundQuote(user, row.bookingId, now);
    const byProvider = booking.status === 'cancelled' && PROVIDER_REASONS.has(booking.cancelReason ?? '');
    const replaced = replacedBy.get(row.bookingId) ?? null;
    parts.push({
      role: row.role,
      name: TRIP_PART_NAMES[row.role],
      startsAt: startsAt(booking).toISOString(),
      booking,
      cancellation,
      cancelledByProvider: byProvider,
      replaces: row.replaces,
      replacedBy: replaced,
      alternatives: byProvider && !replaced ? await alternativesTo(booking, now) : [],
    });
  }
  parts.sort((a, b) => a.startsAt.localeCompare(b.startsAt) || a.role.localeCompare(b.role));
  const open = parts.filter((p) => p.booking.status !== 'cancelled');
  const sum = (f: (p: TripPart) => number) => open.reduce((s, p) => s + f(p), 0);
  return {
    id: trip.id,
    createdAt: trip.createdAt.toISOString(),
    status: tripStatus(parts),
    partnership: trip.partnershipId ? await repo.tripPartnership(sql, trip.partnershipId) : null,
    parts,
    subtotalCents: sum((p) => p.booking.subtotalCents),
    discountCents: sum((p) => p.booking.discountCents),
    platformFeeCents: sum((p) => p.booking.platformFeeCents),
    totalCents: sum((p) => p.booking.totalCents),
    refundCents: sum((p) => p.cancellation.refundCents),
    currency: 'MZN',
  };
}

/** How many alternatives a cancelled part offers at most. */
const ALTERNATIVES = 5;

/**
 * The alternatives to a part its provider cancelled, from the products' own searches (the composition reads them; no
 * product learns of another): for a ride, the other rides on the same route that same day (Africa/Maputo) with the
 * part's seats free, not yet departed; for a stay, the other room types free on the same nights for its guests in the
 * establishment's town (this establishment's other rooms included), nearest first. None for an event (another event
 * is another trip), nor for a part whose time has passed.
 */
async function alternativesTo(b: Booking, now: Date): Promise<TripAlternative[]> {
  if (b.ride && b.seats) {
    const ride = b.ride;
    const seats = b.seats;
    return (await ridesOn(ride.fromAddress, ride.toAddress, ride.departureDate, seats, now))
      .filter((r) => r.id !== ride.id && r.departureDate === ride.departureDate && r.seatsAvailable >= seats)
      .slice(0, ALTERNATIVES)
      .map((r) => ({ kind: 'ride' as const, ...rideOption(r), seats }));
  }
  if (b.stay) {
    const stay = b.stay;
    if (stay.checkIn < todayInMaputo(now)) return [];
    const town = await repo.establishmentTown(sql, stay.establishmentId);
    if (!town) return [];
    const query = HotelSearchQuerySchema.parse({
      address: town,
      checkIn: stay.checkIn,
      checkOut: stay.checkOut,
      guests: stay.guests,
      sort: 'distance',
      limit: 20,
    });
    const found = JSON.parse(await searchHotels(query, now)) as { data: HotelSearchResult };
    return found.data.accommodations
      .filter((a) => a.roomTypeId !== stay.roomTypeId && a.isAvailable !== false && a.totalPriceCents !== null)
      .slice(0, ALTERNATIVES)
      .map((a) => ({
        kind: 'stay' as const,
        roomTypeId: a.roomTypeId,
        establishmentId: a.hotelId,
        name: a.name,
        roomTypeName: a.roomType,
        checkIn: stay.checkIn,
        checkOut: stay.checkOut,
        nights: stay.nights,
        guests: stay.guests,
        pricePerNightCents: a.pricePerNightCents,
        totalPriceCents: a.totalPriceCents!,
        distanceKm: a.distanceKm,
      }));
  }
  return [];
}

/**
 * Books an alternative into the trip in place of a part its provider cancelled (POST /api/trips/{id}/parts): the
 * same role, the cancelled part's seats (a ride) or nights and guests (a stay), held by its product in one
 * transaction under the caller's booking lock and the trip's row lock, so a part is replaced once (409
 * TRIP_PART_ALREADY_REPLACED). A stay gets the trip's event partnership when it applies (its tickets still held).
 * The new part is pending, paid from the trip's page like the rest (POST /api/payments by `tripId`).
 * @returns the trip with the new part
 */
export async function replaceTripPart(
  user: AuthUser,
  id: string,
  body: ReplaceTripPartBody,
  now: Date = new Date(),
): Promise<Trip> {
  if (!isUuid(id)) throw tripErrors.notFound();
  const trip = await repo.findTrip(sql, id);
  if (!trip || trip.userId !== user.uid) throw tripErrors.notFound();
  // The alternative's provider, checked as a trip's parts are (409 PROVIDER_SUSPENDED), before any lock.
  const kind: BookingType = body.rideId ? 'ride' : 'stay';
  try {
    await PRODUCTS[kind].assertBookable?.(user.uid, { type: kind, ...body } as never, undefined);
  } catch (err) {
    const state = await repo.tripPartState(sql, id, body.replaces);
    throw state ? partError(state.role, err) : err;
  }
  await sql.begin(async (tx) => {
    await lockClientBookings(tx, user.uid);
    await repo.lockTrip(tx, id);
    const part = await repo.tripPartState(tx, id, body.replaces);
    if (!part) throw tripErrors.partNotFound();
    if (part.status !== 'cancelled' || !PROVIDER_REASONS.has(part.cancelReason ?? '')) {
      throw tripErrors.notReplaceable();
    }
    if (part.replacedBy) throw tripErrors.alreadyReplaced();
    let planned: PlannedPart;
    if (body.rideId && part.type === 'ride') {
      planned = {
        role: part.role,
        type: 'ride',
        input: { rideId: body.rideId, seats: part.seats },
        listing: body.rideId,
      };
    } else if (body.roomTypeId && part.type === 'stay') {
      planned = {
        role: part.role,
        type: 'stay',
        input: { roomTypeId: body.roomTypeId, checkIn: part.checkIn, checkOut: part.checkOut, guests: part.guests },
        listing: body.roomTypeId,
      };
    } else {
      throw tripErrors.wrongKind();
    }
    const input = { type: planned.type, ...planned.input } as never;
    let discountPercentage = 0;
    if (planned.type === 'stay') {
      const tickets = await repo.openEventPart(tx, id);
      const partnership = tickets
        ? await stayPartnership(tx, {
          event: { eventId: tickets.eventId, quantity: tickets.quantity },
          stay: planned.input as CreateTripBody['stay'],
        } as CreateTripBody)
        : null;
      discountPercentage = partnership?.discountPercentage ?? 0;
      if (partnership) await repo.setTripPartnership(tx, id, partnership.id);
    }
    let bookingId: string;
    try {
      await tx`select set_config('mozt.trip_id', ${id}, true)`;
      bookingId = await PRODUCTS[planned.type].hold(tx, user, input, { now, discountPercentage });
    } catch (err) {
      throw partError(planned.role, err);
    }
    await repo.insertTripPart(tx, id, bookingId, planned.role, body.replaces);
  });
  return await getTrip(user, id, now);
}

/**
 * Cancels the whole trip (POST /api/trips/{id}/cancel): every part still cancellable, each through the booking desk
 * by its own policy (`cancelBooking`: its inventory back, its payment voided or refunded by exactly its quote), so the
 * trip gives back the sum of the quotes GET /api/trips/{id} stated (`refundCents`). Parts already begun or cancelled
 * stay as they are; 409 TRIP_NOT_CANCELLABLE when no part can be cancelled.
 * @param provider the payment provider (tests pass their own)
 */
export async function cancelTrip(
  user: AuthUser,
  id: string,
  reason: string | undefined,
  now: Date = new Date(),
  provider?: PaymentProvider,
): Promise<Trip> {
  const before = await getTrip(user, id, now);
  const cancellable = before.parts.filter((p) => p.cancellation.cancellable);
  if (cancellable.length === 0) {
    throw tripErrors.notCancellable();
  }
  for (const p of cancellable) await desk.cancelBooking(user, p.booking.id, reason, now, provider);
  return await getTrip(user, id, now);
}

/**
 * The traveller's one receipt of a trip (GET /api/trips/{id}/receipt; its owner only, 404 for anyone else): every
 * numbered receipt of its parts (ADR 0025: one per part and payment, one per refund; each provider keeps its own
 * line), in issue order, with the sums paid and refunded. 409 TRIP_NOT_PAID while no money has settled.
 */
export async function getTripReceipt(user: AuthUser, id: string): Promise<TripReceipt> {
  if (!isUuid(id)) throw tripErrors.notFound();
  const trip = await repo.findTrip(sql, id);
  if (!trip || trip.userId !== user.uid) throw tripErrors.notFound();
  const rows = await repo.tripReceipts(sql, id);
  if (rows.length === 0) throw tripErrors.notPaid();
  const byId = new Map((await findReceipts(sql, rows.map((r) => r.id))).map((r) => [r.id, r]));
  const parts: TripReceipt['parts'] = rows.flatMap((row) => {
    const receipt = byId.get(row.id);
    return receipt ? [{ role: row.role, name: TRIP_PART_NAMES[row.role], receipt: toReceipt(receipt) }] : [];
  });
  const total = (kind: 'payment' | 'refund') =>
    parts.filter((p) => p.receipt.kind === kind).reduce((s, p) => s + p.receipt.amountCents, 0);
  // The NUIT written on the first receipt (the profile's at issue, or written by the traveller).
  const nuit = parts.find((p) => p.receipt.customer.nuit)?.receipt.customer.nuit ?? null;
  return {
    tripId: trip.id,
    // i18n-exempt: receipts are issued in Portuguese (ADR 0039).
    title: 'Recibo da viagem',
    platform: { name: PLATFORM_NAME },
    customer: { name: parts[0]!.receipt.customer.name, nuit },
    parts,
    paidCents: total('payment'),
    refundedCents: total('refund'),
    currency: 'MZN',
  };
}

/** A ride of the search, as the plan offers it. */
type SearchedRide = {
  id: string;
  fromAddress: string;
  toAddress: string;
  departureDate: string;
  departureTime: string;
  departureAt: string;
  driverName: string;
  priceCents: number;
  seatsAvailable: number;
};

/** How many rides and events a plan offers at most in each list. */
const PLAN_LIMIT = 20;

async function ridesOn(from: string, to: string, date: string, seats: number, now: Date): Promise<SearchedRide[]> {
  const page = JSON.parse(
    await searchUpcoming({ from, to, date, passengers: seats, sort: 'departure', page: 1, pageSize: 50 }, now),
  ) as { data: SearchedRide[] };
  return page.data;
}

const rideOption = (r: SearchedRide) => ({
  rideId: r.id,
  fromAddress: r.fromAddress,
  toAddress: r.toAddress,
  departureDate: r.departureDate,
  departureTime: r.departureTime,
  departureAt: r.departureAt,
  driverName: r.driverName,
  priceCents: r.priceCents,
  seatsAvailable: r.seatsAvailable,
});

/**
 * 'Planear a viagem' from a stay's dates (GET /api/trip-plans/stay; issue 30, ADR 0055): for the room type and nights
 * chosen on a stay page, the rides from the traveller's town arriving for the check-in (leaving the day before, or on
 * the check-in day before the check-in time), the rides back on the check-out day or the day after, and the events
 * in the stay's town during the nights, each with the event's partnership with this establishment when it has one.
 * Composed from the products' own searches (rides, events); the parts chosen are booked by POST /api/trips.
 * Errors: 404 (room type not listed), 400/422 the stay's dates (as the stay search says them).
 */
export async function planFromStay(q: TripStayPlanQuery, now: Date = new Date()): Promise<TripStayPlan> {
  const nights = validateStayDates(q.checkIn, q.checkOut, now);
  const room = await repo.stayPlanRoom(sql, q.roomTypeId);
  if (!room) throw new AppError(404, 'NOT_FOUND', 'Tipo de quarto não encontrado.');
  const arriveBy = maputoInstant(q.checkIn, room.checkInTime).getTime();
  const dayBefore = addDays(q.checkIn, -1);
  const dayAfter = addDays(q.checkOut, 1);
  const [there, back, events] = await Promise.all([
    ridesOn(q.from, room.town, dayBefore < todayInMaputo(now) ? q.checkIn : dayBefore, q.guests, now),
    ridesOn(room.town, q.from, q.checkOut, q.guests, now),
    searchEvents(
      { location: room.town, startDate: q.checkIn, endDate: addDays(q.checkOut, -1), limit: PLAN_LIMIT },
      now,
    ),
  ]);
  const partners = [room.establishmentId, room.managerId];
  return {
    town: room.town,
    stay: {
      roomTypeId: room.roomTypeId,
      establishmentId: room.establishmentId,
      name: room.name,
      roomTypeName: room.roomTypeName,
      checkIn: q.checkIn,
      checkOut: q.checkOut,
      checkInTime: room.checkInTime,
      checkOutTime: room.checkOutTime,
      nights,
      guests: q.guests,
    },
    ridesThere: there
      .filter((r) => r.departureDate >= dayBefore && new Date(r.departureAt).getTime() < arriveBy)
      .slice(0, PLAN_LIMIT).map(rideOption),
    ridesBack: back
      .filter((r) => r.departureDate >= q.checkOut && r.departureDate <= dayAfter)
      .slice(0, PLAN_LIMIT).map(rideOption),
    events: events.filter((e) => e.status === 'upcoming').map((e) => {
      const p = e.partnerships
        .filter((x) =>
          x.partnerType === 'accommodation' && x.applicable && x.partnerId !== null && partners.includes(x.partnerId)
        )
        .sort((a, b) => b.discountPercentage - a.discountPercentage)[0];
      return {
        eventId: e.id,
        title: e.title,
        venue: e.venue,
        startDate: e.startDate,
        endDate: e.endDate,
        startTime: e.startTime,
        ticketPriceCents: e.ticketPriceCents,
        soldOut: e.soldOut,
        partnership: p
          ? { partnerName: p.partnerName, discountPercentage: p.discountPercentage, minEventTickets: p.minEventTickets }
          : null,
      };
    }),
  };
}
