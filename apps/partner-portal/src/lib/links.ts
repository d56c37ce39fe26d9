/**
 * @module The portal's own paths (DECISIONS.md 4): it routes only its three areas; every other path (/, /login,
 * /perfil, /profile/verification, /admin) is another app and needs a full page load.
 */
import { isUnder } from '@turismo/app-core/links';
import { PARTNER_AREA_PATHS } from '@turismo/rules/areas.ts';

/** Path prefixes the portal's router handles: the partner areas (`@turismo/rules/areas.ts`). */
export const PORTAL_PREFIXES = PARTNER_AREA_PATHS;

/** Whether a same-origin path is one of the portal's own pages. */
export function isPortalPath(path: string): boolean {
  return isUnder(path, PORTAL_PREFIXES);
}
