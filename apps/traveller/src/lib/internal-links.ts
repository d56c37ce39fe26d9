/**
 * @module Client-side navigation for plain `<a href>` links (ui-kit components render anchors and do not know the
 * router). A click on a link to a traveller page is turned into a router navigation; links to the other apps
 * (/drivers, /hotels, /organizadores, /admin, /portal) and to /api stay normal page loads (DECISIONS.md 4).
 */
import { type MouseEvent, useCallback } from 'react';
import { useLocation } from 'wouter';

/** Path prefixes served by other apps or the API on the same origin. */
export const OTHER_APP_PREFIXES = ['/drivers', '/hotels', '/organizadores', '/admin', '/portal', '/api'] as const;

/** Whether a same-origin path belongs to another app (so it needs a full page load). */
export function isOtherAppPath(path: string): boolean {
  return OTHER_APP_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`) ||
    path.startsWith(`${prefix}?`) || path.startsWith(`${prefix}#`));
}

/**
 * Returns an onClick handler for a container: a plain left click on an internal anchor navigates with `navigate`
 * instead of reloading the page. Modified clicks (new tab, download), `target` links, links already handled
 * (defaultPrevented, e.g. wouter's <Link>) and other apps' paths keep the browser's behaviour.
 */
export function interceptInternalLinks(navigate: (to: string) => void) {
  return (event: MouseEvent<HTMLElement>) => {
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const anchor = (event.target as Element | null)?.closest?.('a');
    if (!anchor || anchor.hasAttribute('download')) return;
    const target = anchor.getAttribute('target');
    if (target && target !== '_self') return;
    const href = anchor.getAttribute('href');
    if (!href || !href.startsWith('/') || href.startsWith('//')) return;
    if (isOtherAppPath(href)) return;
    event.preventDefault();
    navigate(href);
  };
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
