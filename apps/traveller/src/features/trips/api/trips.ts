/**
 * @module Trips (issue 30, ADR 0055 of the API): one checkout for an event's tickets, the ride there, the ride back and
 * the stay (POST /api/trips, Idempotency-Key; all held or none), the trip with its parts in time order (GET
 * /api/trips/{id}, kept by the service worker for offline reading like /reservas) and cancelling the whole trip (POST
 * /api/trips/{id}/cancel; one part is cancelled as an ordinary booking). /reservas links a trip from its bookings'
 * `tripId` (../lib/trip-links.ts).
 */
import useSWR from 'swr';
import type { JsonBody } from '@turismo/api-client/client';
import type { components } from '@turismo/api-client/schema';
import { api, unwrap } from '@turismo/app-core/api';
import { markUpdated } from '@turismo/app-core/offline';

export type CreateTripBody = JsonBody<'/api/trips', 'post'>;
export type Trip = components['schemas']['Trip'];
export type TripPart = Trip['parts'][number];
export type TripPartRole = TripPart['role'];

/**
 * Books a trip: every part held in one transaction, or nothing.
 * @param idempotencyKey one key per attempt, so a retry answers the same trip
 * @throws ApiError 409 TRIP_PART_UNAVAILABLE whose message names the part that is gone, 409
 *   TOO_MANY_UNPAID_BOOKINGS, 422 (a part's own refusal, named by its part)
 */
export async function createTrip(body: CreateTripBody, idempotencyKey: string): Promise<Trip> {
  const { data } = await unwrap(api.POST('/api/trips', {
    body,
    params: { header: { 'idempotency-key': idempotencyKey } },
  }));
  return data;
}

/** The name under which the trip's last read from the server is recorded (OfflineNotice). */
export const tripUpdatedName = (id: string) => `trip:${id}`;

/** One trip of the caller, its parts in time order (the time of a read from the server is kept for offline reading). */
export async function getTrip(id: string): Promise<Trip> {
  const { data } = await unwrap(api.GET('/api/trips/{id}', { params: { path: { id } } }));
  markUpdated(tripUpdatedName(id));
  return data;
}

export function useTrip(id: string) {
  return useSWR(['trips/one', id], ([, tripId]) => getTrip(tripId));
}

/** Cancels every part still cancellable, each by its own policy; the sum refunded is the trip's `refundCents`. */
export async function cancelTrip(id: string): Promise<Trip> {
  const { data } = await unwrap(api.POST('/api/trips/{id}/cancel', { params: { path: { id } }, body: {} }));
  return data;
}

export type TripAlternative = TripPart['alternatives'][number];

/**
 * Books an alternative into the trip in place of a part its provider cancelled (POST /api/trips/{id}/parts): a ride
 * for a ride part, a room type for a stay part; the seats, nights and guests are the cancelled part's. Pending until
 * paid from the trip.
 * @throws ApiError 409 TRIP_PART_UNAVAILABLE (gone meanwhile), TRIP_PART_ALREADY_REPLACED, TOO_MANY_UNPAID_BOOKINGS
 */
export async function replaceTripPart(id: string, replaces: string, alternative: TripAlternative): Promise<Trip> {
  const body = alternative.kind === 'ride'
    ? { replaces, rideId: alternative.rideId }
    : { replaces, roomTypeId: alternative.roomTypeId };
  const { data } = await unwrap(api.POST('/api/trips/{id}/parts', { params: { path: { id } }, body }));
  return data;
}

export type TripStayPlan = components['schemas']['TripStayPlan'];
export type TripStayPlanQuery = { roomTypeId: string; checkIn: string; checkOut: string; from: string; guests: number };

/**
 * 'Planear a viagem' from a stay's dates (GET /api/trip-plans/stay): the rides arriving for the check-in, the rides
 * back after the check-out and the town's events during the nights (with their partnership with the establishment).
 * Asked only once the traveller said where they leave from (`q.from`).
 */
export function useStayPlan(q: TripStayPlanQuery) {
  return useSWR(
    q.from && q.roomTypeId ? ['trips/stay-plan', q.roomTypeId, q.checkIn, q.checkOut, q.from, q.guests] : null,
    async () => {
      const { data } = await unwrap(api.GET('/api/trip-plans/stay', { params: { query: q } }));
      return data;
    },
    { revalidateOnFocus: false, shouldRetryOnError: false },
  );
}

export type TripReceipt = components['schemas']['TripReceipt'];

/**
 * The trip's one receipt (GET /api/trips/{id}/receipt): every part's numbered receipt, payments and refunds, with the
 * sums paid and refunded. Read only once some part is paid (`paid`): before, the API answers 409 TRIP_NOT_PAID.
 */
export function useTripReceipt(id: string, paid: boolean) {
  return useSWR(paid ? ['trips/receipt', id] : null, async ([, tripId]) => {
    const { data } = await unwrap(api.GET('/api/trips/{id}/receipt', { params: { path: { id: tripId } } }));
    return data;
  });
}
