/**
 * @module The organisers' area with no network (issue 14, ADR 0035 and its addendum): the portal's service worker
 * (vite-plugin-pwa with Workbox, configured in vite.config.ts) precaches the app shell, so /organizadores/check-in
 * opens and reloads offline for an organiser who opened it online before; the tickets are in IndexedDB
 * (features/events/lib/checkin-store.ts). It keeps no API answer.
 *
 * Scope '/organizadores': the traveller's worker keeps '/' and every page outside the organisers' area. Only a page of
 * that area registers it: a driver or an accommodation manager never downloads a shell they cannot use offline.
 */
import { PORTAL_SW_SCOPE } from '@turismo/rules/areas.ts';

/** The worker's scope: the rules' PORTAL_SW_SCOPE, which vite.config.ts and the API (api/src/main.ts) read too. */
export const SW_SCOPE = PORTAL_SW_SCOPE;

/** Whether `path` is a page of the organisers' area, the worker's scope. @example inScope('/organizadores/check-in') */
export function inScope(path: string): boolean {
  return path === SW_SCOPE || path.startsWith(`${SW_SCOPE}/`);
}

/**
 * Registers the worker (production builds only; the dev server has none) from a page of the organisers' area.
 * An update takes over at once (skipWaiting, clientsClaim) and the page reloads into it, so no tab goes on running an
 * old portal whose chunks the server no longer has. The first install reloads nothing: the page already runs the
 * current build, even when the traveller's worker controlled it until then (workbox-window calls that an update).
 */
export async function registerServiceWorker(): Promise<void> {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator) || !inScope(location.pathname)) return;
  const ranPortalWorker = navigator.serviceWorker.controller?.scriptURL.endsWith('/portal/sw.js') ?? false;
  const { registerSW } = await import('virtual:pwa-register');
  registerSW({
    immediate: true,
    onNeedReload: () => {
      if (ranPortalWorker) window.location.reload();
    },
  });
}
