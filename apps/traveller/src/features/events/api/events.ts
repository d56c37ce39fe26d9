/**
 * @module Events (spec 2.8, 7; issue 5): search and lists of upcoming events, the city/month listing, the stats
 * banner, one event, the server's price summary of a number of tickets, and buying tickets (POST
 * /api/bookings/create with type 'event' and an Idempotency-Key). Every figure comes from the API.
 */
import useSWR from 'swr';
import { api, unwrap } from '@turismo/app-core/api';
import type { components } from '@turismo/api-client/schema';

export type EventItem = components['schemas']['Event'];
export type EventCategory = EventItem['category'];
export type EventType = EventItem['eventType'];
export type EventPartnership = EventItem['partnerships'][number];

export type EventSearch = {
  location?: string;
  category?: EventCategory;
  eventType?: EventType;
  startDate?: string;
  endDate?: string;
  featured?: 'true';
  sort?: 'date' | 'price' | 'popularity';
  price?: 'free' | 'paid';
  period?: 'fim-de-semana' | 'este-mes';
  partnerships?: 'true';
};

/** Upcoming public events matching the filters (GET /api/events/search). */
export async function searchEvents(query: EventSearch): Promise<EventItem[]> {
  const { data } = await unwrap(api.GET('/api/events/search', { params: { query: { ...query, limit: 50 } } }));
  return data;
}


/** swr hook of {@link searchEvents}; null query: nothing is fetched. */
export function useEventSearch(query: EventSearch | null) {
  return useSWR(query ? ['events/search', JSON.stringify(query)] : null, () => searchEvents(query!), {
    keepPreviousData: true,
  });
}

/** The city/month listing (GET /api/events/city). */
export async function getCityListing(q: { city: string; month: number; year: number; category?: EventCategory }) {
  const { data } = await unwrap(api.GET('/api/events/city', { params: { query: q } }));
  return data;
}

export function useCityListing(q: { city: string; month: number; year: number; category?: EventCategory } | null) {
  return useSWR(q ? ['events/city', JSON.stringify(q)] : null, () => getCityListing(q!));
}

/** The stats banner's figures, computed by the server. */
export function useEventStats() {
  return useSWR('events/stats', async () => (await unwrap(api.GET('/api/events/stats'))).data);
}

/** One event. */
export async function getEvent(id: string) {
  const { data } = await unwrap(api.GET('/api/events/{id}', { params: { path: { id } } }));
  return data;
}

export function useEvent(id: string) {
  return useSWR(['events/one', id], () => getEvent(id));
}

/**
 * What the buyer chose beyond the quantity: a partnership offer, a ticket type, a promo code (ADR 0030), a loyalty
 * reward of theirs (ADR 0043).
 */
export type TicketChoice = { partnershipId?: string; ticketTypeId?: string; promoCode?: string; rewardRedemptionId?: string };
export type TicketType = EventItem['ticketTypes'][number];

/**
 * The payment summary of `quantity` tickets with the buyer's choices, computed by the server exactly as the booking
 * will charge it (discounts, reward, platform fee, total; issue 32).
 */
export async function getQuote(id: string, quantity: number, choice: TicketChoice = {}) {
  const query = Object.fromEntries(Object.entries(choice).filter(([, v]) => v)) as TicketChoice;
  const { data } = await unwrap(api.GET('/api/events/{id}/quote', {
    params: { path: { id }, query: { quantity, ...query } },
  }));
  return data;
}

export type TicketQuote = Awaited<ReturnType<typeof getQuote>>;

export function useQuote(id: string, quantity: number, choice: TicketChoice, enabled: boolean) {
  return useSWR(
    enabled
      ? [
        'events/quote',
        id,
        quantity,
        choice.partnershipId ?? '',
        choice.ticketTypeId ?? '',
        choice.promoCode ?? '',
        choice.rewardRedemptionId ?? '',
      ]
      : null,
    () => getQuote(id, quantity, choice),
    { shouldRetryOnError: false },
  );
}

/**
 * Buys tickets: held at once (paid events) or registered as attendance (free events).
 * @throws ApiError, e.g. 409 SOLD_OUT or 422 PARTNERSHIP_NOT_ELIGIBLE, with the API's Portuguese message.
 */
export async function bookTickets(
  body: {
    eventId: string;
    quantity: number;
    partnershipId?: string;
    specialRequests?: string;
    rewardRedemptionId?: string;
  } & TicketChoice,
  idempotencyKey: string,
) {
  const { data } = await unwrap(api.POST('/api/bookings/create', {
    body: { type: 'event', ...body },
    params: { header: { 'idempotency-key': idempotencyKey } },
  }));
  return data;
}

export type EventBooking = Awaited<ReturnType<typeof bookTickets>>;
