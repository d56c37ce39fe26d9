/**
 * @module The portal's own paths (DECISIONS.md 4): it routes only its three areas; every other path (/, /login,
 * /perfil, /profile/verification, /admin) is another app and needs a full page load.
 */
import { isUnder } from '@turismo/app-core/links';

/** Path prefixes the portal's router handles. */
export const PORTAL_PREFIXES = ['/drivers', '/hotels', '/organizadores'] as const;

/** Whether a same-origin path is one of the portal's own pages. */
export function isPortalPath(path: string): boolean {
  return isUnder(path, PORTAL_PREFIXES);
}
