/**
 * @module Stays (issue 4; spec 2.7, 2.16, 3, 5, 7, 9): the hotel search, an establishment's page, and the lodging area
 * of its manager (profile, conditions, room types, reservations, stats).
 */
import { firstPage, type PageRequest, toKeysetPage } from '../../lib/paging.ts';
import { sql } from '../../lib/db.ts';
import { asJsonText, type JsonText } from '../../lib/json-text.ts';
import { keptReads } from '../../lib/kept-reads.ts';
import { AppError } from '../../lib/errors.ts';
import { escapeLike, fold } from '../../lib/text.ts';
import { todayInMaputo } from '../../lib/time.ts';
import { differenceInCalendarDays, parseISO } from 'date-fns';
import { meticaisToCentavos } from '@turismo/rules/money.ts';
import { assertAccountActive } from '../../middlewares/auth/account.ts';
import type { AuthUser } from '../../middlewares/auth/auth.ts';
import { releaseExpiredHoldsLazily } from '../bookings/bookings.holds.ts';
import { refundOf } from '../bookings/bookings.refunds.ts';
import { lockWithPaymentPartners } from '../bookings/bookings.repo.ts';
import { stayPolicyText } from './stays.policy.ts';
import { refundCancelledBookings, settleDueRefunds } from '../payments/payments.refunds.ts';
import { settleDuePayments } from '../payments/payments.settlement.ts';
import { exactPlace, forgiving, loadPlaces, matchPlaceIds } from '../places/places.match.ts';
import { isUuid } from '../../lib/ids.ts';
import { photosOf } from '../media/media.repo.ts';
import type { Photo } from '../media/media.schemas.ts';
import { declineUnansweredStays } from './stays.answers.ts';
import { monthBounds, validateStayDates } from './stays.booking.ts';
import {
  browseRoomTypes,
  type CandidateRow,
  establishmentFigures,
  establishmentReservations,
  establishmentRoomTypes,
  type EstablishmentRow,
  findEstablishment,
  insertEstablishment,
  insertRoomType,
  lockReservation,
  managerEstablishments,
  maxBookedFrom,
  type RoomTypeRow,
  type SearchFilter,
  type StayBookingRow,
  type StayCandidateRow,
  stayCandidates,
  updateEstablishment,
  updateRoomType,
} from './stays.repo.ts';
import type {
  Accommodation,
  ConditionsBody,
  Hotel,
  HotelBody,
  HotelSearchQuery,
  HotelSearchResult,
  HotelStats,
  HotelUpdateBody,
  Reservation,
  ReservationAction,
  RoomType,
  RoomTypeBody,
  RoomTypeUpdateBody,
} from './stays.schemas.ts';

export const hotelErrors = {
  notFound: () => new AppError(404, 'NOT_FOUND', 'Alojamento não encontrado.'),
  notYours: () => new AppError(403, 'FORBIDDEN', 'Este alojamento pertence a outro gestor.'),
  roomTypeNotFound: () => new AppError(404, 'NOT_FOUND', 'Tipo de quarto não encontrado.'),
  reservationNotFound: () => new AppError(404, 'NOT_FOUND', 'Reserva não encontrada.'),
  roomsInUse: (booked: number) =>
    new AppError(
      409,
      'ROOMS_IN_USE',
      `Já existem ${booked} quartos deste tipo reservados numa mesma noite; não pode ter menos quartos.`,
    ),
  actionNotAllowed: (message: string) => new AppError(409, 'RESERVATION_ACTION_NOT_ALLOWED', message),
};

const round1 = (n: number) => Math.round(n * 10) / 10;

function accommodationType(kind: EstablishmentRow['kind'], roomKind: 'standard' | 'suite'): Accommodation['type'] {
  if (kind === 'apartment') return 'apartment';
  if (kind === 'guesthouse') return 'guesthouse';
  return roomKind === 'suite' ? 'hotel_suite' : 'hotel_room';
}

type SearchText = JsonText<{ data: HotelSearchResult }>;

/** How long a search answer (or a list of candidates) is reused at most, ms (another instance's writes: after this). */
const ANSWER_TTL_MS = 5_000;
/** From this age on, a request still gets the kept answer but starts reading a new one (no wait at expiry). */
const REFRESH_AFTER_MS = 4_000;

