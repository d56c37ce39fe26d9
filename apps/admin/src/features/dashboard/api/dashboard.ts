/**
 * @module Admin dashboard calls (spec 2.17, 3; DECISIONS.md 1): the platform figures (GET /api/admin/stats), the
 * pending actions (GET /api/admin/pending-actions), the newest bookings as recent activity (GET /api/admin/bookings)
 * and the confirmation of a bank transfer (POST /api/payments/{id}/confirm). Money is integer centavos.
 */
import useSWR from 'swr';
import { api, unwrap } from '@turismo/app-core/api';
import type { components } from '@turismo/api-client/schema';

export type AdminStats = components['schemas']['AdminStats'];
export type PendingAction = components['schemas']['PendingAction'];
export type AdminBooking = components['schemas']['AdminBooking'];

export const STATS_KEY = 'admin/stats';
export const PENDING_KEY = 'admin/pending-actions';
export const RECENT_KEY = 'admin/recent-bookings';

export async function getStats(): Promise<AdminStats> {
  return (await unwrap(api.GET('/api/admin/stats'))).data;
}

export async function getPendingActions(): Promise<PendingAction[]> {
  return (await unwrap(api.GET('/api/admin/pending-actions'))).data;
}

/** The newest bookings, whatever their state. */
export async function getRecentBookings(): Promise<AdminBooking[]> {
  return (await unwrap(api.GET('/api/admin/bookings', { params: { query: { page: 1, pageSize: 8 } } }))).data.items;
}

export const useStats = () => useSWR(STATS_KEY, getStats);
export const usePendingActions = () => useSWR(PENDING_KEY, getPendingActions);
export const useRecentBookings = () => useSWR(RECENT_KEY, getRecentBookings);

/** Confirms that a bank transfer arrived (admins only): the payment succeeds and the booking is confirmed. */
export async function confirmBankTransfer(paymentId: string): Promise<void> {
  await unwrap(api.POST('/api/payments/{id}/confirm', { params: { path: { id: paymentId } } }));
}
