/**
 * @module Rides (spec 2.3, 2.6, 5, 7): search and list, publish, popular rides and special offers from the real
 * rides, a driver's rides with their sales, and cancellation by the driver.
 */
import { POPULAR_LIMIT, SPECIAL_OFFERS_LIMIT } from './rides.schemas.ts';
import { RIDE_POLICY_TEXT } from './rides.policy.ts';
import { type Db, sql } from '../../lib/db.ts';
import { AppError, errors } from '../../lib/errors.ts';
import { asJsonText, type JsonText } from '../../lib/json-text.ts';
import { forgetPages, onForget, pageCache } from '../../lib/page-cache.ts';
import { maputoInstant } from '../../lib/time.ts';
import type { AuthUser } from '../../middlewares/auth/auth.ts';
import { lockWithPaymentPartners } from '../bookings/bookings.repo.ts';
import { releaseExpiredHoldsLazily } from '../bookings/bookings.holds.ts';
import { refundCancelledBookings, settleDueRefunds } from '../payments/payments.refunds.ts';
import { describeRides } from './rides.descriptions.ts';
import { readRideInput } from './rides.input.ts';
import { exactPlace, forgiving, loadPlaces, matchSide, placeKey, placeRefs } from '../places/places.match.ts';
import {
  cancelRideBookings,
  driverRides,
  findRide,
  insertRides,
  markRideCancelled,
  openRideBookingIds,
  popularRides,
  type RideFilter,
  type RideSide,
  searchRidePage,
  specialOffers,
  toRide,
} from './rides.repo.ts';
import {
  type CreateRideBody,
  type PaginatedRides,
  RIDE_MESSAGES,
  type RideSort,
  type TimeOfDay,
  type VehicleType,
} from './rides.schemas.ts';

export const rideErrors = {
  notFound: () => new AppError(404, 'NOT_FOUND', 'Viagem não encontrada.'),
  notCancellable: () => new AppError(409, 'RIDE_NOT_CANCELLABLE', 'Esta viagem já não pode ser cancelada.'),
};

/** Popular rides shown on the home page (spec 9: up to 6). */
export { POPULAR_LIMIT };
const HIGHLIGHT_DAYS = 30;

export interface RideQuery {
  from?: string;
  to?: string;
  /** 'yyyy-MM-dd': rides from that local date on (and never already departed). */
  date?: string;
  passengers: number;
  vehicleType?: VehicleType;
  maxPriceCents?: number;
  timeOfDay?: TimeOfDay;
  instantConfirmation?: 'true' | 'false';
  verifiedDriver?: 'true' | 'false';
  sort?: RideSort;
  page: number;
  pageSize: number;
}

/**
 * How long a search page is reused as JSON text (issue 13, ADR 0027): every seat taken or given back, ride published
 * or cancelled and provider suspended in this process drops them all at once; another instance's writes show within
 * this time.
 */
export const PAGE_TTL_MS = 10_000;
const pages = pageCache<JsonText<PaginatedRides>>('rides', { ttlMs: PAGE_TTL_MS, max: 5000 });

async function resolveSide(db: Db, text: string | undefined): Promise<RideSide | null> {
  if (!text?.trim()) return null;
  const places = await loadPlaces(db);
  // A misspelt place is searched as the place it misspells (issue 26).
  return { ...matchSide(places, await forgiving(db, places, text)), text: text.trim() };
}

/**
 * Searches upcoming active rides (GET /api/rides-simple/search and GET /api/rides): from the given local date on and
 * not departed, with at least `passengers` free seats, origin and destination matched by place (accents and case
 * ignored; a city also finds its neighbourhoods) or inside a free-text address, and the filters asked; in the order
 * asked (soonest first by default; with a date, that date's rides first), paginated. A page is reused for up to
 * PAGE_TTL_MS unless this process wrote to the rides meanwhile.
 * @param now the current instant (tests pass their own; their pages are not cached)
 * @returns the page as the JSON text of a `PaginatedRides` body (see rides.descriptions.ts)
 */
export async function searchUpcoming(q: RideQuery, now?: Date): Promise<JsonText<PaginatedRides>> {
  await releaseExpiredHoldsLazily();
  if (now) return await readPage(q, now);
  return await pages.get(JSON.stringify(q), () => readPage(q, new Date()));
}

