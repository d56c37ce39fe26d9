/**
 * @module The traveller app as an installable app that keeps working offline (issue 14, 'Installable and offline').
 *
 * The service worker (vite-plugin-pwa with Workbox, configured in vite.config.ts) precaches the app shell and keeps,
 * network first, the caller's own bookings, tickets and chat history, so /reservas and a ticket's QR code open with no
 * network after one online visit. The cached answers are the signed-in person's: signing out empties that cache
 * (the app core's `forgetOwnData`, called by the session's signOut), so the next person on a shared phone never sees
 * them.
 */

/** Registers the service worker (production builds only; the dev server has none). */
export async function registerServiceWorker(): Promise<void> {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const { registerSW } = await import('virtual:pwa-register');
  registerSW({ immediate: true });
}