/**
 * Search answers kept as JSON text: a popular search (one place, the same dates) repeats far more than it changes.
 * About 30 KB for a full page of 50: at most ~16 million characters kept in all, some 500 full answers. An answer is
 * kept only when its search repeats within the last 500 searches read (ADR 0028, addendum of issue 33): a one-off
 * search (another town, other dates) would be dropped before it came back, and keeping it only cost garbage and the
 * eviction of the answers that do repeat.
 */
const answers = keptReads<SearchText>({
  ttlMs: ANSWER_TTL_MS,
  refreshAfterMs: REFRESH_AFTER_MS,
  max: 2_000,
  maxSize: 16_000_000,
  size: (text) => text.length + 100,
  keepRepeatsWithin: 500,
});

/** A dated search's candidate: its calendar, its nights without a room for sale, its entry's fixed part. */
interface StayCandidate extends StayCandidateRow {
  /** Days after the list's first night (as `nights`), ascending: blocked or sold out (ADR 0031). */
  closedNights: number[];
  /** The JSON text of its search entry without the fields of a stay (`stayFields`) and the closing brace. */
  card: string;
}

/**
 * The candidates of dated searches by everything but the dates (ADR 0028, addendum): searches for other dates with
 * the same filter (most of a national traffic: other towns, other dates) quote and page one list in memory. A town of
 * 200 establishments is 600 rows with a few thousand stored nights, about 1 MB; at most ~64 MB kept in all (estimated
 * at 800 bytes a row and 120 a stored night).
 */
const candidateLists = keptReads<StayCandidate[]>({
  ttlMs: ANSWER_TTL_MS,
  refreshAfterMs: REFRESH_AFTER_MS,
  max: 500,
  maxSize: 64_000_000,
  size: (rows) => rows.reduce((bytes, r) => bytes + 800 + 120 * r.nights.length, 0),
});

/** The index of the first of `sorted` (ascending) that is at least `value`; `sorted.length` when none is. */
function firstAtLeast(sorted: number[], value: number): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (sorted[mid]! < value) low = mid + 1;
    else high = mid;
  }
  return low;
}

/**
 * The quote of a stay from a candidate's calendar, the same as `stay_quote` (ADR 0031): each night at its rate, else
 * the room type's price; the fewest rooms for sale on one night (all on a night never stored); a stay shorter than
 * the minimum counts as full.
 * @param from the first night, days after the list's first night (as `nights`)
 * @param nights the stay's nights (it ends on the morning of day `from + nights`)
 * @returns the most rooms taken on one night and the stay's price, centavos
 */
function quoteOf(r: StayCandidate, from: number, nights: number) {
  let totalCents = r.pricePerNightCents * nights;
  let freeRooms = r.totalRooms;
  for (let i = firstAtLeast(r.nights, from); i < r.nights.length && r.nights[i]! < from + nights; i++) {
    totalCents += r.rateCents[i]! - r.pricePerNightCents;
    freeRooms = Math.min(freeRooms, r.freeRooms[i]!);
  }
  return { maxBooked: r.totalRooms - (nights < r.minNights ? 0 : freeRooms), totalCents };
}

/** Forgets the kept search answers and candidates (tests that write to the database directly). */
export function forgetHotelSearches() {
  answers.clear();
  candidateLists.clear();
}

/** The centre of the place a search text names: the place itself, else the first city it stands for. */
function centreOf(places: Places, text: string, ids: number[]) {
  const named = exactPlace(places, text) ??
    places.find((p) => ids.includes(p.id) && p.type === 'city') ?? places.find((p) => ids.includes(p.id));
  return named && named.lat !== null && named.lng !== null ? { lat: named.lat, lng: named.lng } : null;
}

/**
 * The hotel search (GET /api/hotels): active room types that take `guests`, at the place (a city also covers its
 * beaches, neighbourhoods and landmarks) or whose establishment's address or name contains the text, within the
 * filters and in the order asked (issue 13). With dates, one entry per room type for the stay; without, one per
 * establishment with its from-price. Answers are kept for a few seconds as JSON text, and dropped as soon as this
 * process writes (lib/write-generation.ts).
 * @returns the JSON text of `{ data: { accommodations, total, mode } }`
 */
