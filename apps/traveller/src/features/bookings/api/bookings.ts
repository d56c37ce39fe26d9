/**
 * @module Bookings (spec 2.10; issue 3): create a ride booking (POST /api/bookings/create, Idempotency-Key), the
 * caller's bookings (GET /api/bookings/user), cancel one (POST /api/bookings/{id}/cancel), and the price estimate
 * of a number of seats from the server's fee (POST /api/billing/calculate).
 */
import useSWR from 'swr';
import { api, unwrap } from '@turismo/app-core/api';
import { markUpdated } from '@turismo/app-core/offline';

/**
 * Books `seats` seats of a ride: the seats are held at once and the amounts computed by the server.
 * @param idempotencyKey One key per attempt (crypto.randomUUID()), so a retried request returns the same booking.
 * @throws ApiError, e.g. 409 SEATS_UNAVAILABLE or 422 OWN_RIDE, with the API's Portuguese message.
 */
export async function createRideBooking(
  { rideId, seats, rewardRedemptionId }: { rideId: string; seats: number; rewardRedemptionId?: string },
  idempotencyKey: string,
) {
  const { data } = await unwrap(api.POST('/api/bookings/create', {
    body: { type: 'ride', rideId, seats, rewardRedemptionId },
    params: { header: { 'idempotency-key': idempotencyKey } },
  }));
  return data;
}

export type Booking = Awaited<ReturnType<typeof createRideBooking>>;
export type BookingStatus = Booking['status'];

/** The signed-in user's bookings, newest first (the time of a read from the server is kept for offline reading). */
export async function getUserBookings(): Promise<Booking[]> {
  const { data } = await unwrap(api.GET('/api/bookings/user'));
  markUpdated('bookings');
  return data;
}

export const USER_BOOKINGS_KEY = 'bookings/user';

/** swr hook of {@link getUserBookings}; pass false while signed out. */
export function useUserBookings(enabled: boolean) {
  return useSWR(enabled ? USER_BOOKINGS_KEY : null, getUserBookings);
}

/** Cancels a pending or confirmed booking of the caller; its seats go back to the ride. */
export async function cancelBooking(id: string): Promise<Booking> {
  const { data } = await unwrap(api.POST('/api/bookings/{id}/cancel', { params: { path: { id } }, body: {} }));
  return data;
}

/** One booking of the caller. */
export async function getBooking(id: string): Promise<Booking> {
  const { data } = await unwrap(api.GET('/api/bookings/{id}', { params: { path: { id } } }));
  return data;
}

/**
 * The server's split of a subtotal (centavos) with the current platform fee: an estimate shown before the booking
 * exists. The amounts charged always come from the booking itself.
 */
export async function calculatePrice(subtotalCents: number) {
  const { data } = await unwrap(api.POST('/api/billing/calculate', { body: { amount: subtotalCents } }));
  return data;
}

/** swr hook of {@link calculatePrice}; null while there is nothing to estimate. */
export function usePriceEstimate(subtotalCents: number | null) {
  return useSWR(subtotalCents && subtotalCents > 0 ? ['billing/calculate', subtotalCents] : null,
    ([, amount]) => calculatePrice(amount));
}

/**
 * What the caller gets back by cancelling now (GET /api/bookings/{id}/refund-quote): the amount in centavos computed
 * by the server from the product's cancellation policy, the policy text and its deadline. The cancellation refunds
 * exactly this amount.
 */
export async function getRefundQuote(id: string) {
  const { data } = await unwrap(api.GET('/api/bookings/{id}/refund-quote', { params: { path: { id } } }));
  return data;
}

export type RefundQuote = Awaited<ReturnType<typeof getRefundQuote>>;

/** swr hook of {@link getRefundQuote}, fresh every time the dialog opens; null id: nothing to quote. */
export function useRefundQuote(id: string | null) {
  return useSWR(id ? ['bookings/refund-quote', id] : null, ([, bookingId]) => getRefundQuote(bookingId), {
    revalidateOnMount: true,
    dedupingInterval: 0,
    revalidateOnFocus: false,
  });
}
