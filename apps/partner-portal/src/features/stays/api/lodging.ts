/**
 * @module The lodging area API client (spec 7 'Lodging area API client', 2.16): the manager's establishments
 * (GET /api/hotels/mine), creating one ('Configurar Hotel', POST /api/hotels), saving the profile and the
 * conditions, room types (create, update, deactivate), reservations with their actions, and the stat cards.
 */
import useSWR from 'swr';
import type { JsonBody } from '@turismo/api-client/client';
import { api, unwrap } from '@turismo/app-core/api';
import { PAGE_LIMIT, readPages } from '@turismo/app-core/pages';

export const MY_HOTELS_KEY = 'lodging/mine';

export async function getMyHotels() {
  return await readPages((cursor) => unwrap(api.GET('/api/hotels/mine', { params: { query: { limit: PAGE_LIMIT, cursor } } })));
}

export type Hotel = Awaited<ReturnType<typeof getMyHotels>>[number];
export type RoomType = Hotel['roomTypes'][number];

export function useMyHotels() {
  return useSWR(MY_HOTELS_KEY, getMyHotels);
}

/** The hotel profile form (spec 3): amenities as comma-separated text. */
type HotelBody = JsonBody<'/api/hotels', 'post'>;
export type HotelProfileBody = Omit<HotelBody, 'kind' | 'checkInTime' | 'checkOutTime'> &
  Partial<Pick<HotelBody, 'checkInTime' | 'checkOutTime'>>;

export async function createHotel(body: HotelProfileBody) {
  return (await unwrap(api.POST('/api/hotels', { body: { kind: 'hotel', checkInTime: '14:00', checkOutTime: '12:00', ...body } }))).data;
}

export async function saveHotel(id: string, body: Omit<Partial<HotelProfileBody>, 'checkInTime' | 'checkOutTime'>) {
  return (await unwrap(api.PUT('/api/hotels/{id}', { params: { path: { id } }, body }))).data;
}

export type ConditionsBody = JsonBody<'/api/hotels/{id}/conditions', 'put'>;

export async function saveConditions(id: string, body: ConditionsBody) {
  return (await unwrap(api.PUT('/api/hotels/{id}/conditions', { params: { path: { id } }, body }))).data;
}

export type RoomTypeBody = JsonBody<'/api/hotels/{id}/room-types', 'post'>;

export async function createRoomType(hotelId: string, body: RoomTypeBody) {
  return (await unwrap(api.POST('/api/hotels/{id}/room-types', { params: { path: { id: hotelId } }, body }))).data;
}

export async function updateRoomType(hotelId: string, roomTypeId: string, body: Partial<RoomTypeBody>) {
  return (await unwrap(api.PUT('/api/hotels/{id}/room-types/{roomTypeId}', {
    params: { path: { id: hotelId, roomTypeId } },
    body,
  }))).data;
}

export async function getReservations(hotelId: string) {
  return await readPages((cursor) =>
    unwrap(api.GET('/api/hotels/{id}/reservations', {
      params: { path: { id: hotelId }, query: { limit: PAGE_LIMIT, cursor } },
    }))
  );
}

export type Reservation = Awaited<ReturnType<typeof getReservations>>[number];
export type ReservationAction = Reservation['actions'][number];

export function useReservations(hotelId: string) {
  return useSWR(['lodging/reservations', hotelId], ([, id]) => getReservations(id));
}

export async function reservationAction(hotelId: string, bookingId: string, action: ReservationAction) {
  return (await unwrap(api.POST('/api/hotels/{id}/reservations/{bookingId}/{action}', {
    params: { path: { id: hotelId, bookingId, action } },
  }))).data;
}

export async function getStats(hotelId: string) {
  return (await unwrap(api.GET('/api/hotels/{id}/stats', { params: { path: { id: hotelId } } }))).data;
}

export function useHotelStats(hotelId: string) {
  return useSWR(['lodging/stats', hotelId], ([, id]) => getStats(id));
}