export async function searchHotels(
  q: HotelSearchQuery,
  now: Date = new Date(),
): Promise<SearchText> {
  const nights = q.checkIn && q.checkOut ? validateStayDates(q.checkIn, q.checkOut, now) : null;
  await releaseExpiredHoldsLazily();
  const today = todayInMaputo(now);
  return await answers.get(JSON.stringify([today, q]), () => readHotelSearch(q, nights, today));
}

type Places = Awaited<ReturnType<typeof loadPlaces>>;
/** The place matches of search texts, for the current list of places (the list is read again once a minute). */
let placeMatches: { places: Places; byText: Map<string, Promise<PlaceMatch>> } | undefined;
interface PlaceMatch {
  placeIds: number[];
  centre: SearchFilter['centre'];
}

/**
 * The places a search text stands for and their centre, remembered per text for the current list of places: the
 * same towns are searched over and over, and matching a text scans every place (and may ask PostgreSQL for the
 * place it misspells).
 */
async function placeMatchOf(text: string): Promise<PlaceMatch> {
  const places = await loadPlaces(sql);
  if (placeMatches?.places !== places) placeMatches = { places, byText: new Map() };
  const { byText } = placeMatches;
  const known = byText.get(text);
  if (known) return await known;
  const match = (async () => {
    // A misspelt place is searched as the place it misspells (issue 26).
    const placeIds = matchPlaceIds(places, await forgiving(sql, places, text));
    return { placeIds, centre: centreOf(places, text, placeIds) };
  })();
  if (byText.size >= 5_000) byText.clear();
  byText.set(text, match);
  match.catch(() => byText.get(text) === match && byText.delete(text));
  return await match;
}

async function readHotelSearch(q: HotelSearchQuery, nights: number | null, today: string): Promise<SearchText> {
  const { placeIds, centre } = await placeMatchOf(q.address);
  const filter: SearchFilter = {
    placeIds,
    addressLike: `%${escapeLike(fold(q.address).trim().replace(/\s+/g, ' '))}%`,
    guests: q.guests,
    minPriceCents: q.minPrice === undefined ? undefined : meticaisToCentavos(q.minPrice),
    maxPriceCents: q.maxPrice === undefined ? undefined : meticaisToCentavos(q.maxPrice),
    kinds: q.kind,
    amenities: q.amenities?.map((x) => fold(x).trim()),
    minRating: q.minRating,
    freeCancellation: q.freeCancellation === 'true',
    centre,
    sort: q.sort,
  };
  if (!q.checkIn || !q.checkOut || nights === null) {
    const rows = await browseRoomTypes(sql, filter, q.limit);
    const covers = await coversOf(rows);
    const result: HotelSearchResult = {
      accommodations: rows.map((r) => ({ ...cardOf(r, covers(r)), ...stayFields(r, null) })),
      total: rows[0]?.total ?? 0,
      mode: 'browse',
    };
    return asJsonText(JSON.stringify({ data: result }));
  }
  const { checkIn } = q;
  // Keyed by what the read depends on: the filter (not the dates, the availability filter nor the page size).
  const all = await candidateLists.get(JSON.stringify([today, filter]), async () => {
    const rows = await stayCandidates(sql, filter, today);
    const covers = await coversOf(rows);
    return rows.map((r) => ({
      ...r,
      closedNights: r.nights.filter((_, i) => r.freeRooms[i] === 0),
      card: JSON.stringify(cardOf(r, covers(r))).slice(0, -1),
    }));
  });
  // The stay as days after the list's first night (today), as the candidates' calendars count them.
  const from = differenceInCalendarDays(parseISO(checkIn), parseISO(today));
  // A room for sale on every night of a stay long enough: what `quoteOf` counts as not full, without its price.
  const open = (r: StayCandidate) => {
    const next = firstAtLeast(r.closedNights, from);
    return nights >= r.minNights && (next === r.closedNights.length || r.closedNights[next]! >= from + nights);
  };
  const matching = q.isAvailable === 'true' ? all.filter(open) : all;
  // Each entry is its kept card with the stay's fields: the same JSON as `{ ...cardOf(r), ...stayFields(r, stay) }`.
  const entries = matching.slice(0, q.limit).map((r) =>
    `${r.card},${JSON.stringify(stayFields(r, { nights, ...quoteOf(r, from, nights) })).slice(1)}`
  );
  return asJsonText(`{"data":{"accommodations":[${entries.join(',')}],"total":${matching.length},"mode":"dated"}}`);
}

