/**
 * @module Waitlists (issue 30, ADR 0054): joining the line of a full ride, a sold-out event or a full room type on
 * given nights (POST /api/waitlists), leaving it (POST /api/waitlists/{id}/leave) and the caller's places in lines
 * (GET /api/waitlists/mine), with their place in line and, once offered, the pending booking and its deadline.
 */
import useSWR, { mutate } from 'swr';
import { api, unwrap } from '@turismo/app-core/api';
import type { paths } from '@turismo/api-client/schema';

/** What to wait for: the body of POST /api/waitlists. */
export type WaitlistListing = NonNullable<
  paths['/api/waitlists']['post']['requestBody']
>['content']['application/json'];

/** Joins the end of the listing's line. */
export async function joinWaitlist(listing: WaitlistListing) {
  const { data } = await unwrap(api.POST('/api/waitlists', { body: listing }));
  await refreshWaitlists();
  return data;
}

export type WaitlistEntry = Awaited<ReturnType<typeof joinWaitlist>>;

/** Leaves a line (an offer is declined: its pending booking is cancelled and passes to the next in line). */
export async function leaveWaitlist(id: string) {
  const { data } = await unwrap(api.POST('/api/waitlists/{id}/leave', { params: { path: { id } } }));
  await refreshWaitlists();
  return data;
}

const KEY = 'waitlists/mine';

/** The caller's active places in lines (waiting, held, offered), newest first: the first 50. */
export async function getActiveWaitlists(): Promise<WaitlistEntry[]> {
  const page = await unwrap(api.GET('/api/waitlists/mine', { params: { query: { active: 'true', limit: 50 } } }));
  return page.data;
}

/** The caller's active places in lines; nothing is asked when signed out (`enabled` false). */
export function useActiveWaitlists(enabled: boolean) {
  return useSWR(enabled ? KEY : null, getActiveWaitlists);
}

/** Reloads every view of the caller's places in lines. */
export function refreshWaitlists() {
  return mutate(KEY);
}

/** The active entry of `listing` among `entries`, if the caller is in its line. */
export function entryFor(entries: readonly WaitlistEntry[] | undefined, listing: WaitlistListing) {
  return entries?.find((e) => {
    if (listing.kind === 'ride') return e.kind === 'ride' && e.rideId === listing.rideId;
    if (listing.kind === 'event') {
      return e.kind === 'event' && e.eventId === listing.eventId && (e.ticketTypeId ?? undefined) === listing.ticketTypeId;
    }
    return e.kind === 'stay' && e.roomTypeId === listing.roomTypeId && e.checkIn === listing.checkIn &&
      e.checkOut === listing.checkOut;
  });
}
