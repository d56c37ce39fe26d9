/**
 * @module The partner areas' paths (DECISIONS.md 4): the partner portal's pages live at /drivers (drivers), /hotels
 * (accommodation managers) and /organizadores (event organisers) on the apps' one origin. The API serves the portal's
 * page for them and keeps crawlers out, the portal routes them, its dev server falls back to them, and the traveller
 * app sends them to a full page load: all read this list (issue 31), so an area is added or renamed here once.
 */
import type { ProviderRole } from './roles.ts';

/** Each partner area's home, by the role it serves. */
export const PARTNER_AREAS = {
  driver: '/drivers',
  hotel_manager: '/hotels',
  event: '/organizadores',
} as const satisfies Record<ProviderRole, `/${string}`>;

/** The areas' homes, in the order above: the path prefixes the partner portal serves. */
export const PARTNER_AREA_PATHS = Object.values(PARTNER_AREAS);

/**
 * The organisers' area, the scope of the portal's own service worker (ADR 0035, addendum): the API allows it with
 * Service-Worker-Allowed and the portal's build registers the worker with it.
 */
export const PORTAL_SW_SCOPE = PARTNER_AREAS.event;

/**
 * Whether `path` is an area's home or below it ('/drivers', '/drivers/offers', '/drivers?tab=1'), not a longer name
 * ('/driversx').
 * @example isPartnerAreaPath('/hotels/ganhos') // true
 * @example isPartnerAreaPath('/alojamentos') // false
 */
export function isPartnerAreaPath(path: string): boolean {
  return PARTNER_AREA_PATHS.some((area) => path.startsWith(area) && /^([/?#]|$)/.test(path.slice(area.length)));
}