/** The cover photo of each row: its room type's, else its establishment's. */
async function coversOf(rows: CandidateRow[]) {
  const [roomPhotos, hotelPhotos] = await Promise.all([
    photosOf(sql, 'room_type', rows.map((r) => r.id)),
    photosOf(sql, 'establishment', [...new Set(rows.map((r) => r.establishmentId))]),
  ]);
  return (r: CandidateRow) => roomPhotos.get(r.id)?.[0] ?? hotelPhotos.get(r.establishmentId)?.[0];
}

/** The fields of a search entry that depend on the stay. */
type StayFields = Pick<
  Accommodation,
  'pricePerNightCents' | 'nights' | 'totalPriceCents' | 'isAvailable' | 'availableRooms'
>;

/** A search entry without the fields of a stay: what a card shows of the room type and its establishment. */
function cardOf(r: CandidateRow, cover: Photo | undefined): Omit<Accommodation, keyof StayFields> {
  return {
    id: r.id,
    hotelId: r.establishmentId,
    roomTypeId: r.id,
    name: r.establishmentName,
    type: accommodationType(r.establishmentKind, r.kind),
    kind: r.establishmentKind,
    location: r.placeName ? `${r.placeName}, ${r.placeProvince}` : r.address,
    roomType: r.name,
    roomKind: r.kind,
    capacity: r.maxOccupancy,
    rating: r.rating === null ? null : Number(r.rating),
    reviewCount: r.reviewCount,
    totalRooms: r.totalRooms,
    freeCancellation: r.freeCancellation,
    distanceKm: r.distanceKm,
    photos: cover ? [cover] : [],
    amenities: [...new Set([...r.establishmentAmenities, ...r.amenities])],
    hasSeaView: r.hasSeaView,
    lat: r.lat,
    lng: r.lng,
  };
}

/**
 * The fields of a search entry for a stay. With a stay, its price follows the calendar (ADR 0031): the stay's mean
 * per night and the total the booking charges; browsing (no stay) shows the room type's own price.
 */
function stayFields(
  r: CandidateRow,
  stay: { nights: number; maxBooked: number; totalCents: number } | null,
): StayFields {
  const available = stay ? Math.max(0, r.totalRooms - stay.maxBooked) : null;
  return {
    pricePerNightCents: stay ? Math.round(stay.totalCents / stay.nights) : r.pricePerNightCents,
    nights: stay?.nights ?? null,
    totalPriceCents: stay?.totalCents ?? null,
    isAvailable: available === null ? null : available > 0,
    availableRooms: available,
  };
}

function toRoomType(r: RoomTypeRow, photos: Map<string, Photo[]>): RoomType {
  return {
    id: r.id,
    hotelId: r.establishmentId,
    name: r.name,
    type: r.kind,
    description: r.description,
    pricePerNightCents: r.pricePerNightCents,
    maxOccupancy: r.maxOccupancy,
    totalRooms: r.totalRooms,
    availableRooms: Math.max(0, r.totalRooms - r.bookedTonight),
    images: r.images,
    photos: photos.get(r.id) ?? [],
    amenities: r.amenities,
    size: r.sizeM2,
    bedType: r.bedType,
    hasBalcony: r.hasBalcony,
    hasSeaView: r.hasSeaView,
    isActive: r.isActive,
    minNights: r.minNights,
  };
}

async function toHotel(e: EstablishmentRow, withInactive: boolean): Promise<Hotel> {
  const rooms = await establishmentRoomTypes(sql, e.id, todayInMaputo(), withInactive);
  const [hotelPhotos, roomPhotos] = await Promise.all([
    photosOf(sql, 'establishment', [e.id]),
    photosOf(sql, 'room_type', rooms.map((r) => r.id)),
  ]);
  return {
    id: e.id,
    managerId: e.managerId,
    name: e.name,
    kind: e.kind,
    address: e.address,
    place: e.placeId && e.placeName ? { id: e.placeId, name: e.placeName, province: e.placeProvince ?? '' } : null,
    description: e.description,
    phone: e.phone,
    email: e.email,
    website: e.website,
    lat: e.lat,
    lng: e.lng,
    conditions: {
      checkInTime: e.checkInTime,
      checkOutTime: e.checkOutTime,
      freeCancellation: e.freeCancellation,
      cancellationPolicy: e.cancellationPolicy,
      cancellationPolicyText: stayPolicyText(e.cancellationPolicy),
      instantBooking: e.instantBooking,
      autoCheckIn: e.autoCheckIn,
    },
    amenities: e.amenities,
    images: e.images,
    photos: hotelPhotos.get(e.id) ?? [],
    rating: e.rating === null ? null : Number(e.rating),
    reviewCount: e.reviewCount,
    isActive: e.isActive,
    roomTypes: rooms.map((r) => toRoomType(r, roomPhotos)),
    createdAt: e.createdAt.toISOString(),
  };
}