async function readPage(q: RideQuery, now: Date): Promise<JsonText<PaginatedRides>> {
  const dayStart = q.date ? maputoInstant(q.date) : now;
  const filter: RideFilter = {
    from: await resolveSide(sql, q.from),
    to: await resolveSide(sql, q.to),
    start: dayStart > now ? dayStart : now,
    passengers: q.passengers,
    vehicleType: q.vehicleType,
    maxPriceCents: q.maxPriceCents,
    timeOfDay: q.timeOfDay,
    instantConfirmation: q.instantConfirmation === 'true',
    verifiedDriver: q.verifiedDriver === 'true',
    sort: q.sort,
    date: q.date,
  };
  // The total of a search is counted once every TOTAL_TTL_MS, not on every page view: counting thousands of matching
  // rides costs more than the page itself.
  const key = JSON.stringify([
    filter.from,
    filter.to,
    q.date ?? null,
    q.passengers,
    q.vehicleType,
    q.maxPriceCents,
    q.timeOfDay,
    filter.instantConfirmation,
    filter.verifiedDriver,
  ]);
  const cached = totals.get(key);
  const known = cached && cached.until > Date.now() ? cached.total : undefined;
  const { rows, total } = await searchRidePage(sql, filter, q.pageSize, (q.page - 1) * q.pageSize, known);
  if (known === undefined && (rows.length > 0 || q.page === 1)) {
    if (totals.size >= TOTALS_MAX) totals.clear();
    totals.set(key, { total, until: Date.now() + TOTAL_TTL_MS });
  }
  // Each ride: its description (kept in memory) completed with the free seats just read; the search only finds
  // active rides.
  const descriptions = await describeRides(sql, rows.map((r) => r.id));
  const data = rows.flatMap((r) => {
    const text = descriptions.get(r.id);
    return text ? [`${text},"seatsAvailable":${r.seatsAvailable},"status":"active"}`] : [];
  });
  return asJsonText(`{"data":[${data.join(',')}],"page":${q.page},"pageSize":${q.pageSize},"total":${total}}`);
}

/**
 * How long a search total is reused by the other pages of that search: counting thousands of matching rides reads
 * each of their rows (free seats are not in the indexes, so that seat updates stay HOT: ADR 0027). Dropped at once by
 * every write to the rides in this process, like the pages; another instance's writes show within this time.
 */
export const TOTAL_TTL_MS = 30_000;
const TOTALS_MAX = 10_000;
const totals = new Map<string, { total: number; until: number }>();
onForget('rides', () => totals.clear());

/**
 * Drops the search totals counted in this process: a driver was suspended or reactivated, and the totals must count
 * their rides out or in at once (another API instance follows within TOTAL_TTL_MS).
 */
export function forgetSearchTotals() {
  totals.clear();
  forgetPages('rides');
}

/**
 * One ride (any status). The ride of a suspended driver is not found (404), except by that driver and by admins
 * (ADR 0014).
 * @param viewer the caller, or null for a visitor
 */
export async function getRide(id: string, viewer: AuthUser | null) {
  const row = await findRide(sql, id);
  if (!row) throw rideErrors.notFound();
  if (row.providerSuspended && viewer?.uid !== row.driverId && !viewer?.permissions.includes('admin.panel')) {
    throw rideErrors.notFound();
  }
  // The ride page shows the cancellation policy (ADR 0024); lists leave it out (the same text for every ride).
  return {
    ...toRide(row, await placeRefs(sql)),
    cancellationPolicy: { kind: 'ride' as const, text: RIDE_POLICY_TEXT },
  };
}

/**
 * Publishes a ride for the caller (POST /api/rides-simple/create, either body variant). The driver is always the
 * caller; the addresses are matched to known places when they name one (or by the ids given).
 */
export async function createRide(user: AuthUser, body: CreateRideBody, now: Date = new Date()) {
  const input = readRideInput(body, now);
  const places = await loadPlaces(sql);
  const byId = (id: number | undefined) => {
    if (id === undefined) return undefined;
    const place = places.find((p) => p.id === id);
    if (!place) {
      throw errors.validation(RIDE_MESSAGES.unknownPlace, id === input.fromPlaceId ? 'fromPlaceId' : 'toPlaceId');
    }
    return place;
  };
  const from = byId(input.fromPlaceId) ?? exactPlace(places, input.fromAddress);
  const to = byId(input.toPlaceId) ?? exactPlace(places, input.toAddress);
  const same = from && to ? from.id === to.id : placeKey(input.fromAddress) === placeKey(input.toAddress);
  if (same) throw errors.validation(RIDE_MESSAGES.samePlace, 'toAddress');
  const [id] = await insertRides(sql, [{
    driverId: user.uid,
    fromPlaceId: from?.id ?? null,
    toPlaceId: to?.id ?? null,
    fromAddress: input.fromAddress,
    toAddress: input.toAddress,
    departureDate: input.departureDate,
    departureTime: input.departureTime,
    priceCents: input.priceCents,
    seatsTotal: input.seatsTotal,
    vehicleType: input.vehicleType,
    description: input.description,
    pickupPoint: input.pickupPoint,
    dropoffPoint: input.dropoffPoint,
    allowPickupEnRoute: input.allowPickupEnRoute,
    allowNegotiation: input.allowNegotiation,
  }]);
  return await getRide(id!, user);
}

