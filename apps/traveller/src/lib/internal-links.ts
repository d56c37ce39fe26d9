/**
 * @module The traveller app's own paths (DECISIONS.md 4): everything but the other apps (/drivers, /hotels,
 * /organizadores, /admin, /portal) and /api, which stay normal page loads.
 */
import { useCallback } from 'react';
import { useLocation } from 'wouter';
import { isUnder } from '@turismo/app-core/links';
import { PARTNER_AREA_PATHS } from '@turismo/rules/areas.ts';

/** Path prefixes served by other apps (the partner areas, the admin area, the portal's assets) or the API. */
export const OTHER_APP_PREFIXES = [...PARTNER_AREA_PATHS, '/admin', '/portal', '/api'] as const;

/** Whether a same-origin path belongs to another app (so it needs a full page load). */
export function isOtherAppPath(path: string): boolean {
  return isUnder(path, OTHER_APP_PREFIXES);
}

/**
 * The router's navigate, except that another app's path (e.g. `/login?next=/hotels` coming back to the lodging area)
 * is a full page load, since this app cannot render it.
 * @example const go = useAppNavigate(); go('/hotels') // window.location.assign('/hotels')
 */
export function useAppNavigate(): (to: string) => void {
  const [, navigate] = useLocation();
  return useCallback((to: string) => (isOtherAppPath(to) ? window.location.assign(to) : navigate(to)), [navigate]);
}