/**
 * An establishment's page (GET /api/hotels/{id}); its manager also sees inactive room types. An inactive
 * establishment is found by its manager only, one of a suspended manager by that manager and admins only (ADR 0014).
 */
export async function getHotel(id: string, user: AuthUser | null): Promise<Hotel> {
  if (!isUuid(id)) throw hotelErrors.notFound();
  const e = await findEstablishment(sql, id);
  const owner = !!e && e.managerId === user?.uid;
  if (!e || (!e.isActive && !owner)) throw hotelErrors.notFound();
  if (e.providerSuspended && !owner && !user?.permissions.includes('admin.panel')) throw hotelErrors.notFound();
  return await toHotel(e, owner);
}

/** What an establishment's page shows first: see {@link stayPreview}. */
export interface StayPreview {
  id: string;
  name: string;
  /** '<place>, <province>', else the address: the page's intro line (StayScreen). */
  placeLine: string;
  description: string | null;
  /** The cover photo, if any. */
  cover: Photo | null;
}

/**
 * What an establishment's page draws first (issue 13, ADR 0036): its name, place line, description and cover photo,
 * for the server to put in the page before any script runs. What a visitor may see only: null for an id that is not
 * a UUID, an unknown or inactive establishment, or one of a suspended manager (as {@link getHotel} for a visitor).
 * Two indexed reads, no room types.
 */
export async function stayPreview(id: string): Promise<StayPreview | null> {
  if (!isUuid(id)) return null;
  const e = await findEstablishment(sql, id);
  if (!e || !e.isActive || e.providerSuspended) return null;
  const photos = await photosOf(sql, 'establishment', [e.id]);
  return {
    id: e.id,
    name: e.name,
    placeLine: e.placeId && e.placeName ? `${e.placeName}, ${e.placeProvince ?? ''}` : e.address,
    description: e.description,
    cover: photos.get(e.id)?.[0] ?? null,
  };
}

/** The caller's establishments (the lodging area), oldest first. */
export async function myHotels(
  user: AuthUser,
  page: PageRequest = firstPage(),
): Promise<{ data: Hotel[]; next: string | null }> {
  const { data, next } = toKeysetPage(await managerEstablishments(sql, user.uid, page), page);
  return { data: await Promise.all(data.map(({ cursorAt: _cursorAt, ...e }) => toHotel(e, true))), next };
}

/** The establishment `id` of the caller: 404 when there is none, 403 when another manager runs it. */
export async function ownEstablishment(user: AuthUser, id: string): Promise<EstablishmentRow> {
  if (!isUuid(id)) throw hotelErrors.notFound();
  const e = await findEstablishment(sql, id);
  if (!e) throw hotelErrors.notFound();
  if (e.managerId !== user.uid) throw hotelErrors.notYours();
  return e;
}

/** The place an address names: the whole text, or one of its comma-separated parts (last first). */
async function placeOf(address: string) {
  const places = await loadPlaces(sql);
  const whole = exactPlace(places, address);
  if (whole) return whole;
  for (const part of address.split(',').map((s) => s.trim()).reverse()) {
    const p = part && exactPlace(places, part);
    if (p) return p;
  }
  return null;
}

const amenityList = (value: string | string[] | undefined) =>
  value === undefined ? undefined : [
    ...new Set((Array.isArray(value) ? value : value.split(',')).map((s) => s.trim()).filter(Boolean)),
  ].slice(0, 40);

const blankToNull = (v: string | null | undefined) => (v === undefined ? undefined : v?.trim() ? v.trim() : null);

