/**
 * @module Supervision lists of the admin reports page (spec 2.17, 7): bookings (GET /api/admin/bookings) and rides
 * (GET /api/admin/rides), paginated and filtered on the server. Money is integer centavos.
 */
import useSWR from 'swr';
import { api, unwrap } from '@turismo/app-core/api';
import type { components, paths } from '@turismo/api-client/schema';

export type AdminBooking = components['schemas']['AdminBooking'];
export type AdminBookingList = components['schemas']['AdminBookingList'];
export type AdminRide = components['schemas']['AdminRide'];
export type AdminRideList = components['schemas']['AdminRideList'];
export type BookingQuery = NonNullable<paths['/api/admin/bookings']['get']['parameters']['query']>;
export type RideQuery = NonNullable<paths['/api/admin/rides']['get']['parameters']['query']>;

export const REPORTS_KEY = 'admin/reports';

export async function listBookings(query: BookingQuery): Promise<AdminBookingList> {
  return (await unwrap(api.GET('/api/admin/bookings', { params: { query } }))).data;
}

export async function listRides(query: RideQuery): Promise<AdminRideList> {
  return (await unwrap(api.GET('/api/admin/rides', { params: { query } }))).data;
}

export function useBookings(query: BookingQuery) {
  return useSWR([REPORTS_KEY, 'bookings', query] as const, ([, , q]) => listBookings(q), { keepPreviousData: true });
}

export function useRides(query: RideQuery) {
  return useSWR([REPORTS_KEY, 'rides', query] as const, ([, , q]) => listRides(q), { keepPreviousData: true });
}

/** Every row of a filter, page by page (100 at a time), for the CSV export. */
export async function fetchAll<T>(
  load: (page: number) => Promise<{ items: T[]; total: number }>,
): Promise<T[]> {
  const rows: T[] = [];
  for (let page = 1; ; page++) {
    const { items, total } = await load(page);
    rows.push(...items);
    if (items.length === 0 || rows.length >= total) return rows;
  }
}
