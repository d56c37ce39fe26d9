/**
 * @module Stays (spec 2.7, 7): the hotel search of 'Buscar Acomodações' (GET /api/hotels, read from
 * data.accommodations), an establishment's page (GET /api/hotels/{id}) and booking a room type for some nights
 * (POST /api/bookings/create with type 'stay', Idempotency-Key).
 */
import useSWR from 'swr';
import type { paths } from '@turismo/api-client/schema';
import { api, unwrap } from '@turismo/app-core/api';

/** Search params (spec 2.7): location, check-in and check-out ('yyyy-MM-dd', Africa/Maputo), guests 1 to 10. */
export type StaySearchQuery = { location: string; checkIn: string; checkOut: string; guests: number };

/** Room types free on every night of the stay that take the guests, best rated then cheapest first. */
export async function searchAccommodations({ location, checkIn, checkOut, guests }: StaySearchQuery) {
  const { data } = await unwrap(api.GET('/api/hotels', {
    params: { query: { address: location, checkIn, checkOut, guests, isAvailable: 'true' } },
  }));
  return data.accommodations;
}

export type Accommodation = Awaited<ReturnType<typeof searchAccommodations>>[number];

/** One establishment with its active room types. */
export async function getHotel(id: string) {
  const { data } = await unwrap(api.GET('/api/hotels/{id}', { params: { path: { id } } }));
  return data;
}

export type Hotel = Awaited<ReturnType<typeof getHotel>>;
export type RoomType = Hotel['roomTypes'][number];

export function useHotel(id: string) {
  return useSWR(['hotels/one', id], ([, hotelId]) => getHotel(hotelId), { dedupingInterval: 5_000 });
}

/** Whether one room type is free on every night of a stay (a search restricted to it). */
export async function roomTypeAvailable(hotelLocation: string, roomTypeId: string, q: Omit<StaySearchQuery, 'location'>) {
  const { data } = await unwrap(api.GET('/api/hotels', {
    params: { query: { address: hotelLocation, ...q, isAvailable: 'false', limit: 100 } },
  }));
  return data.accommodations.find((a) => a.roomTypeId === roomTypeId) ?? null;
}

/**
 * Books one room of a type for the nights from check-in to the night before check-out. The nights are held at
 * once (15 minutes to pay) and the amounts computed by the server.
 * @throws ApiError, e.g. 409 ROOMS_UNAVAILABLE, 422 TOO_MANY_GUESTS, with the API's Portuguese message.
 */
export async function createStayBooking(
  body: {
    roomTypeId: string;
    checkIn: string;
    checkOut: string;
    guests: number;
    specialRequests?: string;
    rewardRedemptionId?: string;
  },
  idempotencyKey: string,
) {
  const { data } = await unwrap(api.POST('/api/bookings/create', {
    body: { type: 'stay', ...body },
    params: { header: { 'idempotency-key': idempotencyKey } },
  }));
  return data;
}

export type StayBooking = Awaited<ReturnType<typeof createStayBooking>>;

/** The price of a stay night by night (each night's own rate, else the room type's), as the booking charges it. */
/**
 * The server's quote of a stay (ADR 0043): the nights, the optional reward of the signed-in caller, the platform fee
 * and `payableCents`, exactly what 'Reservar' then charges.
 */
export async function getStayQuote(roomTypeId: string, checkIn: string, checkOut: string, rewardRedemptionId?: string) {
  const { data } = await unwrap(api.GET('/api/hotels/room-types/{roomTypeId}/quote', {
    params: { path: { roomTypeId }, query: { checkIn, checkOut, ...(rewardRedemptionId ? { rewardRedemptionId } : {}) } },
  }));
  return data;
}

export type StayQuote = Awaited<ReturnType<typeof getStayQuote>>;

/** The quote of the chosen stay; null key (no fetch) until the dates make a stay. */
export function useStayQuote(
  roomTypeId: string,
  checkIn: string,
  checkOut: string,
  enabled: boolean,
  rewardRedemptionId = '',
) {
  return useSWR(
    enabled && roomTypeId ? ['hotels/quote', roomTypeId, checkIn, checkOut, rewardRedemptionId] : null,
    ([, id, from, to, reward]) => getStayQuote(id, from, to, reward || undefined),
  );
}

/** The query of GET /api/hotels (place, optional dates, guests, the filters and the order of issue 13). */
export type HotelQuery = paths['/api/hotels']['get']['parameters']['query'];

/** One page of the stay search with its total and mode ('dated': per room type; 'browse': from-prices). */
export async function searchStays(query: HotelQuery) {
  const { data } = await unwrap(api.GET('/api/hotels', { params: { query } }));
  return data;
}

/**
 * The stay search page's results for `key` (its address), keeping the previous results on screen while the next
 * arrive, so the list keeps its height (no layout shift).
 */
export function useStaySearch(key: string | null, query: HotelQuery) {
  return useSWR(key ? ['stays/search-page', key] : null, () => searchStays(query), {
    keepPreviousData: true,
    revalidateOnFocus: false,
  });
}