/** Creates an establishment of the caller (POST /api/hotels; verified managers only, checked by the route). */
export async function createHotel(user: AuthUser, body: HotelBody): Promise<Hotel> {
  const place = await placeOf(body.address);
  const id = await insertEstablishment(sql, {
    managerId: user.uid,
    name: body.name,
    kind: body.kind,
    placeId: place?.id ?? null,
    address: body.address,
    description: blankToNull(body.description) ?? null,
    phone: blankToNull(body.phone) ?? null,
    email: blankToNull(body.email) ?? null,
    website: blankToNull(body.website) ?? null,
    lat: body.lat ?? null,
    lng: body.lng ?? null,
    checkInTime: body.checkInTime,
    checkOutTime: body.checkOutTime,
    amenities: amenityList(body.amenities) ?? [],
    images: body.images ?? [],
  });
  return await toHotel((await findEstablishment(sql, id))!, true);
}

/** Saves the caller's establishment profile (PUT /api/hotels/{id}). */
export async function updateHotel(user: AuthUser, id: string, body: HotelUpdateBody): Promise<Hotel> {
  await ownEstablishment(user, id);
  const place = body.address !== undefined ? await placeOf(body.address) : undefined;
  await updateEstablishment(sql, id, {
    name: body.name,
    kind: body.kind,
    address: body.address,
    placeId: place === undefined ? undefined : place?.id ?? null,
    description: blankToNull(body.description),
    phone: blankToNull(body.phone),
    email: blankToNull(body.email),
    website: blankToNull(body.website),
    lat: body.lat,
    lng: body.lng,
    checkInTime: body.checkInTime,
    checkOutTime: body.checkOutTime,
    amenities: amenityList(body.amenities),
    images: body.images,
  });
  return await toHotel((await findEstablishment(sql, id))!, true);
}

/**
 * Saves the conditions (times, toggles and cancellation policy) of the caller's establishment (PUT
 * /api/hotels/{id}/conditions). The old `freeCancellation` toggle alone sets flexible (true) or strict (false); the
 * stored toggle follows the policy (true unless strict). The policy applies to cancellations from now on, bookings
 * already made included (ADR 0024).
 */
export async function updateConditions(user: AuthUser, id: string, body: ConditionsBody): Promise<Hotel> {
  await ownEstablishment(user, id);
  const policy = body.cancellationPolicy ??
    (body.freeCancellation === undefined ? undefined : body.freeCancellation ? 'flexible' : 'strict');
  await updateEstablishment(sql, id, {
    ...body,
    cancellationPolicy: policy,
    freeCancellation: policy === undefined ? undefined : policy !== 'strict',
  });
  return await toHotel((await findEstablishment(sql, id))!, true);
}

/** Adds a room type to the caller's establishment. */
export async function createRoomType(user: AuthUser, id: string, body: RoomTypeBody): Promise<RoomType> {
  await ownEstablishment(user, id);
  const rtId = await insertRoomType(sql, {
    establishmentId: id,
    name: body.name,
    kind: body.type,
    description: blankToNull(body.description) ?? null,
    pricePerNightCents: body.pricePerNightCents,
    maxOccupancy: body.maxOccupancy,
    totalRooms: body.totalRooms,
    bedType: blankToNull(body.bedType) ?? null,
    sizeM2: body.size ?? null,
    hasBalcony: body.hasBalcony,
    hasSeaView: body.hasSeaView,
    amenities: amenityList(body.amenities) ?? [],
    images: body.images,
    isActive: body.isActive,
    minNights: body.minNights,
  });
  const rooms = await establishmentRoomTypes(sql, id, todayInMaputo(), true);
  return toRoomType(rooms.find((r) => r.id === rtId)!, await photosOf(sql, 'room_type', [rtId]));
}

/**
 * Updates (or, with isActive false, deactivates) a room type of the caller's establishment. The rooms cannot go
 * below the most rooms already booked on one night from today on (409 ROOMS_IN_USE).
 */
