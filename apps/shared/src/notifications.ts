/**
 * @module Notifications (spec 2.13), shared by the three apps: the caller's list with the unread count
 * (GET /api/notifications), one marked read (POST /api/notifications/{id}/read) and all
 * (POST /api/notifications/read-all). The server writes them when bookings, payments, reviews and verifications
 * change; the live stream (live.ts) refreshes them at once, and they are polled only while it is down.
 */
import useSWR, { mutate } from 'swr';
import { api, unwrap } from './api.ts';
import { NOTIFICATIONS_KEY, useLiveConnected } from './live.ts';

export type NotificationFilter = 'all' | 'unread';

/** One page of notifications, newest first, with `total` (of the filter), `all` and `unread` (in all). */
export async function getNotifications(filter: NotificationFilter, pageSize: number) {
  return await unwrap(api.GET('/api/notifications', {
    params: { query: { page: 1, pageSize, ...(filter === 'unread' ? { unread: 'true' as const } : {}) } },
  }));
}

export type NotificationPage = Awaited<ReturnType<typeof getNotifications>>;
export type Notification = NotificationPage['data'][number];

/** How often the lists and the badge are polled (ms) while the live stream is down and the page is visible. */
export const NOTIFICATIONS_POLL_MS = 30_000;

/** swr hook of {@link getNotifications}; pass enabled=false while signed out. */
export function useNotifications(enabled: boolean, filter: NotificationFilter = 'all', pageSize = 20) {
  const live = useLiveConnected();
  return useSWR(enabled ? [NOTIFICATIONS_KEY, filter, pageSize] : null, () => getNotifications(filter, pageSize), {
    refreshInterval: live ? 0 : NOTIFICATIONS_POLL_MS,
    keepPreviousData: true,
  });
}

/** The unread count for the bells and the bottom bar (0 while signed out or loading). */
export function useUnreadNotifications(enabled: boolean): number {
  return useNotifications(enabled, 'unread', 1).data?.unread ?? 0;
}

/** Refreshes every notification list and count on the page. */
export function refreshNotifications() {
  return mutate((key) => Array.isArray(key) && key[0] === NOTIFICATIONS_KEY);
}

/** Marks one notification read. */
export async function markNotificationRead(id: string): Promise<Notification> {
  const { data } = await unwrap(api.POST('/api/notifications/{id}/read', { params: { path: { id } } }));
  await refreshNotifications();
  return data;
}

/** 'Marcar todas como lidas'. @returns how many were marked */
export async function markAllNotificationsRead(): Promise<number> {
  const { data } = await unwrap(api.POST('/api/notifications/read-all'));
  await refreshNotifications();
  return data.updated;
}
