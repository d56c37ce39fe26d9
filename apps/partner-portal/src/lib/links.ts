/**
 * @module Links between the portal and the other apps on the same origin (DECISIONS.md 4). The portal routes only
 * its three areas; every other path (/, /login, /perfil, /profile/verification, /admin) is another app and needs a
 * full page load.
 */
import type { MouseEvent } from 'react';

/** Path prefixes the portal's router handles. */
export const PORTAL_PREFIXES = ['/drivers', '/hotels', '/organizadores'] as const;

/** Whether a same-origin path is one of the portal's own pages. */
export function isPortalPath(path: string): boolean {
  return PORTAL_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`) ||
    path.startsWith(`${prefix}?`) || path.startsWith(`${prefix}#`));
}

/**
 * The traveller app's sign-in page, coming back to `current` afterwards.
 * @example loginHref('/hotels') // '/login?next=%2Fhotels'
 */
export function loginHref(current: string): string {
  return `/login?next=${encodeURIComponent(current || '/')}`;
}


/** Where the user sees their account types and identity verification (traveller app). */
export const VERIFICATION_HREF = '/profile/verification';

/**
 * Returns an onClick handler for a container: a plain left click on an anchor to a portal page navigates with the
 * router instead of reloading (kit components such as BottomNav render plain anchors). Links to other apps,
 * modified clicks, `target` links and clicks already handled keep the browser's behaviour.
 */
export function interceptPortalLinks(navigate: (to: string) => void) {
  return (event: MouseEvent<HTMLElement>) => {
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const anchor = (event.target as Element | null)?.closest?.('a');
    if (!anchor || anchor.hasAttribute('download')) return;
    const target = anchor.getAttribute('target');
    if (target && target !== '_self') return;
    const href = anchor.getAttribute('href');
    if (!href || !href.startsWith('/') || href.startsWith('//') || !isPortalPath(href)) return;
    event.preventDefault();
    navigate(href);
  };
}