export async function changeRoomType(
  user: AuthUser,
  id: string,
  roomTypeId: string,
  body: RoomTypeUpdateBody,
): Promise<RoomType> {
  await ownEstablishment(user, id);
  if (!isUuid(roomTypeId)) throw hotelErrors.roomTypeNotFound();
  await sql.begin(async (tx) => {
    const [rt]: [{ id: string }?] = await tx`
      select id from room_types where id = ${roomTypeId} and establishment_id = ${id} for update
    `;
    if (!rt) throw hotelErrors.roomTypeNotFound();
    if (body.totalRooms !== undefined) {
      const booked = await maxBookedFrom(tx, roomTypeId, todayInMaputo());
      if (body.totalRooms < booked) throw hotelErrors.roomsInUse(booked);
    }
    await updateRoomType(tx, roomTypeId, {
      name: body.name,
      kind: body.type,
      description: blankToNull(body.description),
      pricePerNightCents: body.pricePerNightCents,
      maxOccupancy: body.maxOccupancy,
      totalRooms: body.totalRooms,
      bedType: blankToNull(body.bedType),
      sizeM2: body.size,
      hasBalcony: body.hasBalcony,
      hasSeaView: body.hasSeaView,
      amenities: amenityList(body.amenities),
      images: body.images,
      isActive: body.isActive,
      minNights: body.minNights,
    });
  });
  const rooms = await establishmentRoomTypes(sql, id, todayInMaputo(), true);
  return toRoomType(rooms.find((r) => r.id === roomTypeId)!, await photosOf(sql, 'room_type', [roomTypeId]));
}

function paymentOf(r: StayBookingRow): Reservation['paymentStatus'] {
  return r.paymentStatus ?? 'unpaid';
}

function actionsOf(r: StayBookingRow, today: string): ReservationAction[] {
  const paid = r.paymentStatus === 'succeeded';
  const actions: ReservationAction[] = [];
  if (r.status === 'pending' && paid) actions.push('confirm');
  if (r.status === 'pending' || (r.status === 'confirmed' && !r.checkedInAt)) actions.push('cancel');
  if (r.status === 'confirmed' && !r.checkedInAt && today >= r.checkIn) actions.push('check-in');
  if (r.status === 'confirmed' && today >= r.checkIn) actions.push('complete');
  // No-show: a confirmed stay nobody checked in, once its check-in day is over (ADR 0031).
  if (r.status === 'confirmed' && !r.checkedInAt && today > r.checkIn) actions.push('no-show');
  return actions;
}

function toReservation(r: StayBookingRow, today: string): Reservation {
  return {
    id: r.id,
    status: r.status,
    awaitingConfirmation: r.status === 'pending' && r.paymentStatus === 'succeeded',
    answerDueAt: r.status === 'pending' ? r.answerDueAt?.toISOString() ?? null : null,
    paymentStatus: paymentOf(r),
    refund: refundOf(r),
    guestName: r.guestName,
    guestEmail: r.guestEmail,
    roomTypeId: r.roomTypeId,
    roomTypeName: r.roomTypeName,
    checkIn: r.checkIn,
    checkOut: r.checkOut,
    nights: r.nights,
    guests: r.guests,
    subtotalCents: r.subtotalCents,
    providerAmountCents: r.providerAmountCents,
    rewardCents: r.rewardCents,
    totalCents: r.totalCents,
    specialRequests: r.specialRequests,
    checkedInAt: r.checkedInAt?.toISOString() ?? null,
    guestPhone: r.guestPhone,
    arrivalTime: r.arrivalTime,
    noShowAt: r.noShowAt?.toISOString() ?? null,
    createdAt: r.createdAt.toISOString(),
    actions: actionsOf(r, today),
  };
}

/** The reservations of the caller's establishment, after settling due payments and releasing expired holds. */
export async function reservations(
  user: AuthUser,
  id: string,
  status: string | undefined,
  now: Date = new Date(),
  page: PageRequest = firstPage(),
): Promise<{ data: Reservation[]; next: string | null }> {
  await ownEstablishment(user, id);
  await settleDuePayments(sql, now);
  await declineUnansweredStays(sql, now, { establishmentId: id });
  await releaseExpiredHoldsLazily();
  const today = todayInMaputo(now);
  return toKeysetPage(await establishmentReservations(sql, id, { status, page }), page, (r) => toReservation(r, today));
}

const ACTION_REFUSED: Record<ReservationAction, string> = {
  confirm: 'Só uma reserva paga à espera de confirmação pode ser confirmada.',
  cancel: 'Esta reserva já não pode ser cancelada.',
  'check-in': 'O check-in só pode ser registado numa reserva confirmada, a partir da data de entrada.',
  complete: 'Só uma reserva confirmada, a partir da data de entrada, pode ser concluída.',
  'no-show': 'Só uma reserva confirmada sem check-in, depois do dia de entrada, pode ser marcada como não comparência.',
};

