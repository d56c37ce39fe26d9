/**
 * @module Bookings (spec 2.10; issue 3): create a ride booking (POST /api/bookings/create, Idempotency-Key), the
 * caller's bookings (GET /api/bookings/user), cancel one (POST /api/bookings/{id}/cancel), and the quote of a number
 * of seats before booking (GET /api/rides/{id}/quote).
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

/** The most pages of bookings read for the list (100 a page): a traveller's last 1,000 bookings. */
const MAX_BOOKING_PAGES = 10;

/**
 * The signed-in user's bookings, newest first (the time of a read from the server is kept for offline reading): the
 * API's pages (ADR 0047: `limit`, `cursor`, `next`) read one after the other, at most {@link MAX_BOOKING_PAGES}.
 */
export async function getUserBookings(): Promise<Booking[]> {
  const all: Booking[] = [];
  let cursor: string | undefined;
  for (let page = 0; page < MAX_BOOKING_PAGES; page++) {
    const { data, next } = await unwrap(
      api.GET('/api/bookings/user', { params: { query: { limit: 100, ...(cursor ? { cursor } : {}) } } }),
    );
    all.push(...data);
    if (!next) break;
    cursor = next;
  }
  markUpdated('bookings');
  return all;
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
 * The server's quote of a ride booking of `seats` seats with the caller's reward (GET /api/rides/{id}/quote; issue 32,
 * ADR 0043): seats × price, the reward's discount, the platform fee and the total, exactly what 'Reservar' charges.
 * Nothing is held. Amounts in centavos.
 * @throws ApiError, e.g. 409 SEATS_UNAVAILABLE or 422 REWARD_NOT_APPLICABLE, with the API's Portuguese message.
 */
export async function getRideQuote(rideId: string, seats: number, rewardRedemptionId?: string) {
  const { data } = await unwrap(api.GET('/api/rides/{id}/quote', {
    params: { path: { id: rideId }, query: { seats, ...(rewardRedemptionId ? { rewardRedemptionId } : {}) } },
  }));
  return data;
}

export type RideQuote = Awaited<ReturnType<typeof getRideQuote>>;

/** swr hook of {@link getRideQuote}; null ride id (no fetch) while there is nothing to quote. */
export function useRideQuote(rideId: string | null, seats: number, rewardRedemptionId: string) {
  return useSWR(
    rideId ? ['rides/quote', rideId, seats, rewardRedemptionId] : null,
    ([, id, n, reward]) => getRideQuote(id, n, reward || undefined),
    { shouldRetryOnError: false },
  );
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

/**
 * What the caller gets back by cancelling one ticket of their event booking now (GET
 * /api/bookings/{id}/tickets/{ticketId}/refund-quote; issue 32): the booking's policy on the ticket's share of what is
 * left paid, centavos; `cancellable` false says why in `reason`. The cancellation refunds exactly this.
 */
export async function getTicketRefundQuote(bookingId: string, ticketId: string) {
  const { data } = await unwrap(api.GET('/api/bookings/{id}/tickets/{ticketId}/refund-quote', {
    params: { path: { id: bookingId, ticketId } },
  }));
  return data;
}

export type TicketRefundQuote = Awaited<ReturnType<typeof getTicketRefundQuote>>;

/** swr hook of {@link getTicketRefundQuote}, fresh every time the dialog opens; null: nothing to quote. */
export function useTicketRefundQuote(target: { bookingId: string; ticketId: string } | null) {
  return useSWR(
    target ? ['bookings/ticket-refund-quote', target.bookingId, target.ticketId] : null,
    ([, bookingId, ticketId]) => getTicketRefundQuote(bookingId, ticketId),
    { revalidateOnMount: true, dedupingInterval: 0, revalidateOnFocus: false },
  );
}

/**
 * Cancels one unused ticket of the caller's confirmed event booking (POST /api/bookings/{id}/tickets/{ticketId}/cancel):
 * the other tickets stay valid and the ticket's quoted refund is paid back.
 * @throws ApiError 409 TICKET_NOT_CANCELLABLE with the reason ('Este bilhete já entrou no evento: …').
 */
export async function cancelTicket(bookingId: string, ticketId: string) {
  const { data } = await unwrap(api.POST('/api/bookings/{id}/tickets/{ticketId}/cancel', {
    params: { path: { id: bookingId, ticketId } },
  }));
  return data;
}
