/**
 * @module Stays (issue 4; spec 2.7, 2.16, 3, 5, 7, 9): the hotel search, an establishment's page, and the lodging area
 * of its manager (profile, conditions, room types, reservations, stats).
 */
import { LRUCache } from 'lru-cache';
import { sql } from '../../lib/db.ts';
import { asJsonText, type JsonText } from '../../lib/json-text.ts';
import { writeGeneration } from '../../lib/write-generation.ts';
import { AppError } from '../../lib/errors.ts';
import { escapeLike, fold } from '../../lib/text.ts';
import { todayInMaputo } from '../../lib/time.ts';
import { meticaisToCentavos } from '@turismo/rules/money.ts';
import { assertAccountActive } from '../../middlewares/auth/account.ts';
import type { AuthUser } from '../../middlewares/auth/auth.ts';
import { releaseExpiredHoldsLazily } from '../bookings/bookings.holds.ts';
import { refundOf } from '../bookings/bookings.refunds.ts';
import { stayPolicyText } from '../bookings/bookings.policy.ts';
import { refundCancelledBookings, settleDueRefunds } from '../payments/payments.refunds.ts';
import { settleDuePayments } from '../payments/payments.settlement.ts';
import { exactPlace, loadPlaces, matchPlaceIds } from '../places/places.match.ts';
import { isUuid } from '../../lib/ids.ts';
import { photosOf } from '../media/media.repo.ts';
import type { Photo } from '../media/media.schemas.ts';
import { declineUnansweredStays } from './stays.answers.ts';
import { monthBounds, validateStayDates } from './stays.booking.ts';
import {
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
  releaseNights,
  type RoomTypeRow,
  searchRoomTypes,
  type StayBookingRow,
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

/** How long a search answer is reused at most, ms (writes of another instance are seen after this). */
const ANSWER_TTL_MS = 5_000;
/** From this age on, a request still gets the kept answer but starts reading a new one (no wait at expiry). */
const REFRESH_AFTER_MS = 4_000;

/**
 * Search answers kept as JSON text, with the write generation they were read at and when their read started: the
 * same search repeats (one place, the same dates) far more than it changes.
 */
const answers = new LRUCache<string, { text: SearchText; generation: number; at: number }>({
  max: 2_000,
  // About 30 KB for a full page of 50: at most ~16 million characters kept in all.
  maxSize: 16_000_000,
  sizeCalculation: (v) => v.text.length + 100,
});
/** Reads under way by key: concurrent misses of one search share one read. */
const reading = new Map<string, { promise: Promise<SearchText>; generation: number }>();

/** Forgets the kept search answers (tests that write to the database directly). */
export function forgetHotelSearches() {
  answers.clear();
  reading.clear();
}

/** The centre of the place a search text names: the place itself, else the first city it stands for. */
function centreOf(places: Awaited<ReturnType<typeof loadPlaces>>, text: string, ids: number[]) {
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
  const generation = writeGeneration();
  const key = JSON.stringify([todayInMaputo(now), q]);
  const kept = answers.get(key);
  const age = kept ? Date.now() - kept.at : Infinity;
  if (kept && kept.generation === generation && age < ANSWER_TTL_MS) {
    if (age >= REFRESH_AFTER_MS) readShared(key, generation, q, nights).catch(() => {});
    return kept.text;
  }
  return readShared(key, generation, q, nights);
}

/** Reads a search answer and keeps it, sharing a read already under way for the same key and generation. */
function readShared(key: string, generation: number, q: HotelSearchQuery, nights: number | null) {
  const flight = reading.get(key);
  if (flight && flight.generation === generation) return flight.promise;
  const at = Date.now();
  const promise = readHotelSearch(q, nights).then((result) => {
    const text = asJsonText<{ data: HotelSearchResult }>(JSON.stringify({ data: result }));
    answers.set(key, { text, generation, at });
    return text;
  }).finally(() => {
    if (reading.get(key)?.promise === promise) reading.delete(key);
  });
  reading.set(key, { promise, generation });
  return promise;
}

async function readHotelSearch(q: HotelSearchQuery, nights: number | null): Promise<HotelSearchResult> {
  const places = await loadPlaces(sql);
  const placeIds = matchPlaceIds(places, q.address);
  const rows = await searchRoomTypes(sql, {
    placeIds,
    addressLike: `%${escapeLike(fold(q.address).trim().replace(/\s+/g, ' '))}%`,
    stay: q.checkIn && q.checkOut
      ? { checkIn: q.checkIn, checkOut: q.checkOut, onlyAvailable: q.isAvailable === 'true' }
      : null,
    guests: q.guests,
    minPriceCents: q.minPrice === undefined ? undefined : meticaisToCentavos(q.minPrice),
    maxPriceCents: q.maxPrice === undefined ? undefined : meticaisToCentavos(q.maxPrice),
    kinds: q.kind,
    amenities: q.amenities?.map((x) => fold(x).trim()),
    minRating: q.minRating,
    freeCancellation: q.freeCancellation === 'true',
    centre: centreOf(places, q.address, placeIds),
    sort: q.sort,
    limit: q.limit,
  });
  const [roomPhotos, hotelPhotos] = await Promise.all([
    photosOf(sql, 'room_type', rows.map((r) => r.id)),
    photosOf(sql, 'establishment', [...new Set(rows.map((r) => r.establishmentId))]),
  ]);
  const accommodations = rows.map((r): Accommodation => {
    const available = Math.max(0, r.totalRooms - r.maxBooked);
    const cover = roomPhotos.get(r.id)?.[0] ?? hotelPhotos.get(r.establishmentId)?.[0];
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
      // With nightly rates (ADR 0031) a dated search shows the stay's mean per night and the total the booking
      // charges; browsing shows the room type's own price.
      pricePerNightCents: nights !== null && r.stayTotalCents !== null
        ? Math.round(Number(r.stayTotalCents) / nights)
        : r.pricePerNightCents,
      nights,
      totalPriceCents: nights === null ? null : Number(r.stayTotalCents ?? r.pricePerNightCents * nights),
      rating: r.rating === null ? null : Number(r.rating),
      reviewCount: r.reviewCount,
      isAvailable: nights === null ? null : available > 0,
      availableRooms: nights === null ? null : available,
      totalRooms: r.totalRooms,
      freeCancellation: r.freeCancellation,
      distanceKm: r.distanceKm,
      photos: cover ? [cover] : [],
      amenities: [...new Set([...r.establishmentAmenities, ...r.amenities])],
      hasSeaView: r.hasSeaView,
      lat: r.lat,
      lng: r.lng,
    };
  });
  return { accommodations, total: rows[0]?.total ?? 0, mode: nights === null ? 'browse' : 'dated' };
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
export async function myHotels(user: AuthUser): Promise<Hotel[]> {
  const rows = await managerEstablishments(sql, user.uid);
  return await Promise.all(rows.map((e) => toHotel(e, true)));
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
): Promise<Reservation[]> {
  await ownEstablishment(user, id);
  await settleDuePayments(sql, now);
  await declineUnansweredStays(sql, now, { establishmentId: id });
  await releaseExpiredHoldsLazily();
  const today = todayInMaputo(now);
  return (await establishmentReservations(sql, id, status)).map((r) => toReservation(r, today));
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
      await refundCancelledBookings(tx, [bookingId], { reason: 'cancelled_by_provider', initiatedBy: user.uid, now });
      await releaseNights(tx, r.roomTypeId, r.checkIn, r.checkOut);
    } else if (action === 'check-in') {
      await tx`update bookings set checked_in_at = ${now} where id = ${bookingId}`;
    } else if (action === 'no-show') {
      // The guest never came: the stay ends without a refund (the establishment's policy keeps what was paid) and
      // the nights from today on go back on sale (ADR 0031).
      await tx`update bookings set status = 'completed', no_show_at = ${now} where id = ${bookingId}`;
      if (today < r.checkOut) await releaseNights(tx, r.roomTypeId, today, r.checkOut);
    } else {
      await tx`
        update bookings set status = 'completed', checked_in_at = coalesce(checked_in_at, ${now}) where id = ${bookingId}
      `;
    }
  });
  if (action === 'cancel') await settleDueRefunds(sql, now, { bookingId });
  const [row] = (await establishmentReservations(sql, id)).filter((r) => r.id === bookingId);
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
