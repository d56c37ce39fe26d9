/**
 * @module The driver's rides (spec 2.15, 7): publish a route (POST /api/rides-simple/create, body variant B), the
 * driver's own rides with seats sold, seats held and revenue (GET /api/rides/mine, every page), and cancelling an
 * offer (PUT /api/rides/{id}/cancel).
 */
import { msg } from '@turismo/app-core/i18n';
import useSWR from 'swr';
import type { JsonBody } from '@turismo/api-client/client';
import { api, unwrap } from '@turismo/app-core/api';

/** Body variant B of spec 7 (the publish form). */
export type PublishRouteBody = JsonBody<'/api/rides-simple/create', 'post'>;

/** An HTTP failure of the publish call, with what the banner shows: 'Erro {status}: {statusText}' (spec 7, 8). */
export class PublishError extends Error {
  constructor(
    readonly status: number,
    readonly statusText: string,
    /** The API's Portuguese message, when it gave one. */
    readonly apiMessage: string | null,
  ) {
    super(`Erro ${status}: ${statusText}`);
    this.name = 'PublishError';
  }
}

/**
 * Publishes a route as the signed-in driver (the server makes the caller the driver and checks role and
 * verification).
 * @throws PublishError for an HTTP failure; any other error for a network failure.
 */
export async function publishRoute(body: PublishRouteBody) {
  const { data, error, response } = await api.POST('/api/rides-simple/create', { body });
  if (response.ok && data) return data.data;
  const apiMessage = (error as { error?: { message?: string } } | undefined)?.error?.message ?? null;
  throw new PublishError(response.status, response.statusText || msg('Pedido recusado'), apiMessage);
}

export type DriverRide = Awaited<ReturnType<typeof getMyRidesPage>>['data'][number];

async function getMyRidesPage(page: number) {
  return await unwrap(api.GET('/api/rides/mine', { params: { query: { page, pageSize: 50 } } }));
}

/** The most pages read (50 rides each): enough for a driver's history without an endless loop. */
const MAX_PAGES = 20;

/** Every ride of the driver, upcoming first then past ones (as the API orders them). */
export async function getAllMyRides(): Promise<DriverRide[]> {
  const first = await getMyRidesPage(1);
  const rides = [...first.data];
  const pages = Math.min(MAX_PAGES, Math.ceil(first.total / first.pageSize));
  for (let page = 2; page <= pages; page++) rides.push(...(await getMyRidesPage(page)).data);
  return rides;
}

export const MY_RIDES_KEY = 'rides/mine';

export function useMyRides() {
  return useSWR(MY_RIDES_KEY, getAllMyRides, { dedupingInterval: 10_000 });
}

/** Cancels an active ride of the driver; its bookings are cancelled too. */
export async function cancelRide(id: string) {
  return (await unwrap(api.PUT('/api/rides/{id}/cancel', { params: { path: { id } } }))).data;
}

/** Place suggestions for the origin and destination fields (GET /api/places/suggestions, at most 15). */
export async function suggestPlaces(query: string) {
  return await unwrap(api.GET('/api/places/suggestions', { params: { query: { q: query, limit: 15 } } }));
}
