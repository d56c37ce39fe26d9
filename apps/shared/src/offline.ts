/**
 * @module Offline reading (issue 14): the traveller app's service worker keeps the signed-in person's own API answers
 * (bookings, tickets, chats) in Cache Storage under {@link OWN_DATA_CACHE}; signing out empties it, so the next
 * person on a shared phone never sees them. `useOnline` tells screens whether the network is there, so they can say
 * "Sem ligação" and when their data was last updated instead of failing silently.
 */
import { msg } from './i18n.ts';
import { useSyncExternalStore } from 'react';

/** The Cache Storage name of the caller's own API answers (apps/traveller/vite.config.ts uses the same name). */
export const OWN_DATA_CACHE = 'mozturismo-own-data';

/** Deletes the cached answers of the signed-in person (on sign-out). Never throws. */
export async function forgetOwnData(): Promise<void> {
  if (typeof caches === 'undefined') return;
  await caches.delete(OWN_DATA_CACHE).catch(() => false);
}

function subscribe(onChange: () => void) {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/** Whether the browser says it has a network, updated as it comes and goes. */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribe, () => navigator.onLine, () => true);
}

/** The message of an action tried without a network (the action needs the server). */
export const OFFLINE_ACTION_MESSAGE = msg(
  'Sem ligação à Internet: esta ação precisa de rede. Tente de novo quando estiver ligado.',
);

const updatedKey = (name: string) => `mozturismo:updated:${name}`;

/** Records that `name` (e.g. 'bookings') was just read from the server, when the browser is online. */
export function markUpdated(name: string, at: Date = new Date()): void {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return;
  try {
    localStorage.setItem(updatedKey(name), at.toISOString());
  } catch {
    // Private mode or a full storage: the time is a nicety, never a failure.
  }
}

/** When `name` was last read from the server on this device, or null. */
export function lastUpdated(name: string): Date | null {
  try {
    const value = localStorage.getItem(updatedKey(name));
    return value ? new Date(value) : null;
  } catch {
    return null;
  }
}
