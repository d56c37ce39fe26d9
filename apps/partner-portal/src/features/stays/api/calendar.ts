/**
 * @module The room calendar client (issue 15, API ADR 0031): the nights of a room type with rooms booked and free,
 * blocks and rates (GET/PUT /api/hotels/{id}/room-types/{roomTypeId}/calendar).
 */
import useSWR from 'swr';
import type { JsonBody } from '@turismo/api-client/client';
import { api, unwrap } from '@turismo/app-core/api';

export async function getRoomCalendar(hotelId: string, roomTypeId: string, from: string, to: string) {
  return (await unwrap(api.GET('/api/hotels/{id}/room-types/{roomTypeId}/calendar', {
    params: { path: { id: hotelId, roomTypeId }, query: { from, to } },
  }))).data;
}

export type RoomCalendar = Awaited<ReturnType<typeof getRoomCalendar>>;
export type CalendarDay = RoomCalendar['days'][number];
export type CalendarChange = JsonBody<'/api/hotels/{id}/room-types/{roomTypeId}/calendar', 'put'>;

export function useRoomCalendar(hotelId: string, roomTypeId: string | null, from: string, to: string) {
  return useSWR(
    roomTypeId ? ['lodging/calendar', hotelId, roomTypeId, from, to] : null,
    ([, h, r, f, t]) => getRoomCalendar(h, r, f, t),
  );
}

export async function changeRoomCalendar(hotelId: string, roomTypeId: string, body: CalendarChange) {
  return (await unwrap(api.PUT('/api/hotels/{id}/room-types/{roomTypeId}/calendar', {
    params: { path: { id: hotelId, roomTypeId } },
    body,
  }))).data;
}

/** Calendar sync with other channels (issue 29, ADR 0053): the export URL, the imported feeds, the conflicts. */
export function useCalendarSync(hotelId: string, roomTypeId: string | null) {
  return useSWR(roomTypeId ? ['lodging/calendar-sync', hotelId, roomTypeId] : null, async ([, h, r]) =>
    (await unwrap(api.GET('/api/hotels/{id}/room-types/{roomTypeId}/calendar-sync', {
      params: { path: { id: h, roomTypeId: r } },
    }))).data);
}

export type CalendarSync = NonNullable<ReturnType<typeof useCalendarSync>['data']>;

/** Imports another channel's .ics feed into the room type (read at once). */
export async function addCalendarImport(hotelId: string, roomTypeId: string, body: { label: string; url: string }) {
  return (await unwrap(api.POST('/api/hotels/{id}/room-types/{roomTypeId}/calendar-imports', {
    params: { path: { id: hotelId, roomTypeId } },
    body,
  }))).data;
}

/** Stops importing a feed: the nights only it blocked are for sale again. */
export async function removeCalendarImport(hotelId: string, roomTypeId: string, importId: string) {
  await unwrap(api.DELETE('/api/hotels/{id}/room-types/{roomTypeId}/calendar-imports/{importId}', {
    params: { path: { id: hotelId, roomTypeId, importId } },
  }));
}
