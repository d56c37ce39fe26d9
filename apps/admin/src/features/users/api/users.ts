/**
 * @module Admin user management calls (spec 2.17, 4; DECISIONS.md 1, 3; ADR 0014): the user list with search and
 * filters (GET /api/admin/users), one user's details with their verification photos and the future bookings of their
 * offers (GET /api/admin/users/{id}), the actions approve / reject a verification, suspend / reactivate an account
 * (each answers the updated user), and cancelling with full refunds a suspended provider's future bookings.
 */
import useSWR from 'swr';
import { api, unwrap } from '@turismo/app-core/api';
import type { components, paths } from '@turismo/api-client/schema';

export type AdminUser = components['schemas']['AdminUser'];
export type AdminUserList = components['schemas']['AdminUserList'];
export type AdminUserDetails = components['schemas']['AdminUserDetails'];
export type AdminUserStatus = components['schemas']['AdminUserStatus'];
export type CancelFutureBookingsResult = components['schemas']['CancelFutureBookingsResult'];
export type UserListQuery = NonNullable<paths['/api/admin/users']['get']['parameters']['query']>;

export const USERS_KEY = 'admin/users';

/** One page of users matching the query. */
export async function listUsers(query: UserListQuery): Promise<AdminUserList> {
  return (await unwrap(api.GET('/api/admin/users', { params: { query } }))).data;
}

/** A user, their newest verification (with photos) and the admin actions taken on them. */
export async function getUserDetails(id: string): Promise<AdminUserDetails> {
  return (await unwrap(api.GET('/api/admin/users/{id}', { params: { path: { id } } }))).data;
}

export function useUsers(query: UserListQuery) {
  return useSWR([USERS_KEY, query] as const, ([, q]) => listUsers(q), { keepPreviousData: true });
}

export function useUserDetails(id: string | null) {
  return useSWR(id ? [USERS_KEY, 'details', id] as const : null, ([, , userId]) => getUserDetails(userId));
}

export type UserAction = 'approve' | 'reject' | 'suspend' | 'reactivate';

/**
 * Runs an admin action on a user. `reason` is required by reject and suspend (3 to 500 characters).
 * @returns the updated user
 */
export async function runUserAction(id: string, action: UserAction, reason?: string): Promise<AdminUser> {
  const path = { id };
  switch (action) {
    case 'approve':
      return (await unwrap(api.POST('/api/admin/users/{id}/verification/approve', { params: { path } }))).data;
    case 'reject':
      return (await unwrap(
        api.POST('/api/admin/users/{id}/verification/reject', { params: { path }, body: { reason: reason ?? '' } }),
      )).data;
    case 'suspend':
      return (await unwrap(
        api.POST('/api/admin/users/{id}/suspend', { params: { path }, body: { reason: reason ?? '' } }),
      )).data;
    case 'reactivate':
      return (await unwrap(api.POST('/api/admin/users/{id}/reactivate', { params: { path } }))).data;
  }
}

/**
 * Cancels every future booking of a suspended provider's offers and refunds each paid one in full
 * (POST /api/admin/users/{id}/cancel-future-bookings). Safe to repeat: a second call cancels nothing.
 * @returns the counts of this call (refundedCents in centavos) and the user
 */
export async function cancelFutureBookings(id: string): Promise<CancelFutureBookingsResult> {
  return (await unwrap(api.POST('/api/admin/users/{id}/cancel-future-bookings', { params: { path: { id } } }))).data;
}