/** Up to 6 real upcoming rides: the cheapest (then soonest) of each of the busiest routes of the next 30 days. */
export async function popular(now: Date = new Date()) {
  const refs = await placeRefs(sql);
  return (await popularRides(sql, now, HIGHLIGHT_DAYS, POPULAR_LIMIT)).map((r) => toRide(r, refs));
}

/**
 * Special offers (GET /api/rides-special-offers): real upcoming rides that are the cheapest of their route and at
 * least 5 % below the route's average price, with that discount as the label. Never invented: empty when no route
 * has such a ride.
 */
export async function offers(now: Date = new Date()) {
  const rows = await specialOffers(sql, now, {
    days: HIGHLIGHT_DAYS,
    limit: SPECIAL_OFFERS_LIMIT,
    minRides: 3,
    minDiscount: 5,
  });
  const refs = await placeRefs(sql);
  return rows.map((row) => ({
    ...toRide(row, refs),
    isSpecial: true as const,
    averagePriceCents: row.averagePriceCents,
    discountPercent: row.discountPercent,
    // A display text of the API, in Portuguese for now (ADR 0039).
    discountLabel: `${row.discountPercent}% abaixo da média`, // i18n-exempt
  }));
}

/** The caller's rides as a driver, with seats sold and held, bookings and revenue. */
export async function mine(user: AuthUser, page: number, pageSize: number, now: Date = new Date()) {
  const { rows, total } = await driverRides(sql, user.uid, now, pageSize, (page - 1) * pageSize);
  const refs = await placeRefs(sql);
  return {
    data: rows.map((row) => ({
      ...toRide(row, refs),
      seatsSold: row.seatsSold,
      seatsHeld: row.seatsHeld,
      bookingsCount: row.bookingsCount,
      revenueCents: row.revenueCents,
    })),
    page,
    pageSize,
    total,
  };
}

/**
 * The driver cancels an active ride of theirs: the ride and its pending and confirmed bookings are cancelled in one
 * transaction (bookings first: the lock order of bookings.repo.ts); in it, each paid booking is refunded in full and
 * each pending payment voided (ADR 0006). 404 when not theirs, 409 when not active.
 */
export async function cancelRide(user: AuthUser, id: string, now: Date = new Date()) {
  const ride = await findRide(sql, id);
  if (!ride || ride.driverId !== user.uid) throw rideErrors.notFound();
  if (ride.status !== 'active' || ride.departureAt <= now) throw rideErrors.notCancellable();
  const cancellation = { reason: 'ride_cancelled' as const, initiatedBy: user.uid, now };
  const cancelledBookings = await sql.begin(async (tx) => {
    // The ride's bookings and their trips' other parts first, in id order (a trip's payment due now is settled
    // below and writes its parts: lockWithPaymentPartners); then each booking's money right after the booking (lock
    // order: booking, then its payments).
    await lockWithPaymentPartners(tx, await openRideBookingIds(tx, id));
    const first = await cancelRideBookings(tx, id, now);
    await refundCancelledBookings(tx, first, cancellation);
    const done = await markRideCancelled(tx, id, user.uid, now);
    if (!done) throw rideErrors.notCancellable();
    // Bookings committed between the two statements above.
    const late = await cancelRideBookings(tx, id, now);
    await refundCancelledBookings(tx, late, cancellation);
    return [...first, ...late];
  });
  // Refunds the provider settles at once (PAYMENT_DELAY_MS=0) are settled before answering.
  for (const bookingId of cancelledBookings) await settleDueRefunds(sql, now, { bookingId });
  return { ...(await getRide(id, user)), cancelledBookings: cancelledBookings.length };
}
