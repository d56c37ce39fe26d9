/**
 * @module The organiser's events (issue 5): their events by tab (GET /api/events/mine), create, edit, publish and
 * cancel, the sales and attendees of one event, and the check-in of a ticket code. Every figure comes from the API.
 */
import useSWR, { mutate } from 'swr';
import { api, unwrap } from '@turismo/app-core/api';
import { PAGE_LIMIT, readPages } from '@turismo/app-core/pages';
import type { components } from '@turismo/api-client/schema';

export type OrganiserEvent = components['schemas']['OrganiserEvent'];
export type CreateEventBody = components['schemas']['CreateEventBody'];
export type UpdateEventBody = components['schemas']['UpdateEventBody'];
export type EventSales = components['schemas']['EventSales'];
export type Attendee = components['schemas']['Attendee'];
export type CheckInResult = components['schemas']['CheckInResult'];

export const MY_EVENTS_KEY = 'events/mine';

export function useMyEvents() {
  return useSWR(MY_EVENTS_KEY, async () => (await unwrap(api.GET('/api/events/mine'))).data);
}

export async function createEvent(body: CreateEventBody) {
  const { data } = await unwrap(api.POST('/api/events/create', { body }));
  await mutate(MY_EVENTS_KEY);
  return data;
}

export async function updateEvent(id: string, body: UpdateEventBody) {
  const { data } = await unwrap(api.PUT('/api/events/{id}', { params: { path: { id } }, body }));
  await mutate(MY_EVENTS_KEY);
  return data;
}

export async function publishEvent(id: string) {
  const { data } = await unwrap(api.POST('/api/events/{id}/publish', { params: { path: { id } } }));
  await mutate(MY_EVENTS_KEY);
  return data;
}

export async function cancelEvent(id: string) {
  const { data } = await unwrap(api.POST('/api/events/{id}/cancel', { params: { path: { id } } }));
  await mutate(MY_EVENTS_KEY);
  return data;
}

export function useEventSales(id: string | null) {
  return useSWR(id ? ['events/sales', id] : null,
    async () => (await unwrap(api.GET('/api/events/{id}/sales', { params: { path: { id: id! } } }))).data);
}

export function useAttendees(id: string | null) {
  return useSWR(id ? ['events/attendees', id] : null,
    () =>
      readPages((cursor) =>
        unwrap(api.GET('/api/events/{id}/attendees', {
          params: { path: { id: id! }, query: { limit: PAGE_LIMIT, cursor } },
        }))
      ));
}

/**
 * Checks a ticket in. @throws ApiError: 404 TICKET_NOT_FOUND, 409 ALREADY_CHECKED_IN (message with the time of the
 * first check-in), 409 TICKET_CANCELLED.
 */
export async function checkInTicket(code: string, eventId?: string): Promise<CheckInResult> {
  const { data } = await unwrap(api.POST('/api/events/check-in', { body: { code, ...(eventId ? { eventId } : {}) } }));
  return data;
}

/**
 * Undoes a check-in within 15 minutes of it (ADR 0043). @throws ApiError: 404 TICKET_NOT_FOUND, 409 NOT_CHECKED_IN,
 * 409 CHECKIN_UNDO_EXPIRED.
 */
export async function undoCheckIn(ticketId: string) {
  const { data } = await unwrap(
    api.POST('/api/events/tickets/{ticketId}/check-in/undo', { params: { path: { ticketId } } }),
  );
  return data;
}

export type CheckInList = components['schemas']['CheckInList'];
export type CheckInSyncItem = components['schemas']['CheckInSyncItem'];
export type CheckInSyncResult = components['schemas']['CheckInSyncResult'];

/** The event's check-in list for the device (issue 14, ADR 0035): code hashes, holders, types, check-in state. */
export async function fetchCheckInList(eventId: string): Promise<CheckInList> {
  const { data } = await unwrap(api.GET('/api/events/{id}/checkin-list', { params: { path: { id: eventId } } }));
  return data;
}

/** Sends a device's queued check-ins of one event; the answers come in the order sent. */
export async function syncCheckIns(eventId: string, items: CheckInSyncItem[]): Promise<CheckInSyncResult[]> {
  const { data } = await unwrap(
    api.POST('/api/events/{id}/checkins/sync', { params: { path: { id: eventId } }, body: { items } }),
  );
  return data;
}