/**
 * The manager confirms, cancels, checks in or completes a stay of their establishment. Cancelling gives the nights
 * back and refunds the guest in full (a pending payment is voided instead; ADR 0006). 409
 * RESERVATION_ACTION_NOT_ALLOWED when the stay's state does not allow it; 403 ACCOUNT_SUSPENDED when a suspended
 * manager tries to confirm (ADR 0014).
 */
export async function reservationAction(
  user: AuthUser,
  id: string,
  bookingId: string,
  action: ReservationAction,
  now: Date = new Date(),
): Promise<Reservation> {
  await ownEstablishment(user, id);
  if (!isUuid(bookingId)) throw hotelErrors.reservationNotFound();
  // Confirming takes on a guest: not for a suspended manager. Cancelling (a full refund), check-in and completion
  // serve the guests already there and stay possible (ADR 0014).
  if (action === 'confirm') await assertAccountActive(user.uid);
  await settleDuePayments(sql, now, { bookingId });
  // A request out of time is declined before the manager's action: a late 'Confirmar' answers 409 (ADR 0017).
  await declineUnansweredStays(sql, now, { bookingId });
  const today = todayInMaputo(now);
  await sql.begin(async (tx) => {
    // A cancellation locks the booking's trip's other parts with it, in id order (lockWithPaymentPartners).
    if (action === 'cancel') await lockWithPaymentPartners(tx, [bookingId]);
    const r = await lockReservation(tx, id, bookingId);
    if (!r) throw hotelErrors.reservationNotFound();
    if (!actionsOf(r, today).includes(action)) throw hotelErrors.actionNotAllowed(ACTION_REFUSED[action]);
    if (action === 'confirm') {
      await tx`
        update bookings set status = 'confirmed', confirmed_at = ${now}, awaits_provider = false where id = ${bookingId}
      `;
    } else if (action === 'cancel') {
      await tx`
        update bookings set status = 'cancelled', cancelled_at = ${now}, cancel_reason = 'cancelled_by_provider'
        where id = ${bookingId}
      `;
      // The guest gets back everything they paid, platform fee included; a pending payment is voided (ADR 0006).
      // Its nights go back by the stay's status trigger (migration 0340).
      await refundCancelledBookings(tx, [bookingId], { reason: 'cancelled_by_provider', initiatedBy: user.uid, now });
    } else if (action === 'check-in') {
      await tx`update bookings set checked_in_at = ${now} where id = ${bookingId}`;
    } else if (action === 'no-show') {
      // The guest never came: the stay ends without a refund (the establishment's policy keeps what was paid) and
      // the nights from today on go back on sale (ADR 0031), by the stay's status trigger (migration 0340).
      await tx`update bookings set status = 'completed', no_show_at = ${now} where id = ${bookingId}`;
    } else {
      await tx`
        update bookings set status = 'completed', checked_in_at = coalesce(checked_in_at, ${now}) where id = ${bookingId}
      `;
    }
  });
  if (action === 'cancel') await settleDueRefunds(sql, now, { bookingId });
  const [row] = await establishmentReservations(sql, id, { bookingId });
  return toReservation(row!, today);
}

/** The four stat cards and the dashboard counters of the caller's establishment. */
export async function hotelStats(user: AuthUser, id: string, now: Date = new Date()): Promise<HotelStats> {
  const e = await ownEstablishment(user, id);
  await settleDuePayments(sql, now);
  const month = monthBounds(todayInMaputo(now));
  const f = await establishmentFigures(sql, id, month.today, month.start, month.end);
  return {
    availableRooms: Math.max(0, f.totalRooms - f.bookedTonight),
    totalRooms: f.totalRooms,
    totalBookings: f.totalBookings,
    occupancyRate: f.totalRooms ? round1((100 * f.nightsBookedThisMonth) / (f.totalRooms * month.days)) : 0,
    monthlyRevenueCents: f.monthlyRevenueCents,
    upcomingStays: f.upcomingStays,
    awaitingConfirmation: f.awaitingConfirmation,
    averageRating: e.rating === null ? null : Number(e.rating),
    reviewCount: e.reviewCount,
  };
}
