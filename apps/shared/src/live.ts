/**
 * @module Live updates (issue 14, ADR 0029): one Server-Sent Events stream per page while someone is signed in
 * (GET /api/notifications/stream, opened with a 60 s token of POST /api/notifications/stream-token, since an
 * EventSource sends no Authorization header). Each event revalidates the data it is about: 'notification' the
 * notification lists and counts, 'chat_message' the conversations and that room's thread, 'booking' every list on
 * the page (a status changed). While the stream is down the swr hooks poll instead ({@link useLiveConnected}), and
 * the stream is reopened with a fresh token after 1 s, then up to every 30 s.
 */
import { useEffect, useSyncExternalStore } from 'react';
import { mutate } from 'swr';
import { api, unwrap } from './api.ts';

/** The swr keys the events revalidate (the notification hooks use [NOTIFICATIONS_KEY, ...]). */
export const NOTIFICATIONS_KEY = 'notifications';
export const CHAT_ROOMS_KEY = 'chat/rooms';
export const CHAT_THREAD_KEY = 'chat/thread';

let connected = false;
const statusListeners = new Set<() => void>();
function setConnected(value: boolean) {
  if (connected === value) return;
  connected = value;
  statusListeners.forEach((l) => l());
}

/** Whether the live stream is open (the hooks poll only while it is not). */
export function useLiveConnected(): boolean {
  return useSyncExternalStore(
    (l) => {
      statusListeners.add(l);
      return () => statusListeners.delete(l);
    },
    () => connected,
    () => false,
  );
}

const isKey = (key: unknown, first: string, second?: string) =>
  Array.isArray(key) && key[0] === first && (second === undefined || key[1] === second);

const refreshNotifications = () => mutate((key) => isKey(key, NOTIFICATIONS_KEY));
const refreshChat = (roomId?: string) =>
  mutate((key) => key === CHAT_ROOMS_KEY || isKey(key, CHAT_THREAD_KEY, roomId));

let users = 0;
let stop: (() => void) | null = null;

function open(): () => void {
  let source: EventSource | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  let delay = 1_000;
  const retry = () => {
    source?.close();
    source = null;
    setConnected(false);
    if (stopped) return;
    timer = setTimeout(connect, delay);
    delay = Math.min(delay * 2, 30_000);
  };
  const connect = async () => {
    try {
      const { data } = await unwrap(api.POST('/api/notifications/stream-token'));
      if (stopped) return;
      source = new EventSource(`/api/notifications/stream?token=${encodeURIComponent(data.token)}`);
      source.addEventListener('ready', () => {
        delay = 1_000;
        setConnected(true);
        // What happened while the stream was down.
        void refreshNotifications();
        void refreshChat();
      });
      source.addEventListener('notification', () => void refreshNotifications());
      source.addEventListener('chat_message', (e) => void refreshChat((e as MessageEvent<string>).data));
      source.addEventListener('booking', () => void mutate(() => true));
      // A dropped stream (or one the server ended after 15 min): a new token, a new stream.
      source.onerror = retry;
    } catch {
      retry();
    }
  };
  void connect();
  return () => {
    stopped = true;
    clearTimeout(timer);
    source?.close();
    setConnected(false);
  };
}

/**
 * Keeps the page's live stream open while `enabled` (signed in). Several components may call it: one stream.
 * @example useLiveUpdates(Boolean(user))
 */
export function useLiveUpdates(enabled: boolean) {
  useEffect(() => {
    if (!enabled || typeof EventSource === 'undefined') return;
    if (users++ === 0) stop = open();
    return () => {
      if (--users === 0) {
        stop?.();
        stop = null;
      }
    };
  }, [enabled]);
}
